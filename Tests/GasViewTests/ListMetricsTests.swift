import Foundation
import GasPrices
@testable import GasView
import Lenient
import Testing

/// The list's column widths: the widest value of each column, in terminal columns, within
/// a cap; measured as stations are added.
@Suite struct ListMetricsTests {
    static func metrics(names: [String], cities: [String] = [], prices: [String] = []) throws -> ListMetrics {
        let stations = names.enumerated().map { index, name in
            let city = index < cities.count ? cities[index] : ""
            let price = index < prices.count ? prices[index] : "null"
            return #"{"description": "\#(name)", "price": \#(price), "address": {"city": "\#(city)"}}"#
        }
        let source = try LoadedSource(label: "t", path: "t.json", source: SourceText(name: "t.json", text: "[" + stations.joined(separator: ",") + "]"), feed: SampleFeed.self)
        let catalog = Catalog(sources: [source])
        var metrics = ListMetrics()
        metrics.include(catalog, stations: 0..<catalog.count)
        return metrics
    }

    @Test func wideCharactersCountTwoColumnsAndLongTextsStopAtTheCap() throws {
        // 東京駅前 is 12 bytes and 8 columns: wider than a 7-letter name measured first.
        #expect(try Self.metrics(names: ["abcdefg", "東京駅前"]).name == 8)
        // 東京駅 is 9 bytes but 6 columns: narrower than a 9-letter name.
        #expect(try Self.metrics(names: ["abcdefghi", "東京駅"]).name == 9)
        #expect(try Self.metrics(names: ["Ab", String(repeating: "x", count: 300), "東京"]).name == ListMetrics.caps.name)
        #expect(try Self.metrics(names: ["Ab"], cities: ["Straße"]).city == 6)
    }

    @Test func thePriceColumnFitsTheLargestPrice() throws {
        let narrow = try Self.metrics(names: ["a", "b", "c"], prices: ["3.19", "null", "2.5"])
        let wide = try Self.metrics(names: ["a", "b"], prices: ["3.19", "1234.5"])
        #expect(narrow.price == TextWidth.of(ListFormat.price(3.19, currency: "USD")))
        #expect(wide.price == TextWidth.of(ListFormat.price(1234.5, currency: "USD")))
        #expect(try Self.metrics(names: ["a"]).price == 0)
    }

    /// A price with a third decimal, added after the largest was measured, makes the whole
    /// column three decimals wide: the largest is measured again with them.
    @Test func aThirdDecimalAddedLaterWidensTheColumn() throws {
        let text = #"{"ok":true,"status":"ok","stations":[{"id":"a","name":"A","place":"Kiel","e5":9.5},{"id":"b","name":"B","place":"Kiel","e5":1.609}]}"#
        let source = try SourceLoader.read(SourceText(name: "tk.json", text: text), label: "tk", path: nil, feed: .auto)
        let catalog = Catalog(sources: [source])
        var metrics = ListMetrics()
        metrics.include(catalog, stations: 0..<1)
        #expect(metrics.price == TextWidth.of("€9.50") && metrics.thousandths.isEmpty)
        metrics.include(catalog, stations: 1..<2)
        #expect(metrics.price == TextWidth.of("€9.500") && metrics.thousandths == [.e5])
    }
}
