import Foundation
import GasPrices
import GasView
import Testing

/// A source of another feed in the app: its prices in its currency on the list, its feed
/// named on the detail screen, its station drawn from the catalog's terms.
@Suite struct FeedScreenTests {
    static let list = #"""
        {"ok":true,"license":"CC BY 4.0","data":"MTS-K","status":"ok","stations":[
         {"id":"a1","name":"Aral Kiel","brand":"ARAL","street":"Hafenweg","houseNumber":"12","postCode":24103,"place":"Kiel","lat":54.3,"lng":10.1,"e5":1.789,"e10":1.729,"diesel":1.659,"isOpen":true},
         {"id":"b2","name":"Freie Tankstelle","brand":"","street":"Dorfstr. 3","houseNumber":"3","postCode":1067,"place":"Dresden","lat":51,"lng":13,"e5":false,"e10":null,"diesel":1.599,"isOpen":false}
        ]}
        """#

    static func state() -> AppState {
        Fixtures.state(width: 100, height: 24, responses: [Fixtures.response("tk", list)])
    }

    @Test func theListShowsPricesInTheirCurrency() {
        var state = Self.state()
        state.applyQuery()
        #expect(state.query.fuel == .e5, "regular is not sold: the first fuel that is")
        let screen = App.view(state).text
        #expect(screen.contains("€1.789"))
        #expect(!screen.contains("$1.79"))
    }

    @Test func theDetailNamesTheFeedAndShowsTheFuels() {
        var state = Self.state()
        state.applyQuery()
        _ = App.update(&state, .keyPressed(.enter))
        let screen = App.view(state)
        #expect(screen.text(row: 1).hasPrefix("tk.json (tankerkoenig feed) holds a list of 2 stations at stations; this is"))
        #expect(screen.text.contains("Price         e5 €1.789  e10 €1.729  diesel €1.659"))
        #expect(screen.text.contains("              Kiel, 24103"))
    }
}
