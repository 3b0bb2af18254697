import Foundation
@testable import GasPrices
import Lenient
import Testing

/// Each feed's documented shape, written by hand with every quirk it is known for, read
/// through detection as a user's file is.
@Suite struct FeedFixtureTests {
    static func load(_ text: String, name: String = "feed.json", modified: Date? = nil) throws(SourceFailure) -> LoadedSource {
        try SourceLoader.read(SourceText(name: name, text: text, modified: modified), label: "feed", path: nil, feed: .auto)
    }

    static func failure(_ text: String) -> SourceFailure? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return error
        }
    }

    static func utc(_ text: String) -> Date? { Coerce.date(fromRFC3339: text) }

    /// What `text` gives read a part of `partSize` bytes at a time, as `--format ndjson`
    /// reads it: each station with its line in the whole document, the problems as
    /// `code@line`, and the parts' failures.
    static func streamed(_ text: String, partSize: Int = SourceStream.defaultPartSize)
        throws -> (stations: [(station: CatalogStation, line: Int?)], problems: [String], failures: [SourceFailure]) {
        var stream = try SourceStream(source: SourceText(name: "feed.json", text: text), label: "feed", feed: .auto, partSize: partSize)
        var found: (stations: [(station: CatalogStation, line: Int?)], problems: [String], failures: [SourceFailure]) = ([], [], [])
        while let part = try stream.next() {
            let load = stream.load(part)
            if let failure = load.failure { found.failures.append(failure) }
            if let loaded = load.loaded {
                found.stations += (0..<loaded.count).map { index in
                    (loaded.station(at: index), loaded.record(at: index).map { part.position(line: $0.line, column: $0.column).line })
                }
            }
            found.problems += load.problems.map { "\($0.code)@\($0.line)" }
        }
        return found
    }

    @Test func spain() throws {
        let source = try Self.load(#"""
            {"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [
             {"C.P.": "02250", "Dirección": "AVENIDA CASTILLA, 26", "Latitud": "39,211417", "Localidad": "ABENGIBRE",
              "Longitud (WGS84)": "-1,539167", "Municipio": "Abengibre", "Provincia": "ALBACETE", "Rótulo": "REPSOL ",
              "IDEESS": "4375\n", "Precio Gasolina 95 E5": "1,659", "Precio Gasolina 95 E10": "", "Precio Gasolina 98 E5": "1,799",
              "Precio Gasoleo A": "1,529", "Precio Gasoleo Premium": "1,609", "Precio Gases licuados del petróleo": "0,899",
              "Precio Hidrogeno": "", "Margen": "D"},
             {"C.P.": "12140", "Localidad": "", "Municipio": "Albocàsser", "Rótulo": "", "IDEESS": "13718",
              "Precio Gasoleo A": "", "Precio Gasolina 95 E5": ""}],
             "Nota": "…", "ResultadoConsulta": "OK"}
            """#)
        #expect(source.feed == "spain" && source.count == 2 && source.layout.listKey == "ListaEESSPrecio")
        let first = source.station(at: 0)
        #expect(first.id == "4375" && first.brand == "REPSOL" && first.address.postcode == "02250")
        #expect(first.location == Coordinate(latitude: 39.211417, longitude: -1.539167))
        #expect(first.fuels.map(\.fuel) == [.e5, .superPlus, .diesel, .premiumDiesel, .lpg])
        #expect(first.price(of: .e5)?.price == 1.659 && first.price(of: .lpg)?.label == "Precio Gases licuados del petróleo")
        // An hour of one digit, in Madrid's winter time.
        #expect(first.fuels.allSatisfy { $0.updated == Self.utc("2024-01-05T08:05:00Z") })
        // No price at all: the station is kept, nothing is priced 0.
        #expect(source.station(at: 1).fuels.isEmpty && source.station(at: 1).address.city == "Albocàsser")
        let record = try #require(source.record(at: 0))
        #expect(record.field("gasoleoA")?.rule == .decimalComma && record.field("gasoleoA")?.key == "Precio Gasoleo A")
        #expect(record.field("postcode")?.outcome == .exact && record.field("ideess")?.rule == .textSanitized)
        #expect(record.field("gasolina95E10")?.outcome == .defaulted)
        #expect(record.ignored.map(\.key) == ["Margen"])
        // The prices read for the list are the properties the key paths name, in their order.
        let wire = SpainStation(ideess: "", brand: "", street: "", localidad: "", municipio: "", provincia: "", postcode: "",
                                latitude: nil, longitude: nil, horario: "", gasolina95E5: 1, gasolina95E10: 2, gasolina95E5Premium: 3,
                                gasolina98E5: 4, gasolina98E10: 5, gasoleoA: 6, gasoleoB: 7, gasoleoPremium: 8, glp: 9, gnc: 10,
                                gnl: 11, biodiesel: 12, bioetanol: 13, hidrogeno: 14)
        #expect(SpainStation.prices.map { wire[keyPath: $0.keyPath] } == wire.priceList)
        // The ministry's error answer.
        let refused = Self.failure(#"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [], "ResultadoConsulta": "Error: servicio no disponible"}"#)
        #expect(refused?.code == "feed_error" && refused?.message.contains("servicio no disponible") == true)
    }

    /// A station's coordinates that are no place on the globe (a latitude past 90°, a
    /// longitude past 180°, 0, 0 where a feed did not place it) give it no location; the
    /// record keeps what was given. Until 2026-12-04 it was placed there.
    @Test(arguments: [("91", "10", false), ("52.5", "-181", false), ("0", "0", false), ("-90", "180", true), ("0", "9.7", true), ("52.5", "13.4", true)])
    func coordinatesThatAreNoPlaceGiveNoLocation(lat: String, lng: String, placed: Bool) throws {
        let source = try Self.load(#"{"ok":true,"status":"ok","stations":[{"id":"a","name":"A","place":"Kiel","postCode":24103,"lat":\#(lat),"lng":\#(lng),"e5":1.5}]}"#)
        #expect((source.station(at: 0).location != nil) == placed)
        #expect(source.record(at: 0)?.field("lat")?.outcome == .exact)
    }

    /// Coordinates written with a point in a Spanish file (a copy that went through another
    /// tool) are read as written: a point before other than three digits groups nothing.
    /// Until 2026-12-04 the station had no place (`not_a_number`).
    @Test func spainsCoordinatesWithAPoint() throws {
        let source = try Self.load(#"""
            {"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [
             {"IDEESS": "1", "C.P.": "12140", "Localidad": "X", "Latitud": "40.416775", "Longitud (WGS84)": "-3.7", "Precio Gasoleo A": "1,529"}],
             "ResultadoConsulta": "OK"}
            """#)
        #expect(source.station(at: 0).location == Coordinate(latitude: 40.416775, longitude: -3.7))
        #expect(source.record(at: 0)?.field("latitude")?.rule == .numericText)
    }

    static let myGasFeed = #"""
        Warning (2): file_get_contents(http://example.invalid/geo?lat=32) [APP/views/stations/json/radius.ctp, line 2]{"status":{"error":"NO","code":200,"description":"none","message":"Request ok"},
        "geoLocation":{"lat":"32.860"},"stations":[
         {"country":"United States","zip":"92122","reg_price":"3.79","mid_price":"N/A","pre_price":"3.99","diesel_price":"N\/A","reg_date":"3 hours ago","mid_date":"3 hours ago","pre_date":"2 days ago","diesel_date":"3 hours ago","address":"3860 Governor Dr","diesel":"1","id":"97162","lat":"32.854599","lng":"-117.205353","station":null,"region":"California","city":null,"distance":"0.4 miles"},
         {"country":"Canada","zip":"H4R","reg_price":"1.65","mid_price":"N/A","pre_price":"N/A","diesel_price":"1.72","reg_date":"an hour ago","mid_date":"","pre_date":"","diesel_date":"1 hour ago","address":"3885 Boulevard","diesel":"0","id":"33862","lat":"45.49","lng":"-73.71","station":"Shell","region":"Quebec","city":"Saint-Laurent","distance":"1.9km"}]}
        """#

    @Test func myGasFeed() throws {
        let written = try #require(Self.utc("2026-11-24T12:00:00Z"))
        let source = try Self.load(Self.myGasFeed, modified: written)
        #expect(source.feed == "mygasfeed" && source.count == 2)
        // The warning before the JSON is skipped and said, at its place.
        #expect(source.problems.map(\.code) == ["leading_text_skipped"])
        #expect(source.problems.first?.line == 1 && source.problems.first?.message.hasPrefix("110 bytes of text before the JSON skipped") == true)
        let us = source.station(at: 0)
        #expect(us.name == "3860 Governor Dr" && us.brand == "" && us.address.city == "")
        #expect(us.fuels.map(\.fuel) == [.regular, .premium, .diesel])
        #expect(us.price(of: .diesel)?.price == nil && us.price(of: .regular)?.price == 3.79)
        #expect(us.fuels.allSatisfy { $0.currency == "USD" && $0.unit == .gallon })
        // Ages, counted back from the file's time.
        #expect(us.price(of: .regular)?.updated == Self.utc("2026-11-24T09:00:00Z"))
        #expect(us.price(of: .premium)?.updated == Self.utc("2026-11-22T12:00:00Z"))
        let canada = source.station(at: 1)
        #expect(canada.fuels.map(\.fuel) == [.regular, .diesel] && canada.fuels.allSatisfy { $0.currency == "CAD" && $0.unit == .litre })
        let record = try #require(source.record(at: 0))
        #expect(record.field("regularDate")?.rule == .relativeDate)
        #expect(record.field("midgradePrice")?.rule == .notANumber && record.field("station")?.rule == .null)
        // The service's error answer.
        let refused = Self.failure(#"{"status":{"error":"YES","code":500,"description":"none","message":"Invalid API key"},"stations":[]}"#)
        #expect(refused?.code == "feed_error" && refused?.message.hasSuffix("the mygasfeed feed answered with an error: Invalid API key") == true)
    }

    /// Each feed's error answer without a list of stations is one message, `feed_error`, read
    /// whole and a part at a time: until 2026-12-04 MyGasFeed's without `stations`, NSW's
    /// `errorDetails` and Tankerkönig's without `message` were read as the sample's, one
    /// station of defaults, exit status 0.
    @Test(arguments: [
        (#"{"status":{"error":"YES","code":401,"message":"Invalid API key"}}"#, "mygasfeed", "Invalid API key"),
        (#"{"status":{"error":true,"code":500}}"#, "mygasfeed", "error 500"),
        (#"{"errorDetails":{"code":"E0014","message":"Invalid request"}}"#, "nsw", "Invalid request"),
        (#"{"errorDetails":[{"code":"E0001","description":"Unauthorized"}]}"#, "nsw", "Unauthorized"),
        (#"{"errorDetails":[{"code":"E0002"}]}"#, "nsw", "E0002"),
        (#"{"errorDetails":{}}"#, "nsw", "(no message)"),
        (#"{"ok":false,"status":"error"}"#, "tankerkoenig", "(no message)"),
    ])
    func anErrorAnswerWithoutStationsIsTheFeedsError(text: String, feed: String, message: String) throws {
        let failure = try #require(Self.failure(text))
        #expect(failure.code == "feed_error" && failure.feed == feed)
        #expect(failure.message == "feed.json: the \(feed) feed answered with an error: \(message)")
        let streamed = try Self.streamed(text, partSize: 8)
        #expect(streamed.stations.isEmpty && streamed.failures.map(\.message) == [failure.message])
    }

    /// Tankerkönig's error beside a list, details or prices (`"ok": false` and its message,
    /// or `"status": "error"`) is the error, whole and a part at a time; in a log of answers
    /// one per line, that line is not read and the others are. Until 2026-12-04 the answer
    /// was read: `the list at "stations" is empty`, `"prices" holds an object…`, or its
    /// stations listed, exit 0, the error not said.
    @Test(arguments: [
        (#"{"ok":false,"message":"apikey not found","stations":[]}"#, "apikey not found"),
        (#"{"ok":false,"message":"apikey not found","prices":{}}"#, "apikey not found"),
        (#"{"ok":false,"status":"error","station":{"id":"a1"}}"#, "(no message)"),
        (#"{"ok":"false","stations":[{"id":"a1","name":"Aral","postCode":24103,"place":"Kiel","e5":1.799,"isOpen":true}],"message":"rate limit"}"#, "rate limit"),
    ])
    func tankerkoenigsErrorBesideStationsIsTheError(text: String, message: String) throws {
        let failure = try #require(Self.failure(text))
        #expect(failure.code == "feed_error" && failure.message == "feed.json: the tankerkoenig feed answered with an error: \(message)")
        let streamed = try Self.streamed(text, partSize: 8)
        #expect(streamed.stations.isEmpty && streamed.failures.map(\.message) == [failure.message])
        let log = try Self.load(text + "\n" + #"{"ok":true,"status":"ok","stations":[{"id":"b2","name":"Esso","postCode":24103,"place":"Kiel","e5":1.7,"isOpen":true}]}"#)
        #expect(log.count == 1 && log.station(at: 0).id == "b2" && log.problems.map(\.code) == ["line_not_read"])
        // An answer whose "ok" is true is read, whatever its status says otherwise.
        #expect(try Self.load(#"{"ok":true,"status":"ok","message":"","stations":[{"id":"a1","name":"Aral","postCode":24103,"place":"Kiel","e5":1.799,"isOpen":true}]}"#).count == 1)
    }

    /// An envelope of another API with `ok` and `status` alone, around the sample's
    /// stations, is no Tankerkönig answer: until 2026-12-04 (since Tankerkönig's error was
    /// told by `status`) it was read as one, its stations without names, priced in euros.
    @Test func anEnvelopeWithOkAndStatusIsNotTankerkoenigs() throws {
        let source = try Self.load(#"{"ok":true,"status":"ok","data":{"stations":[{"description":"A","price":3.1}]}}"#)
        #expect(source.feed == "sample" && source.count == 1 && source.station(at: 0).name == "A")
        #expect(Self.failure(#"{"ok":false,"status":"error"}"#)?.code == "feed_error")
    }

    /// An answer that says all is well is not an error: MyGasFeed's with `"error": "NO"` and
    /// its stations is read.
    @Test func anAnswerWhoseStatusIsNoErrorIsRead() throws {
        let source = try Self.load(#"{"status":{"error":"NO"},"stations":[{"id":"1","station":"Shell","reg_price":"3.09","diesel_price":"N/A"}]}"#)
        #expect(source.feed == "mygasfeed" && source.count == 1)
    }

    /// An answer with its keys sorted: `status` comes after a list of stations longer than
    /// the first bytes a document is told by.
    @Test func myGasFeedWhoseStatusComesAfterALongList() throws {
        let count = 2_000
        let stations = (0..<count).map { index in
            #"{"address": "\#(index) Governor Dr", "city": "San Diego", "country": "United States", "diesel_price": "N/A", "id": "\#(index)", "lat": "32.85", "lng": "-117.2", "reg_price": "3.79", "station": null}"#
        }
        let text = #"{"geoLocation": {"city": "San Diego"}, "stations": [\#(stations.joined(separator: ",\n"))], "status": {"error": "NO", "code": 200}}"#
        #expect(DocumentSketch(SourceText(name: "feed.json", text: text)).member("status", has: "error") == false)
        let source = try Self.load(text)
        #expect(source.feed == "mygasfeed" && source.count == count)
        let last = source.station(at: count - 1)
        #expect(last.id == "\(count - 1)" && last.price(of: .regular)?.price == 3.79 && last.price(of: .regular)?.unit == .gallon)
    }

    @Test func ukRetailerFile() throws {
        let source = try Self.load(#"""
            {"last_updated": "14/07/2024 09:30:00", "stations": [
             {"site_id": "gb1 ", "brand": "ASDA  ", "address": "Kings Rd, Leeds", "postcode": "LS1 1AA",
              "location": {"latitude": "53.8", "longitude": -1.55}, "prices": {"E5": 152.9, "E10": "1.479", "B7": 155.9, "SDV": null}},
             {"site_id": "gb2", "brand": "Shell", "address": "High St, York", "postcode": "YO1 7HH",
              "location": {"latitude": 53.96, "longitude": -1.08}, "prices": {"E10": 1.459, "B7": "149.9", "LPG": 0.899}}]}
            """#)
        #expect(source.feed == "uk" && source.count == 2)
        let asda = source.station(at: 0)
        #expect(asda.id == "gb1" && asda.brand == "ASDA" && asda.location == Coordinate(latitude: 53.8, longitude: -1.55))
        // Pence and pounds in one file, each read right.
        #expect(asda.fuels.map(\.price) == [1.529, 1.479, 1.559])
        #expect(asda.fuels.map(\.fuel) == [.e5, .e10, .diesel])
        // 14/07/2024 09:30:00 in London's summer time.
        #expect(asda.fuels.allSatisfy { $0.updated == Self.utc("2024-07-14T08:30:00Z") && $0.currency == "GBP" })
        let shell = source.station(at: 1)
        #expect(shell.price(of: .diesel)?.price == 1.499 && shell.price(of: FuelKind(rawValue: "lpg"))?.label == "LPG")
        let record = try #require(source.record(at: 0))
        #expect(record.field("prices.E5")?.rule == .minorUnit && record.field("prices.E10")?.rule == .numericText)
        #expect(record.field("prices.SDV")?.outcome == .dropped)
    }

    /// A first station larger than the bytes feeds are told from (a `prices` object of 20,000
    /// fuels here) is still the UK feed's: until 2026-11-28 the file was read as the sample's
    /// shape, its names and prices lost, with exit status 0.
    @Test func aUKFileWhoseFirstStationIsLargerThanTheSketch() throws {
        let fuels = (0..<20_000).map { #""X\#($0)": 1.5"# }.joined(separator: ", ")
        let source = try Self.load(#"{"last_updated": "14/07/2024 09:30:00", "stations": ["#
            + #"{"site_id": "gb1", "brand": "ASDA", "postcode": "LS1 1AA", "prices": {"E10": 1.479, "# + fuels + "}},"
            + #"{"site_id": "gb2", "brand": "Shell", "postcode": "YO1 7HH", "prices": {"B7": 1.499}}]}"#)
        #expect(source.feed == "uk" && source.count == 2)
        #expect(source.station(at: 0).brand == "ASDA" && source.station(at: 0).price(of: .e10)?.price == 1.479)
        #expect(source.station(at: 1).brand == "Shell" && source.station(at: 1).price(of: .diesel)?.price == 1.499)
    }

    /// A retailer's file whose first station has no `site_id` is told by its `postcode` and
    /// `prices`; Fuel Finder records after values that are no station are read as Fuel
    /// Finder's, whole and a part at a time. Until 2026-12-04 the first was read as the
    /// sample's stations, without names or prices, and the second as CMA stations.
    @Test func ukFilesToldPastTheirFirstStation() throws {
        let cma = #"{"last_updated": "14/07/2024 09:30:00", "stations": ["#
            + #"{"brand": "ASDA", "address": "Kings Rd", "postcode": "LS1 1AA", "location": {"latitude": 53.8, "longitude": -1.55}, "prices": {"E10": 147.9}},"#
            + #"{"site_id": "gb2", "brand": "Shell", "postcode": "YO1 7HH", "prices": {"B7": 149.9}}]}"#
        let retailer = try Self.load(cma)
        #expect(retailer.feed == "uk" && retailer.count == 2)
        #expect(retailer.station(at: 0).price(of: .e10)?.price == 1.479 && retailer.station(at: 0).id == nil)
        #expect(retailer.station(at: 1).id == "gb2" && retailer.station(at: 1).price(of: .diesel)?.price == 1.499)
        for first in ["null", "{}", "null, {}, 3"] {
            let text = "[\(first), " + #"{"node_id": "n1", "trading_name": "Hythe", "brand_name": "Shell", "fuel_prices": [{"fuel_type": "E10", "price": 139.9}]}]"#
            let finder = try Self.load(text)
            #expect(finder.feed == "uk" && finder.count == 1, "\(first)")
            #expect(finder.station(at: 0).name == "Hythe" && finder.station(at: 0).price(of: .e10)?.price == 1.399, "\(first)")
            let streamed = try Self.streamed(text, partSize: 16)
            #expect(streamed.stations.map(\.station.name) == ["Hythe"], "\(first)")
        }
    }

    /// Fuel types named again, or in another case, count once, after the priced ones; a
    /// station naming 3,000 of them keeps each once (a set, where each was compared with
    /// every one before it: 20,000 took 18.6 s; docs/performance.md).
    @Test func ukFuelFinderFuelTypesNamedAgainCountOnce() throws {
        let many = (0..<3_000).map { #""F\#($0 % 1_500)""# }.joined(separator: ", ")
        let source = try Self.load(#"[{"node_id": "n1", "trading_name": "T", "fuel_types": ["E10", "hvo", "HVO", "e10", "# + many + #"],"#
            + #" "fuel_prices": [{"fuel_type": "E10", "price": 139.9}]}]"#)
        let fuels = source.station(at: 0).fuels
        #expect(fuels.count == 2 + 1_500)
        #expect(fuels.filter { $0.fuel == .e10 }.map(\.price) == [1.399])
        #expect(fuels.count(where: { $0.fuel == FuelKind(rawValue: "hvo") }) == 1)
    }

    @Test func ukFuelFinder() throws {
        let source = try Self.load(#"""
            [{"node_id": "n1", "trading_name": "Boldon Lane", "brand_name": "ESSO ", "temporary_closure": true, "permanent_closure": null,
              "location": {"address_line_1": "BOLDON LANE", "city": "SOUTH SHIELDS", "country": "England", "postcode": "NE34 0NB",
                           "latitude": "54.968", "longitude": -1.438},
              "fuel_types": ["E10", "B7_STANDARD", "B7_PREMIUM", "HVO"],
              "fuel_prices": [{"fuel_type": "E10", "price": 139.9, "price_last_updated": "2026-02-01T10:00:00Z"}]}]
            """#)
        #expect(source.feed == "uk" && source.count == 1)
        let station = source.station(at: 0)
        #expect(station.name == "Boldon Lane" && station.brand == "ESSO" && station.isOpen == false)
        #expect(station.fuels.map(\.fuel) == [.e10, .diesel, .premiumDiesel, FuelKind(rawValue: "hvo")])
        #expect(station.price(of: .e10)?.price == 1.399 && station.price(of: .diesel)?.price == nil)
        #expect(station.price(of: .e10)?.updated == Self.utc("2026-02-01T10:00:00Z"))
    }

    @Test func nswJoinsPricesToStations() throws {
        let source = try Self.load(#"""
            {"stations": [
              {"brand": "Caltex", "code": 1, "name": "Caltex Hurstville", "address": "1 Main St, Hurstville", "location": {"latitude": -33.9, "longitude": 151.1}},
              {"brand": "BP", "code": "2", "name": "BP Kogarah", "address": "2 Rocky Pt Rd", "location": {"latitude": "-33.96", "longitude": 151.13}}],
             "prices": [
              {"stationcode": "1", "fueltype": "U91", "price": 157.9, "lastupdated": "29/05/2018 23:28:20"},
              {"stationcode": 2, "fueltype": "DL", "price": 169.9, "lastupdated": "07/01/2018 08:05:19"},
              {"stationcode": "2", "fueltype": "E85", "price": "142.5", "lastupdated": "07/01/2018 08:05:19"},
              {"stationcode": "9", "fueltype": "P95", "price": 180.1, "lastupdated": "07/01/2018 08:05:19"}]}
            """#)
        #expect(source.feed == "nsw" && source.count == 2)
        let first = source.station(at: 0)
        #expect(first.id == "1" && first.fuels.map(\.fuel) == [.regular] && first.price(of: .regular)?.price == 1.579)
        // 29/05/2018 23:28:20 in Sydney (AEST, UTC+10); 07/01/2018 in summer time (UTC+11).
        #expect(first.price(of: .regular)?.updated == Self.utc("2018-05-29T13:28:20Z"))
        let second = source.station(at: 1)
        #expect(second.fuels.map(\.price) == [1.699, 1.425] && second.price(of: .diesel)?.updated == Self.utc("2018-01-06T21:05:19Z"))
        #expect(second.fuels.allSatisfy { $0.currency == "AUD" && $0.unit == .litre })
        // A price for a station the document does not hold is reported, not lost silently.
        #expect(source.problems.map(\.code) == ["unjoined_entry"])
        #expect(source.problems.first?.message == #"prices[3] names station "9", which the document does not hold; left out"#)
        #expect(source.problems.first?.line == 8)
        // Each station's record holds its own entry and its prices.
        let record = try #require(source.record(at: 1))
        #expect(Set(record.fields.compactMap { $0.path.components.first }) == [.key("stations"), .key("prices")])
        #expect(record.field("prices[1].price")?.post == .minorUnit && record.field("prices[1].stationcode")?.rule == .numberToText)
        #expect(record.line == 3)
    }

    /// NSW's prices given as another value than a list: said at the key, where they were
    /// dropped without a word (text, a number, null) or said as a price naming station ""
    /// (`{}`, read as a list of one price of defaults) until 2026-12-03.
    @Test(arguments: [
        (#""x""#, #""prices" holds text, not a list: none of its entries was read"#, "entries_not_a_list"),
        ("5", #""prices" holds a number, not a list: none of its entries was read"#, "entries_not_a_list"),
        ("null", #""prices" holds null, not a list: none of its entries was read"#, "entries_not_a_list"),
        ("{}", "prices[0] names no station (its key is missing or empty); left out", "unjoined_entry"),
    ])
    func nswPricesThatAreNoListAreSaid(prices: String, message: String, code: String) throws {
        let source = try Self.load("""
            {"stations": [{"brand": "BP", "code": "2", "name": "BP Kogarah", "address": "2 Rocky Pt Rd"}],
             "prices": \(prices)}
            """)
        #expect(source.feed == "nsw" && source.count == 1)
        #expect(source.problems.map(\.code) == [code])
        #expect(source.problems.first?.message == message)
        #expect(source.problems.first?.line == 2 && source.problems.first?.column == 12)
        // A list, even empty, is no problem.
        let empty = try Self.load(#"{"stations": [{"code": "2", "name": "BP"}], "prices": []}"#)
        #expect(empty.problems.isEmpty)
    }

    /// Lines of stations, one of which is the feed's answer with its list empty, read a part
    /// at a time as whole: a part that begins with that line was told again by it and read
    /// as answers, one station fewer (`fuzz-feeds`, 2026-12-01; the input as minimised, but
    /// for its second line, `{"atio":[]}`, which is now an envelope: below).
    @Test(arguments: [1, 11, 12, 20, 32, 64, SourceStream.defaultPartSize])
    func aLaterPartOfLinesIsNotToldAgainByItsFirstLine(partSize: Int) throws {
        let text = "{\"ok\":`,\"message\":\n{\"atio\":1}\n{\"stations\":[]}\n"
        let whole = try Self.load(text)
        #expect(whole.count == 2 && whole.problems.map(\.code) == ["line_not_json"])
        let read = try Self.streamed(text, partSize: partSize)
        #expect(read.failures.isEmpty && read.stations.count == 2 && read.stations.map(\.line) == [2, 3])
        #expect(read.problems == ["line_not_json@1"])
        // With the minimised input's second line, an object that holds a list and no key of a
        // station's, the lines are envelopes, none of which holds a station: the document
        // holds none, whole (its broken first line says why) and a part at a time (each line
        // said).
        let envelopes = "{\"ok\":`,\"message\":\n{\"atio\":[]}\n{\"stations\":[]}\n"
        let failure = try #require(Self.failure(envelopes))
        #expect("\(failure.line ?? 0):\(failure.column ?? 0)" == "1:7")
        let inParts = try Self.streamed(envelopes, partSize: partSize)
        #expect(inParts.stations.isEmpty && inParts.problems == ["line_not_json@1", "line_not_read@2", "line_not_read@3"])
    }

    /// A station or a price that is no object is said with its place, not left out without a
    /// word (until 2026-12-01); a station's own fields that are dropped stay in its record.
    @Test func nswEntriesThatAreNoObjectsAreSaid() throws {
        let source = try Self.load(#"""
            {"stations": [{"brand": "BP", "code": "2", "name": "BP Kogarah", "address": "x"}, null, "oops"],
             "prices": [{"stationcode": "2", "fueltype": "DL", "price": 157.9}, null]}
            """#)
        #expect(source.feed == "nsw" && source.count == 1 && source.station(at: 0).fuels.map(\.price) == [1.579])
        #expect(source.problems.map(\.message) == [
            "stations[1] was left out: the value is null (null)",
            "stations[2] was left out: a value that is not an object where an object was expected (expected_object)",
            "prices[1] was left out: the value is null (null)",
        ])
        #expect(source.problems.map(\.line) == [1, 1, 2] && Set(source.problems.map(\.code)) == ["entry_not_read"])
    }

    /// A whole state's FuelCheck answer: its stations list runs past the first bytes a
    /// document is told by, so `prices` is not among the keys read. It was read as the
    /// sample's stations, every one without a name or a price, with no message.
    @Test(arguments: [false, true])
    func nswLongerThanTheBytesItIsToldBy(pricesFirst: Bool) throws {
        let count = 3_000
        let stations = (0..<count).map { index in
            #"{"brand": "Caltex", "code": "\#(index)", "name": "Caltex Station \#(index)", "address": "\#(index) Long Road, Hurstville", "location": {"latitude": -33.9, "longitude": 151.1}}"#
        }
        // Three prices a station make the prices list the longer one when it comes first.
        let prices = (0..<count).flatMap { index in
            ["U91", "DL", "E10"].map { fuel in
                #"{"stationcode": "\#(index)", "fueltype": "\#(fuel)", "price": 157.9, "lastupdated": "29/05/2018 23:28:20"}"#
            }
        }
        let members = [#""stations": [\#(stations.joined(separator: ",\n"))]"#, #""prices": [\#(prices.joined(separator: ",\n"))]"#]
        let text = "{" + (pricesFirst ? members.reversed() : members).joined(separator: ",\n") + "}"
        #expect(DocumentSketch(SourceText(name: "nsw.json", text: text)).has("stations", "prices") == false)
        let source = try Self.load(text)
        #expect(source.feed == "nsw" && source.count == count)
        let last = source.station(at: count - 1)
        #expect(last.id == "\(count - 1)" && last.name == "Caltex Station \(count - 1)")
        #expect(last.fuels.map(\.fuel) == [.regular, .e10, .diesel] && last.price(of: .diesel)?.price == 1.579)
        #expect(source.problems.isEmpty)
    }

    /// Two stations of one code: the first takes its prices, and the second, listed without
    /// them, is said (until 2026-11-28 it was listed without prices and nothing was said).
    /// Past the problems kept, those of a document read whole are counted, not lost.
    @Test func nswPricesPastTheProblemsKeptAreCounted() throws {
        let prices = (0..<1_500).map { #"{"stationcode": "x\#($0)", "fueltype": "DL", "price": 157.9}"# }.joined(separator: ",")
        let source = try Self.load(#"{"stations": [{"brand": "BP", "code": "1", "name": "BP", "location": {"latitude": -33.9, "longitude": 151.1}}], "prices": [\#(prices)]}"#)
        #expect(source.feed == "nsw" && source.problems.count == SourceProblem.limit && source.problemsNotKept == 500)
    }

    @Test func nswStationsSharingACodeAreSaid() throws {
        let source = try Self.load(#"""
            {"stations": [
              {"brand": "Caltex", "code": "1", "name": "Caltex Hurstville", "address": "1 Main St", "location": {"latitude": -33.9, "longitude": 151.1}},
              {"brand": "BP", "code": "2", "name": "BP Kogarah", "address": "2 Rocky Pt Rd", "location": {"latitude": -33.96, "longitude": 151.13}},
              {"brand": "Caltex", "code": " 1", "name": "Caltex Hurstville again", "address": "1 Main St", "location": {"latitude": -33.9, "longitude": 151.1}}],
             "prices": [{"stationcode": "1", "fueltype": "U91", "price": 157.9, "lastupdated": "29/05/2018 23:28:20"}]}
            """#)
        #expect(source.feed == "nsw" && source.count == 3)
        #expect(source.station(at: 0).fuels.count == 1 && source.station(at: 2).fuels.isEmpty)
        #expect(source.problems.map(\.code) == ["repeated_key"])
        let problem = try #require(source.problems.first)
        #expect(problem.message == #"stations[2] has the key "1" of stations[0], which took the entries that name it; listed without them"#)
        #expect(problem.line == 4 && problem.column == 3)
    }

    /// The open data API answers with its records under `results`: until 2026-11-28 they were
    /// read as the sample's stations, without a name or a price, and nothing was said.
    @Test func franceAnswerOfTheOpenDataAPI() throws {
        let source = try Self.load(#"""
            {"total_count": 2, "results": [
             {"id": 1000001, "latitude": "4886000", "longitude": 235000.0, "cp": "01000", "adresse": "1 rue de Paris", "ville": "Bourg",
              "gazole_maj": "2025-01-02 10:00:00", "gazole_prix": 1.699, "e10_prix": null, "geom": {"lon": 2.35, "lat": 48.86}},
             {"id": 13001002, "cp": "13001", "ville": "Marseille", "gazole_prix": "1.749", "sp98_prix": 1.899}]}
            """#)
        #expect(source.feed == "france" && source.count == 2 && source.layout.listKey == "results")
        #expect(source.station(at: 0).price(of: .diesel)?.price == 1.699 && source.station(at: 0).address.city == "Bourg")
        #expect(source.station(at: 1).fuels.map(\.fuel) == [.superPlus, .diesel])
        #expect(source.problems.isEmpty)
    }

    /// Answers logged one per line, two of which a carriage return alone separates (an old
    /// Mac tool's line end): each read, at the line positions give it, as lines of stations
    /// are. Until 2026-12-04 the two were one line not JSON, both answers lost. A carriage
    /// return inside an answer (between its members) leaves it one answer.
    @Test func answersSeparatedByACarriageReturnAloneAreEachRead() throws {
        func answer(_ time: String, _ id: String) -> String {
            #"{"Fecha": "05/01/2024 \#(time)", "ListaEESSPrecio": [{"C.P.": "02250", "IDEESS": "\#(id)", "Precio Gasoleo A": "1,529"}], "ResultadoConsulta": "OK"}"#
        }
        let text = answer("9:05:00", "1") + "\n" + answer("9:35:00", "2") + "\r" + answer("10:05:00", "3") + "\n"
            + answer("10:35:00", "4").replacingOccurrences(of: ", \"ResultadoConsulta\"", with: ",\r\"ResultadoConsulta\"") + "\n"
        let source = try Self.load(text)
        #expect(source.feed == "spain" && source.layout == .lines && source.problems.isEmpty, "\(source.problems.map(\.message))")
        #expect((0..<source.count).map { source.station(at: $0).id } == ["1", "2", "3", "4"])
        #expect(try (0..<source.count).map { try #require(source.record(at: $0)).line } == [1, 2, 3, 4])
        for partSize in [64, 1 << 20] {
            let streamed = try Self.streamed(text, partSize: partSize)
            #expect(streamed.failures.isEmpty && streamed.stations.map(\.line) == [1, 2, 3, 4], "\(partSize) \(streamed.problems)")
        }
    }

    /// Spain's answers logged one per line (it publishes every station every half hour): each
    /// line is read as an answer of its own, its stations priced as of its own `Fecha` and
    /// placed at its line, whole or a part at a time; a line that is not JSON and an answer
    /// without stations are said, and the other lines read. Until 2026-11-28 each line was read
    /// as one station without a name or a price (two stations of 332, exit 0).
    @Test func spainAnswersLoggedOnePerLineAreEachRead() throws {
        func answer(_ time: String, _ diesel: String) -> String {
            #"{"Fecha": "05/01/2024 \#(time)", "ListaEESSPrecio": [{"C.P.": "02250", "IDEESS": "4375", "Rótulo": "REPSOL", "Precio Gasoleo A": "\#(diesel)"}, {"C.P.": "12140", "IDEESS": "13718", "Precio Gasoleo A": "1,499"}], "ResultadoConsulta": "OK"}"#
        }
        let text = [answer("9:05:00", "1,529"), answer("9:35:00", "1,519"), "not an answer",
                    #"  {"Fecha": "05/01/2024 10:05:00", "ListaEESSPrecio": [], "ResultadoConsulta": "OK"}"#,
                    answer("10:35:00", "1,509"), "null"].joined(separator: "\n") + "\n"
        let source = try Self.load(text)
        try #require(source.feed == "spain" && source.count == 6)
        #expect(source.layout == .lines && source.holdsAnswers)
        #expect((0..<6).map { source.station(at: $0).id } == ["4375", "13718", "4375", "13718", "4375", "13718"])
        #expect([0, 2, 4].map { source.station(at: $0).price(of: .diesel)?.price } == [1.529, 1.519, 1.509])
        // 9:05 in Madrid in winter is 8:05 UTC: each answer's own time.
        #expect([0, 2, 4].map { source.station(at: $0).price(of: .diesel)?.updated }
            == [Self.utc("2024-01-05T08:05:00Z"), Self.utc("2024-01-05T08:35:00Z"), Self.utc("2024-01-05T09:35:00Z")])
        let last = try #require(source.record(at: 5))
        #expect((last.line, last.column) == (5, 140) && !last.fields.isEmpty && last.fields.allSatisfy { $0.line == nil || $0.line == 5 })
        #expect(source.documentIndex(of: 5) == 5)
        #expect(source.problems.map(\.code) == ["line_not_json", "line_not_read", "line_not_read"])
        #expect(source.problems.map(\.line) == [3, 4, 6] && source.problems[1].column == 3)
        #expect(source.problems[1].message == #"line 4 was not read: the list at "ListaEESSPrecio" is empty: no stations; the other lines were read"#)
        // A poll that failed, logged as `null`, is no station of defaults.
        #expect(source.problems[2].message == "line 6 was not read: it holds null, not an answer; the other lines were read")
        // A part at a time, parts of a line or two: the same stations, times and problems.
        for partSize in [64, 300, 4096] {
            var stream = try SourceStream(source: SourceText(name: "feed.json", text: text), label: "feed", feed: .auto, partSize: partSize)
            var times: [Date?] = []
            var lines: [Int] = []
            var problems: [String] = []
            while let part = try stream.next() {
                let load = stream.load(part)
                #expect(load.failure == nil)
                if let loaded = load.loaded {
                    times += (0..<loaded.count).map { loaded.station(at: $0).price(of: .diesel)?.updated }
                    lines += (0..<loaded.count).compactMap { loaded.record(at: $0).map { part.position(line: $0.line, column: $0.column).line } }
                }
                problems += load.problems.map { "\($0.code)@\($0.line)" }
            }
            #expect(times == (0..<6).map { source.station(at: $0).price(of: .diesel)?.updated })
            #expect(lines == [1, 1, 2, 2, 5, 5] && problems == ["line_not_json@3", "line_not_read@4", "line_not_read@6"])
        }
    }

    /// A log of answers whose first line is not one: a poll that failed, logged as `null`, or
    /// an answer cut short (a log copied as it was written). The lines' feed, and whether they
    /// are answers, are told by a later whole line, whole and a part at a time; the first line
    /// is said. Until 2026-11-28 such a log was refused at its second line ("unexpected text
    /// after the JSON value"), and stations one per line after a cut line were read as the
    /// sample's, in dollars a gallon.
    @Test func answersLoggedAfterAFirstLineThatIsNotOne() throws {
        let answer = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [{"C.P.": "02250", "IDEESS": "4375", "Precio Gasoleo A": "1,529"}, {"C.P.": "12140", "IDEESS": "13718", "Precio Gasoleo A": "1,499"}], "ResultadoConsulta": "OK"}"#
        let cut = String(answer.prefix(60))
        for (first, code) in [("null", "line_not_read"), (cut, "line_not_json")] {
            let text = [first, answer, answer].joined(separator: "\n") + "\n"
            let source = try Self.load(text)
            #expect(source.feed == "spain" && source.count == 4 && source.holdsAnswers)
            #expect(source.problems.map(\.code) == [code] && source.problems.first?.line == 1)
            #expect(try #require(source.record(at: 3)).line == 3)
            for partSize in [64, 4096] {
                let read = try Self.streamed(text, partSize: partSize)
                #expect(read.failures.isEmpty && read.stations.count == 4)
            }
        }
        // Documents read whole, their answers one per line after a failed poll.
        let prices = #"{"ok": true, "prices": {"b2": {"status": "open", "e5": 1.789, "e10": 1.729, "diesel": 1.659}}}"#
        let tankerkoenig = try Self.load("null\n" + prices + "\n" + prices + "\n")
        #expect(tankerkoenig.feed == "tankerkoenig" && tankerkoenig.count == 2 && tankerkoenig.problems.map(\.code) == ["line_not_read"])
        // Stations one per line after a line cut short are told by the next: Tankerkönig's,
        // in euros a litre, not the sample's.
        let station = #"{"id": "a1", "name": "Aral Kiel", "brand": "ARAL", "place": "Kiel", "postCode": 24103, "lat": 54.3, "lng": 10.1, "price": 1.419, "isOpen": true}"#
        let stations = try Self.load(#"{"id": "a0", "na"# + "\n" + station + "\n" + station + "\n")
        #expect(stations.feed == "tankerkoenig" && stations.count == 2 && stations.station(at: 0).name == "Aral Kiel")
        #expect(stations.station(at: 0).fuels.first?.currency == "EUR")
    }

    /// A server's warning on lines of its own before MyGasFeed's answer is text the feed
    /// passes over, not a first line of answers one per line; its error answer is said as its
    /// own (a second reader's finding, 2026-11-28).
    @Test func aWarningOnLinesOfItsOwnIsNoLineOfAnswers() throws {
        let answer = #"{"status": {"error": "NO", "code": 200}, "stations": [{"id": "1", "station": "Shell", "reg_price": "3.65", "diesel_price": "N/A", "city": "Laval", "region": "Quebec", "country": "Canada", "lat": "45.5", "lng": "-73.7", "address": "1 Rue"}]}"#
        let source = try Self.load("<br />\n<b>Warning</b>: x<br />\n" + answer + "\n")
        #expect(source.feed == "mygasfeed" && source.count == 1 && !source.holdsAnswers)
        #expect(source.problems.map(\.code) == ["leading_text_skipped"])
        let refused = Self.failure(#"<br />\#n<b>Warning</b>: x<br />\#n{"status": {"error": "YES", "message": "Invalid key"}, "stations": []}"# + "\n")
        #expect(refused?.code == "feed_error" && refused?.message.contains("Invalid key") == true)
    }

    /// A list whose first element is `null` and whose first answer runs past the first bytes a
    /// document is told by is still a list of answers (a second reader's finding).
    @Test func answersInAListAfterANullAndLongerThanTheSketch() throws {
        let stations = (0..<4_000).map { #"{"C.P.": "02250", "IDEESS": "\#($0)", "Precio Gasoleo A": "1,529"}"# }.joined(separator: ", ")
        let answer = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [\#(stations)], "ResultadoConsulta": "OK"}"#
        #expect(answer.utf8.count > DocumentSketch.limit)
        let source = try Self.load("[null, " + answer + ", " + answer + "]")
        #expect(source.feed == "spain" && source.count == 8_000 && source.holdsAnswers)
    }

    /// Answers one per line, or in a list, one of whose list of stations is one station object
    /// or stations keyed by id: each read as it is read alone (a second reader's finding).
    @Test func answersWhoseListIsOneStationAmongOthers() throws {
        let list = #"{"ok": true, "status": "ok", "stations": [{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}]}"#
        let one = #"{"ok": true, "status": "ok", "stations": {"id": "b2", "name": "Shell", "postCode": 24103, "place": "Kiel", "e5": 1.789, "isOpen": true}}"#
        let keyed = #"{"ok": true, "status": "ok", "stations": {"c3": {"id": "c3", "name": "Jet", "postCode": 24103, "place": "Kiel", "e5": 1.699, "isOpen": true}, "d4": null}}"#
        let lines = try Self.load([list, one, keyed].joined(separator: "\n") + "\n")
        #expect((0..<lines.count).map { lines.station(at: $0).name } == ["Aral", "Shell", "Jet"])
        // A member of stations keyed by id is said to be one: until 2026-12-01 it was called
        // an element of a list.
        #expect(lines.problems.map(\.message) == [#"this member of "stations" was not read: it holds null, not a station; its other members were read"#])
        #expect(try #require(lines.record(at: 2)).line == 3)
        let gathered = try Self.load("[" + [list, one, keyed].joined(separator: ",\n") + "]")
        #expect((0..<gathered.count).map { gathered.station(at: $0).name } == ["Aral", "Shell", "Jet"])
    }

    /// Answers one per line whose first line is cut at its start (`tail -c`), larger than a
    /// part: refused as not JSON, whole and a part at a time, never cut short without a word (a
    /// second reader's finding: the part read as far as the stream had read it was taken for
    /// the whole), and never read whole where a part at a time refuses it (`fuzz-feeds`). A
    /// list's first line cut short is no line either.
    @Test func aLogCutAtItsStartIsRefusedWholeAndInParts() throws {
        let answer = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [{"C.P.": "02250", "IDEESS": "4375", "Rótulo": "REPSOL", "Dirección": "AVENIDA CASTILLA LA MANCHA, 26", "Precio Gasoleo A": "1,529"}], "ResultadoConsulta": "OK"}"#
        let text = String((Array(repeating: answer, count: 10_000).joined(separator: "\n") + "\n").dropFirst(5))
        #expect(text.utf8.count > 2 << 20)
        #expect(Self.failure(text)?.code == "not_json")
        let read = try Self.streamed(text)
        #expect(read.stations.isEmpty && read.failures.map(\.code) == ["not_json"])
        let list = "[" + String(answer.prefix(40)) + "\n" + answer + "\n" + answer + "\n"
        #expect(Self.failure(list)?.code == "not_json")
        #expect(try Self.streamed(list, partSize: 30).failures.map(\.code) == ["not_json"])
    }

    /// A log of answers whose second line is a failed poll (`null`, text, a number): the
    /// answers are read and the line said, whole and a part at a time, as when the failed
    /// poll is first or third. Until 2026-11-28 the whole log was refused at line 2 ("unexpected
    /// text after the JSON value"), and read a part at a time the first answer alone was read.
    @Test(arguments: ["null", "oops", "42", "<html>"])
    func answersWhoseSecondLineIsAFailedPoll(second: String) throws {
        let answer = #"{"ok": true, "status": "ok", "stations": [{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}, {"id": "b2", "name": "Shell", "postCode": 24103, "place": "Kiel", "e5": 1.789, "isOpen": true}]}"#
        let text = [answer, second, answer].joined(separator: "\n") + "\n"
        let source = try Self.load(text)
        #expect(source.feed == "tankerkoenig" && source.count == 4 && source.holdsAnswers)
        #expect(source.problems.map(\.line) == [2])
        for partSize in [64, 300, 1 << 20] {
            let read = try Self.streamed(text, partSize: partSize)
            #expect(read.failures.isEmpty && read.stations.count == 4 && read.problems.map { $0.hasSuffix("@2") } == [true])
        }
    }

    /// One station where the answer holds a list, with a list of objects of its own (a
    /// `detail.php` station's `openingTimes`): read as a list of one, not its opening times
    /// as stations; likewise stations keyed by id, and a station with a list of text. Until
    /// 2026-11-28 its opening times were read as four stations of defaults, exit 0, and a
    /// list of text inside it refused the answer.
    @Test func oneStationWithAListOfItsOwnWhereTheAnswerHoldsAList() throws {
        let station = #"{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true, "openingTimes": [{"text": "Mo-Fr", "start": "06:00", "end": "22:00"}, {"text": "Sa", "start": "07:00", "end": "22:00"}], "fuel_types": ["e5", "e10"]}"#
        let one = try Self.load(#"{"ok": true, "status": "ok", "stations": "# + station + "}")
        #expect(one.count == 1 && one.station(at: 0).name == "Aral" && one.layout.listKey == "stations")
        let keyed = try Self.load(#"{"ok": true, "status": "ok", "stations": {"a1": "# + station + #", "x": [1, 2], "b2": "# + station + "}}")
        #expect(keyed.count == 2 && keyed.problems.map(\.code) == ["element_not_read"])
        #expect(keyed.problems.first?.message == #"this member of "stations" was not read: the list holds 2 values and none is an object: no stations; its other members were read"#)
        let read = try Self.streamed(#"{"ok": true, "status": "ok", "stations": "# + station + "}", partSize: 64)
        #expect(read.failures.isEmpty && read.stations.map(\.station.name) == ["Aral"])
    }

    /// `{}` first, as a line or a list's element, says nothing of what follows: the answers
    /// after it tell the feed, and it is said as no answer. Until 2026-11-28 every answer was
    /// read as one of the sample's stations, without a name or a price, exit 0.
    @Test func anEmptyObjectFirstTellsNothing() throws {
        let answer = #"{"ok": true, "status": "ok", "stations": [{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}]}"#
        for text in ["{}\n" + answer + "\n" + answer + "\n", "[{ }, " + answer + ", " + answer + "]"] {
            let source = try Self.load(text)
            #expect(source.feed == "tankerkoenig" && source.count == 2 && source.station(at: 1).name == "Aral")
            let said = text.hasPrefix("{}") ? "line 1 was not read: it holds an empty object, not an answer; the other lines were read"
                : "this element was not read: it holds an empty object, not an answer; the list's other elements were read"
            #expect(source.problems.map(\.message) == [said] && source.problems.first?.line == 1)
        }
    }

    /// Answers of several feeds gathered in one list or log: each read as its own feed's,
    /// unless a feed is named. Until 2026-11-28 every answer was read as the first one's feed:
    /// a Spain answer read as Tankerkönig's gave stations without names or prices, exit 0.
    @Test func answersOfSeveralFeedsGathered() throws {
        let tankerkoenig = #"{"ok": true, "status": "ok", "stations": [{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}]}"#
        let spain = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [{"C.P.": "02250", "IDEESS": "4375", "Rótulo": "REPSOL", "Precio Gasoleo A": "1,529"}], "ResultadoConsulta": "OK"}"#
        for text in ["[" + tankerkoenig + ", " + spain + "]", tankerkoenig + "\n" + spain + "\n"] {
            let source = try Self.load(text)
            #expect(source.feed == "tankerkoenig" && source.count == 2)
            #expect(source.station(at: 1).price(of: .diesel)?.price == 1.529 && source.station(at: 1).address.country == "ES")
            #expect(source.station(at: 1).price(of: .diesel)?.currency == "EUR" && source.problems.isEmpty)
            let named = try SourceLoader.read(SourceText(name: "feed.json", text: text), label: "feed", path: nil, feed: .named("tankerkoenig"))
            #expect(named.count == 2 && named.station(at: 1).price(of: .diesel) == nil)
            // A part at a time, parts of one answer or less, a failed poll first: the same (the
            // list's later parts were first told again by their own first answer, and read as
            // Tankerkönig's: `fuzz-feeds`, on its seed).
            let polled = text.hasPrefix("[") ? "[null, " + text.dropFirst() : "null\n" + text
            for partSize in [11, 64, 4096] {
                let read = try Self.streamed(polled, partSize: partSize)
                #expect(read.failures.isEmpty && read.stations.map(\.station.id) == ["a1", "4375"])
            }
        }
    }

    /// Stations keyed by their ids are told by their own keys, one level down: a UK file and
    /// France's API answer so. Until 2026-11-28 each was read as one of the sample's stations,
    /// without a name or a price, exit 0.
    @Test func stationsKeyedByIdAreToldByTheirKeys() throws {
        let uk = try Self.load(#"""
            {"last_updated": "14/07/2024 09:30:00", "stations": {
              "gb1": {"site_id": "gb1", "brand": "ASDA", "address": "Kings Rd", "postcode": "LS1 1AA", "location": {"latitude": 53.8, "longitude": -1.55}, "prices": {"E10": 147.9}},
              "gb2": {"site_id": "gb2", "brand": "BP", "address": "High St", "postcode": "LS2 2BB", "location": {"latitude": 53.8, "longitude": -1.56}, "prices": {"E10": 149.9}}}}
            """#)
        #expect(uk.feed == "uk" && uk.count == 2 && uk.station(at: 1).price(of: .e10)?.price == 1.499)
        let france = try Self.load(#"{"results": {"a": {"id": 1, "cp": "01000", "ville": "Bourg", "gazole_prix": 1.7}, "b": {"id": 2, "cp": "13001", "ville": "Marseille", "gazole_prix": "1.8"}}}"#)
        #expect(france.feed == "france" && france.count == 2 && france.station(at: 1).price(of: .diesel)?.price == 1.8)
    }

    /// Answers one per line or in a list are read a part of 1 MiB at a time unless told
    /// otherwise: each is a document of its own, and 200,000 small ones in parts of 16 MiB
    /// peaked at 408 MB (82 MB in parts of 1 MiB; docs/performance.md).
    @Test func answersAreReadInSmallerParts() throws {
        let answer = #"{"ok": true, "status": "ok", "stations": [{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799}]}"#
        for text in [answer + "\n" + answer + "\n", "[" + answer + ", " + answer + "]"] {
            let source = SourceText(name: "feed.json", text: text)
            #expect(try SourceStream(source: source, label: "feed", feed: .auto).partSize == SourceStream.answersPartSize)
            #expect(try SourceStream(source: source, label: "feed", feed: .auto, partSize: 300).partSize == 300)
        }
        let stations = SourceText(name: "feed.json", text: #"[{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799}]"#)
        #expect(try SourceStream(source: stations, label: "feed", feed: .auto).partSize == SourceStream.defaultPartSize)
    }

    /// Lines whose first is an answer cut short, told as answers by its list key: read a part
    /// at a time, every part is read as lines of answers too, as the whole is (`fuzz-feeds`:
    /// a later part's `{}` was read as a station, where the whole said it was no answer).
    @Test func answersToldByACutFirstLineAreAnswersInEveryPart() throws {
        let text = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [{"C.P.": "02250", "IDE"# + "\n"
            + #"{"Rótulo": ""}"# + "\n" + #"{"Rótulo": "a"}"# + "\nnot json\n{}\n" + #"{"name": "a"}"# + "\n"
        let whole = try Self.load(text)
        #expect(whole.holdsAnswers && whole.count == 2)
        // `{"name": "a"}` is no station of Spain's: nothing is read from it.
        #expect(whole.problems.last.map { "\($0.code)@\($0.line)" } == "line_not_read@6")
        for partSize in [16, 62, 4096] {
            let read = try Self.streamed(text, partSize: partSize)
            #expect(read.failures.isEmpty && read.stations.count == whole.count)
            #expect(read.problems == whole.problems.map { "\($0.code)@\($0.line)" })
        }
    }

    /// A second reader's findings in the reading above: answers of several feeds credit each
    /// feed; a failed poll after a first answer longer than the first bytes a document is told
    /// by; stations keyed by id past those bytes, or after a `null` among them.
    @Test func answersAndKeyedStationsPastTheSketch() throws {
        let tankerkoenig = #"{"ok": true, "status": "ok", "stations": [{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}]}"#
        let stations = (0..<3_000).map { #"{"C.P.": "02250", "IDEESS": "\#($0)", "Rótulo": "REPSOL ESTACION", "Dirección": "AVENIDA DE CASTILLA, \#($0)", "Precio Gasoleo A": "1,529"}"# }
        let spain = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [\#(stations.joined(separator: ", "))], "ResultadoConsulta": "OK"}"#
        #expect(spain.utf8.count > DocumentSketch.limit)
        let mixed = try Self.load("[" + tankerkoenig + ", " + spain + "]")
        #expect(mixed.attribution == "Tankerkönig, CC BY 4.0; Ministerio para la Transición Ecológica (España)")
        let polled = spain + "\nnull\n" + spain + "\n"
        #expect(try Self.load(polled).count == 6_000)
        #expect(try Self.streamed(polled, partSize: 4096).stations.count == 6_000)
        let uk = (0..<2_000).map { #""gb\#($0)": {"site_id": "gb\#($0)", "brand": "ASDA", "address": "Kings Rd \#($0)", "postcode": "LS1 1AA", "location": {"latitude": 53.8, "longitude": -1.55}, "prices": {"E10": 147.9}}"# }
        let keyed = #"{"last_updated": "14/07/2024 09:30:00", "stations": {"gb-none": null, "# + uk.joined(separator: ", ") + "}}"
        #expect(keyed.utf8.count > DocumentSketch.limit)
        let read = try Self.load(keyed)
        #expect(read.feed == "uk" && read.count == 2_000 && read.problems.map(\.code) == ["element_not_read"])
    }

    /// A whole country's answer on one line runs past the first bytes a document is told by:
    /// read a part at a time, every part's lines are still answers, not the first part's alone.
    @Test func spainAnswersLongerThanTheFirstBytesAreEachRead() throws {
        let stations = (0..<2_000).map { index in
            #"{"C.P.": "02250", "IDEESS": "\#(index)", "Rótulo": "REPSOL ESTACION DE SERVICIO", "Dirección": "AVENIDA DE CASTILLA, \#(index)", "Precio Gasoleo A": "1,529"}"#
        }.joined(separator: ", ")
        let line = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [\#(stations)], "ResultadoConsulta": "OK"}"#
        #expect(line.utf8.count > DocumentSketch.limit)
        let text = Array(repeating: line, count: 3).joined(separator: "\n") + "\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("answers-\(UUID().uuidString).ndjson")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var stream = try SourceStream(path: file.path, feed: .auto, partSize: 4096)
        var count = 0
        var named = 0
        while let part = try stream.next() {
            let load = stream.load(part)
            #expect(load.failure == nil)
            if let loaded = load.loaded {
                count += loaded.count
                named += (0..<loaded.count).count { !(loaded.station(at: $0).id ?? "").isEmpty }
            }
        }
        #expect(count == 6_000 && named == 6_000)
    }

    /// Stations taken out of their answer (`jq -c '.stations[]'`, `jq '.stations'`): told by
    /// their own keys, one per line or in a list. Until 2026-11-28 they were read as the
    /// sample's stations, without a name or a price, and nothing was said.
    @Test func stationsOutOfTheirAnswer() throws {
        let tankerkoenig = [
            #"{"id":"a1","name":"Aral Kiel","brand":"ARAL","street":"Hafenstraße","houseNumber":"12","postCode":24103,"place":"Kiel","lat":54.32,"lng":10.13,"e5":1.789,"diesel":1.659,"isOpen":true}"#,
            #"{"id":"b2","name":"Shell","brand":"Shell","street":"Ring","houseNumber":null,"postCode":"80331","place":"München","lat":48.1,"lng":11.5,"e5":1.799,"isOpen":false}"#,
        ]
        for text in [tankerkoenig.joined(separator: "\n"), "[" + tankerkoenig.joined(separator: ",\n") + "]"] {
            let source = try Self.load(text)
            #expect(source.feed == "tankerkoenig" && source.count == 2)
            #expect(source.station(at: 0).name == "Aral Kiel" && source.station(at: 1).price(of: .e5)?.price == 1.799)
        }
        let uk = #"[{"site_id": "gb1", "brand": "ASDA", "address": "Kings Rd, Leeds", "postcode": "LS1 1AA", "location": {"latitude": 53.8, "longitude": -1.55}, "prices": {"E10": 147.9}}]"#
        let source = try Self.load(uk)
        #expect(source.feed == "uk" && source.count == 1 && source.station(at: 0).price(of: .e10)?.price == 1.479)
    }

    /// A list of a feed's stations whose first elements are not objects is told by its first
    /// object, whole and a part at a time: until 2026-12-01 it was read as the sample's
    /// stations (no names, each price in US dollars a gallon).
    @Test(arguments: ["null", "null, 3, \"x\", []"])
    func aListOfStationsThatBeginsWithOtherValuesIsToldByItsFirstObject(before: String) throws {
        let tankerkoenig = "[" + before + ",\n" + #"""
            {"id":"a1","name":"Aral Kiel","brand":"ARAL","street":"Hafenstraße","houseNumber":"12","postCode":24103,"place":"Kiel","lat":54.32,"lng":10.13,"e5":1.789,"isOpen":true},
            {"id":"b2","name":"Shell","brand":"Shell","street":"Ring","postCode":"80331","place":"München","lat":48.1,"lng":11.5,"e5":1.799,"isOpen":false}]
            """#
        let source = try Self.load(tankerkoenig)
        #expect(source.feed == "tankerkoenig" && source.count == 2)
        #expect(source.station(at: 0).name == "Aral Kiel" && source.station(at: 1).price(of: .e5)?.currency == "EUR")
        #expect(!source.problems.isEmpty && source.problems.allSatisfy { $0.code == "not_an_object" })
        for partSize in [16, SourceStream.defaultPartSize] {
            let streamed = try Self.streamed(tankerkoenig, partSize: partSize)
            #expect(streamed.stations.map(\.station) == [source.station(at: 0), source.station(at: 1)] && streamed.failures.isEmpty)
        }
        let uk = "[" + before + #", {"site_id": "gb1", "brand": "ASDA", "address": "Kings Rd, Leeds", "postcode": "LS1 1AA", "location": {"latitude": 53.8, "longitude": -1.55}, "prices": {"E10": 147.9}}]"#
        #expect(try Self.load(uk).feed == "uk")
        // The sample's own stations after a null are still the sample's.
        #expect(try Self.load(#"[null, {"description": "Shell", "price": "3.50"}]"#).feed == "sample")
    }

    /// Envelopes of the sample's stations one per line, the first of which holds none (an
    /// empty list, a list of no objects, a list deeper down): each line a document, whole and
    /// a part at a time. Until 2026-12-01 every line was read as one station of defaults and
    /// the stations in the later envelopes were lost, exit 0.
    @Test(arguments: [#"{"stations": []}"#, #"{"stations": [1]}"#, #"{"data": {"items": []}, "took": 3}"#])
    func envelopesOnePerLineAfterOneThatHoldsNoStation(first: String) throws {
        let text = first + "\n" + #"{"stations": [{"description": "b", "price": 2}, {"description": "c", "price": "$3"}]}"#
            + "\n" + #"{"stations": [{"description": "d", "price": 4}]}"# + "\n"
        let source = try Self.load(text)
        #expect(source.feed == "sample" && (0..<source.count).map { source.station(at: $0).name } == ["b", "c", "d"])
        #expect(source.station(at: 1).price(of: .regular)?.price == 3)
        #expect(source.problems.map { "\($0.code)@\($0.line)" } == ["line_not_read@1"])
        #expect(try #require(source.record(at: 2)).line == 3)
        for partSize in [7, 40, SourceStream.defaultPartSize] {
            let streamed = try Self.streamed(text, partSize: partSize)
            #expect(streamed.stations.map(\.station.name) == ["b", "c", "d"] && streamed.failures.isEmpty)
            #expect(streamed.stations.map(\.line) == [2, 2, 3])
        }
        // One envelope, then stations one per line: those stations, the envelope said.
        let stations = try Self.load(first + "\n" + #"{"description": "e", "price": 5}"# + "\n")
        #expect((0..<stations.count).map { stations.station(at: $0).name } == ["e"])
        // A station first is a station, whatever list it holds.
        let station = try Self.load(#"{"description": "f", "historicalPrices": []}"# + "\n" + #"{"description": "g"}"#)
        #expect(station.count == 2)
    }

    /// An answer whose list of stations is `null` or a value that is not an object: until
    /// 2026-11-28 the answer itself was read as one station, without a name or a price, exit 0.
    @Test(arguments: [
        (#"{"ok": true, "status": "ok", "stations": null}"#, "stations"),
        (#"{"ok": true, "status": "ok", "stations": "none"}"#, "stations"),
        (#"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": null, "ResultadoConsulta": "OK"}"#, "ListaEESSPrecio"),
        (#"{"status": {"error": "NO", "code": 200}, "stations": null}"#, "stations"),
        (#"{"ok": true, "stations": 3}"#, "stations"),
        (#"{"ok": true, "status": "ok", "stations": {"a1": 1, "a2": 2}}"#, "stations"),
    ])
    func anAnswerWhoseListIsNotAListIsSaid(text: String, key: String) throws {
        let failure = try #require(Self.failure(text))
        #expect(failure.code == "not_a_list")
        #expect(failure.message == "feed.json: \"\(key)\" holds no list of stations (null, a value that is not a list, or an object that holds no station): no stations")
    }

    /// A document of one value that is not an object holds no station: until 2026-11-28 `null`
    /// (a poll that failed, saved) was one station without a name or a price, exit 0.
    @Test(arguments: [("null", "null"), (" 0", "a number"), (#""x""#, "text"), ("\u{FEFF}true", "a bool")])
    func aDocumentThatIsNotAnObjectHoldsNoStation(text: String, kind: String) throws {
        let failure = try #require(Self.failure(text))
        #expect(failure.code == "not_an_object")
        #expect(failure.message.hasSuffix("the document holds \(kind), not a station object: no stations"))
        #expect(failure.line == 1)
    }

    /// An answer whose list of stations is one station object, as converters from XML write a
    /// list of one: read as a list of one, the station placed where it lies in the answer.
    /// Until 2026-11-28 it was refused (`not_a_list`).
    @Test func anAnswerWhoseListIsOneStationIsAListOfOne() throws {
        let tankerkoenig = try Self.load("""
            {"ok": true, "status": "ok",
             "stations": {"id": "a1", "name": "Aral Kiel", "brand": "ARAL", "postCode": 24103, "place": "Kiel", "e5": "1.799"}}
            """)
        #expect(tankerkoenig.feed == "tankerkoenig" && tankerkoenig.count == 1 && tankerkoenig.layout.listKey == "stations")
        #expect(tankerkoenig.station(at: 0).name == "Aral Kiel" && tankerkoenig.station(at: 0).price(of: .e5)?.price == 1.799)
        #expect(tankerkoenig.station(at: 0).address.postcode == "24103")
        let record = try #require(tankerkoenig.record(at: 0))
        #expect((record.line, record.column) == (2, 14) && record.field("name")?.line == 2)
        let france = try Self.load(#"{"total_count": 1, "results": {"id": 1, "cp": "01000", "ville": "Bourg", "gazole_prix": 1.7}}"#)
        #expect(france.feed == "france" && france.count == 1 && france.station(at: 0).price(of: .diesel)?.price == 1.7)
        // Its station empty, the answer holds none.
        #expect(Self.failure(#"{"ok": true, "stations": {}}"#)?.code == "empty_list")
        // Stations keyed by their ids: the list of them, each placed where it lies.
        let keyed = try Self.load("""
            {"ok": true, "status": "ok", "stations": {
              "a1": {"id": "a1", "name": "Aral Kiel", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true},
              "b2": {"id": "b2", "name": "Shell Kiel", "postCode": "24103", "place": "Kiel", "e5": "1.789", "isOpen": true}}}
            """)
        #expect(keyed.feed == "tankerkoenig" && keyed.count == 2 && keyed.layout.listKey == "stations")
        #expect(keyed.station(at: 1).name == "Shell Kiel" && keyed.station(at: 1).price(of: .e5)?.price == 1.789)
        #expect(try #require(keyed.record(at: 1)).line == 3)
    }

    /// Answers gathered in one list (`jq -s` of a poll's answers): each element is read as an
    /// answer of its own, with its own time, its stations placed where they lie; an element
    /// that is no answer is said, and the others read, whole or a part at a time. Until
    /// 2026-11-28 each answer was read as one of the sample's stations, without a name or a
    /// price, exit 0.
    @Test func answersGatheredInAListAreEachRead() throws {
        func answer(_ time: String, _ diesel: String) -> String {
            #"{"Fecha": "05/01/2024 \#(time)", "ListaEESSPrecio": [{"C.P.": "02250", "IDEESS": "4375", "Precio Gasoleo A": "\#(diesel)"}, {"C.P.": "12140", "IDEESS": "13718", "Precio Gasoleo A": "1,499"}], "ResultadoConsulta": "OK"}"#
        }
        let text = "[" + [answer("9:05:00", "1,529"), "null", answer("9:35:00", "1,519"),
                          #"{"Fecha": "05/01/2024 10:05:00", "ListaEESSPrecio": [], "ResultadoConsulta": "OK"}"#,
                          answer("10:35:00", "1,509")].joined(separator: ",\n ") + "]\n"
        let source = try Self.load(text)
        try #require(source.feed == "spain" && source.count == 6)
        #expect(source.layout == .list && source.holdsAnswers)
        #expect([0, 2, 4].map { source.station(at: $0).price(of: .diesel)?.price } == [1.529, 1.519, 1.509])
        #expect([0, 2, 4].map { source.station(at: $0).price(of: .diesel)?.updated }
            == [Self.utc("2024-01-05T08:05:00Z"), Self.utc("2024-01-05T08:35:00Z"), Self.utc("2024-01-05T09:35:00Z")])
        let last = try #require(source.record(at: 5))
        #expect((last.line, last.column) == (5, 121) && last.fields.allSatisfy { $0.line == nil || $0.line == 5 })
        #expect(source.problems.map(\.code) == ["element_not_read", "element_not_read"])
        #expect(source.problems.map { "\($0.line):\($0.column)" } == ["2:2", "4:2"])
        #expect(source.problems[0].message == "this element was not read: it holds null, not an answer; the list's other elements were read")
        // A part at a time: the same stations, in the same places.
        for partSize in [64, 300, 4096] {
            let read = try Self.streamed(text, partSize: partSize)
            #expect(read.failures.isEmpty && read.stations.allSatisfy { $0.station.address.country == "ES" })
            #expect(read.stations.map(\.line) == [1, 1, 3, 3, 5, 5] && read.problems == ["element_not_read@2", "element_not_read@4"])
        }
        // A list of stations whose keys are no answer's stays a list of stations.
        let stations = try Self.load(#"[{"C.P.": "02250", "IDEESS": "4375", "Precio Gasoleo A": "1,529"}]"#)
        #expect(stations.feed == "spain" && stations.count == 1 && !stations.holdsAnswers)
    }

    /// Answers of every kind Tankerkönig sends, gathered in a list whose first element is a
    /// poll that failed: each read, an error answer said with its message.
    @Test func tankerkoenigAnswersGatheredInAList() throws {
        let text = #"""
            [null,
             {"ok": true, "status": "ok", "stations": [{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}]},
             {"ok": false, "status": "error", "message": "apikey nicht angegeben"},
             {"ok": true, "prices": {"b2": {"status": "open", "e5": 1.789, "e10": 1.729, "diesel": 1.659}}}]
            """#
        let source = try Self.load(text)
        try #require(source.feed == "tankerkoenig" && source.count == 2)
        #expect(source.station(at: 0).name == "Aral" && source.station(at: 1).id == "b2")
        #expect(source.station(at: 1).price(of: .diesel)?.price == 1.659)
        #expect(source.problems.map(\.code) == ["element_not_read", "element_not_read"])
        #expect(source.problems[1].message.contains("apikey nicht angegeben"))
    }

    @Test func franceRecords() throws {
        let source = try Self.load(#"""
            [{"id": 1000001, "latitude": "4886000", "longitude": 235000.0, "cp": 1000, "adresse": "1 rue de Paris", "ville": "Bourg",
              "prix": "[{\"@nom\": \"Gazole\", \"@id\": \"1\", \"@maj\": \"2023-07-07 01:22:20\", \"@valeur\": \"1.908\"}, {\"@nom\": \"SP95\", \"@id\": \"2\", \"@maj\": \"2023-07-07 01:22:20\", \"@valeur\": \"1.95\"}, {\"@nom\": \"GPLc\", \"@id\": \"4\", \"@maj\": \"2023-07-07 01:22:20\", \"@valeur\": \"0.99\"}]",
              "gazole_prix": "1.908", "sp95_prix": null},
             {"id": "2", "latitude": 4330000, "longitude": "-150000", "cp": "13001", "adresse": "Quai", "ville": "Marseille",
              "gazole_prix": "1.899", "gazole_maj": "2023-01-02 10:00:00", "e10_prix": null, "sp98_prix": "1.999"},
             {"id": "3", "cp": "75001", "ville": "Paris", "prix": "[{\"@nom\": "}]
            """#)
        #expect(source.feed == "france" && source.count == 3)
        let first = source.station(at: 0)
        #expect(first.address.postcode == "01000" && first.location == Coordinate(latitude: 48.86, longitude: 2.35))
        #expect(first.fuels.map(\.fuel) == [.e5, .diesel, .lpg] && first.price(of: .diesel)?.price == 1.908)
        // Paris summer time.
        #expect(first.price(of: .diesel)?.updated == Self.utc("2023-07-06T23:22:20Z"))
        // Without `prix`, the flattened copies; Paris winter time.
        let second = source.station(at: 1)
        #expect(second.location == Coordinate(latitude: 43.3, longitude: -1.5))
        #expect(second.fuels.map(\.fuel) == [.superPlus, .diesel] && second.price(of: .diesel)?.updated == Self.utc("2023-01-02T09:00:00Z"))
        let record = try #require(source.record(at: 0))
        #expect(record.field("prix")?.rule == .jsonInText && record.field("prix[0].value")?.rule == .numericText)
        #expect(record.field("latitude")?.post == .scaledNumber && record.field("cp")?.post == .zeroPadded)
        // JSON in a string that is cut short: no prices, said so.
        #expect(source.station(at: 2).fuels.isEmpty)
        #expect(try #require(source.record(at: 2)).field("prix")?.rule == .textNotJSON)
    }

    @Test func aPriceThatIsAbsentIsNeverTheCheapest() throws {
        let source = try Self.load(Self.myGasFeed, modified: Date(timeIntervalSince1970: 0))
        let catalog = Catalog(sources: [source])
        let order = catalog.order(StationQuery(sort: .price, fuel: .midgrade))
        // Neither station has a midgrade price ("N/A"): none is priced, none is cheapest.
        #expect(order.matched == 2 && order.priced == 0 && order.cheapest == nil)
    }
}
