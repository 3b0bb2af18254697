import Foundation
@testable import GasPrices
import Lenient
import Testing

/// A loaded source gives any window of a station's record, where its fields are, the sample
/// model without validating again, and a price history that reads as the catalog's: the same
/// as the full record and the catalog station say, for the built-in responses and for feeds
/// read one object per station and read whole.
@Suite struct RecordWindowLoadingTests {
    static func sources() throws -> [LoadedSource] {
        var sources = try StubResponse.builtIn.map { try SourceLoader.load(.builtIn($0.label)) }
        sources.append(try FeedFixtureTests.load(FeedFixtureTests.myGasFeed))
        sources.append(try FeedFixtureTests.load(#"""
            {"stations": [
              {"brand": "Caltex", "code": 1, "name": "Caltex Hurstville", "address": "1 Main St", "location": {"latitude": -33.9, "longitude": 151.1}},
              {"brand": "BP", "code": "2", "name": "BP Kogarah", "address": "2 Rocky Pt Rd", "extra": true}],
             "prices": [
              {"stationcode": "1", "fueltype": "U91", "price": 157.9, "lastupdated": "29/05/2018 23:28:20"},
              {"stationcode": 2, "fueltype": "DL", "price": "169.9", "lastupdated": "07/01/2018 08:05:19"}]}
            """#))
        return sources
    }

    @Test func windowsOfEveryStationReadAsItsRecord() throws {
        for source in try Self.sources() {
            for index in 0..<source.count {
                let record = try #require(source.record(at: index))
                let lines = record.fields.count + record.ignored.count
                for start in 0..<lines {
                    let window = RecordWindow(lines: start..<start + 3, fieldCount: record.fields.count)
                    let part = try #require(source.record(at: index, window: window), "\(source.label) \(index)")
                    #expect(part.fieldCount == record.fields.count && part.ignoredCount == record.ignored.count)
                    let fields = record.fields[window.fields]
                    #expect(part.fields.map(\.path) == fields.map(\.path), "\(source.label) \(index) \(start)")
                    #expect(part.fields.map(\.outcome) == fields.map(\.outcome))
                    #expect(part.fields.map(\.line) == fields.map(\.line))
                    #expect(part.fields.map(\.value.displayText) == fields.map(\.value.displayText))
                    #expect(part.fields.map { $0.trace.map(\.text) } == fields.map { $0.trace.map(\.text) })
                    #expect(part.ignored == Array(record.ignored[window.ignored.clamped(to: record.ignored.indices)]))
                }
                let paths = record.fields.map(\.path) + record.ignored.map(\.path) + ["no.such.field"]
                #expect(source.ordinals(of: paths, inStation: index) == FieldOrdinals(of: paths, fields: record.fields, ignored: record.ignored))
            }
        }
    }

    @Test func theSampleModelAndItsHistory() throws {
        for source in try Self.sources() {
            for index in 0..<source.count {
                let record = try #require(source.record(at: index))
                #expect(source.sample(at: index) == record.sample, "\(source.label) \(index)")
                let history = source.sample(at: index)?.priceHistory ?? PriceHistory(source.station(at: index).history)
                #expect(Array(history) == source.station(at: index).history)
            }
        }
    }

    /// A large document of one station keeps the first window of its record, made as it was
    /// validated: opening it validates nothing again. A small one, and a list, keep none.
    @Test func aLargeDocumentOfOneStationKeepsItsFirstWindow() throws {
        let entries = (0..<20_000).map { _ in #"{"date": "2013-02-18T15:43:24-05:00", "price": "$4.60"}"# }
        let text = #"{"description": "Big", "historicalPrices": ["# + entries.joined(separator: ",\n") + #"], "junk": 1}"#
        #expect(text.utf8.count >= LoadedSource.firstRecordBytes)
        let big = try SourceLoader.read(SourceText(name: "big.json", text: text), label: "big", path: nil, feed: .auto)
        let kept = try #require((big.content as? ListContent<Station>)?.firstRecord)
        #expect(kept.window == LoadedSource.firstRecordWindow)
        let whole = try #require(big.record(at: 0))
        #expect(kept.fields.count == LoadedSource.firstRecordLines && kept.fieldCount == whole.fields.count && kept.ignored.count == 1)
        #expect(kept.fields.map(\.path) == whole.fields.prefix(LoadedSource.firstRecordLines).map(\.path))
        let window = RecordWindow(lines: 100..<110, fieldCount: kept.fieldCount)
        let part = try #require(big.record(at: 0, window: window))
        let again = try #require(LenientDecoder<Station>().record(at: 0, of: try LenientDecoder<Station>().decode(big.source), window: window))
        #expect(part.fields == again.fields)
        let small = try SourceLoader.load(.builtIn("B"))
        #expect((small.content as? ListContent<Station>)?.firstRecord == nil)
        let list = try SourceLoader.load(.builtIn("F"))
        #expect((list.content as? ListContent<Station>)?.firstRecord == nil)
    }
}
