import Foundation
import GasPrices
@testable import GasView
import Lenient
import Testing

/// The validation panel's lines are made a page at a time from the station's record: made so,
/// they are the lines made of the whole record, and a station of 900,000 fields makes a page
/// of them, however far the user goes.
@Suite struct ResponseEntryTests {
    /// The built-in responses and two feeds: one read one object per station, one read whole.
    static func sources() throws -> [LoadedSource] {
        var sources = Fixtures.sources(StubResponse.builtIn)
        sources.append(try SourceLoader.read(SourceText(name: "mygasfeed.json", text: #"""
            {"status": {"error": "NO"}, "stations": [
             {"country": "United States", "price": "3.79", "address": "3860 Governor Dr", "diesel": "N/A", "id": "73214", "date": "3 hours agox"},
             {"country": "Canada", "reg_price": "139.9", "diesel_price": 1.45, "station": null, "id": 9}]}
            """#), label: "mygasfeed", path: nil, feed: .auto))
        sources.append(try SourceLoader.read(SourceText(name: "nsw.json", text: #"""
            {"stations": [{"brand": "Caltex", "code": 1, "name": "Caltex Hurstville", "address": "1 Main St", "extra": 1},
                          {"brand": "BP", "code": "2", "name": "BP Kogarah", "address": "2 Rocky Pt Rd"}],
             "prices": [{"stationcode": "1", "fueltype": "U91", "price": 157.9, "lastupdated": "29/05/2018 23:28:20"},
                        {"stationcode": 2, "fueltype": "DL", "price": "169.9", "lastupdated": "07/01/2018 08:05:19"}]}
            """#), label: "nsw", path: nil, feed: .auto))
        return sources
    }

    /// Lines made on demand, pages of three, equal the lines made of the whole record:
    /// what they show, their traces and where their inputs sit.
    @Test func linesMadeOnDemandAreTheLinesOfTheWholeRecord() throws {
        for source in try Self.sources() {
            for index in 0..<source.count {
                let record = try #require(source.record(at: index))
                let eager = record.fields.map(FieldItem.init) + record.ignored.map(FieldItem.init)
                let entry = ResponseEntry(source, station: index, pageLines: 3)
                #expect(entry.itemCount == eager.count, "\(source.label) \(index)")
                #expect(entry.page.items.count == min(3, eager.count))
                let made = (0..<entry.itemCount).compactMap(entry.item(at:))
                #expect(made == eager, "\(source.label) \(index)")
                #expect(made.map(\.steps) == eager.map(\.steps))
                #expect(made.map(\.segments) == eager.map(\.segments))
                #expect(entry.items(2..<7) == Array(eager[min(2, eager.count)..<min(7, eager.count)]))
                // Paths are found where the whole record has them first, with few lines made.
                let paths = eager.map(\.path) + ["no.such.field"]
                #expect(entry.lines(of: paths) == paths.map { path in eager.firstIndex { $0.path == path } })
                for item in eager {
                    #expect(entry.line(named: item.pathText) == eager.firstIndex { FieldLine.names(item.pathText, $0.path) })
                }
                // The counts of the heading are the whole record's.
                #expect(entry.counts == record.outcomeCounts)
            }
        }
    }

    /// A station of 300,000 price entries in the sample's shape, its entries one a line as
    /// the sample app's responses write them.
    static let huge: StubResponse = {
        var text = #"{"description": "7/11 Fake St.", "price": "$3.50", "sellsDiesel": true,"#
            + #" "address": {"street": "123 Fake Street", "city": "Newark", "state": "NJ", "zip": 7105}, "historicalPrices": ["#
        let entries = (0..<300_000).map { index in
            #"{"date": "2013-02-18T15:43:24-05:00", "price": \#(3 + Double(index % 100) / 100)}"#
        }
        text += entries.joined(separator: ",\n") + "]}\n"
        return Fixtures.response("huge", text)
    }()

    /// Opening the station, moving through its panel and to its end, searching a path and
    /// tracing a field make a page of lines at a time, never the record's 900,009.
    @Test func aStationOfManyFieldsMakesAPageOfLines() throws {
        var state = AppState(responses: [Self.huge], timeZone: Fixtures.newYork, width: 120, height: 40, now: Fixtures.now)
        func made() -> Int { state.entries.first?.page.items.count ?? -1 }
        #expect(state.entry?.itemCount == 900_009)
        #expect(made() == ResponseEntry.pageLines)
        let top = App.view(state).text
        #expect(top.contains("1–36 of 900,009"))
        #expect(top.contains("… and 299,971 more"))
        Fixtures.press(Array(repeating: .down, count: 40) + Array(repeating: .pageDown, count: 30) + [.end], &state)
        #expect(state.selectedFieldIndex == 900_008)
        #expect(made() <= ResponseEntry.pageLines)
        let bottom = App.view(state).text
        #expect(bottom.contains("899,974–900,009 of 900,009") && bottom.contains("▸✓ historicalPrices[299999].p…  3.99"))
        let found = state.selectField(named: "historicalPrices[150000].date")
        #expect(found)
        #expect(state.selectedItem?.pathText == "historicalPrices[150000].date")
        #expect(made() <= ResponseEntry.pageLines)
        Fixtures.press([.enter], &state)
        #expect(App.view(state).text.contains("Trace of historicalPrices[150000].date"))
        // The list's own line: its input is cut in the record, its place is whole.
        let list = state.selectField(named: "historicalPrices")
        #expect(list)
        let item = try #require(state.selectedItem)
        #expect(item.change == "[…]" && item.firstSegment?.line == 1 && item.lastSegment?.line == 300_000)
        #expect(item.steps.last == "set historicalPrices = [300000 elements]")
        #expect(made() <= ResponseEntry.pageLines)
    }
}
