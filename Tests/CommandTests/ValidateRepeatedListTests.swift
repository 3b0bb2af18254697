import Foundation
import Testing

/// `validate` of the sample's stations in a wrapped list whose key, or whose envelope's key,
/// is given again after it: the engine reads the first, and the report says the other was not
/// read, as `stations` does, in every form of the report (it used to say nothing).
@Suite struct ValidateRepeatedListTests {
    static let twoLists = #"{"stations": [{"description": "a", "price": 1}], "STATIONS": [{"description": "b"}, {"description": "c"}]}"#
    static let twoEnvelopes = #"{"data": {"stations": [{"description": "a"}]},\#n "data": {"stations": [{"description": "b"}]}}"#

    static let forms: [[String]] = [[], ["--summary"], ["--format", "json"], ["--station", "1"], ["--get", "stationName"], ["--format", "ndjson"]]
    static let cases: [(document: String, warning: String)] = [
        (twoLists, #"two.json:1:62: the key "STATIONS" is given again, after the list of stations read under it: this list was not read"#),
        (twoEnvelopes, #"two.json:2:10: the key "data" is given again, after the object the list of stations was read from: what this object holds was not read"#),
        // A key written with an escape is the key it spells, either one (a second reader's
        // finding: read a part at a time, the first was compared as written).
        (#"{"sta\u0074ions": [{"description": "a"}], "stations": [{"description": "b"}]}"#,
         #"two.json:1:55: the key "stations" is given again, after the list of stations read under it"#),
        (#"{"stations": [{"description": "a"}], "sta\u0074ions": [{"description": "b"}]}"#,
         #"two.json:1:55: the key "stations" is given again, after the list of stations read under it"#),
    ]

    @Test(arguments: forms) func theRepeatIsSaid(options: [String]) throws {
        for (document, warning) in Self.cases {
            let fixtures = try Fixtures()
            try fixtures.write("two.json", document)
            let run = try fixtures.run(["validate", "two.json"] + options)
            #expect(run.status == 0)
            #expect(run.stderr.contains(warning), "\(run.stderr)")
        }
    }

    /// `--against` says what either document holds that is not compared.
    @Test func againstSaysTheRepeatOfEitherDocument() throws {
        let fixtures = try Fixtures()
        try fixtures.write("two.json", Self.twoLists)
        for arguments in [["validate", "two.json", "--against", "A"], ["validate", "A", "--against", "two.json"]] {
            let run = try fixtures.run(arguments)
            #expect(run.stderr.contains(#"two.json:1:62: the key "STATIONS" is given again"#), "\(arguments): \(run.stderr)")
        }
        #expect(try fixtures.run("validate", "A", "--against", "B").stderr == "")
        // The same file on both sides is said once.
        #expect(try fixtures.run("validate", "two.json", "--against", "two.json").stderrLines.count == 1)
    }

    /// Read a part at a time, the repeat is in the last part, placed in the document.
    @Test func aPartAtATimeTheRepeatIsSaidInTheLastPart() throws {
        let fixtures = try Fixtures()
        let station = #"{"description": "\#(String(repeating: "x", count: 50))", "price": 1.5}"#
        let stations = Array(repeating: station, count: 3000).joined(separator: ",\n")
        try fixtures.write("big.json", #"{"meta": 1, "data": {"stations": [\#n"# + stations + "]},\n" + #""Data": {"stations": [\#(station)]}}"#)
        let run = try fixtures.run("validate", "big.json", "--format", "ndjson", "--part-size", "20000")
        #expect(run.status == 0)
        #expect(run.lines.count == 3000)
        #expect(run.stderr.contains(#"big.json:3002:9: the key "Data" is given again, after the object the list of stations was read from"#),
                "\(run.stderr)")
    }

    /// Another key after the list, or the list's key with what is no list, is nothing to say.
    @Test(arguments: [#"{"stations": [{"description": "a"}], "other": [1]}"#, #"{"stations": [{"description": "a"}], "stations": 5}"#])
    func nothingElseIsSaid(document: String) throws {
        let fixtures = try Fixtures()
        try fixtures.write("one.json", document)
        for options in [[], ["--summary"]] {
            let run = try fixtures.run(["validate", "one.json"] + options)
            #expect(run.status == 0)
            #expect(run.stderr == "", "\(options): \(run.stderr)")
        }
    }
}
