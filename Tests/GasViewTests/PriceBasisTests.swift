import Foundation
import GasPrices
@testable import GasView
import Testing

/// Stations priced in several currencies or units: the list shows one price basis at a time
/// (the largest first), says which, and `$` switches; the order, the cheapest and the
/// differences are worked out within the basis shown.
@Suite struct PriceBasisTests {
    /// Three stations of Tankerkönig, in euros per litre.
    static let tankerkoenig = #"""
        {"ok":true,"license":"CC BY 4.0","data":"MTS-K","status":"ok","stations":[
         {"id":"a1","name":"Aral","brand":"ARAL","street":"Hauptstr.","houseNumber":"1","postCode":1067,"place":"Dresden","lat":51.0,"lng":13.7,"e5":1.799,"e10":1.739,"diesel":1.659,"isOpen":true},
         {"id":"a2","name":"Shell","brand":"SHELL","street":"Ring","houseNumber":"2","postCode":1069,"place":"Dresden","lat":51.0,"lng":13.7,"e5":1.759,"e10":1.699,"diesel":1.639,"isOpen":true},
         {"id":"a3","name":"Jet","brand":"JET","street":"Weg","houseNumber":"3","postCode":4103,"place":"Leipzig","lat":51.3,"lng":12.4,"e5":1.819,"e10":1.759,"diesel":1.679,"isOpen":true}]}
        """#

    /// Stations of the sample's model, in US dollars per gallon.
    static func sample(_ count: Int) -> String {
        let stations = [#"{"description":"Quick Gas","price":3.19,"address":{"city":"Newark","zip":"07105"}}"#,
                        #"{"description":"Cheap Gas","price":2.99,"address":{"city":"Union","zip":"07083"}}"#,
                        #"{"description":"Fancy Gas","price":3.59,"address":{"city":"Kearny","zip":"07032"}}"#]
        return "[" + stations.prefix(count).joined(separator: ",") + "]"
    }

    /// NSW FuelCheck, in Australian dollars per litre: Caltex sells regular (U91) at a
    /// lower number than any dollar per gallon, BP none.
    static let nsw = #"""
        {"stations": [
          {"brand": "Caltex", "code": 1, "name": "Caltex Hurstville", "address": "1 Main St, Hurstville", "location": {"latitude": -33.9, "longitude": 151.1}},
          {"brand": "BP", "code": "2", "name": "BP Kogarah", "address": "2 Rocky Pt Rd", "location": {"latitude": "-33.96", "longitude": 151.13}}],
         "prices": [
          {"stationcode": "1", "fueltype": "U91", "price": 157.9, "lastupdated": "29/05/2018 23:28:20"},
          {"stationcode": 2, "fueltype": "DL", "price": 169.9, "lastupdated": "07/01/2018 08:05:19"}]}
        """#

    static let euros = PriceBasis(currency: "EUR", unit: .litre)
    static let dollars = PriceBasis(currency: "USD", unit: .gallon)

    /// Two sample stations, loaded first, and three of Tankerkönig.
    static func mixed(width: Int = 100, height: Int = 16) -> AppState {
        Fixtures.state(width: width, height: height,
                       responses: [Fixtures.response("us", sample(2)), Fixtures.response("tk", tankerkoenig)])
    }

    static func names(_ state: AppState) -> [String] {
        (state.order?.indices ?? []).map { state.catalog.name(Int($0)) }
    }

    // MARK: One basis

    @Test func withOneBasisNothingChanges() {
        var state = Fixtures.browsing()
        #expect(state.query.currency == nil && state.query.unit == nil && !state.hasSeveralBases)
        let before = App.view(state).text
        #expect(before.contains("29 stations  regular  price ↑"))
        #expect(!before.contains("$ currency") && !before.contains(" per gallon"))
        // `$` has nothing to switch to.
        #expect(App.update(&state, .keyPressed(.character("$"))).isEmpty)
        #expect(App.view(state).text == before)
    }

    // MARK: Several bases

    @Test func theListShowsTheBasisMostStationsArePricedIn() {
        let state = Self.mixed()
        #expect(state.catalog.bases == [Self.euros, Self.dollars])
        #expect(state.query.basis == Self.euros && state.query.fuel == .e5, "regular is not sold in euros: the first fuel that is")
        #expect(Self.names(state) == ["Shell", "Aral", "Jet"])
        let screen = App.view(state)
        #expect(screen.text(row: 0) == "Stations" + String(repeating: " ", count: 47) + "3 of 5 stations  e5 in EUR per litre  price ↑")
        #expect(screen.text(row: 2).hasPrefix("▸★ Shell "))
        #expect(screen.text(row: 2).contains("€1.759  cheapest"))
        #expect(screen.text(row: 3).contains("€1.799    +0.040"))
        // The credit takes the room of the least useful key.
        #expect(screen.text(row: 15) == "↑↓ move  ⏎ open  s sort  f fuel  $ currency  / filter  ? help  q quit         Tankerkönig, CC BY 4.0")
        let narrow = App.view(Self.mixed(width: 80))
        #expect(narrow.text(row: 0).hasSuffix("3 of 5 stations  e5 in EUR per litre  price ↑"))
        // At 80 columns beside the credit, `$` stays and the filter gives way.
        #expect(narrow.text(row: 15) == "↑↓ move  ⏎ open  s sort  $ currency  ? help  q quit       Tankerkönig, CC BY 4.0")
    }

    @Test func dollarSwitchesTheBasisAndBack() {
        var state = Self.mixed()
        var query = state.query
        query.basis = Self.dollars
        query.fuel = .regular
        #expect(App.update(&state, .keyPressed(.character("$"))) == [.order(query, among: nil)])
        state.apply(state.catalog.order(state.query))
        #expect(Self.names(state) == ["Cheap Gas", "Quick Gas"])
        let screen = App.view(state)
        #expect(screen.text(row: 0).hasSuffix("2 of 5 stations  regular in USD per gallon  price ↑"))
        #expect(screen.text(row: 2).hasPrefix("▸★ Cheap Gas") && screen.text(row: 2).contains("$2.99  cheapest"))
        #expect(screen.text(row: 3).contains("$3.19     +0.20"))
        // Round the bases: euros again, with a fuel sold there.
        Fixtures.type([.character("$")], &state)
        #expect(state.query.basis == Self.euros && state.query.fuel == .e5)
        #expect(Self.names(state) == ["Shell", "Aral", "Jet"])
    }

    /// The same fuel in two currencies: the cheaper-looking number of the other basis is
    /// neither listed nor the cheapest.
    @Test func theCheapestAndTheOrderAreWithinTheBasisShown() {
        var state = Fixtures.state(width: 100, height: 16,
                                   responses: [Fixtures.response("nsw", Self.nsw), Fixtures.response("us", Self.sample(3))])
        #expect(state.query.basis == Self.dollars && state.query.fuel == .regular)
        #expect(Self.names(state) == ["Cheap Gas", "Quick Gas", "Fancy Gas"])
        #expect(state.order?.cheapest == 2.99)
        Fixtures.type([.character("S")], &state)
        #expect(Self.names(state) == ["Fancy Gas", "Quick Gas", "Cheap Gas"])
        Fixtures.type([.character("S"), .character("$")], &state)
        #expect(state.query.basis == PriceBasis(currency: "AUD", unit: .litre) && state.query.fuel == .regular)
        #expect(Self.names(state) == ["Caltex Hurstville", "BP Kogarah"])
        #expect(state.order?.cheapest == 1.579)
        #expect(App.view(state).text(row: 0).hasSuffix("2 of 5 stations  regular in AUD per litre  price ↑"))
    }

    /// By name, the last whole order (of euros) sorts as dollars would: it must not stand in
    /// for theirs.
    @Test func switchingTheBasisOrdersTheOtherBasissStations() {
        var state = Self.mixed()
        Fixtures.type([.character("s")], &state)
        #expect(Self.names(state) == ["Aral", "Jet", "Shell"])
        Fixtures.type([.character("$")], &state)
        #expect(Self.names(state) == ["Cheap Gas", "Quick Gas"])
        Fixtures.type([.character("/"), .character("q"), .escape], &state)
        #expect(Self.names(state) == ["Cheap Gas", "Quick Gas"])
    }

    @Test func fCyclesTheFuelsSoldInTheBasis() {
        var state = Self.mixed()
        var fuels: [FuelKind] = []
        for _ in 0..<3 {
            Fixtures.type([.character("f")], &state)
            fuels.append(state.query.fuel)
        }
        #expect(fuels == [.e10, .diesel, .e5], "regular is sold only in dollars")
    }

    @Test func theFilterWorksWithinTheBasis() {
        var state = Self.mixed()
        Fixtures.type([.character("/")] + Fixtures.keys("dresden"), &state)
        #expect(Self.names(state) == ["Shell", "Aral"])
        #expect(App.view(state).text(row: 0).hasSuffix("2 of 5 stations  e5 in EUR per litre  price ↑"))
        // A station of the other basis is not found.
        Fixtures.type([.escape, .character("/")] + Fixtures.keys("gas"), &state)
        #expect(Self.names(state).isEmpty)
        Fixtures.type([.enter, .character("$")], &state)
        #expect(Self.names(state) == ["Cheap Gas", "Quick Gas"])
    }

    /// Sources arrive one by one: the largest basis is shown until the user picks one, and
    /// then the pick stays.
    @Test func theLargestBasisIsShownUntilTheUserPicksOne() {
        var state = AppState(timeZone: Fixtures.newYork, width: 100, height: 16, now: Fixtures.now)
        let us = Fixtures.sources([Fixtures.response("us", Self.sample(2))])
        let tk = Fixtures.sources([Fixtures.response("tk", Self.tankerkoenig)])
        Fixtures.send(us.map { .sourceLoaded($0) }, &state)
        #expect(state.query.basis == nil && Self.names(state) == ["Cheap Gas", "Quick Gas"], "one basis: every station")
        Fixtures.send(tk.map { .sourceLoaded($0) }, &state)
        #expect(state.query.basis == Self.euros && Self.names(state) == ["Shell", "Aral", "Jet"])
        Fixtures.type([.character("$")], &state)
        Fixtures.send(tk.map { .sourceLoaded($0) }, &state)
        #expect(state.query.basis == Self.dollars && Self.names(state) == ["Cheap Gas", "Quick Gas"])
    }

    @Test func theHelpListsTheKeyOnlyWithSeveralBases() {
        var state = Self.mixed(width: 100, height: 40)
        Fixtures.type([.character("?")], &state)
        #expect(App.view(state).text.contains("$                    next currency and unit: prices are listed and"))
    }

    // MARK: The credit

    @Test func theCreditIsShownWhileAStationOfTheFeedIsOnScreen() {
        var state = Self.mixed()
        #expect(App.view(state).text(row: 15).hasSuffix("Tankerkönig, CC BY 4.0"))
        // The dollars are the sample's, which asks for no credit.
        Fixtures.type([.character("$")], &state)
        #expect(!App.view(state).text.contains("Tankerkönig"))
        _ = App.update(&state, .keyPressed(.enter))
        #expect(state.screen == .detail && !App.view(state).text.contains("Tankerkönig"))
        // A station of Tankerkönig opened: its credit.
        Fixtures.type([.escape, .character("$")], &state)
        Fixtures.type([.enter], &state)
        #expect(state.entry?.feed == "tankerkoenig")
        #expect(App.view(state).text(row: 15).hasSuffix("Tankerkönig, CC BY 4.0"))
    }

    /// Loaded first but fewer: Tankerkönig's stations are not on screen, nor is its credit.
    @Test func theCreditGoesWithTheBasisShown() {
        var state = Fixtures.state(width: 100, height: 12,
                                   responses: [Fixtures.response("tk", Self.tankerkoenig)] + StubResponse.builtIn)
        // Dollars (29 stations) are shown, and no station of Tankerkönig.
        #expect(state.query.basis == Self.dollars)
        #expect(!App.view(state).text.contains("Tankerkönig"))
        Fixtures.type([.character("$")], &state)
        #expect(App.view(state).text(row: 11).hasSuffix("Tankerkönig, CC BY 4.0"))
    }
}
