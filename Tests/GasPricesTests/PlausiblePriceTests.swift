import Foundation
@testable import GasPrices
import Lenient
import Testing

/// A price written with one separator before three digits, read as thousands by the number
/// rules (`"1,419"` → 1419), is read with a decimal mark where only that reading is a
/// feed's price. Until 2026-12-01 every feed read `"1,419"` as €1,419 a litre, exit 0.
@Suite struct PlausiblePriceTests {
    @Test(arguments: [
        ("1,419", 1419.0, 1.419), ("1.229", 1229, 1.229), ("€ 1,419", 1419, 1.419), ("1,419 EUR", 1419, 1.419),
        ("-1,419", -1419, -1.419), ("999,999", 999_999, 999.999), (" 3,459\u{A0}", 3459, 3.459),
    ] as [(String, Double, Double)])
    func oneSeparatorBeforeThreeDigitsHasADecimalReading(text: String, value: Double, decimal: Double) {
        #expect(PlausiblePrice.decimalReading(of: text, readAs: value) == decimal)
    }

    @Test(arguments: [
        ("1,41", 1410.0), ("1,4190", 14190), ("1,419,000", 1_419_000), ("1,419.5", 1419.5), ("12345", 12345),
        ("1,419e2", 141_900), ("1419", 1419), ("1,234", 1.234), ("1.2", 1.2), ("12,3456", 123_456), ("", 1000), ("1,419 2", 1419),
    ] as [(String, Double)])
    func otherTextHasNone(text: String, value: Double) {
        #expect(PlausiblePrice.decimalReading(of: text, readAs: value) == nil)
    }

    static func load(_ text: String) throws -> LoadedSource {
        try FeedFixtureTests.load(text)
    }

    @Test func tankerkoenigListAndPrices() throws {
        let list = try Self.load(#"""
            {"ok": true, "status": "ok", "stations": [
             {"id": "a1", "name": "Aral", "brand": "ARAL", "place": "Kiel", "e5": "1,419", "e10": "1.379", "diesel": "1,299 €"}]}
            """#)
        #expect(list.feed == "tankerkoenig")
        #expect(list.station(at: 0).fuels.map(\.price) == [1.419, 1.379, 1.299])
        let record = try #require(list.record(at: 0))
        #expect(record.field("e5")?.rule == .decimalMarkByRange && record.field("e5")?.outcome == .coerced)
        #expect(record.field("diesel")?.rule == .decimalMarkByRange)
        // A dot before three digits was a decimal already.
        #expect(record.field("e10")?.rule == .numericText)

        let prices = try Self.load(#"{"ok": true, "prices": {"a1": {"status": "open", "e5": "1,859", "e10": false, "diesel": 1.659}}}"#)
        #expect(prices.feed == "tankerkoenig" && prices.station(at: 0).price(of: .e5)?.price == 1.859)
    }

    @Test func spainsDotBeforeThreeDigits() throws {
        let source = try Self.load(#"""
            {"Fecha": "10/03/2022 13:52:39", "ListaEESSPrecio": [
             {"IDEESS": "1", "Rótulo": "REPSOL", "C.P.": "12140", "Localidad": "ALBOCASSER",
              "Precio Gasoleo A": "1.229", "Precio Gasolina 95 E5": "1,849", "Precio Gasoleo B": "1.399,5"}],
             "ResultadoConsulta": "OK"}
            """#)
        #expect(source.feed == "spain")
        let station = source.station(at: 0)
        #expect(station.price(of: .diesel)?.price == 1.229 && station.price(of: .e5)?.price == 1.849)
        // Unambiguous thousands are what the number rules make of them, €1,399.50 a litre:
        // no price (until 2026-12-04 the dearest fuel), the record saying why.
        #expect(station.fuels.first { $0.label == "Precio Gasoleo B" } == nil)
        #expect(source.record(at: 0)?.field("gasoleoB")?.rule == .implausiblePrice)
    }

    @Test func franceMyGasFeedUKAndNSW() throws {
        let france = try Self.load(#"[{"id": "1", "cp": "75001", "ville": "Paris", "prix": "[{\"@nom\": \"Gazole\", \"@valeur\": \"1,908\"}]"}]"#)
        #expect(france.feed == "france" && france.station(at: 0).price(of: .diesel)?.price == 1.908)

        let gas = try Self.load(#"""
            {"status": {"error": "NO", "code": 200}, "geoLocation": {"city": "San Diego"},
             "stations": [{"id": "7", "station": "Shell", "reg_price": "3,459", "diesel_price": "N/A", "country": "United States"}]}
            """#)
        #expect(gas.feed == "mygasfeed" && gas.station(at: 0).price(of: .regular)?.price == 3.459)

        let uk = try Self.load(#"""
            {"last_updated": "14/07/2024 09:30:00", "stations": [
             {"site_id": "gb1", "brand": "ASDA", "postcode": "LS1 1AA", "prices": {"E10": "1,529", "B7": "152,9", "E5": "1,000"}}]}
            """#)
        #expect(uk.feed == "uk")
        // Pounds with a decimal comma; pence with one; and a thousand pence, both readings
        // plausible in a file that mixes the units, left as thousands.
        #expect(uk.station(at: 0).fuels.map(\.price) == [10.0, 1.529, 1.529])
        let ukRecord = try #require(uk.record(at: 0))
        #expect(ukRecord.field("prices.E10")?.rule == .decimalMarkByRange && ukRecord.field("prices.B7")?.rule == .minorUnit)

        let nsw = try Self.load(#"""
            {"stations": [{"brand": "BP", "code": "2", "name": "BP Kogarah", "address": "2 Rocky Pt Rd"}],
             "prices": [{"stationcode": "2", "fueltype": "DL", "price": "1,899", "lastupdated": "07/01/2018 08:05:19"},
                        {"stationcode": "2", "fueltype": "U91", "price": "189,9", "lastupdated": "07/01/2018 08:05:19"}]}
            """#)
        #expect(nsw.feed == "nsw" && nsw.station(at: 0).fuels.map(\.price) == [1.899, 1.899])
        let nswRecord = try #require(nsw.record(at: 0))
        #expect(nswRecord.field("prices[0].price")?.rule == .decimalMarkByRange && nswRecord.field("prices[0].price")?.post == nil)
        #expect(nswRecord.field("prices[1].price")?.post == .minorUnit)
    }

    /// Where neither reading is a price, there is none: no guess, and no €12,345 or €0.05
    /// sorted first or last (until 2026-12-04 the number rules' reading stood). The record
    /// keeps what was given.
    @Test func neitherReadingPlausibleIsNoPrice() throws {
        let source = try Self.load(#"{"ok": true, "status": "ok", "stations": [{"id": "a1", "name": "A", "e5": "12,345", "e10": "0,05"}]}"#)
        let record = try #require(source.record(at: 0))
        #expect(source.station(at: 0).fuels.isEmpty)
        #expect(record.field("e5")?.rule == .implausiblePrice && record.field("e5")?.outcome == .defaulted)
        #expect(record.field("e10")?.rule == .implausiblePrice)
    }

    /// A number outside the feed's range is no price, in every feed that declares one; 0 is
    /// left to the catalog (no price), and a price in range is kept as it is.
    @Test(arguments: [("0.009", false), ("1e-320", false), ("5000000", false), ("-1.5", false), ("11", false),
                      ("0", false), ("0.1", true), ("1.799", true), ("10", true)])
    func aNumberOutsideTheRangeIsNoPrice(number: String, kept: Bool) throws {
        let source = try Self.load(#"{"ok": true, "status": "ok", "stations": [{"id": "a1", "name": "A", "e5": "# + number + "}]}")
        let record = try #require(source.record(at: 0))
        #expect((source.station(at: 0).price(of: .e5) != nil) == kept, "\(number)")
        #expect((record.field("e5")?.rule == .implausiblePrice) == (!kept && number != "0"), "\(number)")
        // The UK's pence and pounds, one range for both: 152.9 pence is £1.529, 5000 pence none.
        let uk = try Self.load(#"{"last_updated": "01/02/2024 10:00:00", "stations": [{"site_id": "s", "postcode": "A", "prices": {"E10": 152.9, "B7": 5000}}]}"#)
        #expect(uk.station(at: 0).fuels.map(\.price) == [1.529])
    }

    /// The sample's model declares no range: its `"$3,500"` is the article's thousands.
    @Test func theSampleStationIsTheEngines() throws {
        let source = try Self.load(#"{"description": "7/11", "price": "$3,500"}"#)
        #expect(source.record(at: 0)?.field("price")?.rule == .currencyText)
    }

    /// The code is the domain's, with its name and explanation, as every output writes it.
    @Test func theCodeIsNamedAndExplained() {
        #expect(Code.decimalMarkByRange.name == "decimal_mark_by_range")
        #expect(Code.decimalMarkByRange.explanation.contains("decimal mark"))
        #expect(Code.implausiblePrice.name == "implausible_price" && Code.implausiblePrice.explanation.contains("no price"))
    }
}
