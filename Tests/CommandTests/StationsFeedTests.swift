import Foundation
import Testing

/// `gasprices stations` on feed files: each source's feed in the JSON, prices with their
/// currency and unit, and the credit a feed's licence asks for at the end of the table.
@Suite struct StationsFeedTests {
    static let tankerkoenig = #"""
        {"ok":true,"license":"CC BY 4.0","data":"MTS-K","status":"ok","stations":[
         {"id":"a1","name":"Aral","brand":"ARAL","street":"Ring","houseNumber":"1","postCode":1067,"place":"Dresden","lat":51,"lng":13.7,"e5":1.799,"e10":null,"diesel":false,"isOpen":true}]}
        """#

    @Test func aFeedsCreditEndsTheTableWhenItsStationsAreListed() throws {
        let fixtures = try Fixtures()
        try fixtures.write("tk.json", Self.tankerkoenig)
        let run = try fixtures.run("stations", "tk.json")
        #expect(run.status == 0 && run.lines.last == "Data: Tankerkönig, CC BY 4.0")
        // The sample's responses ask for none.
        let sample = try fixtures.run("stations", "A")
        #expect(sample.status == 0 && !sample.stdout.contains("Data:"))
        let json = try fixtures.run("stations", "tk.json", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        #expect((object["sources"] as? [[String: Any]])?.first?["feed"] as? String == "tankerkoenig")
        let station = try #require((object["stations"] as? [[String: Any]])?.first)
        let fuels = try #require(station["fuels"] as? [[String: Any]])
        // Only the price given: null and false are absent, never 0.
        #expect(fuels.map { $0["fuel"] as? String } == ["e5"])
        #expect(fuels.first?["currency"] as? String == "EUR" && fuels.first?["unit"] as? String == "litre")
        #expect((station["address"] as? [String: Any])?["postcode"] as? String == "01067")
    }

    /// The price column writes three decimals for every price when some price of the fuel
    /// has a third, as the app's list does: until 2026-12-01 `€1.29` stood under `€1.609`.
    @Test func thePriceColumnAlignsItsDecimalMarks() throws {
        let fixtures = try Fixtures()
        try fixtures.write("tk.json", #"""
            {"ok":true,"status":"ok","stations":[
             {"id":"a1","name":"Aral","postCode":24103,"place":"Kiel","e5":1.29,"diesel":1.6},
             {"id":"b2","name":"Shell","postCode":24103,"place":"Kiel","e5":1.609,"diesel":1.65}]}
            """#)
        let e5 = try fixtures.run("stations", "tk.json", "--fuel", "e5")
        #expect(e5.status == 0 && e5.lines.dropFirst().prefix(2).map { $0.contains("€1.290") || $0.contains("€1.609") } == [true, true])
        let diesel = try fixtures.run("stations", "tk.json", "--fuel", "diesel")
        #expect(diesel.status == 0 && diesel.stdout.contains("€1.60 ") && !diesel.stdout.contains("€1.600"))
    }

    /// Answers logged one per line, through every command that reads them: each answer's
    /// stations once, whole or a part at a time, with the line that holds no answer said.
    @Test func answersLoggedOnePerLineThroughEveryCommand() throws {
        let fixtures = try Fixtures()
        let answers = (0..<3).map { poll in
            #"{"ok":true,"status":"ok","stations":[{"id":"a\#(poll)","name":"Aral","postCode":1067,"place":"Dresden","e5":1.7\#(poll)},{"id":"b\#(poll)","name":"Shell","postCode":1067,"place":"Dresden","e5":1.8}]}"#
        }
        try fixtures.write("log.ndjson", (answers + ["null"]).joined(separator: "\n") + "\n")
        let table = try fixtures.run("stations", "log.ndjson")
        #expect(table.status == 0 && table.stdout.contains("6 stations"))
        #expect(table.stderr.contains("log.ndjson:4:1: line 4 was not read: it holds null, not an answer; the other lines were read"))
        for partSize in ["64", "100000"] {
            let streamed = try fixtures.run("stations", "log.ndjson", "--format", "ndjson", "--part-size", partSize)
            let ids = streamed.lines.compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
            }
            #expect(streamed.status == 0 && ids == ["a0", "b0", "a1", "b1", "a2", "b2"])
            let records = try fixtures.run("validate", "log.ndjson", "--format", "ndjson", "--part-size", partSize)
            #expect(records.status == 0 && records.lines.count == 6)
            #expect(records.lines.last?.contains(#""line":3"#) == true)
        }
        let summary = try fixtures.run("validate", "log.ndjson", "--station", "5")
        #expect(summary.status == 0 && summary.stdout.hasPrefix("log.ndjson: 6 stations in answers one per line, read as tankerkoenig"))
    }

    /// Answers gathered under an envelope's key (`{"polls": [answers]}`): every command reads
    /// them as a list of answers, whole and a part at a time, and `validate` says so. Until
    /// 2026-12-02 each answer was one of the sample's stations, without a name or a price.
    @Test func answersGatheredUnderAKeyThroughEveryCommand() throws {
        let fixtures = try Fixtures()
        let answers = (0..<3).map { poll in
            #"{"ok":true,"status":"ok","stations":[{"id":"a\#(poll)","name":"Aral","postCode":1067,"place":"Dresden","e5":1.7\#(poll)},{"id":"b\#(poll)","name":"Shell","postCode":1067,"place":"Dresden","e5":1.8}]}"#
        }
        try fixtures.write("polls.json", #"{"polls": [\#n"# + (answers + ["null"]).joined(separator: ",\n") + "\n]}\n")
        let table = try fixtures.run("stations", "polls.json")
        #expect(table.status == 0 && table.stdout.contains("6 stations") && table.stdout.contains("Tankerkönig"))
        #expect(table.stderr.contains("polls.json:5:1: this element was not read: it holds null, not an answer; the list's other elements were read"))
        for partSize in ["64", "100000"] {
            let streamed = try fixtures.run("stations", "polls.json", "--format", "ndjson", "--part-size", partSize)
            let ids = streamed.lines.compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
            }
            #expect(streamed.status == 0 && ids == ["a0", "b0", "a1", "b1", "a2", "b2"], "\(partSize)")
            let records = try fixtures.run("validate", "polls.json", "--format", "ndjson", "--part-size", partSize)
            #expect(records.status == 0 && records.lines.count == 6 && records.lines.last?.contains(#""line":4"#) == true, "\(partSize)")
        }
        let report = try fixtures.run("validate", "polls.json", "--station", "5")
        #expect(report.status == 0 && report.stdout.hasPrefix(#"polls.json: 6 stations in a list of answers at "polls", read as tankerkoenig"#))
    }

    /// The sample's stations in answers one per line: `validate` reads them as `stations`
    /// does, its report and a part at a time; given the sample's own options, which would
    /// not reach them, it refuses them with why.
    @Test func sampleAnswersOnePerLineThroughValidate() throws {
        let fixtures = try Fixtures()
        let answer = #"{"stations": [{"description": "A", "price": "3,50"}, {"description": "B", "price": 3.6}]}"#
        try fixtures.write("log.ndjson", answer + "\n" + answer + "\n")
        let report = try fixtures.run("validate", "log.ndjson")
        #expect(report.status == 0 && report.stdout.hasPrefix("log.ndjson: 4 stations in answers one per line"))
        let streamed = try fixtures.run("validate", "log.ndjson", "--format", "ndjson", "--part-size", "32")
        #expect(streamed.status == 0 && streamed.lines.count == 4)
        let refused = try fixtures.run("validate", "log.ndjson", "--decimal-comma")
        #expect(refused.status == 1 && refused.stderr.contains("each line is a document holding its values in a list"))
        let refusedInParts = try fixtures.run("validate", "log.ndjson", "--decimal-comma", "--format", "ndjson")
        #expect(refusedInParts.status == 1 && refusedInParts.stderr.contains("each line is a document holding its values in a list"))
        // One envelope on one line is a document, read as the sample's, a part at a time too.
        try fixtures.write("one.json", #"{"stations": [{"description": "A"}]}"# + "\n")
        let one = try fixtures.run("validate", "one.json", "--format", "ndjson")
        #expect(one.status == 0 && one.lines.count == 1)
        try fixtures.write("none.json", #"{"stations": []}"# + "\n")
        let none = try fixtures.run("validate", "none.json", "--format", "ndjson")
        #expect(none.status == 0 && none.stdout.isEmpty)
        // A first answer whose list is empty: the later ones are still answers (until
        // 2026-12-01 each line was one station of defaults, exit 0).
        try fixtures.write("late.ndjson", #"{"stations": []}"# + "\n" + answer + "\n")
        let late = try fixtures.run("validate", "late.ndjson")
        #expect(late.status == 0 && late.stdout.hasPrefix("late.ndjson: 2 stations in answers one per line"))
        #expect(late.stderr.contains("late.ndjson:1:1: line 1 was not read"))
        let lateInParts = try fixtures.run("validate", "late.ndjson", "--format", "ndjson", "--part-size", "16")
        #expect(lateInParts.status == 0 && lateInParts.lines.count == 2)
        let listed = try fixtures.run("stations", "late.ndjson", "--format", "json")
        #expect(listed.status == 0 && listed.stdout.contains(#""name":"A""#) && listed.stdout.contains(#""name":"B""#))
        let lateRefused = try fixtures.run("validate", "late.ndjson", "--decimal-comma")
        #expect(lateRefused.status == 1 && lateRefused.stderr.contains("each line is a document holding its values in a list"))
        let lateRefusedInParts = try fixtures.run("validate", "late.ndjson", "--decimal-comma", "--format", "ndjson")
        #expect(lateRefusedInParts.status == 1 && lateRefusedInParts.stderr.contains("each line is a document holding its values in a list"))
    }

    /// The sample's stations one per line after a first line that is `null`: validated as
    /// lines, whole and a part at a time, the `null` a station of defaults as anywhere else in
    /// lines (until 2026-12-01 refused at line 2, "unexpected text after the JSON value").
    @Test func sampleStationsAfterAFirstLineThatIsNullThroughValidate() throws {
        let fixtures = try Fixtures()
        try fixtures.write("polled.ndjson", "null\n" + #"{"description": "A"}"# + "\n" + #"{"description": "B"}"# + "\n")
        let report = try fixtures.run("validate", "polled.ndjson")
        #expect(report.status == 0 && report.stdout.hasPrefix("polled.ndjson: 3 stations, one per line"))
        let streamed = try fixtures.run("validate", "polled.ndjson", "--format", "ndjson")
        #expect(streamed.status == 0 && streamed.lines.count == 3 && streamed.lines.last?.contains(#""stationName":"B""#) == true)
        let listed = try fixtures.run("stations", "polled.ndjson", "--format", "json")
        #expect(listed.status == 0 && listed.stdout.contains(#""name":"A""#) && listed.stdout.contains(#""name":"B""#))
        #expect(listed.stderr.contains("polled.ndjson:1:1: element 0 is null"))
        let withOptions = try fixtures.run("validate", "polled.ndjson", "--decimal-comma")
        #expect(withOptions.status == 0 && withOptions.stdout.hasPrefix("polled.ndjson: 3 stations, one per line"))
        // Envelopes after such a line are answers, as `stations` reads them; the sample's own
        // options do not reach answers, so they are refused, whole and a part at a time (the
        // lines read as lines of stations were each one of defaults).
        let answer = #"{"stations": [{"description": "A"}, {"description": "B"}]}"#
        try fixtures.write("answers.ndjson", "null\n" + answer + "\n" + answer + "\n")
        let answers = try fixtures.run("validate", "answers.ndjson")
        #expect(answers.status == 0 && answers.stdout.hasPrefix("answers.ndjson: 4 stations in answers one per line"))
        let answersInParts = try fixtures.run("validate", "answers.ndjson", "--format", "ndjson", "--part-size", "16")
        #expect(answersInParts.status == 0 && answersInParts.lines.count == 4)
        for arguments in [["validate", "answers.ndjson", "--decimal-comma"], ["validate", "answers.ndjson", "--decimal-comma", "--format", "ndjson"]] {
            let refused = try fixtures.run(arguments)
            #expect(refused.status == 1 && refused.stderr.contains(#"answers.ndjson:2:14: cannot read: each line is a document holding its values in a list at "stations""#),
                    "\(arguments)")
        }
    }

    /// Answers none of which holds a station: the input holds none, whole or a part at a
    /// time (read in parts, it exited 0 with warnings alone); a byte order mark before the
    /// first answer loses none of it.
    @Test func answersOnePerLineWithoutStationsOrWithAMark() throws {
        let fixtures = try Fixtures()
        let empty = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [], "ResultadoConsulta": "OK"}"#
        try fixtures.write("empty.ndjson", empty + "\n" + empty + "\n")
        for arguments in [["stations", "empty.ndjson"], ["stations", "empty.ndjson", "--format", "ndjson"],
                          ["validate", "empty.ndjson"], ["validate", "empty.ndjson", "--format", "ndjson"]] {
            let run = try fixtures.run(arguments)
            #expect(run.status == 1, "\(arguments)")
        }
        let answer = #"{"Fecha": "05/01/2024 9:05:00", "ListaEESSPrecio": [{"IDEESS": "1", "C.P.": "02250"}], "ResultadoConsulta": "OK"}"#
        try fixtures.write("marked.ndjson", "\u{FEFF}" + answer + "\n" + answer + "\n")
        for format in ["text", "ndjson"] {
            let run = try fixtures.run("stations", "marked.ndjson", "--format", format)
            #expect(run.status == 0 && !run.stderr.contains("was not read"), "\(format)")
            #expect(format == "text" ? run.stdout.contains("2 stations") : run.lines.count == 2, "\(format)")
        }
    }
}
