import Foundation
@testable import GasPrices
import Lenient
import Testing

/// Tankerkönig's responses, told from their shape and mapped onto the catalog: missing
/// prices absent whichever way they arrive, postcodes padded, the error response one
/// message, a station's details and prices keyed by id read as stations.
@Suite struct TankerkoenigFeedTests {
    /// A `list.php` answer in the feed's documented shape, with its quirks: a price `null`,
    /// `false` or missing; an integer postcode; a house number `null`, blank or already in
    /// the street; an empty brand; an id with a trailing newline; round numbers as integers.
    static let list = #"""
        {"ok":true,"license":"CC BY 4.0 -  https:\/\/creativecommons.tankerkoenig.de","data":"MTS-K","status":"ok","stations":[
         {"id":"a1","name":"Aral Kiel","brand":"ARAL","street":"Hafenstra\u00dfe","houseNumber":"12","postCode":24103,"place":"Kiel","lat":54.32,"lng":10.13,"dist":1.2,"e5":1.789,"e10":1.729,"diesel":1.659,"isOpen":true},
         {"id":"b2\n","name":"Freie Tankstelle","brand":"","street":"Dorfstr. 3","houseNumber":"3","postCode":1067,"place":"Dresden","lat":51,"lng":13,"dist":2,"e5":false,"e10":null,"diesel":1.599,"isOpen":false},
         {"id":"c3","name":"Shell","brand":"Shell","street":"Ring","houseNumber":null,"postCode":"80331","place":"M\u00fcnchen","lat":"48.1","lng":11.5,"dist":3,"e5":1.799,"isOpen":true},
         {"id":"d4","name":"Zero","brand":"JET","street":"Weg","houseNumber":" ","postCode":10115,"place":"Berlin","lat":null,"lng":null,"dist":4,"e5":0,"e10":"","diesel":1.7,"isOpen":true}
        ]}
        """#

    static func load(_ text: String, feed: FeedChoice = .auto) throws(SourceFailure) -> LoadedSource {
        try SourceLoader.read(SourceText(name: "tk.json", text: text), label: "tk", path: nil, feed: feed)
    }

    static func failure(_ text: String, feed: FeedChoice = .auto) -> SourceFailure? {
        do {
            _ = try load(text, feed: feed)
            return nil
        } catch {
            return error
        }
    }

    @Test func aListIsToldFromItsShapeAndMapped() throws {
        let source = try Self.load(Self.list)
        #expect(source.feed == "tankerkoenig")
        #expect(source.count == 4 && source.layout.listKey == "stations")
        let aral = source.station(at: 0)
        #expect(aral.id == "a1" && aral.brand == "ARAL" && aral.address.street == "Hafenstraße 12")
        #expect(aral.address == PostalAddress(street: "Hafenstraße 12", city: "Kiel", postcode: "24103", country: "DE"))
        #expect(aral.location == Coordinate(latitude: 54.32, longitude: 10.13) && aral.isOpen == true)
        #expect(aral.fuels.map(\.fuel) == [.e5, .e10, .diesel])
        #expect(aral.fuels.allSatisfy { $0.currency == "EUR" && $0.unit == .litre })
        #expect(aral.price(of: .e5)?.price == 1.789)
    }

    @Test func missingPricesAreAbsentHoweverTheyArrive() throws {
        let source = try Self.load(Self.list)
        // false, null; a missing key; 0 and "".
        #expect(source.station(at: 1).fuels.map(\.fuel) == [.diesel])
        #expect(source.station(at: 2).fuels.map(\.fuel) == [.e5])
        #expect(source.station(at: 3).fuels.map(\.fuel) == [.diesel])
        let catalog = Catalog(sources: [source])
        let byE5 = catalog.order(StationQuery(fuel: .e5))
        #expect(byE5.priced == 2 && byE5.cheapest == 1.789)
        #expect(byE5.indices.prefix(2).map { catalog.name(Int($0)) } == ["Aral Kiel", "Shell"])
        #expect(catalog.order(StationQuery(fuel: .diesel)).cheapest == 1.599)
    }

    @Test func addressesAreRepairedAsTheFeedNeeds() throws {
        let source = try Self.load(Self.list)
        let dresden = source.station(at: 1)
        #expect(dresden.id == "b2" && dresden.brand == "" && dresden.isOpen == false)
        #expect(dresden.address.postcode == "01067", "an integer postcode, padded")
        #expect(dresden.address.street == "Dorfstr. 3", "the number is in the street already")
        let shell = source.station(at: 2)
        #expect(shell.address.street == "Ring" && shell.address.city == "München")
        #expect(shell.location == Coordinate(latitude: 48.1, longitude: 11.5), "a coordinate as text")
        #expect(source.station(at: 3).location == nil && source.station(at: 3).address.street == "Weg")
        let record = try #require(source.record(at: 1))
        #expect(record.field("postCode")?.outcome == .coerced)
        #expect(record.field("e5")?.outcome == .defaulted)
        #expect(record.field("id")?.outcome == .coerced)
    }

    @Test func theErrorResponseIsOneMessage() {
        let failure = Self.failure(#"{"status":"error","ok":false,"message":"apikey nicht gefunden"}"#)
        #expect(failure?.code == "feed_error")
        #expect(failure?.feed == "tankerkoenig")
        #expect(failure?.message == "tk.json: the tankerkoenig feed answered with an error: apikey nicht gefunden")
    }

    /// Details whose station, or prices whose entries, are not an object: until 2026-11-28 a
    /// `detail.php` answer with `"station": null` was one station of defaults, exit 0, and
    /// prices given as a list were "an empty list".
    @Test(arguments: [
        (#"{"ok": true, "status": "ok", "station": null}"#, #""station" holds null, not a station object"#),
        (#"{"ok": true, "status": "ok", "station": "a1"}"#, #""station" holds text, not a station object"#),
        (#"{"ok": true, "status": "ok", "station": { }}"#, #""station" holds an empty object"#),
        (#"{"ok": true, "prices": [{"status": "open", "e5": 1.7}]}"#, #""prices" holds a list, not a station object"#),
    ])
    func detailsOrPricesThatAreNotAnObjectAreSaid(text: String, message: String) throws {
        let failure = try #require(Self.failure(text))
        #expect(failure.code == "no_station" && failure.message.contains(message) && failure.line == 1)
    }

    /// Details logged one per line, a later one without its station: said, the others read,
    /// whole and a part at a time (where the part of that line alone was first refused as an
    /// answer without its station: `fuzz-feeds`).
    @Test func detailsOnePerLineOneWithoutItsStation() throws {
        let text = """
            {"ok": true, "status": "ok", "station": {"id": "a1", "name": "Aral", "place": "Kiel", "postCode": 24103}}
            {"ok": true, "status": "ok", "station": null}
            {"ok": true, "status": "ok", "station": {"id": "b2", "name": "Shell", "place": "Kiel", "postCode": 24103}}
            """
        let source = try Self.load(text)
        #expect(source.count == 2 && source.station(at: 0).name == "Aral")
        #expect(source.problems.map(\.code) == ["line_not_read"] && source.problems.first?.line == 2)
        for partSize in [11, 64, 4096] {
            var stream = try SourceStream(source: SourceText(name: "feed.json", text: text), label: "feed", feed: .auto, partSize: partSize)
            var names: [String] = []
            while let part = try stream.next() {
                let load = stream.load(part)
                #expect(load.failure == nil)
                names += (0..<(load.loaded?.count ?? 0)).compactMap { load.loaded?.station(at: $0).name }
            }
            #expect(names == ["Aral", "Shell"])
        }
        // The answer without its station first: the others are read all the same.
        let first = try Self.load(#"{"ok": true, "status": "ok", "station": null}"# + "\n" + text)
        #expect(first.count == 2 && first.problems.map(\.line) == [1, 3])
    }

    /// A prices answer is validated whole, its full record made at once (about 50 times its
    /// size): one larger than ``StationDocuments/maximumSize`` is refused with its size and
    /// the limit, read whole or a part at a time, rather than taking the machine's memory.
    @Test func aPricesAnswerLargerThanIsReadWholeIsRefused() throws {
        let answer = #"{"ok":true,"prices":{"4429":{"status":"open","e5":1.789}}}"#
        let atLimit = answer + String(repeating: " ", count: StationDocuments.maximumSize - answer.utf8.count)
        #expect(try Self.load(atLimit).count == 1)
        let over = atLimit + " "
        let refused = try #require(Self.failure(over))
        #expect(refused.code == "too_large_to_read_whole" && refused.feed == "tankerkoenig" && refused.line == nil)
        #expect(refused.message == "tk.json: this tankerkoenig document holds its stations keyed by id or in two lists to join, "
            + "so it is read whole, taking about 50 times its size in memory: at most 64 MiB, and this one is 67.1 MB")
        var stream = try SourceStream(source: SourceText(name: "tk.json", text: over), label: "tk", feed: .auto)
        let part = try #require(try stream.next())
        let load = stream.load(part)
        #expect(load.failure?.code == "too_large_to_read_whole" && load.isFatal && load.loaded == nil)
    }

    /// Prices answers logged one per line, as a poll of `prices.php` appends them: every
    /// answer's stations are read, each placed at its own line, and a line that is not JSON
    /// is said. Until 2026-11-28 only the first answer was read, the others dropped without a
    /// word, whole or a part at a time.
    @Test func pricesAnswersLoggedOnePerLineAreEachRead() throws {
        let text = #"""
            {"ok":true,"prices":{"a1":{"status":"open","e5":1.789}}}
            not an answer
            {"ok":true,"prices":{"b2":{"status":"closed"},"c3":{"status":"open","diesel":1.659}}}
            {"ok":true,"prices":{"a1":{"status":"open","e5":1.779}}}

            """#
        let source = try Self.load(text)
        try #require(source.feed == "tankerkoenig" && source.count == 4)
        #expect(source.layout == .lines)
        #expect((0..<4).map { source.station(at: $0).id } == ["a1", "b2", "c3", "a1"])
        #expect(source.station(at: 3).price(of: .e5)?.price == 1.779 && source.station(at: 1).isOpen == false)
        #expect(try (0..<4).map { try #require(source.record(at: $0)).line } == [1, 3, 3, 4])
        #expect(source.problems.map(\.code) == ["line_not_json"] && source.problems.first?.line == 2)
        // A part at a time, parts of a line or two: the same stations, each once.
        for partSize in [16, 64, 4096] {
            var stream = try SourceStream(source: SourceText(name: "tk.json", text: text), label: "tk", feed: .auto, partSize: partSize)
            var ids: [String?] = []
            var problems: [String] = []
            while let part = try stream.next() {
                let load = stream.load(part)
                #expect(load.failure == nil)
                if let loaded = load.loaded { ids += (0..<loaded.count).map { loaded.station(at: $0).id } }
                problems += load.problems.map(\.code)
            }
            #expect(ids == ["a1", "b2", "c3", "a1"] && problems == ["line_not_json"])
        }
    }

    @Test func aDetailAnswerIsItsOneStation() throws {
        let source = try Self.load(#"""
            {"ok":true,"license":"CC BY 4.0","data":"MTS-K","status":"ok","station":{"id":"a","name":"Aral","brand":"ARAL",
             "street":"Ring","houseNumber":"5","postCode":4109,"place":"Leipzig","openingTimes":[{"text":"Mo","start":"06:00:00","end":"22:00:00"}],
             "isOpen":false,"e5":1.699,"e10":false,"diesel":1.6,"lat":51.3,"lng":12.4}}
            """#)
        #expect(source.feed == "tankerkoenig" && source.count == 1)
        let station = source.station(at: 0)
        #expect(station.address.postcode == "04109" && station.address.street == "Ring 5" && station.isOpen == false)
        #expect(station.fuels.map(\.fuel) == [.e5, .diesel])
        let record = try #require(source.record(at: 0))
        // The station's record is the part of the document at "station"; openingTimes is
        // a key no property has.
        #expect(record.fields.allSatisfy { $0.path.description.hasPrefix("station") })
        #expect(record.field("station.postCode")?.post == .zeroPadded)
        #expect(record.ignored.map(\.path.description) == ["station.openingTimes"])
        #expect(record.line == 1)
    }

    @Test func pricesKeyedByIdAreStations() throws {
        let source = try Self.load(#"""
            {"ok":true,"license":"CC BY 4.0","data":"MTS-K","prices":{
             "a-b-c":{"status":"open","e5":1.5,"e10":false,"diesel":1.4},
             "d-e-f":{"status":"closed","e5":false,"e10":false,"diesel":false},
             "g-h-i":{"status":"not found"}}}
            """#)
        #expect(source.feed == "tankerkoenig" && source.count == 3)
        #expect((0..<3).map { source.station(at: $0).id } == ["a-b-c", "d-e-f", "g-h-i"])
        #expect(source.station(at: 0).fuels.map(\.price) == [1.5, 1.4])
        #expect(source.station(at: 0).isOpen == true && source.station(at: 1).isOpen == false && source.station(at: 2).isOpen == nil)
        #expect(source.station(at: 1).fuels.isEmpty && source.station(at: 2).fuels.isEmpty)
        let record = try #require(source.record(at: 1))
        #expect(record.fields.first?.path.description == "prices.d-e-f" && record.fields.first?.match == .entry)
        #expect(record.field("prices.d-e-f.e5")?.rule == .boolNotNumber)
        #expect(record.line == 3)
        #expect(source.counts(at: 2).defaulted == 3)
    }

    /// A price entry that is no object is said with its place and why: until 2026-12-01 it
    /// was left out without a word.
    @Test func aPriceEntryThatIsNoObjectIsSaid() throws {
        let source = try Self.load(#"""
            {"ok":true,"prices":{"a1": "closed",
             "b2": {"status":"open","e5":1.8}, "c3": null}}
            """#)
        #expect(source.count == 1 && source.station(at: 0).id == "b2")
        #expect(source.problems.map(\.code) == ["entry_not_read", "entry_not_read"])
        #expect(source.problems.map { "\($0.line):\($0.column)" } == ["1:28", "2:42"])
        #expect(source.problems.first?.message == "prices.a1 was left out: a value that is not an object where an object was expected (expected_object)")
        #expect(source.problems.last?.message == "prices.c3 was left out: the value is null (null)")
        // The station's own record holds none of them.
        #expect(try #require(source.record(at: 0)).fields.allSatisfy { $0.path.description.hasPrefix("prices.b2") })
    }

    /// An id that two price entries share gives two stations, each with its own entry's
    /// fields and place, and the repeat is said: until 2026-12-01 the first station's
    /// record held both entries, the second none, both placed at the first, and nothing was
    /// said.
    @Test func anIdRepeatedAmongPricesIsSaidAndEachStationKeepsItsOwnFields() throws {
        let source = try Self.load(#"""
            {"ok":true,"prices":{"a1":{"status":"open","e5":1.5},
             "b2":{"status":"open","e5":1.6},
             "a1":{"status":"closed","extra":1}, "a1": null,
             "a1":{"status":"open","e10":"1.7"}}}
            """#)
        #expect(source.count == 4 && (0..<4).map { source.station(at: $0).id } == ["a1", "b2", "a1", "a1"])
        #expect(source.station(at: 2).isOpen == false && source.station(at: 3).fuels.map(\.price) == [1.7])
        let records = try (0..<4).map { try #require(source.record(at: $0)) }
        #expect(records.map { "\($0.line):\($0.column)" } == ["1:27", "2:7", "3:7", "4:7"])
        #expect(records.map { $0.fields.count } == [5, 5, 5, 5])
        #expect(records[0].field("prices.a1.e5")?.outcome == .exact && records[2].field("prices.a1.status")?.input == #""closed""#)
        #expect(records[3].field("prices.a1.e10")?.outcome == .coerced)
        #expect(records.map { $0.ignored.map(\.key) } == [[], [], ["extra"], []])
        #expect(source.problems.map(\.code) == ["repeated_member", "entry_not_read", "repeated_member"])
        #expect(source.problems.map { "\($0.line):\($0.column)" } == ["3:7", "3:44", "4:7"])
        #expect(source.problems.first?.message
            == "prices.a1 repeats the key of the member at line 1, column 27; both are listed, each with its own fields")
    }

    @Test func aNamedFeedIsUsedWhateverTheShape() throws {
        // Read as the sample's, a Tankerkönig list has no prices the sample knows.
        let asSample = try Self.load(Self.list, feed: .named("sample"))
        #expect(asSample.feed == "sample" && asSample.count == 4)
        #expect(asSample.station(at: 0).price(of: .regular)?.price == nil)
        // A sample response named as Tankerkönig's is read with its model.
        let a = try #require(StubResponse.builtIn("A"))
        let forced = try SourceLoader.read(a.source, label: "A", path: nil, feed: .named("TankerKoenig"))
        #expect(forced.feed == "tankerkoenig" && forced.count == 1)
        #expect(Self.failure(Self.list, feed: .named("nope"))?.code == "unknown_feed")
    }

    @Test func documentsOfOtherShapesAreTheSamples() throws {
        #expect(Feeds.detect(DocumentSketch(try #require(StubResponse.builtIn("F")).source)).name == SampleFeed.name)
        #expect(Feeds.detect(DocumentSketch(SourceText(name: "x", text: #"{"ok": true, "items": []}"#))).name == SampleFeed.name)
        #expect(FeedChoice("AUTO") == .auto && FeedChoice("Sample") == .named("sample"))
    }

}
