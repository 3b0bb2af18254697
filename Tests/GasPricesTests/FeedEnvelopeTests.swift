import Foundation
@testable import GasPrices
import Lenient
import Testing

/// A feed's stations in the shapes an answer is put in besides its own: another envelope, keyed
/// by id, one alone, gathered in a list, one per line after a value that is none; and what the
/// answer around them says (its time, a key given twice), read whole and a part at a time.
@Suite struct FeedEnvelopeTests {
    /// Stations one per line after a first line that is `null` (`jq -c '.stations[]'` of a
    /// list that begins with one) or another value: the lines are read, the first said as no
    /// station, whole and a part at a time, the feed told by the next line. Until 2026-12-01
    /// the document was refused at line 2 ("unexpected text after the JSON value"), while the
    /// same stations in a list beginning with `null` were read. Text first, and a byte order
    /// mark before the `null`, are still refused.
    @Test func stationsOnePerLineAfterAFirstValueThatIsNone() throws {
        let station = #"{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}"#
        for first in ["null", "42", #""none""#, "false"] {
            let text = first + "\n" + station + "\n3\n" + station + "\n"
            let source = try FeedFixtureTests.load(text)
            #expect(source.feed == "tankerkoenig" && source.count == 2 && source.layout == .lines, "\(first)")
            #expect(source.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["not_an_object@1:1", "not_an_object@3:1"])
            #expect(try (0..<2).map { try #require(source.record(at: $0)).line } == [2, 4])
            #expect(source.documentIndex(of: 1) == 3)
            for partSize in [16, 1 << 20] {
                let read = try FeedFixtureTests.streamed(text, partSize: partSize)
                #expect(read.failures.isEmpty && read.stations.map(\.line) == [2, 4])
                #expect(read.problems == ["not_an_object@1", "not_an_object@3"])
            }
        }
        // A carriage return alone inside a line ends a line, as every position counts it: the
        // lines after it are placed a line further on (they were placed by line feeds alone).
        let broken = "null\n" + station.replacingOccurrences(of: ", \"name\"", with: ",\r\"name\"") + "\n3\n" + station + "\n"
        let read = try FeedFixtureTests.load(broken)
        #expect(read.count == 2 && read.layout == .lines)
        #expect(read.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["not_an_object@1:1", "not_an_object@4:1"])
        #expect(try (0..<2).map { try #require(read.record(at: $0)).line } == [2, 5])
        for partSize in [16, 1 << 20] {
            let streamed = try FeedFixtureTests.streamed(broken, partSize: partSize)
            #expect(streamed.failures.isEmpty && streamed.stations.map(\.line) == [2, 5], "part size \(partSize)")
            #expect(streamed.problems == ["not_an_object@1", "not_an_object@4"], "part size \(partSize)")
        }
        let sample = try FeedFixtureTests.load("null\n" + #"{"stationName": "Shell"}"# + "\n" + #"{"stationName": "BP"}"# + "\n")
        #expect(sample.feed == "sample" && (0..<sample.count).map { sample.station(at: $0).name } == ["Shell", "BP"])
        #expect(FeedFixtureTests.failure("oops\n" + station + "\n" + station + "\n")?.code == "not_json")
        #expect(FeedFixtureTests.failure("\u{FEFF}null\n" + station + "\n" + station + "\n")?.code == "not_json")
    }

    /// A feed's stations put in an envelope of another's (`{"data": [...]}`, deeper under
    /// object keys, after a `null`): told by the list's first station, whole and a part at a
    /// time. Until 2026-12-01 each was read as the sample's stations, without names, and a
    /// Tankerkönig `price` as the sample's regular price in US dollars a gallon, exit 0.
    @Test func aFeedsStationsInAnotherEnvelopeAreToldByTheirFirst() throws {
        let tankerkoenig = #"{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "price": 1.799, "isOpen": true}"#
        let spain = #"{"C.P.": "02250", "IDEESS": "4375", "Rótulo": "REPSOL", "Dirección": "AVENIDA CASTILLA, 26", "Precio Gasoleo A": "1,529"}"#
        let fuelFinder = #"{"node_id": "n1", "trading_name": "Boldon Lane", "brand_name": "ESSO", "location": {"city": "SOUTH SHIELDS", "postcode": "NE34 0NB"}, "fuel_types": ["E10"]}"#
        let cases: [(text: String, feed: String, name: String)] = [
            (#"{"data": ["# + tankerkoenig + ", " + tankerkoenig + "]}", "tankerkoenig", "Aral"),
            (#"{"response": {"meta": {"count": 1}, "items": [null, "# + tankerkoenig + "]}}", "tankerkoenig", "Aral"),
            (#"{"count": 1, "results": ["# + spain + "]}", "spain", "REPSOL"),
            (#"{"data": ["# + fuelFinder + "]}", "uk", "Boldon Lane"),
        ]
        for (text, feed, name) in cases {
            let source = try FeedFixtureTests.load(text)
            #expect(source.feed == feed && source.station(at: 0).name == name, "\(text)")
            #expect(source.station(at: 0).address.country != "US")
            let read = try FeedFixtureTests.streamed(text, partSize: 64)
            #expect(read.failures.isEmpty && read.stations.count == source.count && read.stations.first?.station.name == name)
        }
        #expect(try FeedFixtureTests.load(#"{"data": ["# + tankerkoenig + "]}").station(at: 0).fuels.map(\.price) == [1.799])
        // An envelope with a key of a Tankerkönig station is one station to its engine: told as
        // the sample's, whose list it is, not read as one Tankerkönig station of defaults (a
        // second reader's finding in the first version of this).
        let named = try FeedFixtureTests.load(#"{"id": "x", "data": ["# + tankerkoenig + ", " + tankerkoenig + "]}")
        #expect(named.feed == "sample" && named.count == 2)
        // The sample's own envelope, and a list of objects that are nobody's stations, stay
        // the sample's.
        #expect(try FeedFixtureTests.load(#"{"stations": [{"stationName": "Shell", "regularPrice": "$3.50"}]}"#).feed == "sample")
        #expect(try FeedFixtureTests.load(#"{"data": [{"text": "Mo-Fr", "start": "06:00"}]}"#).feed == "sample")
    }

    /// Stations keyed by id, each read as a document of its own, are counted as the same
    /// stations in a list are, now that a document's count looks only at the slots it filled
    /// (`Batch.summary`; its time is measured in docs/performance.md, not here: 16 s for 1,000
    /// such stations in a debug build before, 0.43 s after).
    @Test func stationsKeyedByIdAreCountedAsAList() throws {
        let sites = (0..<300).map { #"{"site_id": "gb\#($0)", "brand": "ASDA", "postcode": 7105, "prices": {"E5": "152.9", "B7": null}}"# }
        let listed = try FeedFixtureTests.load(#"{"last_updated": "01/02/2024 10:00:00", "stations": ["# + sites.joined(separator: ", ") + "]}")
        let keyed = try FeedFixtureTests.load(#"{"last_updated": "01/02/2024 10:00:00", "stations": {"#
            + sites.enumerated().map { #""gb\#($0.offset)": "# + $0.element }.joined(separator: ", ") + "}}")
        #expect(keyed.count == 300 && listed.count == 300)
        #expect(keyed.content.summary == listed.content.summary)
        #expect(keyed.content.summary.models == 300 && keyed.content.summary.outcomes[.coerced, default: 0] >= 300)
    }

    /// Answers gathered in a list (`jq -s`) whose first holds its stations keyed by id (the
    /// UK's, France's API): a list of answers, each read as it is alone, whole, a part at a
    /// time and with the feed named. Until 2026-12-01 each answer was one of the sample's
    /// stations, without a name or a price, exit 0 (a second reader's finding).
    @Test func answersGatheredWhoseFirstKeysItsStationsById() throws {
        let first = #"{"last_updated": "01/02/2024 10:00:00", "stations": {"gb1": {"site_id": "gb1", "brand": "ASDA", "address": "Kings Rd", "prices": {"E5": 152.9}}}}"#
        let second = #"{"stations": {"gb2": {"site_id": "gb2", "address": "Mill St", "prices": {"E5": 150.9}}, "gb3": {"site_id": "gb3", "address": "Quay", "prices": {"E5": 151.9}}}}"#
        let text = "[" + first + ", null, " + second + "]"
        let source = try FeedFixtureTests.load(text)
        #expect(source.feed == "uk" && source.holdsAnswers && source.count == 3)
        #expect((0..<3).map { source.station(at: $0).address.street } == ["Kings Rd", "Mill St", "Quay"])
        #expect(source.station(at: 0).price(of: .e5)?.price == 1.529 && source.problems.map(\.code) == ["element_not_read"])
        let named = try SourceLoader.read(SourceText(name: "feed.json", text: text), label: "feed", path: nil, feed: .named("uk"))
        #expect(named.count == 3 && named.station(at: 2).address.street == "Quay")
        let read = try FeedFixtureTests.streamed(text, partSize: 16)
        #expect(read.failures.isEmpty && read.stations.map(\.station.id) == ["gb1", "gb2", "gb3"])
        let france = try FeedFixtureTests.load(#"[{"total_count": 1, "results": {"1": {"id": "1", "cp": "75001", "ville": "Paris", "gazole_prix": 1.9}}}]"#)
        #expect(france.feed == "france" && france.count == 1 && france.station(at: 0).price(of: .diesel)?.price == 1.9)
    }

    /// Answers gathered in a list under an envelope's key (`{"log": [answers]}`, `{"meta":
    /// {…}, "data": {"answers": […]}}`): each read as it is alone, whole, a part at a time and
    /// with the feed named; an element that is no answer said. Until 2026-12-02 each answer
    /// was one of the sample's stations, without a name or a price, exit 0.
    @Test func answersGatheredUnderAnEnvelopesKey() throws {
        func answer(_ ids: [String]) -> String {
            #"{"ok": true, "status": "ok", "stations": ["# + ids.map { #"{"id": "\#($0)", "name": "Aral", "place": "Kiel", "e5": 1.799}"# }.joined(separator: ", ") + "]}"
        }
        let answers = [answer(["a1"]), "null", answer(["a2", "a3"]), #"{"ok": false, "message": "rate limited"}"#, answer(["a4"])]
        let texts = [
            #"{"log": [\#n"# + answers.joined(separator: ",\n") + "\n]}",
            #"{"meta": {"polls": 5}, "data": {"answers": [\#n"# + answers.joined(separator: ",\n") + "\n]}, \"done\": true}",
            // A larger list beside them is not taken for them.
            #"{"ok": true, "log": [\#n"# + answers.joined(separator: ",\n") + "\n], \"errors\": [" + Array(repeating: #"{"code": 1}"#, count: 9).joined(separator: ", ") + "]}",
        ]
        for text in texts {
            let source = try FeedFixtureTests.load(text)
            #expect(source.feed == "tankerkoenig" && source.holdsAnswers, "\(text)")
            #expect((0..<source.count).map { source.station(at: $0).id } == ["a1", "a2", "a3", "a4"])
            #expect(source.problems.map { "\($0.code)@\($0.line)" } == ["element_not_read@3", "element_not_read@5"])
            let named = try TankerkoenigFeedTests.load(text, feed: .named("tankerkoenig"))
            #expect(named.count == 4)
            for partSize in [24, 1 << 20] {
                let read = try FeedFixtureTests.streamed(text, partSize: partSize)
                #expect(read.failures.isEmpty && read.stations.map(\.station.id) == ["a1", "a2", "a3", "a4"], "\(partSize)")
                #expect(read.stations.map(\.line) == [2, 4, 4, 6], "\(partSize)")
                #expect(read.problems == ["element_not_read@3", "element_not_read@5"], "\(partSize)")
            }
        }
        // Spain's answers under `data`, each priced as of its own `Fecha`.
        func spain(_ time: String) -> String {
            #"{"Fecha": "\#(time)", "ListaEESSPrecio": [{"IDEESS": "1", "C.P.": "02250", "Rótulo": "R", "Precio Gasoleo A": "1,849"}], "ResultadoConsulta": "OK"}"#
        }
        let es = try FeedFixtureTests.load(#"{"data": ["# + spain("10/03/2022 9:52:39") + ", " + spain("11/03/2022 9:52:39") + "]}")
        #expect(es.feed == "spain" && es.count == 2)
        #expect(es.station(at: 1).fuels.first?.updated == FeedFixtureTests.utc("2022-03-11T08:52:39Z"))
        // An answer itself, whose list holds stations, is no list of answers.
        #expect(try FeedFixtureTests.load(answer(["a1", "a2"])).holdsAnswers == false)
    }

    /// A feed's stations keyed by id under a key no answer of the feed's uses (`{"data":
    /// {"-Nx1": {…}, "-Nx2": {…}}}`, as a database's export keeps them): told by the first
    /// station and read as the list of them, whole, a part at a time and with the feed named;
    /// the sample's stays one station of defaults. Until 2026-12-02 it was one of the
    /// sample's stations, without a name or a price, exit 0.
    @Test func aFeedsStationsKeyedByIdUnderAnyKey() throws {
        let es = #"{"IDEESS": "1", "C.P.": "02250", "Rótulo": "REPSOL", "Precio Gasoleo A": "1,849"}"#
        let tk = #"{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}"#
        let cases: [(text: String, feed: String)] = [
            (#"{"meta": {"count": 2}, "data": {\#n"-Nx1": "# + es + #",\#n"-Nx2": "# + es + "}}", "spain"),
            (#"{"export": {"k1": "# + tk + #", "k2": null, "k3": "# + tk + "}}", "tankerkoenig"),
        ]
        for (text, feed) in cases {
            let source = try FeedFixtureTests.load(text)
            #expect(source.feed == feed && source.count == 2, "\(text)")
            #expect(try TankerkoenigFeedTests.load(text, feed: .named(feed)).count == 2)
            let read = try FeedFixtureTests.streamed(text, partSize: 16)
            #expect(read.failures.isEmpty && read.stations.count == 2, "\(text)")
        }
        let spain = try FeedFixtureTests.load(cases[0].text)
        #expect(try #require(spain.record(at: 1)).line == 3 && spain.station(at: 0).price(of: .diesel)?.price == 1.849)
        #expect(try FeedFixtureTests.load(cases[1].text).problems.map(\.code) == ["element_not_read"])
        // The sample's: what the engine makes of the object, one station of defaults.
        #expect(try FeedFixtureTests.load(#"{"foo": {"k1": {"stationName": "x"}}}"#).count == 1)
        // A feed's station of its own with an object of objects is that station.
        let own = try FeedFixtureTests.load(#"{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true, "extra": {"k": {"id": "b"}}}"#)
        #expect(own.feed == "tankerkoenig" && own.count == 1 && own.station(at: 0).id == "a1")
    }

    /// A second reader's findings in the answers under an envelope's key: answers whose
    /// stations are keyed by id are told as answers there too; each answer's bad time is said
    /// in every part; the list's key given again is said; and a list of which no answer is
    /// read says so, not "none is an object".
    @Test func answersUnderAKeyAsASecondReaderFoundThem() throws {
        func uk(_ id: Int) -> String {
            #""gb\#(id)": {"site_id": "gb\#(id)", "brand": "ASDA", "address": "Kings Rd", "postcode": "AB1 2CD", "prices": {"E10": 145.9}}"#
        }
        let keyed = #"{"last_updated": "01/02/2024 10:00:00", "stations": {"# + uk(1) + ", " + uk(2) + "}}"
        for text in [#"{"log": ["# + keyed + ", " + keyed + "]}", "[" + keyed + ", " + keyed + "]"] {
            let source = try FeedFixtureTests.load(text)
            #expect(source.feed == "uk" && source.holdsAnswers && source.count == 4, "\(text)")
            #expect(try FeedFixtureTests.streamed(text, partSize: 16).stations.count == 4)
        }
        // Each answer's time that is no time is said, whole and in every part.
        func spain(_ time: String, _ id: Int) -> String {
            #"{"Fecha": "\#(time)", "ListaEESSPrecio": [{"IDEESS": "\#(id)", "C.P.": "02250", "Rótulo": "R", "Precio Gasoleo A": "1,849"}], "ResultadoConsulta": "OK"}"#
        }
        let times = #"{"log": [\#n"# + [spain("31/02/2022 10:00:00", 1), spain("10/03/2022 9:52:39", 2), spain("31/02/2022 10:00:00", 3)].joined(separator: ",\n") + "\n]}"
        #expect(try FeedFixtureTests.load(times).problems.map { "\($0.code)@\($0.line)" } == ["answer_time_not_read@2", "answer_time_not_read@4"])
        for partSize in [16, 200, 1 << 20] {
            #expect(try FeedFixtureTests.streamed(times, partSize: partSize).problems == ["answer_time_not_read@2", "answer_time_not_read@4"], "\(partSize)")
        }
        // The list's key given again, with a list of answers.
        let answer = #"{"ok": true, "stations": [{"id": "a1", "name": "Aral", "place": "Kiel", "e5": 1.799}]}"#
        let twice = #"{"log": ["# + answer + "],\n" + #" "LOG": ["# + answer + "]}"
        let read = try FeedFixtureTests.load(twice)
        #expect(read.count == 1 && read.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["repeated_list@2:9"])
        #expect(try FeedFixtureTests.streamed(twice, partSize: 32).problems == ["repeated_list@2"])
        // None read: said as answers, with the list's key.
        let none = #"{"log": [{"ok": true, "message": "hi"}, {"code": 429}]}"#
        let failure = FeedFixtureTests.failure(none)
        #expect(failure?.code == "no_answers" && failure?.line == 1 && failure?.column == 10)
        #expect(failure?.reasonText == #"the list at "log" holds 2 values and none is an answer that holds a station: no stations"#)
        #expect(FeedFixtureTests.failure(#"{"ok": true, "message": "x"}"# + "\n" + #"{"code": 1}"# + "\n")?.reasonText
            == "none of its 2 lines is an answer that holds a station: no stations")
        var stream = try SourceStream(source: SourceText(name: "feed.json", text: none), label: "feed", feed: .auto, partSize: 8)
        var empty: SourceFailure? = nil
        while let part = try stream.next() { empty = stream.load(part).adding(empty) }
        #expect(empty?.reasonText == failure?.reasonText)
    }

    /// An object among a feed's answers from which its reading takes nothing (an API's
    /// `{"code": 429}` logged in place of an answer) is said as no answer, in a list, in lines
    /// and under an envelope's key, whole and a part at a time. Until 2026-12-02 it was one
    /// station without a name or a price, exit 0.
    @Test func anObjectAmongAnswersFromWhichNothingIsReadIsSaid() throws {
        let answer = #"{"ok": true, "stations": [{"id": "a1", "name": "Aral", "place": "Kiel", "e5": 1.799}]}"#
        let other = #"{"code": 429, "detail": {"retry": 60}}"#
        for text in ["[" + answer + ",\n" + other + "]", answer + "\n" + other + "\n", #"{"log": ["# + answer + ",\n" + other + "]}"] {
            let source = try FeedFixtureTests.load(text)
            #expect(source.feed == "tankerkoenig" && source.count == 1 && source.station(at: 0).id == "a1", "\(text)")
            #expect(source.problems.map { "\($0.code)@\($0.line):\($0.column)" }.first?.hasSuffix("_not_read@2:1") == true, "\(text)")
            #expect(source.problems.first?.message.contains("it holds an object from which nothing was read, not an answer") == true)
            let read = try FeedFixtureTests.streamed(text, partSize: 16)
            #expect(read.stations.map(\.station.id) == ["a1"] && read.problems.count == 1, "\(text)")
        }
        // MyGasFeed's answers, which it reads past a server's warning printed before them: a
        // line of such a warning before an object from which nothing is read is said the same.
        let gas = #"{"status": {"error": "NO", "code": 200}, "stations": [{"id": "7", "station": "Shell", "city": "Laval", "reg_price": "3.65"}]}"#
        let warned = gas + "\n" + #"Warning (2): file_get_contents() [APP/radius.ctp, line 2]{"a": 1}"# + "\n" + gas + "\n"
        let lines = try FeedFixtureTests.load(warned)
        #expect(lines.feed == "mygasfeed" && lines.count == 2, "\(lines.problems.map(\.message))")
        #expect(lines.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["line_not_read@2:1"])
        #expect(lines.problems.first?.message.contains("it holds an object from which nothing was read, not an answer") == true)
        // A station among answers is read: something was read from it.
        let station = #"{"id": "b2", "name": "Shell", "place": "Kiel", "e5": 1.699}"#
        #expect(try FeedFixtureTests.load("[" + answer + ", " + station + "]").count == 2)
        // One that gives a station's fields, none valid, is a station of defaults, as alone,
        // whole and a part at a time; until the ninth look it was said as nothing read.
        let invalid = #"{"id": [1], "name": [2], "place": {"x": 1}}"#
        for text in ["[" + answer + ", " + invalid + "]", answer + "\n" + invalid + "\n"] {
            let source = try FeedFixtureTests.load(text)
            #expect(source.count == 2 && source.problems.isEmpty, "\(text): \(source.problems.map(\.message))")
            let read = try FeedFixtureTests.streamed(text, partSize: 16)
            #expect(read.stations.count == 2 && read.problems.isEmpty, "\(text)")
        }
    }

    /// The answer's own time (the UK's `last_updated`, Spain's `Fecha`) is every price's,
    /// whether its stations are a list, keyed by id or one object, whole and a part at a
    /// time. Until 2026-12-01 stations keyed by id or one object had no time, nothing said
    /// (a second reader's finding).
    @Test func theAnswersTimeReachesStationsKeyedByIdOrOneAlone() throws {
        // Only the answer's time reaches them, not its error flags (a station is no answer),
        // and it is the answer's time, whatever a station says of its own, as in a list.
        let es = #"{"IDEESS": "1", "C.P.": "02250", "Rótulo": "REPSOL", "Precio Gasoleo A": "1,849"}"#
        for stations in [#"{"1": "# + es + "}", es] {
            let partial = try FeedFixtureTests.load(#"{"Fecha": "10/03/2022 9:52:39", "ListaEESSPrecio": "# + stations + #", "ResultadoConsulta": "PARCIAL"}"#)
            #expect(partial.feed == "spain" && partial.count == 1, "\(stations)")
        }
        let own = #"{"site_id": "gb1", "last_updated": "garbage", "prices": {"E5": 150.9}}"#
        for stations in ["[" + own + "]", #"{"gb1": "# + own + "}"] {
            let ukOwn = try FeedFixtureTests.load(#"{"last_updated": "10/03/2022 13:52:39", "stations": "# + stations + "}")
            #expect(ukOwn.station(at: 0).fuels.first?.updated == FeedFixtureTests.utc("2022-03-10T13:52:39Z") && ukOwn.problems.isEmpty, "\(stations)")
        }
        let uk = #"{"site_id": "gb1", "prices": {"E5": 152.9}}"#
        let spain = #"{"C.P.": "02250", "Rótulo": "R", "IDEESS": "1", "Precio Gasolina 95 E5": "1,5"}"#
        let cases: [(stations: String, wrap: (String) -> String, time: String)] = [
            (uk, { #"{"last_updated": "01/02/2024 10:00:00", "stations": "# + $0 + "}" }, "2024-02-01T10:00:00Z"),
            (spain, { #"{"Fecha": "10/03/2022 13:52:39", "ListaEESSPrecio": "# + $0 + #", "ResultadoConsulta": "OK"}"# }, "2022-03-10T12:52:39Z"),
        ]
        for (station, wrap, time) in cases {
            for stations in ["[" + station + "]", #"{"s1": "# + station + "}", station] {
                let text = wrap(stations)
                let source = try FeedFixtureTests.load(text)
                #expect(source.count == 1 && source.station(at: 0).fuels.first?.updated == FeedFixtureTests.utc(time), "\(text)")
                let read = try FeedFixtureTests.streamed(text, partSize: 16)
                #expect(read.stations.first?.station.fuels.first?.updated == FeedFixtureTests.utc(time), "\(text)")
            }
        }
    }

    /// An answer's own time that is no time in the feed's format is said, at its place, once
    /// whole or a part at a time; the stations are read without it. Until 2026-12-01 it was
    /// dropped without a word (a second reader's finding).
    @Test func anAnswersTimeThatIsNoTimeIsSaid() throws {
        let stations = (0..<40).map { #"{"C.P.": "02250", "Rótulo": "R", "IDEESS": "\#($0)", "Precio Gasolina 95 E5": "1,5"}"# }
        let spain = #"{"Fecha": "31/02/2022 10:00:00", "ListaEESSPrecio": ["# + stations.joined(separator: ",\n") + #"], "ResultadoConsulta": "OK"}"#
        let source = try FeedFixtureTests.load(spain)
        #expect(source.count == 40 && source.station(at: 0).fuels.first?.updated == nil)
        #expect(source.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["answer_time_not_read@1:11"])
        #expect(source.problems.first?.message == #""Fecha" is "31/02/2022 10:00:00", which is no time in dd/MM/yyyy H:mm:ss: the answer's prices have no time"#)
        let read = try FeedFixtureTests.streamed(spain, partSize: 256)
        #expect(read.stations.count == 40 && read.problems == ["answer_time_not_read@1"])
        // Each answer of lines says its own, whole and a part at a time.
        let good = #"{"Fecha": "10/03/2022 9:52:39", "ListaEESSPrecio": ["# + stations[0] + "]}"
        let bad = good.replacingOccurrences(of: "10/03/2022", with: "31/02/2022")
        let log = [bad, good, bad, good].joined(separator: "\n") + "\n"
        #expect(try FeedFixtureTests.load(log).problems.map { "\($0.code)@\($0.line)" } == ["answer_time_not_read@1", "answer_time_not_read@3"])
        for partSize in [1, 64, 1 << 20] {
            #expect(try FeedFixtureTests.streamed(log, partSize: partSize).problems == ["answer_time_not_read@1", "answer_time_not_read@3"], "\(partSize)")
        }
        let uk = try FeedFixtureTests.load(#"{"last_updated": "soon", "stations": [{"site_id": "gb1", "prices": {"E5": 152.9}}]}"#)
        #expect(uk.problems.map(\.code) == ["answer_time_not_read"] && uk.station(at: 0).price(of: .e5)?.price == 1.529)
        #expect(try FeedFixtureTests.load(#"{"last_updated": "01/02/2024 10:00:00", "stations": [{"site_id": "gb1"}]}"#).problems.isEmpty)
    }

    /// A wrapped list's key given again after it, with a list (`{"stations": […], "stations":
    /// […]}`, in any case): the first list is read, and the second said as not read, whole
    /// and a part at a time. Until 2026-12-01 its stations were lost without a word (a second
    /// reader's finding); another key after the list, or the key with a value that is not a
    /// list, is nothing to say.
    @Test func aListsKeyGivenAgainIsSaid() throws {
        let station = #"{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}"#
        let text = #"{"ok": true, "stations": ["# + station + ", " + station + "],\n" + #" "Stations": ["# + station + #"], "status": "ok"}"#
        let source = try FeedFixtureTests.load(text)
        #expect(source.feed == "tankerkoenig" && source.count == 2)
        #expect(source.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["repeated_list@2:14"])
        #expect(source.problems.first?.message == #"the key "Stations" is given again, after the list of stations read under it: this list was not read"#)
        for partSize in [64, 1 << 20] {
            let read = try FeedFixtureTests.streamed(text, partSize: partSize)
            #expect(read.failures.isEmpty && read.stations.count == 2 && read.problems == ["repeated_list@2"])
        }
        let sample = try FeedFixtureTests.load(#"{"data": {"stations": [{"stationName": "A"}], "stations": [{"stationName": "B"}]}}"#)
        #expect(sample.count == 1 && sample.problems.map(\.code) == ["repeated_list"])
        #expect(try FeedFixtureTests.load(#"{"stations": [{"stationName": "A"}], "pages": [1], "stations": null}"#).problems.isEmpty)
    }

    /// An answer's own facts after a list longer than the first bytes the sketch reads
    /// (256 KiB): Spain's `Fecha` is every price's time, MyGasFeed's error is the error, as
    /// they are before the list. Until 2026-12-04 the time was lost past that size, and the
    /// error answer listed its stations, exit 0.
    @Test func anAnswersFactsAfterALongListAreRead() throws {
        let spain = (0..<1500).map { #"{"IDEESS": "\#($0)", "C.P.": "12140", "Localidad": "X", "Rótulo": "R", "Precio Gasoleo A": "1,529", "Dirección": "\#(String(repeating: "c", count: 150))"}"# }
        let text = #"{"ListaEESSPrecio": ["# + spain.joined(separator: ",") + #"], "Fecha": "05/01/2024 9:05:00", "ResultadoConsulta": "OK"}"#
        #expect(text.utf8.count > DocumentSketch.limit)
        let source = try FeedFixtureTests.load(text)
        #expect(source.feed == "spain" && source.count == 1500)
        #expect(source.station(at: 1499).price(of: .diesel)?.updated == FeedFixtureTests.utc("2024-01-05T08:05:00Z"))
        let gas = (0..<800).map { #"{"id": "\#($0)", "station": "S", "reg_price": "3.09", "diesel_price": "N/A", "address": "\#(String(repeating: "a", count: 300))"}"# }
        let error = #"{"stations": ["# + gas.joined(separator: ",") + #"], "status": {"error": "YES", "code": 401, "message": "Invalid API key"}}"#
        #expect(error.utf8.count > DocumentSketch.limit)
        #expect(FeedFixtureTests.failure(error)?.message == "feed.json: the mygasfeed feed answered with an error: Invalid API key")
        // A document that ends with its list is not read past its first bytes to find none.
        #expect(!Array(#"{"a": 1, "stations": [1, 2] }"#.utf8).withUnsafeBufferPointer { DocumentSketch.membersFollowAList($0) })
        #expect(Array(#"{"stations": [1], "Fecha": "x"}"#.utf8).withUnsafeBufferPointer { DocumentSketch.membersFollowAList($0) })
        #expect(!Array(#"{"data": {"items": [1, 2]} }"#.utf8).withUnsafeBufferPointer { DocumentSketch.membersFollowAList($0) })
        #expect(Array(#"{"stations": [1], "status": {"error": "YES"}}"#.utf8).withUnsafeBufferPointer { DocumentSketch.membersFollowAList($0) })
    }

    /// Two answers kept in one file under keys of their own (`{"north": {"stations": […]},
    /// "south": {"stations": […]}}`): the first list is read and each other list said, whole,
    /// a part at a time and by `validate`'s reading of the sample. Until 2026-12-04 the other
    /// lists' stations were lost without a word. An empty list or another shape is nothing
    /// to say.
    @Test func anotherEnvelopesListIsSaid() throws {
        let station = #"{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}"#
        let answer = #"{"ok": true, "status": "ok", "stations": ["# + station + "]}"
        let text = #"{"city1": "# + answer + ",\n" + #" "city2": {"ok": true, "Stations": ["# + station + ", " + station + #"]}, "city3": {"stations": []}, "note": {"x": [1]}}"#
        let source = try FeedFixtureTests.load(text)
        #expect(source.feed == "tankerkoenig" && source.count == 1)
        #expect(source.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["other_list@2:36"])
        #expect(source.problems.first?.message == #""city2.Stations" holds another list of stations, which was not read: a document's stations are read from its first list (read each list as a file of its own)"#)
        for partSize in [64, 1 << 20] {
            let read = try FeedFixtureTests.streamed(text, partSize: partSize)
            #expect(read.failures.isEmpty && read.stations.count == 1 && read.problems == ["other_list@2"], "\(partSize)")
        }
        let sample = try FeedFixtureTests.load(#"{"north": {"stations": [{"stationName": "A"}]}, "south": {"stations": [{"stationName": "B"}, {"stationName": "C"}]}}"#)
        #expect(sample.count == 1 && sample.problems.map(\.code) == ["other_list"])
        // A list of other things under the same keys is nothing to say: text, numbers, or
        // objects that share no key with the stations read.
        for other in [#"["brand", "city"]"#, "[3, 4]", #"[{"label": "Diesel", "code": "DL"}]"#] {
            let read = try FeedFixtureTests.load(#"{"data": {"stations": [{"stationName": "A"}]}, "facets": {"stations": "# + other + "}}")
            #expect(read.count == 1 && read.problems.isEmpty, "\(other) \(read.problems.map(\.message))")
        }
    }

    /// An answer's time that is no time, where its stations are keyed by id or one object
    /// (each read as a document of its own, given the answer's time): said once, at the
    /// answer's value, whole and a part at a time. Until 2026-12-02 nothing was said.
    @Test func aBadTimeOfAnAnswerWhoseStationsAreKeyedOrOneIsSaidOnce() throws {
        let uk = #"{"site_id": "gb1", "prices": {"E5": 152.9}}"#
        let spain = #"{"C.P.": "02250", "Rótulo": "R", "IDEESS": "1", "Precio Gasolina 95 E5": "1,5"}"#
        let cases: [(text: String, place: String)] = [
            (#"{"stations": {"gb1": "# + uk + #", "gb2": "# + uk + "},\n" + #" "last_updated": "soon"}"#, "2:18"),
            (#"{"last_updated": "31/02/2024 10:00:00", "stations": "# + uk + "}", "1:18"),
            (#"{"Fecha": "31/02/2022 10:00:00", "ListaEESSPrecio": {"1": "# + spain + #", "2": "# + spain + "}}", "1:11"),
            (#"{"Fecha": "never", "ListaEESSPrecio": "# + spain + "}", "1:11"),
        ]
        for (text, place) in cases {
            let source = try FeedFixtureTests.load(text)
            #expect(source.count >= 1 && (0..<source.count).allSatisfy { source.station(at: $0).fuels.first?.updated == nil }, "\(text)")
            #expect(source.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["answer_time_not_read@" + place], "\(text)")
            for partSize in [16, 1 << 20] {
                let read = try FeedFixtureTests.streamed(text, partSize: partSize)
                #expect(read.problems == ["answer_time_not_read@" + place.prefix { $0 != ":" }], "\(partSize) \(text)")
            }
        }
        // A good time is said of none, and given to each.
        let good = try FeedFixtureTests.load(#"{"last_updated": "01/02/2024 10:00:00", "stations": {"gb1": "# + uk + "}}")
        #expect(good.problems.isEmpty && good.station(at: 0).fuels.first?.updated == FeedFixtureTests.utc("2024-02-01T10:00:00Z"))
    }

    /// An object of the envelope given again after the one the list was read from (a writer
    /// that appended a second page, `{"data": {"stations": […]}, "data": {"stations": […]}}`),
    /// in any case: said at the second object, whole and a part at a time; only an object is a
    /// repeat worth saying. Until 2026-12-02 its stations were lost without a word.
    @Test func anEnvelopesKeyGivenAgainIsSaid() throws {
        let station = #"{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "e5": 1.799, "isOpen": true}"#
        let page = #"{"ok": true, "stations": ["# + station + "]}"
        let text = #"{"response": {"page": 1, "items": "# + page + "},\n" + #" "Response": {"page": 2, "items": "# + page + "}}"
        let source = try FeedFixtureTests.load(#"{"data": "# + page + ",\n" + #" "DATA": "# + page + #", "data": null, "meta": {}}"#)
        #expect(source.feed == "tankerkoenig" && source.count == 1)
        #expect(source.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["repeated_list@2:10"])
        #expect(source.problems.first?.message
            == #"the key "DATA" is given again, after the object the list of stations was read from: what this object holds was not read"#)
        let deeper = try FeedFixtureTests.load(text)
        #expect(deeper.count == 1 && deeper.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["repeated_list@2:14"], "\(deeper.problems)")
        for partSize in [32, 1 << 20] {
            let read = try FeedFixtureTests.streamed(text, partSize: partSize)
            #expect(read.failures.isEmpty && read.stations.count == 1 && read.problems == ["repeated_list@2"], "\(partSize) \(read.problems)")
        }
        // The key with what is not an object is nothing to say; another key with a page is
        // another list (`anotherEnvelopesListIsSaid`).
        #expect(try FeedFixtureTests.load(#"{"data": "# + page + #", "data": [1], "data": "x"}"#).problems.isEmpty)
        #expect(try FeedFixtureTests.load(#"{"data": "# + page + #", "more": "# + page + #", "data": [1]}"#).problems.map(\.code) == ["other_list"])
    }

    /// `{}` among a feed's stations holds none: said and left out, whole and a part at a
    /// time, lines too; the sample's stations keep it as one of defaults, what the engine
    /// makes of any object. Until 2026-12-01 each was a row without a name or a price, exit 0,
    /// nothing said (a second reader's finding).
    @Test func anEmptyObjectAmongAFeedsStationsIsNone() throws {
        let station = #"{"id": "t1", "name": "N", "postCode": 10365, "place": "P", "lat": 52, "e5": 1.5}"#
        for text in [#"{"ok": true, "stations": [{}, "# + station + ", {}]}", station + "\n{}\n" + station + "\n{ }\n"] {
            let source = try FeedFixtureTests.load(text)
            #expect(source.feed == "tankerkoenig" && (0..<source.count).allSatisfy { source.station(at: $0).name == "N" }, "\(text)")
            #expect(source.problems.map(\.code) == ["empty_object", "empty_object"])
            let read = try FeedFixtureTests.streamed(text, partSize: 16)
            #expect(read.stations.map(\.station.name).allSatisfy { $0 == "N" } && read.problems.map { $0.hasPrefix("empty_object") } == [true, true])
        }
        #expect(try FeedFixtureTests.load(#"{"ok": true, "stations": [{}, "# + station + "]}").problems.first?.message
            == "element 0 is an empty object, which holds no station; left out")
        let sample = try FeedFixtureTests.load(#"[{}, {"stationName": "Shell"}]"#)
        #expect(sample.feed == "sample" && sample.count == 2 && sample.problems.isEmpty)
    }

    /// A feed's `{}` alone, or a list of nothing but `{}`, holds no station, whole and a part
    /// at a time; the failure says so. Until 2026-12-02 `{}` read with `--feed` was one
    /// station without a name, exit 0, and `[{}]` failed with "none is an object".
    @Test func aFeedsDocumentOfEmptyObjectsHoldsNoStation() throws {
        func failure(_ text: String, feed: String) -> SourceFailure? {
            TankerkoenigFeedTests.failure(text, feed: .named(feed))
        }
        for feed in ["tankerkoenig", "spain", "uk", "france", "mygasfeed"] {
            let alone = failure("{ }\n", feed: feed)
            #expect(alone?.code == "empty_object" && alone?.line == 1 && alone?.column == 1, "\(feed)")
            #expect(alone?.reasonText == "the document is an empty object, which holds no station: no stations")
            #expect(failure("[{}, {}]", feed: feed)?.reasonText == "the list holds 2 values, each an empty object: no stations", "\(feed)")
        }
        #expect(failure(#"[{}, 3, {}]"#, feed: "spain")?.reasonText
            == "the list holds 3 values and none is a station: 2 are empty objects, the other is not an object: no stations")
        #expect(failure(#"[{}, 3, null]"#, feed: "spain")?.reasonText
            == "the list holds 3 values and none is a station: 1 is an empty object, the other 2 are not objects: no stations")
        #expect(failure("[1, 2]", feed: "spain")?.reasonText == "the list holds 2 values and none is an object: no stations")
        // The sample's `{}` is one station of defaults, as before.
        #expect(try TankerkoenigFeedTests.load("{}", feed: .named("sample")).count == 1)
        #expect(try TankerkoenigFeedTests.load("{}").count == 1)
        // A part at a time, every part's empty objects are counted.
        let list = "[" + Array(repeating: "{}", count: 40).joined(separator: ",\n") + "]"
        var stream = try SourceStream(source: SourceText(name: "feed.json", text: list), label: "feed", feed: .named("spain"), partSize: 64)
        var empty: SourceFailure? = nil
        while let part = try stream.next() {
            let load = stream.load(part)
            #expect(load.failure == nil && load.loaded == nil)
            empty = load.adding(empty)
        }
        #expect(empty?.reasonText == "the list holds 40 values, each an empty object: no stations")
        #expect(empty?.line == 1 && empty?.column == 2)
    }

    /// A feed's document that is one object none of whose keys is a station's (Tankerkönig's
    /// answer without its stations) holds no station, whole and a part at a time; one whose
    /// fields are there, none valid, is still a station of defaults, and the sample's object
    /// of other keys one of defaults, as the engine makes it. Until the ninth look the first
    /// was one station without a name or a price, exit 0.
    @Test func aFeedsObjectFromWhichNothingIsReadHoldsNoStation() throws {
        let answer = #"{"ok": true, "license": "CC BY 4.0", "data": "MTS-K", "status": "ok"}"#
        let failure = TankerkoenigFeedTests.failure(answer, feed: .named("tankerkoenig"))
        #expect(failure?.code == "nothing_read" && failure?.line == 1 && failure?.column == 1)
        #expect(failure?.reasonText == #"the document is an object from which nothing was read: none of its keys ("ok", "license", "data", "status") is a station's: no stations"#)
        var stream = try SourceStream(source: SourceText(name: "feed.json", text: answer), label: "feed", feed: .named("tankerkoenig"), partSize: 16)
        var failed: SourceFailure? = nil
        while let part = try stream.next() {
            let load = stream.load(part)
            #expect(load.loaded == nil)
            failed = load.failure ?? load.adding(failed)
        }
        #expect(failed?.code == "nothing_read")
        #expect(try TankerkoenigFeedTests.load(#"{"id": [1], "name": [2]}"#, feed: .named("tankerkoenig")).count == 1)
        #expect(try TankerkoenigFeedTests.load(answer, feed: .named("sample")).count == 1)
    }

    /// NSW's `{}` (its answers are read whole, stations and prices joined) is an empty object,
    /// not an answer whose `stations` list is empty; as a line among answers, likewise. Until
    /// the ninth look both said "the list at "stations" is empty".
    @Test func nswsEmptyObjectIsSaidAsOne() throws {
        let alone = TankerkoenigFeedTests.failure("{}\n", feed: .named("nsw"))
        #expect(alone?.code == "empty_object" && alone?.line == 1 && alone?.column == 1)
        #expect(alone?.reasonText == "the document is an empty object, which holds no station: no stations")
        let emptyLists = TankerkoenigFeedTests.failure(#"{"stations": [], "prices": []}"#, feed: .named("nsw"))
        #expect(emptyLists?.reasonText == #"the list at "stations" is empty: no stations"#)
        let answer = #"{"stations": [{"code": "1", "name": "N", "brand": "B", "address": "1 A St, Town"}], "#
            + #""prices": [{"stationcode": "1", "fueltype": "E10", "price": 180.9, "lastupdated": "01/12/2026 10:00:00"}]}"#
        let source = try TankerkoenigFeedTests.load(answer + "\n{}\n" + answer + "\n", feed: .named("nsw"))
        #expect(source.count == 2)
        #expect(source.problems.map(\.message) == ["line 2 was not read: it holds an empty object, not an answer; the other lines were read"])
    }

    /// A document of another shape read as NSW's (`--feed nsw` on the sample's station, or on
    /// a list of stations) has no `stations` list, which is what is said, not that the list
    /// is empty: until the ninth look `validate A --feed nsw` said "the list at "stations" is
    /// empty" at the first element of the station's price history.
    @Test func aDocumentWithoutNSWsListsSaysSo() throws {
        let nsw = FeedChoice.named("nsw")
        let alone = TankerkoenigFeedTests.failure(#"{"ok": true, "data": 1}"#, feed: nsw)
        #expect(alone?.code == "missing_list" && alone?.line == 1 && alone?.column == 1)
        #expect(alone?.reasonText == #"the document has no "stations" list: no stations"#)
        let station = try String(contentsOfFile: "Responses/A.json", encoding: .utf8)
        let history = TankerkoenigFeedTests.failure(station, feed: nsw)
        #expect(history?.reasonText == #"the one object in the list at "historicalPrices" has no "stations" list: no stations"#)
        // Given as what is no list: said so, not as an empty list.
        for value in ["5", "null", #""x""#] {
            let given = TankerkoenigFeedTests.failure(#"{"stations": "# + value + #", "prices": []}"#, feed: nsw)
            #expect(given?.code == "missing_list" && given?.reasonText.contains(#""stations" holds "#) == true, "\(value)")
        }
        let list = TankerkoenigFeedTests.failure(#"[{"name": "a"}, {"name": "b"}, {"name": "c"}]"#, feed: nsw)
        #expect(list?.reasonText == #"none of the 3 objects has a "stations" list: no stations"#)
        // A line of another shape among NSW's answers one per line.
        let answer = #"{"stations": [{"code": "1", "name": "N", "brand": "B", "address": "1 A St, Town"}], "prices": []}"#
        let lines = try TankerkoenigFeedTests.load(answer + "\n" + #"{"ok": 1}"# + "\n" + answer + "\n", feed: nsw)
        #expect(lines.count == 2)
        #expect(lines.problems.map(\.message) == [#"line 2 was not read: the document has no "stations" list: no stations; the other lines were read"#])
    }

    /// UK stations keyed by their site ids, one id given twice: both stations are listed, each
    /// with its own fields and line, and the repeat is said at its place, whole, a part at a
    /// time and as one of answers one per line. Until 2026-12-01 nothing was said.
    @Test func aSiteIdRepeatedAmongKeyedStationsIsSaid() throws {
        func site(_ id: String, _ street: String) -> String {
            #""\#(id)": {"site_id": "\#(id)", "brand": "ASDA", "address": "\#(street)", "postcode": "LS1 1AA", "prices": {"E10": 147.9}}"#
        }
        let text = #"{"last_updated": "14/07/2024 09:30:00", "stations": {"# + "\n" + site("gb1", "Kings Rd") + ",\n"
            + site("gb2", "Park Ln") + ",\n" + site("gb1", "Mill St") + ",\n" + site("gb1", "Quay") + "}}"
        let read = try FeedFixtureTests.load(text)
        #expect(read.feed == "uk" && read.count == 4)
        #expect((0..<4).map { read.station(at: $0).address.street } == ["Kings Rd", "Park Ln", "Mill St", "Quay"])
        #expect(try (0..<4).map { try #require(read.record(at: $0)).line } == [2, 3, 4, 5])
        #expect(read.problems.map { "\($0.code)@\($0.line):\($0.column)" } == ["repeated_member@4:8", "repeated_member@5:8"])
        #expect(read.problems.first?.message
            == "stations.gb1 repeats the key of the member at line 2, column 8; both are listed, each with its own fields")
        let streamed = try FeedFixtureTests.streamed(text, partSize: 64)
        #expect(streamed.failures.isEmpty && streamed.stations.count == 4 && streamed.problems == ["repeated_member@4", "repeated_member@5"])
        let lines = try FeedFixtureTests.load(text.replacingOccurrences(of: "\n", with: " ") + "\n" + text.replacingOccurrences(of: "\n", with: " ") + "\n")
        #expect(lines.count == 8 && lines.problems.map { "\($0.code)@\($0.line)" } == ["repeated_member@1", "repeated_member@1", "repeated_member@2", "repeated_member@2"])
        // The first member's place is the whole document's too (a second reader's finding).
        #expect(lines.problems.last.map { $0.message.contains("at line 2, column ") } == true)
        let gathered = try FeedFixtureTests.streamed(text.replacingOccurrences(of: "\n", with: " ") + "\n" + text.replacingOccurrences(of: "\n", with: " ") + "\n", partSize: 16)
        #expect(gathered.stations.count == 8 && gathered.problems == ["repeated_member@1", "repeated_member@1", "repeated_member@2", "repeated_member@2"])
        // An id repeated by a member that is no station is said once, as not read.
        let none = try FeedFixtureTests.load(#"{"stations": {"# + site("gb1", "Kings Rd") + #", "gb1": null, "gb1": {}}}"#)
        #expect(none.count == 1 && none.problems.map(\.code) == ["element_not_read", "element_not_read"])
    }
}
