import Foundation
import GasPrices
import GasView
import Lenient
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

    /// A column some prices of which have a third decimal writes three for every one, so
    /// that the decimal marks align: until 2026-12-01 `€1.29` stood under `€1.609`.
    @Test func aColumnOfPricesAlignsTheirDecimalMarks() {
        let list = #"""
            {"ok":true,"status":"ok","stations":[
             {"id":"a1","name":"Aral","postCode":24103,"place":"Kiel","e5":1.29,"diesel":1.6},
             {"id":"b2","name":"Shell","postCode":24103,"place":"Kiel","e5":1.609,"diesel":1.65}]}
            """#
        var state = Fixtures.state(width: 100, height: 24, responses: [Fixtures.response("tk", list)])
        state.applyQuery()
        let screen = App.view(state).text
        #expect(screen.contains("€1.290") && screen.contains("€1.609") && !screen.contains("€1.29 "))
        // Diesel's prices have no third decimal: its column keeps two.
        _ = App.update(&state, .keyPressed(.character("f")))
        let diesel = App.view(state).text
        #expect(diesel.contains("€1.60") && diesel.contains("€1.65") && !diesel.contains("€1.600"))
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

    /// Answers logged one per line are said to be, not stations one per line.
    @Test func theDetailSaysAnswersOnePerLine() {
        let answer = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [{"IDEESS": "1", "C.P.": "02250"}, {"IDEESS": "2", "C.P.": "02250"}], "ResultadoConsulta": "OK"}"#
        let response = StubResponse(label: "log", source: SourceText(name: "log.ndjson", text: answer + "\n" + answer + "\n"))
        var state = Fixtures.state(width: 100, height: 24, responses: [response])
        state.applyQuery()
        _ = App.update(&state, .keyPressed(.enter))
        #expect(App.view(state).text(row: 1).hasPrefix("log.ndjson (spain feed) holds 4 stations in answers one per line; this is"))
    }

    /// Lines that hold no station are said on the detail's first row, with the first's place,
    /// as `gasprices stations` warns of them: the app said nothing of them until 2026-12-03.
    @Test func theDetailSaysWhatWasLeftOut() {
        let lines = #"{"description":"L1","price":3.1}"# + "\n" + #"{"description":"L2", "price":"# + "\n42\n"
            + #"{"description":"L4","price":2.9}"# + "\n\n[1,2]\n"
        let response = StubResponse(label: "lines", source: SourceText(name: "lines.ndjson", text: lines))
        var state = Fixtures.state(width: 160, height: 24, responses: [response])
        state.applyQuery()
        _ = App.update(&state, .keyPressed(.enter))
        let row = App.view(state).text(row: 1)
        #expect(row.hasPrefix("lines.ndjson holds 2 stations, one per line; this is station 2. 3 left out, the first at 2:30: line 2 is not JSON"), "\(row)")
        // One station and nothing left out: no note.
        let one = StubResponse(label: "one", source: SourceText(name: "one.json", text: #"{"description":"Solo"}"#))
        var single = Fixtures.state(width: 160, height: 24, responses: [one])
        single.applyQuery()
        #expect(!App.view(single).text(row: 1).contains("left out"))
    }

    /// Answers gathered under an envelope's key are said to be, with the key.
    @Test func theDetailSaysAnswersGatheredUnderAKey() {
        let answer = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [{"IDEESS": "1", "C.P.": "02250"}, {"IDEESS": "2", "C.P.": "02250"}], "ResultadoConsulta": "OK"}"#
        let response = StubResponse(label: "log", source: SourceText(name: "log.json", text: #"{"polls": ["# + answer + ", " + answer + "]}"))
        var state = Fixtures.state(width: 100, height: 24, responses: [response])
        state.applyQuery()
        _ = App.update(&state, .keyPressed(.enter))
        #expect(App.view(state).text(row: 1).hasPrefix("log.json (spain feed) holds 4 stations in a list of answers at polls; this is"))
    }

    /// A file converted from UTF-16 says so beside its feed; a station alone says it too.
    @Test func theDetailNamesTheEncodingAFileWasConvertedFrom() {
        let utf16 = [0xFEFF] + Array(Self.list.utf16)
        let bytes = utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let one = Array(#"{"description": "Only", "price": 1}"#.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for (name, bytes, note) in [("tk", bytes, "tk.json (tankerkoenig feed, UTF-16LE) holds a list of 2 stations at stations; this is"),
                                    ("one", one, "one.json (UTF-16BE) holds one station.")] {
            let response = StubResponse(label: name, source: SourceText(name: name + ".json", decoding: bytes))
            var state = Fixtures.state(width: 100, height: 24, responses: [response])
            state.applyQuery()
            _ = App.update(&state, .keyPressed(.enter))
            #expect(App.view(state).text(row: 1).hasPrefix(note), "\(App.view(state).text(row: 1))")
        }
    }

    @Test func theCreditTheFeedsLicenceAsksForIsShownWithItsData() {
        var state = Self.state()
        state.applyQuery()
        let list = App.view(state)
        #expect(list.text(row: 23).hasSuffix("Tankerkönig, CC BY 4.0"))
        _ = App.update(&state, .keyPressed(.enter))
        #expect(App.view(state).text(row: 23).hasSuffix("Tankerkönig, CC BY 4.0"))
        // The sample's responses ask for none: their footer is the keys alone.
        var sample = Fixtures.state(width: 100, height: 24)
        sample.applyQuery()
        #expect(!App.view(sample).text.contains("CC BY"))
        // On a narrow screen the keys come first; the credit goes when it cannot fit.
        var narrow = Fixtures.state(width: 40, height: 24, responses: [Fixtures.response("tk", Self.list)])
        narrow.applyQuery()
        #expect(!App.view(narrow).text.contains("CC BY"))
        // Left out, the credit leaves its room to the keys: at 44 columns, where the keys
        // alone fit as far as the sort, they were cut to the essential three as if it were
        // still there until 2026-12-03.
        var middle = Fixtures.state(width: 44, height: 24, responses: [Fixtures.response("tk", Self.list)])
        middle.applyQuery()
        let footer = App.view(middle).text(row: 23)
        #expect(!footer.contains("CC BY"))
        #expect(footer.hasPrefix("↑↓ move  ⏎ open  s sort"), "\(footer)")
    }
}
