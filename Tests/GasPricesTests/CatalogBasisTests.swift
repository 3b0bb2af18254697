import Foundation
@testable import GasPrices
import Lenient
import Testing

/// The catalog's price bases: each station's currency and unit, the bases by size, the fuels
/// sold in each, and orders kept within one basis.
@Suite struct CatalogBasisTests {
    static let tankerkoenig = #"""
        {"ok":true,"license":"CC BY 4.0","data":"MTS-K","status":"ok","stations":[
         {"id":"a1","name":"Aral","brand":"ARAL","street":"Hauptstr.","houseNumber":"1","postCode":1067,"place":"Dresden","lat":51.0,"lng":13.7,"e5":1.799,"e10":1.739,"diesel":1.659,"isOpen":true},
         {"id":"a2","name":"Shell","brand":"SHELL","street":"Ring","houseNumber":"2","postCode":1069,"place":"Dresden","lat":51.0,"lng":13.7,"e5":1.759,"e10":false,"diesel":1.639,"isOpen":true}]}
        """#

    /// Regular at a lower number than any US price: mixed in, it would be the cheapest.
    static let nsw = #"""
        {"stations": [{"brand": "Caltex", "code": 1, "name": "Caltex Hurstville", "address": "1 Main St, Hurstville"}],
         "prices": [{"stationcode": "1", "fueltype": "U91", "price": 157.9, "lastupdated": "29/05/2018 23:28:20"}]}
        """#

    static let sample = #"""
        [{"description": "Quick Gas", "price": 3.19, "sellsDiesel": true, "address": {"city": "Newark"}},
         {"description": "Cheap Gas", "price": 2.99, "address": {"city": "Dresden"}}]
        """#

    static let euros = PriceBasis(currency: "EUR", unit: .litre)
    static let dollars = PriceBasis(currency: "USD", unit: .gallon)
    static let australian = PriceBasis(currency: "AUD", unit: .litre)

    static func source(_ label: String, _ text: String) throws -> LoadedSource {
        try SourceLoader.read(SourceText(name: label + ".json", text: text), label: label, path: nil, feed: .auto)
    }

    /// The sample's two stations, Tankerkönig's two, NSW's one and the sample's two again.
    static func catalog() throws -> Catalog {
        Catalog(sources: [try source("us", sample), try source("tk", tankerkoenig), try source("nsw", nsw), try source("us2", sample)])
    }

    static func names(_ catalog: Catalog, _ order: StationOrder) -> [String] {
        order.indices.map { catalog.name(Int($0)) }
    }

    @Test func eachStationHasItsCurrencyAndUnit() throws {
        let catalog = try Self.catalog()
        #expect((0..<catalog.count).map(catalog.basis) == [Self.dollars, Self.dollars, Self.euros, Self.euros, Self.australian,
                                                           Self.dollars, Self.dollars])
        #expect(catalog.unit(2) == .litre && catalog.currency(2) == "EUR" && catalog.unit(0) == .gallon)
    }

    @Test func theBasesGoByHowManyStationsArePricedInThem() throws {
        let catalog = try Self.catalog()
        #expect(catalog.bases == [Self.dollars, Self.euros, Self.australian])
        #expect(catalog.count(in: Self.dollars) == 4 && catalog.count(in: Self.euros) == 2 && catalog.count(in: Self.australian) == 1)
        #expect(catalog.count(in: PriceBasis(currency: "USD", unit: .litre)) == 0)
        // A tie goes to the basis loaded first.
        let tie = Catalog(sources: [try Self.source("tk", Self.tankerkoenig), try Self.source("us", Self.sample)])
        #expect(tie.bases == [Self.euros, Self.dollars])
        #expect(Catalog().bases.isEmpty)
    }

    @Test func theFuelsOfABasisAreThoseSoldInIt() throws {
        let catalog = try Self.catalog()
        #expect(catalog.fuels(in: Self.dollars) == [.regular, .diesel])
        #expect(catalog.fuels(in: Self.euros) == [.e5, .e10, .diesel])
        #expect(catalog.fuels(in: Self.australian) == [.regular])
        #expect(catalog.fuels(in: PriceBasis(currency: "GBP", unit: .litre)).isEmpty)
    }

    /// The same fuel in two currencies: an order in one basis lists, sorts and finds the
    /// cheapest among its stations alone.
    @Test func anOrderKeepsToItsBasis() throws {
        let catalog = try Self.catalog()
        let everything = catalog.order(StationQuery())
        #expect(everything.cheapest == 1.579, "every station, every currency: the list's old mistake")
        let dollars = catalog.order(StationQuery(currency: "USD", unit: .gallon))
        #expect(Self.names(catalog, dollars) == ["Cheap Gas", "Cheap Gas", "Quick Gas", "Quick Gas"])
        #expect(dollars.cheapest == 2.99 && dollars.matched == 4 && dollars.priced == 4)
        let australian = catalog.order(StationQuery(currency: "aud"))
        #expect(Self.names(catalog, australian) == ["Caltex Hurstville"] && australian.cheapest == 1.579)
        let litres = catalog.order(StationQuery(fuel: .diesel, unit: .litre))
        #expect(Self.names(catalog, litres) == ["Shell", "Aral", "Caltex Hurstville"])
        // The filter and the limit act within the basis.
        let dresden = catalog.order(StationQuery(fuel: .e5, filter: "dresden", currency: "EUR", unit: .litre), limit: 1)
        #expect(Self.names(catalog, dresden) == ["Shell"] && dresden.matched == 2)
        #expect(catalog.order(StationQuery(currency: "GBP")).indices.isEmpty)
    }

    /// An order of one basis never stands in for another's; an order of every station
    /// narrows to one basis.
    @Test func narrowingKeepsToTheBasis() throws {
        let catalog = try Self.catalog()
        let euros = catalog.order(StationQuery(fuel: .e5, filter: "e", currency: "EUR", unit: .litre))
        let dollars = StationQuery(filter: "ex", currency: "USD", unit: .gallon)
        #expect(!euros.narrows(to: dollars))
        #expect(euros.narrows(to: StationQuery(fuel: .e5, filter: "el", currency: "eur", unit: .litre)))
        let every = catalog.order(StationQuery(filter: "e"))
        #expect(every.narrows(to: dollars))
        let narrowed = catalog.order(StationQuery(filter: "gas", currency: "USD", unit: .gallon), among: every)
        #expect(narrowed == catalog.order(StationQuery(filter: "gas", currency: "USD", unit: .gallon)))
        #expect(StationQuery().admitsEveryBasis(of: dollars) && !dollars.admitsEveryBasis(of: StationQuery()))
    }

    @Test func theBasisOfAQueryNeedsBothHalves() {
        var query = StationQuery(currency: "EUR")
        #expect(query.basis == nil && query.admits(Self.euros) && query.admits(PriceBasis(currency: "eur", unit: .gallon)))
        query.basis = Self.dollars
        #expect(query.currency == "USD" && query.unit == .gallon && !query.admits(Self.euros))
        query.basis = nil
        #expect(query == StationQuery())
    }
}
