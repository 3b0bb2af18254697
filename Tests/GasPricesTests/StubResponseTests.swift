import Foundation
import Lenient
import Testing
@testable import GasPrices

/// The acceptance table of the design brief (§3): what each built-in response produces.
@Suite struct StubResponseTests {
    let decoder = LenientDecoder<Station>()

    func record(_ label: String) throws -> ModelRecord<Station> {
        let response = try #require(StubResponse.builtIn(label))
        let records = try decoder.records(response.source)
        return try #require(records.first)
    }

    func outcome(_ record: ModelRecord<Station>, _ path: FieldPath) -> (Outcome, Code?, Code?)? {
        record.field(path).map { ($0.outcome, $0.rule, $0.post) }
    }

    static let happyStation = Station(
        stationName: "7/11 Fake St.", price: 3.5, sellsDiesel: true,
        address: Address(street: "123 Fake Street", city: "Newark", state: "NJ", zip: "07105"),
        historicalPrices: [HistoricalPrice(date: Date(timeIntervalSince1970: 1_361_220_204), price: 4.6)]
    )

    @Test func builtInsMatchTheResponsesFolder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Responses")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(StubResponse.builtIn.map { "\($0.label).json" } == files)
        for response in StubResponse.builtIn {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("\(response.label).json")))
            #expect(response.source.bytes == bytes, "\(response.label).json differs from Responses/")
        }
    }

    @Test func responseAIsTheHappyPath() throws {
        let record = try record("A")
        #expect(record.value == Self.happyStation)
        #expect(record.fields.allSatisfy { $0.outcome == .exact })
        #expect(record.fields.count == 12)
        #expect(record.ignored.isEmpty)
        let name = try #require(record.field("stationName"))
        #expect(name.key == "description")
        #expect(name.match == .remapped)
    }

    @Test func responseBIsCoercedToTheHappyPath() throws {
        let record = try record("B")
        #expect(record.value == Self.happyStation)
        #expect(outcome(record, "price")! == (.coerced, .currencyText, nil))
        #expect(outcome(record, "sellsDiesel")! == (.coerced, .textToBool, nil))
        #expect(outcome(record, "address.zip")! == (.coerced, .numberToText, .zeroPadded))
        #expect(outcome(record, "historicalPrices[0].price")! == (.coerced, .currencyText, nil))
        #expect(record.fields.filter { $0.outcome == .coerced }.count == 4)
        #expect(!record.fields.contains { $0.outcome == .defaulted })
    }

    @Test func responseCDiffersOnlyInPrice() throws {
        let record = try record("C")
        var expected = Self.happyStation
        expected.price = 4
        // The sample's timestamp is 15:43:24 UTC, five hours before A's instant: the same
        // day on the screen in any US time zone.
        expected.historicalPrices[0].date = Date(timeIntervalSince1970: 1_361_202_204)
        #expect(record.value == expected)
        #expect(outcome(record, "price")! == (.exact, nil, nil))
        #expect(outcome(record, "sellsDiesel")! == (.coerced, .numberToBool, nil))
        #expect(outcome(record, "address.zip")! == (.coerced, .numberToText, .zeroPadded))
        #expect(outcome(record, "historicalPrices[0].date")! == (.coerced, .unixSeconds, nil))
    }

    @Test func responseDWrapsTheSingleHistoryObject() throws {
        let record = try record("D")
        #expect(record.value == Self.happyStation)
        #expect(outcome(record, "historicalPrices")! == (.coerced, .singleToList, nil))
        #expect(record.fields.filter { $0.outcome != .exact }.count == 1)
    }

    @Test func responseEDefaultsEveryField() throws {
        let record = try record("E")
        #expect(record.value == Station())
        #expect(record.fields.map(\.path.description) == ["stationName", "price", "sellsDiesel", "address", "historicalPrices"])
        #expect(record.fields.allSatisfy { $0.outcome == .defaulted })
        #expect(outcome(record, "stationName")! == (.defaulted, .null, nil))
        #expect(outcome(record, "price")! == (.defaulted, .null, nil))
        #expect(outcome(record, "sellsDiesel")! == (.defaulted, .null, nil))
        #expect(outcome(record, "address")! == (.defaulted, .expectedObject, nil))
        #expect(outcome(record, "historicalPrices")! == (.defaulted, .expectedList, nil))
    }

    @Test func theRecordNamesWhereEachInputSits() throws {
        let record = try record("B")
        let price = try #require(record.field("historicalPrices[0].price"))
        #expect(price.input == "\"$4.60\"")
        #expect(price.line == 14)
        #expect(price.column == 12)
        let zip = try #require(record.field("address.zip"))
        #expect((zip.line, zip.column) == (9, 9))
    }
}
