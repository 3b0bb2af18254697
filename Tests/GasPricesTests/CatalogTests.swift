import Foundation
@testable import GasPrices
import Lenient
import Testing

/// The catalog: canonical stations from the sample's wire model, sorting and filtering.
@Suite struct CatalogTests {
    static func station(_ name: String, price: String, city: String = "Newark", zip: String = "07105",
                        diesel: Bool = false, dates: [Int] = []) -> String {
        let history = dates.map { #"{"date": \#($0), "price": 3}"# }.joined(separator: ",")
        return #"{"description": "\#(name)", "price": \#(price), "sellsDiesel": \#(diesel), "address": {"street": "1 Main", "city": "\#(city)", "state": "NJ", "zip": "\#(zip)"}, "historicalPrices": [\#(history)]}"#
    }

    static func catalog(_ stations: [String]) throws -> Catalog {
        let source = try LoadedSource(label: "t", path: "t.json", source: SourceText(name: "t.json", text: "[" + stations.joined(separator: ",") + "]"), feed: SampleFeed.self)
        return Catalog(sources: [source])
    }

    static let sample = [
        station("Shell", price: "3.19", city: "Union", dates: [1_700_000_000]),
        station("Exxon", price: "\"$2.99\"", city: "Kearny", diesel: true, dates: [1_700_100_000]),
        station("BP", price: "null", city: "Newark"),
        station("Costco", price: "2.99", city: "Union", zip: "07083"),
        station("Amoco", price: "\"call\"", city: "Elizabeth"),
        station("exxon", price: "3.50", city: "harrison"),
    ]

    func names(_ catalog: Catalog, _ query: StationQuery, limit: Int? = nil) -> [String] {
        catalog.order(query, limit: limit).indices.map { catalog.name(Int($0)) }
    }

    @Test func theSampleStationMapsOntoTheCatalog() throws {
        let response = try #require(StubResponse.builtIn("B"))
        let station = try LenientDecoder<Station>().decode(response.source).values[0].catalogStation
        #expect(station.name == "7/11 Fake St.")
        #expect(station.fuels.map(\.fuel) == [.regular, .diesel])
        #expect(station.price(of: .regular)?.price == 3.5)
        #expect(station.price(of: .regular)?.currency == "USD")
        #expect(station.price(of: .regular)?.unit == .gallon)
        #expect(station.price(of: .diesel)?.price == nil)
        #expect(station.address == PostalAddress(street: "123 Fake Street", city: "Newark", region: "NJ", postcode: "07105", country: "US"))
        #expect(station.history == [PricePoint(date: Date(timeIntervalSince1970: 1_361_220_204), fuel: .regular, price: 4.6)])
        #expect(station.price(of: .regular)?.updated == Date(timeIntervalSince1970: 1_361_220_204))
    }

    @Test func aDefaultedPriceIsAbsentNotZero() throws {
        let response = try #require(StubResponse.builtIn("E"))
        let station = try LenientDecoder<Station>().decode(response.source).values[0].catalogStation
        #expect(station.price(of: .regular)?.price == nil)
        #expect(station.fuels.map(\.fuel) == [.regular])
        let sources = try ["A", "E", "C"].map { label throws(SourceFailure) in try SourceLoader.load(.builtIn(label)) }
        let catalog = Catalog(sources: sources)
        let order = catalog.order(StationQuery())
        #expect(order.cheapest == 3.5)
        #expect(order.indices.last == 1, "E sorts last")
        #expect(catalog.order(StationQuery(reversed: true)).indices.last == 1, "E sorts last reversed too")
    }

    @Test func sortsByPriceWithAbsentLastAndTiesByName() throws {
        let catalog = try Self.catalog(Self.sample)
        #expect(names(catalog, StationQuery(sort: .price)) == ["Costco", "Exxon", "Shell", "exxon", "Amoco", "BP"])
        #expect(names(catalog, StationQuery(sort: .price, reversed: true)) == ["exxon", "Shell", "Costco", "Exxon", "Amoco", "BP"])
        #expect(catalog.order(StationQuery()).cheapest == 2.99)
        let order = catalog.order(StationQuery(filter: "e"))
        #expect((order.matched, order.priced, order.coverage) == (5, 3, 6))
        #expect(order.narrows(to: StationQuery(filter: "EX")))
        #expect(!catalog.order(StationQuery(filter: "x")).narrows(to: StationQuery(filter: "e")))
        #expect(catalog.order(StationQuery(filter: "x")).narrows(to: StationQuery(filter: "EXX")))
        #expect(!catalog.order(StationQuery()).narrows(to: StationQuery()))
    }

    @Test func sortsByNameCityAndUpdated() throws {
        let catalog = try Self.catalog(Self.sample)
        #expect(names(catalog, StationQuery(sort: .name)) == ["Amoco", "BP", "Costco", "Exxon", "exxon", "Shell"])
        // Equal names (in any case) keep load order in both directions.
        #expect(names(catalog, StationQuery(sort: .name, reversed: true)) == ["Shell", "Exxon", "exxon", "Costco", "BP", "Amoco"])
        #expect(names(catalog, StationQuery(sort: .city)) == ["Amoco", "exxon", "Exxon", "BP", "Costco", "Shell"])
        // Reversed by city, still by name within a city.
        #expect(names(catalog, StationQuery(sort: .city, reversed: true)) == ["Costco", "Shell", "BP", "Exxon", "exxon", "Amoco"])
        #expect(names(catalog, StationQuery(sort: .updated)) == ["Exxon", "Shell", "Amoco", "BP", "Costco", "exxon"])
        #expect(names(catalog, StationQuery(sort: .updated, reversed: true)) == ["Shell", "Exxon", "Amoco", "BP", "Costco", "exxon"])
    }

    @Test func filtersInAnyCaseOnNameBrandCityAndPostcode() throws {
        let catalog = try Self.catalog(Self.sample)
        #expect(names(catalog, StationQuery(filter: "EXXON")) == ["Exxon", "exxon"])
        #expect(names(catalog, StationQuery(sort: .name, filter: "union")) == ["Costco", "Shell"])
        #expect(names(catalog, StationQuery(filter: "07083")) == ["Costco"])
        #expect(names(catalog, StationQuery(filter: "nowhere")) == [])
        // A separator between fields never matches across them.
        #expect(names(catalog, StationQuery(filter: "shellunion")) == [])
        let narrowed = catalog.order(StationQuery(filter: "x"), among: catalog.order(StationQuery(filter: "e"))).indices
        #expect(narrowed.map { catalog.name(Int($0)) }.sorted() == ["Exxon", "exxon"])
        // Narrowing an order sorted the same way keeps it; one in another order is sorted again.
        let sorted = catalog.order(StationQuery(sort: .name))
        #expect(names(catalog, StationQuery(sort: .name, filter: "o")) == ["Amoco", "Costco", "Exxon", "exxon", "Shell"])
        #expect(catalog.order(StationQuery(sort: .name, filter: "o"), among: sorted).indices.map { catalog.name(Int($0)) }
                == ["Amoco", "Costco", "Exxon", "exxon", "Shell"])
        let reversed = catalog.order(StationQuery(sort: .name, reversed: true))
        #expect(catalog.order(StationQuery(sort: .name, filter: "o"), among: reversed).indices.map { catalog.name(Int($0)) }
                == ["Amoco", "Costco", "Exxon", "exxon", "Shell"])
    }

    @Test func stationsWithoutANameOrCitySortLastEitherWay() throws {
        let catalog = try Self.catalog([Self.station("", price: "3", city: "Union"), Self.station("Bravo", price: "2", city: ""),
                                        Self.station("Alpha", price: "1", city: "Kearny")])
        #expect(names(catalog, StationQuery(sort: .name)) == ["Alpha", "Bravo", ""])
        #expect(names(catalog, StationQuery(sort: .name, reversed: true)) == ["Bravo", "Alpha", ""])
        #expect(names(catalog, StationQuery(sort: .city)) == ["Alpha", "", "Bravo"])
        #expect(names(catalog, StationQuery(sort: .city, reversed: true)) == ["", "Alpha", "Bravo"])
    }

    @Test func filtersNonASCIIText() throws {
        let catalog = try Self.catalog([Self.station("Élan Straße", price: "1.5", city: "MÜNCHEN")])
        #expect(catalog.matches("élan").count == 1)
        #expect(catalog.matches("münchen").count == 1)
        #expect(catalog.matches("ÉLAN STRAßE").count == 1)
        // Folding is full case folding: ß is ss, as its capital SS is (until the ninth look
        // `strasse` found nothing, though the filter finds text "in any case").
        #expect(catalog.matches("strasse").count == 1)
        #expect(catalog.matches("STRASSE").count == 1)
        let greek = try Self.catalog([Self.station("ΣΊΣΥΦΟΣ", price: "1"), Self.station("Cafe\u{301} Nord", price: "2")])
        #expect(greek.matches("σίσυφος").count == 1)
        #expect(greek.matches("café").count == 1, "a decomposed é is found by a composed one")
        #expect(greek.matches("cafe").isEmpty, "an accent is not left out")
    }

    /// Folding lowers text as `lowercased()` does, scalar by scalar, on its faster path too,
    /// for text of no letter that folds otherwise.
    @Test(arguments: ["Élan Strase", "MÜNCHEN", "İstanbul", "ǅ Ⅻ", "Café 東京", "Shell\tNEWARK", "", "é"])
    func foldingLowersAsLowercasedDoes(text: String) {
        #expect(TextFold.bytes(text) == Array(text.lowercased().utf8))
    }

    /// Letters that fold to other letters than their lowercase.
    @Test(arguments: [("Straße", "strasse"), ("ẞ", "ss"), ("ΣΟΦΟΣ", "σοφοσ"), ("σοφος", "σοφοσ"), ("ﬀ", "ff"), ("Cafe\u{301}", "café")])
    func foldingIsFullCaseFolding(text: String, folded: String) {
        #expect(TextFold.bytes(text) == Array(folded.utf8))
    }

    @Test(arguments: [1, 2, 3, 5, 6, 10])
    func aLimitKeepsTheFirstOfTheFullOrder(limit: Int) throws {
        var stations: [String] = []
        for index in 0..<200 {
            stations.append(Self.station("S\(index % 17)", price: index % 11 == 0 ? "null" : "\(2 + Double(index % 13) / 10)"))
        }
        let catalog = try Self.catalog(stations)
        for query in [StationQuery(), StationQuery(reversed: true), StationQuery(sort: .name), StationQuery(sort: .updated)] {
            let full = catalog.order(query).indices
            #expect(catalog.order(query, limit: limit).indices == Array(full.prefix(limit)))
        }
    }

    /// Prices falling, and names falling, through the list: what a selection of the first few
    /// meets at its worst (each station before all kept so far). The first of each order are
    /// the full order's. (An insertion per station into the kept list took the square of the
    /// limit there: 400,000 stations, the first 80,000, 7.6 s; docs/performance.md.)
    @Test(arguments: [1, 37, 199])
    func aLimitOverValuesComingLargestFirstKeepsTheFirstOfTheFullOrder(limit: Int) throws {
        let stations = (0..<1_000).map { index in
            Self.station(String(format: "S%05d", 1_000 - index / 2), price: "\(10 - Double(index / 3) / 1_000)")
        }
        let catalog = try Self.catalog(stations)
        for query in [StationQuery(), StationQuery(sort: .name), StationQuery(sort: .city), StationQuery(reversed: true)] {
            let full = catalog.order(query).indices
            #expect(catalog.order(query, limit: limit).indices == Array(full.prefix(limit)), "\(query.sort)")
        }
    }

    /// A filter typed on narrows the order before it, in that order or another, with or
    /// without a limit: the same stations in the same order as ordering them afresh.
    @Test func narrowingAnEarlierOrderGivesTheSameOrder() throws {
        var stations: [String] = []
        for index in 0..<300 {
            stations.append(Self.station(index % 9 == 0 ? "" : "S\(index % 23) x\(index % 4)", price: index % 11 == 0 ? "null" : "\(2 + Double(index % 13) / 10)",
                                         city: index % 5 == 0 ? "" : "C\(index % 7)", dates: [1_700_000_000 + index % 17]))
        }
        let catalog = try Self.catalog(stations)
        let sorts: [StationQuery] = [StationQuery(), StationQuery(reversed: true), StationQuery(sort: .name),
                                     StationQuery(sort: .city, reversed: true), StationQuery(sort: .updated)]
        for earlier in sorts {
            for later in sorts {
                var narrowed = later
                narrowed.filter = "x1"
                var before = earlier
                before.filter = "x"
                let among = catalog.order(before)
                #expect(catalog.order(narrowed, among: among) == catalog.order(narrowed))
                #expect(catalog.order(narrowed, among: among, limit: 7).indices == Array(catalog.order(narrowed).indices.prefix(7)))
            }
        }
    }

    /// Thousands of stations tied at the cut (one price for all, or none priced): the few
    /// first are still those of the full order, ties by name then load order.
    @Test(arguments: ["2.5", "null"])
    func aLimitAmongManyTiesKeepsTheFirstOfTheFullOrder(price: String) throws {
        var stations: [String] = []
        for index in 0..<5_000 {
            stations.append(Self.station(index % 7 == 0 ? "" : "S\((index * 7_919) % 1_201)", price: price))
        }
        let catalog = try Self.catalog(stations)
        for query in [StationQuery(), StationQuery(reversed: true), StationQuery(sort: .updated)] {
            let full = catalog.order(query).indices
            for limit in [1, 10, 100, 1_000] {
                #expect(catalog.order(query, limit: limit).indices == Array(full.prefix(limit)))
            }
        }
    }

    @Test func fuelsArePresentAndUnsoldFuelsHaveNoPrice() throws {
        let catalog = try Self.catalog(Self.sample)
        #expect(catalog.fuels == [.regular, .diesel])
        #expect(catalog.price(1, of: .diesel) == nil)
        #expect(catalog.price(0, of: .e10) == nil)
        #expect(catalog.order(StationQuery(fuel: .e10)).cheapest == nil)
        #expect(catalog.badge(1).coerced >= 1)
    }

    /// The catalog keeps a column for the first ``Catalog/fuelColumnLimit`` fuels and
    /// counts the prices of the rest, whether the fuels come one per station or all in one
    /// station, in one part or spread over many (a source of 50,000 stations or more is read
    /// in parts). The fuels of its own are few enough that the code before the limit fails
    /// this test rather than the machine: it took a column of every station per fuel, and
    /// 60,000 stations of a fuel each ran a test process out of 24 GB.
    @Test(arguments: [(stations: 300, every: 1), (stations: 50_000, every: 250)])
    func fuelsPastTheLimitHaveNoColumn(stations count: Int, every: Int) throws {
        let stations = (0..<count).map { index in
            let own = index % every == 0 ? #", "X\#(index)": 1.5"# : ""
            return #"{"site_id": "s\#(index)", "brand": "B", "postcode": "LS1 1AA", "prices": {"E10": 1.4\#(own)}}"#
        }
        let text = #"{"last_updated": "14/07/2024 09:30:00", "stations": ["# + stations.joined(separator: ",") + "]}"
        let catalog = Catalog(sources: [try SourceLoader.read(SourceText(name: "uk.json", text: text), label: "uk", path: nil, feed: .auto)])
        let own = (count + every - 1) / every
        #expect(catalog.count == count)
        #expect(catalog.fuels.count == Catalog.fuelColumnLimit)
        #expect(catalog.unlistedPrices == own - (Catalog.fuelColumnLimit - 1))
        #expect(catalog.price(count - 1, of: .e10) == 1.4)
        #expect(catalog.fuels(in: catalog.basis(0)).count == Catalog.fuelColumnLimit)
        // The station itself keeps every fuel.
        #expect(catalog.station((own - 1) * every).fuels.count == 2)
        let many = (0..<1_000).map { #""Y\#($0)": 1.5"# }.joined(separator: ", ")
        let one = Catalog(sources: [try SourceLoader.read(SourceText(name: "uk.json", text: #"{"stations": [{"site_id": "a", "prices": {"# + many + "}}]}"),
                                                          label: "uk", path: nil, feed: .auto)])
        #expect(one.fuels.count == Catalog.fuelColumnLimit && one.unlistedPrices == 1_000 - Catalog.fuelColumnLimit)
    }

    /// Stations list their fuels in any order, some fuels first seen part-way: each price
    /// lands in its fuel's column and the counts of sellers follow.
    @Test func fuelsInAnyOrderLandInTheirColumns() throws {
        let stations = [
            #"{"site_id": "a", "brand": "A", "postcode": "LS1 1AA", "prices": {"E10": 1.40, "B7": 1.50}}"#,
            #"{"site_id": "b", "brand": "B", "postcode": "LS1 1AA", "prices": {"B7": 1.51, "E10": 1.41}}"#,
            #"{"site_id": "c", "brand": "C", "postcode": "LS1 1AA", "prices": {"E5": 1.62, "B7": 1.52}}"#,
            #"{"site_id": "d", "brand": "D", "postcode": "LS1 1AA", "prices": {"SDV": 1.73, "E10": 1.43, "E5": 1.63}}"#,
            #"{"site_id": "e", "brand": "E", "postcode": "LS1 1AA", "prices": {"E10": 1.44}}"#,
        ]
        let text = #"{"last_updated": "14/07/2024 09:30:00", "stations": ["# + stations.joined(separator: ",") + "]}"
        let source = try SourceLoader.read(SourceText(name: "uk.json", text: text), label: "uk", path: nil, feed: .auto)
        #expect(source.feed == "uk")
        let catalog = Catalog(sources: [source])
        #expect(Set(catalog.fuels) == [.e5, .e10, .diesel, .premiumDiesel])
        let table: [FuelKind: [Double?]] = [
            .e10: [1.40, 1.41, nil, 1.43, 1.44],
            .diesel: [1.50, 1.51, 1.52, nil, nil],
            .e5: [nil, nil, 1.62, 1.63, nil],
            .premiumDiesel: [nil, nil, nil, 1.73, nil],
        ]
        for (fuel, prices) in table {
            #expect((0..<5).map { catalog.price($0, of: fuel) } == prices, "\(fuel)")
            let basis = catalog.basis(0)
            #expect(catalog.fuels(in: basis).contains(fuel))
        }
        #expect(catalog.order(StationQuery(fuel: .e5)).cheapest == 1.62)
    }

    /// A large source is read in parts on several threads: the columns must be those of one
    /// pass, with a fuel first seen in a later part padded before it.
    @Test func aLargeSourceReadInPartsKeepsEveryColumnInPlace() throws {
        let count = 60_000
        var stations: [String] = []
        stations.reserveCapacity(count)
        for index in 0..<count {
            stations.append(Self.station("S\(index)", price: index % 97 == 0 ? "null" : "\(1 + Double(index * 7 % 1000) / 100)",
                                         city: "C\(index % 13)", diesel: index > 55_000))
        }
        let catalog = try Self.catalog(stations)
        #expect(catalog.count == count)
        #expect(catalog.fuels == [.regular, .diesel])
        for index in [0, 1, 14_999, 15_000, 29_999, 45_001, 59_999] {
            #expect(catalog.name(index) == "S\(index)")
            #expect(catalog.city(index) == "C\(index % 13)")
            #expect(catalog.price(index, of: .regular) == (index % 97 == 0 ? nil : 1 + Double(index * 7 % 1000) / 100))
            #expect(catalog.reference(index) == Catalog.Reference(source: 0, index: index))
            #expect(catalog.matches("s\(index)").contains(Int32(index)))
        }
        // A few stations are tested where they are; many are marked in place, in either order.
        #expect(catalog.matches("s59999", among: [5, 59_999, 0]) == [59_999])
        let many = Array((0..<Int32(count)).reversed())
        #expect(catalog.matches("s5999", among: many) == [59_999, 59_998, 59_997, 59_996, 59_995, 59_994, 59_993, 59_992, 59_991, 59_990, 5_999])
        let order = catalog.order(StationQuery()).indices.map(Int.init)
        let expected = (0..<count).sorted { left, right in
            let a = catalog.price(left, of: .regular) ?? .infinity, b = catalog.price(right, of: .regular) ?? .infinity
            if a != b { return a < b }
            let x = catalog.name(left), y = catalog.name(right)
            return x != y ? x.lowercased() < y.lowercased() : left < right
        }
        #expect(order == expected)
    }

    @Test func theBuiltInNeighbourhoodLoads() throws {
        let source = try SourceLoader.load(.builtIn("F"))
        #expect(source.layout == .wrapped(path: "region.stations"))
        #expect(source.count >= 20)
        let catalog = Catalog(sources: [source])
        let histories = (0..<catalog.count).map { catalog.station($0).history.count }
        #expect(histories.filter { $0 >= 30 }.count >= 20)
        let order = catalog.order(StationQuery())
        let cheapest = try #require(order.cheapest)
        #expect(catalog.price(Int(order.indices[0]), of: .regular) == cheapest)
        #expect(cheapest > 0)
    }
}
