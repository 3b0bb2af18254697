import Foundation
@testable import GasPrices
import Lenient
import Testing

/// Tankerkönig's responses, told from their shape and mapped onto the catalog: missing
/// prices absent whichever way they arrive, postcodes padded, the error response one
/// message, the shapes not read yet refused by name.
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

    @Test(arguments: [
        (#"{"ok":true,"license":"CC BY 4.0","data":"MTS-K","status":"ok","station":{"id":"a","name":"x","openingTimes":[{"text":"Mo","start":"06:00:00","end":"22:00:00"}]}}"#, "detail.php"),
        (#"{"ok":true,"license":"CC BY 4.0","data":"MTS-K","prices":{"a-b-c":{"status":"open","e5":1.5},"d-e-f":{"status":"closed"}}}"#, "prices.php"),
    ])
    func shapesNotReadYetAreRefusedByName(text: String, shape: String) {
        let failure = Self.failure(text)
        #expect(failure?.code == "shape_not_read")
        #expect(failure?.message.contains(shape) == true)
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

    /// The published payloads kept beside the project, when they are there: every list
    /// loads as Tankerkönig's with stations, the error is one message, the other shapes are
    /// refused by name.
    @Test func publishedPayloadsLoad() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/feeds").standardizedFileURL
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            print("note: \(folder.path) is absent; the published Tankerkönig payloads are not checked")
            return
        }
        let payloads = names.filter { $0.hasPrefix("tankerkoenig-") && $0.hasSuffix(".json") }.sorted()
        #expect(!payloads.isEmpty)
        for name in payloads {
            let path = folder.appendingPathComponent(name).path
            do {
                let source = try SourceLoader.load(.file(path))
                #expect(name.contains("list"), "\(name) loaded")
                #expect(source.feed == "tankerkoenig" && source.count > 0, "\(name)")
                #expect((0..<source.count).allSatisfy { !source.station(at: $0).fuels.isEmpty }, "\(name): every station has a price")
            } catch {
                let expected = name.contains("fail") ? "feed_error" : "shape_not_read"
                #expect(error.code == expected, "\(name): \(error.message)")
            }
        }
    }
}
