import Foundation
import Testing

/// `validate` and `stations` with `--format ndjson`: one station a line, written as the input
/// is read a part at a time, agreeing with `--format json` whatever the size of the parts.
@Suite struct NDJSONOutputTests {
    static func objects(_ run: GasPricesBinary.Run) throws -> [[String: Any]] {
        try run.lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not an object: \(line)")
        }
    }

    /// Part sizes small enough that every test input is read in many parts.
    static let partSizes = ["1", "37", "400", "16777216"]

    /// Documents of every layout, with what reading them in parts must keep right.
    static let documents: [(name: String, text: String)] = [
        ("list.json", """
            [
              {"description": "One, [two]", "price": "$3.50", "sellsDiesel": "yes",
               "address": {"street": "1 Main St", "city": "Newark", "state": "NJ", "zip": 7105}},
              {"description": "Tw\\u00f6 \\"q\\"", "price": 4, "historicalPrices": {"date": 1361202204, "price": "$4.60"}},
              "not a station",
              {"Description": "Thrée", "PRICE": null, "extra": [1, {"x": "]"}]}
            ]
            """),
        ("wrapped.json", "\u{FEFF}{\"status\": \"ok\", \"meta\": {\"count\": 3},\n \"data\": {\"items\": [\n  {\"description\": \"A\", \"price\": 1},\n  {\"description\": \"B\", \"price\": \"2,5\"},\n  {\"description\": \"C\"}\n]}, \"total\": 3}\n"),
        ("lines.ndjson", "{\"description\": \"A\", \"price\": 1}\n{\"description\": \"B\"}\n\n{\"description\": \"C\", \"price\": \"$3\"}\n"),
        ("one.json", #"{"description": "Only", "price": "$1.25"}"#),
    ]

    @Test(arguments: ["A", "B", "C", "D", "E", "F"])
    func validateWritesTheRecordsOfJSONOnePerLine(response: String) throws {
        try Self.expectValidateAgrees(with: try Fixtures(), response, source: "\(response).json")
    }

    @Test(arguments: documents.map(\.name))
    func validateAgreesWithJSONOnEveryLayout(name: String) throws {
        let fixtures = try Fixtures()
        try fixtures.write(name, try #require(Self.documents.first { $0.name == name }).text)
        try Self.expectValidateAgrees(with: fixtures, name, source: name)
    }

    static func expectValidateAgrees(with fixtures: Fixtures, _ input: String, source: String) throws {
        let whole = try ValidateJSONTests.stations(try fixtures.run("validate", input, "--format", "json"), source: source)
        for size in partSizes {
            let run = try fixtures.run("validate", input, "--format", "ndjson", "--part-size", size)
            #expect(run.status == 0, "part size \(size): \(run.stderr)")
            let lines = try objects(run)
            #expect(lines.count == whole.count, "part size \(size)")
            for (number, (line, station)) in zip(lines, whole).enumerated() {
                #expect(line["source"] as? String == source)
                #expect(line["feed"] as? String == "sample")
                #expect(line["station"] as? Int == number + 1)
                #expect(line["line"] is Int && line["column"] is Int)
                for key in ["value", "fields", "ignored"] {
                    #expect(NSDictionary(dictionary: [key: line[key] as Any]) == NSDictionary(dictionary: [key: station[key] as Any]),
                            "part size \(size), station \(number + 1), \(key)")
                }
            }
        }
    }

    /// Parts are made several at once and written in the document's order: a station with a
    /// large record among many small ones, in parts of every size, numbered and placed as the
    /// whole document's; also when a part may hold back only a few bytes of lines (the
    /// default is 16 MB), so that parts go from holding their lines to writing them part-way,
    /// inside the large station's record too.
    @Test func partsMadeAtOnceAreWrittenInTheDocumentsOrder() throws {
        let fixtures = try Fixtures()
        let history = { (count: Int) in
            (0..<count).map { "{\"date\": \(1_361_202_204 + $0 * 60), \"price\": \"$\($0 % 9).5\"}" }.joined(separator: ",")
        }
        let stations = (0..<300).map { index in
            "{\"description\": \"Station \(index)\", \"price\": \(index), \"historicalPrices\": [\(history(index == 150 ? 30_000 : 3))]}"
        }
        try fixtures.write("many.json", "[\n" + stations.joined(separator: ",\n") + "\n]\n")
        let whole = try ValidateJSONTests.stations(try fixtures.run("validate", "many.json", "--format", "json"), source: "many.json")
        let fieldCounts = whole.map { ($0["fields"] as? [Any])?.count }
        #expect(fieldCounts[150] ?? 0 > 60_000)
        for (size, held) in [("1", nil), ("2000", nil), ("65536", nil), ("1", "100"), ("2000", "5000"), ("65536", "1000000")] {
            let run = try fixtures.run(["validate", "many.json", "--format", "ndjson", "--part-size", size] + (held.map { ["--held-limit", $0] } ?? []))
            #expect(run.status == 0, "part size \(size): \(run.stderr)")
            let lines = try Self.objects(run)
            #expect(lines.map { $0["station"] as? Int } == Array(1...300).map { Optional($0) }, "part size \(size)")
            #expect(lines.map { $0["line"] as? Int } == Array(2...301).map { Optional($0) }, "part size \(size)")
            #expect(lines.map { ($0["fields"] as? [Any])?.count } == fieldCounts, "part size \(size)")
        }
    }

    /// NDJSON of the sample's stations (named through the `description` remap) whose second
    /// line is no station: lines, whole or in parts, where it was one document that failed
    /// at line 2.
    @Test func ndjsonWhoseSecondLineIsNoStationIsLines() throws {
        let fixtures = try Fixtures()
        let name = try fixtures.write("second.ndjson", "{\"description\": \"A\", \"price\": 1}\n42\n{\"description\": \"C\", \"price\": \"$3\"}\n")
        try Self.expectValidateAgrees(with: fixtures, name, source: name)
        for format in ["json", "ndjson"] {
            let listed = try fixtures.run("stations", name, "--format", format, "--part-size", "5")
            #expect(listed.status == 0)
            #expect(listed.stderrLines == ["gasprices: warning: second.ndjson:2:1: element 1 is a number, not a station object; left out"])
            #expect(listed.stdout.contains("\"name\":\"A\"") && listed.stdout.contains("\"name\":\"C\""), "\(format): \(listed.stdout)")
        }
    }

    /// A feed's station whose id is missing or empty has none: `null` in JSON and NDJSON, as
    /// the format says (until 2026-12-04 `""`), and an empty cell in CSV.
    @Test func anEmptyIdIsNull() throws {
        let fixtures = try Fixtures()
        try fixtures.write("tk.json", #"{"ok": true, "status": "ok", "stations": [{"id": "", "name": "A", "postCode": 1067, "place": "D", "lat": 51, "lng": 13, "e5": 1.7},"#
                           + #" {"name": "B", "postCode": 1067, "place": "D", "lat": 51, "lng": 13, "e5": 1.8}, {"id": "x1", "name": "C", "e5": 1.9}]}"#)
        let ndjson = try Self.objects(try fixtures.run("stations", "tk.json", "--format", "ndjson"))
        #expect(ndjson.map { $0["id"] is NSNull } == [true, true, false] && ndjson.last?["id"] as? String == "x1")
        let json = try #require(try parseJSON(try fixtures.run("stations", "tk.json", "--format", "json")) as? [String: Any])
        #expect(StationsCommandTests.stations(json).map { $0["id"] is NSNull } == [true, true, false])
        let csv = try fixtures.run("stations", "tk.json", "--format", "csv").stdout.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        #expect(csv.map { $0.split(separator: ",", omittingEmptySubsequences: false)[2] } == ["", "", "x1"])
    }

    @Test func stationsAgreeWithJSONInTheInputsOrder() throws {
        let fixtures = try Fixtures()
        var inputs = ["F"]
        for document in Self.documents {
            inputs.append(try fixtures.write(document.name, document.text))
        }
        let json = try #require(try parseJSON(try fixtures.run(["stations"] + inputs + ["--format", "json"])) as? [String: Any])
        let whole = StationsCommandTests.stations(json)
        for size in Self.partSizes {
            let run = try fixtures.run(["stations"] + inputs + ["--format", "ndjson", "--part-size", size])
            #expect(run.status == 0, "part size \(size): \(run.stderr)")
            let lines = try Self.objects(run)
            #expect(lines.count == whole.count)
            // The same stations, each source in its own order.
            for input in ["F"] + Self.documents.map(\.name) {
                let streamed = lines.filter { $0["source"] as? String == input }
                let listed = whole.filter { $0["source"] as? String == input }.sorted { ($0["index"] as? Int ?? 0) < ($1["index"] as? Int ?? 0) }
                #expect(!streamed.isEmpty)
                #expect(streamed.map { $0["index"] as? Int } == listed.map { $0["index"] as? Int }, "\(input), part size \(size)")
                #expect(NSArray(array: streamed) == NSArray(array: listed), "\(input), part size \(size)")
            }
            // A list element that is not a station is a warning with its place in the whole input.
            #expect(run.stderrLines == ["gasprices: warning: list.json:5:3: element 2 is text, not a station object; left out"])
        }
    }

    @Test func stationsFilterCurrencyAndLimitApply() throws {
        let run = try Fixtures().run("stations", "F", "--format", "ndjson", "--filter", "union", "--part-size", "300")
        let json = try #require(try parseJSON(try Fixtures().run("stations", "F", "--format", "json", "--filter", "union")) as? [String: Any])
        let expected = StationsCommandTests.stations(json).sorted { ($0["index"] as? Int ?? 0) < ($1["index"] as? Int ?? 0) }
        #expect(expected.count >= 2)
        #expect(try Self.objects(run).map { $0["name"] as? String } == expected.map { $0["name"] as? String })
        let limited = try Fixtures().run("stations", "F", "A", "--format", "ndjson", "--limit", "3")
        #expect(try Self.objects(limited).map { $0["index"] as? Int } == [0, 1, 2])
        let euros = try Fixtures().run("stations", "F", "--format", "ndjson", "--currency", "EUR")
        #expect(euros.status == 0)
        #expect(euros.lines.isEmpty)
    }

    @Test func aSyntaxErrorPartWayComesAfterTheStationsBeforeIt() throws {
        let fixtures = try Fixtures()
        let stations = (1...30).map { "  {\"description\": \"Station \($0)\", \"price\": \($0)}" }
        var broken = stations
        broken[20] = "  {\"description\": \"Station 21\" \"price\": 21}"
        try fixtures.write("broken.json", "{\"stations\": [\n" + broken.joined(separator: ",\n") + "\n]}\n")
        for size in Self.partSizes {
            // Parts made at once, holding their lines or writing them part-way: none after the
            // error is written.
            for held in [[], ["--held-limit", "10"]] {
                let validated = try fixtures.run(["validate", "broken.json", "--format", "ndjson", "--part-size", size] + held)
                #expect(validated.status == 1)
                #expect(try Self.objects(validated).map { $0["station"] as? Int } == Array(1...20))
                #expect(validated.stderrLines == ["gasprices: error: broken.json:22:32: not JSON: expected ',' or '}' after an object member but found '\"'"])
            }
            let listed = try fixtures.run("stations", "broken.json", "F", "--format", "ndjson", "--part-size", size)
            #expect(listed.status == 1)
            let sources = try Self.objects(listed).map { $0["source"] as? String }
            // The broken file's first 20 stations, then every station of the next source.
            #expect(sources.filter { $0 == "broken.json" }.count == 20)
            #expect(sources.filter { $0 == "F" }.count == 24)
            #expect(listed.stderrLines == ["gasprices: error: broken.json:22:32: not JSON: expected ',' or '}' after an object member but found '\"'"])
        }
    }

    /// A part that begins after a comma with no element before the next comma or the end
    /// was read as an empty list: the error was lost (`stations`: a warning, exit 0).
    @Test(arguments: [
        ("[{\"price\": 1}, , {\"price\": 2}]", "1:16", "','", 1),
        ("[{\"price\": 1}, ]", "1:16", "']'", 1),
        ("[{\"price\": 1}, {\"price\": 2}, \n, null]", "2:1", "','", 2),
    ])
    func aListWithoutAnElementBetweenCommasIsNotJSONInAnyPartSize(text: String, place: String, found: String, before: Int) throws {
        let fixtures = try Fixtures()
        try fixtures.write("gap.json", text)
        let message = "gasprices: error: gap.json:\(place): not JSON: expected a JSON value but found \(found)"
        for size in Self.partSizes + ["1", "5"] {
            let validated = try fixtures.run("validate", "gap.json", "--format", "ndjson", "--part-size", size)
            #expect(validated.status == 1, "part size \(size)")
            #expect(validated.stderrLines == [message], "part size \(size)")
            #expect(try Self.objects(validated).count == before, "part size \(size)")
            let listed = try fixtures.run("stations", "gap.json", "--format", "ndjson", "--part-size", size)
            #expect(listed.status == 1, "part size \(size)")
            #expect(listed.stderrLines == [message], "part size \(size)")
        }
    }

    @Test func standardInputIsRead() throws {
        let fixtures = try Fixtures()
        try fixtures.write("lines.ndjson", "{\"description\": \"A\", \"price\": 1}\n{\"description\": \"B\" \n{\"description\": \"C\"}\n")
        let validated = try fixtures.run(["validate", "-", "--format", "ndjson", "--part-size", "10"], input: "lines.ndjson")
        #expect(validated.status == 1)
        #expect(try Self.objects(validated).map { $0["source"] as? String } == ["<stdin>"])
        #expect(validated.stderrLines == ["gasprices: error: <stdin>:2:21: not JSON: the input ends in the middle of a value (truncated?)"])
        // stations reports the bad line and reads on.
        let listed = try fixtures.run(["stations", "-", "--format", "ndjson", "--part-size", "10"], input: "lines.ndjson")
        #expect(listed.status == 0)
        #expect(try Self.objects(listed).map { $0["name"] as? String } == ["A", "C"])
        #expect(listed.stderrLines.count == 1)
        #expect(listed.stderrLines.first?.hasPrefix("gasprices: warning: <stdin>:2:21: line 2 is not JSON") == true)
    }

    @Test func optionsThatNeedTheWholeInputAreRefused() throws {
        let summary = try validate("A", "--format", "ndjson", "--summary")
        #expect(summary.status == 2)
        #expect(summary.stderrLines == ["gasprices: error: --format ndjson writes every station's record as the input is read: it takes no --summary, --get, --trace or --station"])
        let sorted = try Fixtures().run("stations", "F", "--format", "ndjson", "--sort", "name")
        #expect(sorted.status == 64)
        #expect(sorted.lines.isEmpty)
        // Any order given is refused, the default's too: until the ninth look `--sort price`
        // was taken for no order given, and the stations written unsorted with exit 0. The
        // usage shown is the command's own.
        for order in [["--sort", "price"], ["--reverse"]] {
            let run = try Fixtures().run(["stations", "F", "--format", "ndjson"] + order)
            #expect(run.status == 64 && run.lines.isEmpty, "\(order)")
            #expect(run.stderr.contains("Usage: gasprices stations "), "\(run.stderr)")
        }
        // Until the eleventh look `--fuel` was taken and did nothing: every line holds every
        // fuel, in the input's order.
        let fuel = try Fixtures().run("stations", "F", "--format", "ndjson", "--fuel", "diesel")
        #expect(fuel.status == 64 && fuel.lines.isEmpty)
        #expect(fuel.stderr.contains("--fuel chooses the fuel a list is shown and sorted by"), "\(fuel.stderr)")
    }

    @Test func aFeedIsReadInPartsAsItsStations() throws {
        let fixtures = try Fixtures()
        let list = try String(contentsOfFile: "Tests/EndToEnd/fixtures/tankerkoenig-list.json", encoding: .utf8)
        try fixtures.write("tk.json", list)
        let whole = try #require(try parseJSON(try fixtures.run("validate", "tk.json", "--format", "json")) as? [String: Any])
        let stations = try #require(whole["stations"] as? [[String: Any]])
        let run = try fixtures.run("validate", "tk.json", "--format", "ndjson", "--part-size", "50")
        #expect(run.status == 0)
        let lines = try Self.objects(run)
        #expect(lines.map { $0["feed"] as? String } == Array(repeating: "tankerkoenig", count: 5))
        #expect(lines.map { $0["station"] as? Int } == [1, 2, 3, 4, 5])
        #expect(lines.map { $0["line"] as? Int } == [2, 3, 4, 5, 6])
        for (line, station) in zip(lines, stations) {
            #expect(NSDictionary(dictionary: ["fields": line["fields"] as Any]) == NSDictionary(dictionary: ["fields": station["fields"] as Any]))
        }
    }

    /// A feed's parts are read several at once and written in order (until 2026-11-28 one
    /// at a time): every station's number is its place in the list, nulls between them
    /// counted; the warnings name the nulls in order; at every part size, holding lines or
    /// writing them part-way. A syntax error part-way comes after every station before it.
    @Test func aFeedReadInPartsAtOnceKeepsItsOrderNumbersAndWarnings() throws {
        let fixtures = try Fixtures()
        let station = { (id: Int) in
            #"{"id": "s\#(id)", "name": "Station \#(id)", "brand": "X", "street": "S", "place": "P", "lat": 52.1, "lng": 13.1, "e5": 1.799, "e10": 1.739, "diesel": 1.659, "isOpen": true, "houseNumber": "1", "postCode": 10115}"#
        }
        // Element k is on line k + 2; a null follows every seventh station.
        var elements: [String] = []
        for id in 0..<300 {
            elements.append(station(id))
            if id % 7 == 6 { elements.append("null") }
        }
        let head = #"{"ok": true, "license": "CC BY 4.0", "data": "MTS-K", "status": "ok", "stations": ["# + "\n"
        try fixtures.write("tk.json", head + elements.joined(separator: ",\n") + "\n]}\n")
        let nulls = elements.indices.filter { elements[$0] == "null" }
        var broken = elements
        broken[250] = String(broken[250].dropLast())
        try fixtures.write("broken.json", head + broken.joined(separator: ",\n") + "\n]}\n")
        let before = elements[..<250].filter { $0 != "null" }.count
        for size in ["1", "200", "1500", "9000", "100000000"] {
            for held in [[], ["--held-limit", "10"]] {
                let run = try fixtures.run(["validate", "tk.json", "--format", "ndjson", "--part-size", size] + held)
                #expect(run.status == 0)
                let lines = try Self.objects(run)
                #expect(lines.map { $0["value"].flatMap { ($0 as? [String: Any])?["id"] as? String } } == (0..<300).map { "s\($0)" }, "\(size) \(held)")
                #expect(lines.allSatisfy { ($0["station"] as? Int).map { $0 + 1 } == $0["line"] as? Int }, "\(size) \(held)")
                #expect(run.stderrLines == nulls.prefix(20).map { "gasprices: warning: tk.json:\($0 + 2):1: element \($0) is null, not a station object; left out" }
                    + ["gasprices: warning: tk.json: \(nulls.count - 20) more problems not listed"], "\(size) \(held)")

                let failed = try fixtures.run(["validate", "broken.json", "--format", "ndjson", "--part-size", size] + held)
                #expect(failed.status == 1)
                #expect(try Self.objects(failed).count == before, "\(size) \(held)")
                #expect(failed.stderrLines.last?.hasPrefix("gasprices: error: broken.json:253:1: not JSON:") == true, "\(failed.stderrLines.last ?? "")")
            }
        }
    }

    /// A list none of whose values is a station fails read in parts as read whole: exit 1,
    /// the whole document's message, every part's values counted (until 2026-11-28 read in
    /// parts it gave a warning for each value and exit 0).
    @Test func aListWithNoStationFailsReadInPartsAsWhole() throws {
        let fixtures = try Fixtures()
        try fixtures.write("numbers.json", "[" + (1...200).map(String.init).joined(separator: ",\n") + "]")
        try fixtures.write("wrapped.json", #"{"ok": true, "stations": ["# + Array(repeating: "[1]", count: 50).joined(separator: ", ") + "]}")
        // `validate` reads a value that is not an object as a station of the sample's shape,
        // defaulted: it fails only for a feed's.
        for (command, name, feed) in [("stations", "numbers.json", []), ("stations", "wrapped.json", ["--feed", "tankerkoenig"]),
                                      ("validate", "wrapped.json", ["--feed", "tankerkoenig"]), ("validate", "numbers.json", ["--feed", "france"])] {
            let whole = try fixtures.run([command, name, "--format", "json"] + feed)
            #expect(whole.status == 1, "\(command) \(name)")
            let message = try #require(whole.stderrLines.last)
            #expect(message.contains("none is an object: no stations"), "\(message)")
            for size in ["8", "100", "100000"] {
                let run = try fixtures.run([command, name, "--format", "ndjson", "--part-size", size] + feed)
                #expect(run.status == 1, "\(command) \(name) \(size)")
                #expect(run.stdout.isEmpty)
                #expect(run.stderrLines.contains(message), "\(command) \(name) \(size): \(run.stderrLines.suffix(2))")
            }
        }
    }

    /// Stations filtered out are still stations: a source whose only station the filter
    /// leaves out, after parts of values that are not stations, is no failure (until
    /// 2026-11-28 read in parts it failed "none is an object", exit 1).
    @Test func aStationFilteredOutIsStillAStation() throws {
        let fixtures = try Fixtures()
        try fixtures.write("mixed.json", #"[1, 2, 3, {"description": "A", "price": "$3"}]"#)
        for size in ["1", "100000"] {
            let run = try fixtures.run("stations", "mixed.json", "--format", "ndjson", "--part-size", size, "--filter", "zzz")
            #expect(run.status == 0, "\(size): \(run.stderrLines)")
            #expect(run.stdout.isEmpty)
        }
    }

    /// The stations before a syntax error are read from the part's own list, whatever other
    /// list the envelope holds before it (until 2026-11-28 a part of `null, null, {B} {C}`
    /// read `meta`'s objects as its stations: the list was chosen again on the copy that ends
    /// before the error).
    @Test func theStationsBeforeAnErrorAreThePartsOwnList() throws {
        let fixtures = try Fixtures()
        let elements = [#"{"description": "A", "price": 1}"#] + Array(repeating: "null", count: 6) + [#"{"description": "B", "price": 2} {"description": "C"}"#]
        try fixtures.write("broken.json", #"{"meta": [{"x": 1}, {"x": 2}], "stations": ["# + elements.joined(separator: ",\n") + "]}")
        for size in Self.partSizes {
            let listed = try fixtures.run("stations", "broken.json", "--format", "ndjson", "--part-size", size)
            #expect(listed.status == 1)
            #expect(try Self.objects(listed).map { $0["name"] as? String } == ["A"], "part size \(size)")
            let validated = try fixtures.run("validate", "broken.json", "--format", "ndjson", "--part-size", size, "--feed", "sample")
            #expect(validated.status == 1)
            // `meta`'s objects are on line 1 before column 45, where A begins.
            #expect(try Self.objects(validated).allSatisfy { ($0["line"] as? Int ?? 0) > 1 || ($0["column"] as? Int ?? 0) >= 45 },
                    "part size \(size)")
        }
    }

    /// With standard output and standard error in one file, a warning follows the records
    /// and stations of the parts before it (`validate` wrote it before them, and the count of
    /// warnings not listed before the last records).
    @Test(arguments: ["validate", "stations"])
    func warningsFollowTheOutputBeforeThem(command: String) throws {
        let fixtures = try Fixtures()
        let station = { (id: Int) in
            #"{"id": "s\#(id)", "name": "Station \#(id)", "brand": "X", "street": "S", "place": "P", "lat": 52.1, "lng": 13.1, "e5": 1.799, "e10": 1.739, "diesel": 1.659, "isOpen": true, "houseNumber": "1", "postCode": 10115}"#
        }
        // Stations, then 25 elements that are not (20 warnings and a count), then a station.
        let elements = (0..<3).map(station) + Array(repeating: #""not a station""#, count: 25) + [station(3)]
        try fixtures.write("list.json", #"{"ok": true, "stations": ["# + elements.joined(separator: ",\n") + "]}")
        let files = try StandardInputTests.shell(#""$0" "# + command + #" list.json --format ndjson --part-size 200 > both 2>&1"#,
                                                 in: fixtures, reading: ["both"])
        let lines = (files["both"] ?? "").split(separator: "\n").map(String.init)
        let firstWarning = try #require(lines.firstIndex { $0.hasPrefix("gasprices: warning: ") })
        #expect(lines.count == 4 + 21, "\(lines)")
        // The three stations before the first element that is not one come first.
        #expect(firstWarning == 3, "\(lines)")
        #expect(lines.last == "gasprices: warning: list.json: 5 more problems not listed", "\(lines)")
    }

    /// The count of warnings not listed comes before the source's error, which ends what is
    /// said about it (until 2026-11-28 `stations` wrote the count after the error).
    @Test(arguments: ["validate", "stations"])
    func theSourcesErrorComesAfterTheCountOfWarningsNotListed(command: String) throws {
        let fixtures = try Fixtures()
        let station = #"{"id": "s", "name": "Station", "brand": "X", "lat": 52.1, "lng": 13.1, "e5": 1.799}"#
        let elements = [station] + Array(repeating: #""not a station""#, count: 25) + [station, #"{"id": tru}"#]
        try fixtures.write("list.json", #"{"ok": true, "stations": ["# + elements.joined(separator: ",\n") + "]}")
        for size in Self.partSizes {
            let run = try fixtures.run(command, "list.json", "--format", "ndjson", "--part-size", size)
            #expect(run.status == 1)
            #expect(run.stderrLines.count == 22, "\(size): \(run.stderrLines)")
            #expect(run.stderrLines.dropLast().last == "gasprices: warning: list.json: 5 more problems not listed", "\(size): \(run.stderrLines)")
            #expect(run.stderrLines.last?.hasPrefix("gasprices: error: list.json:28:8: ") == true, "\(size): \(run.stderrLines)")
        }
    }
}
