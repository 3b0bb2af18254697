import Foundation
import Testing

/// `--get`, `--trace`, `--station`, `--decimal-comma` and `--date-format`.
@Suite struct ValidateOptionsTests {
    /// One station with three history entries, priced so that their averages are exact.
    static let history = """
        {"description": "Three Prices", "price": 3.5,
         "address": {"street": "1 Main St", "city": "Newark", "state": "NJ", "zip": 7105},
         "historicalPrices": [
           {"date": "2013-02-18T15:43:24-05:00", "price": 4.5},
           {"date": "2013-02-19", "price": "$3.50"},
           {"date": 1361461404, "price": 2.5}
         ]}
        """

    static func historyFixture() throws -> Fixtures {
        let fixtures = try Fixtures()
        try fixtures.write("history.json", history)
        return fixtures
    }

    // MARK: --get

    @Test(arguments: [
        ("price", "3.5"),
        ("stationName", "Three Prices"),
        ("address.city", "Newark"),
        ("address.zip", "07105"),
        ("ADDRESS.City", "Newark"),
        ("historicalPrices[1].price", "3.5"),
        ("historicalPrices[0].date", "2013-02-18T20:43:24Z"),
        ("historicalPrices.price", "[4.5,3.5,2.5]"),
        ("historicalPrices.@count", "3"),
        ("historicalPrices.@sum.price", "10.5"),
        ("historicalPrices.@avg.price", "3.5"),
        ("historicalPrices.@min.price", "2.5"),
        ("historicalPrices.@max.price", "4.5"),
        ("historicalPrices.@min.date", "2013-02-18T20:43:24Z"),
        ("historicalPrices.@max.date", "2013-02-21T15:43:24Z"),
        ("historicalPrices.price.@max", "4.5"),
        ("historicalPrices.price.@sum", "10.5"),
        ("historicalPrices.date.@count", "3"),
        ("sellsDiesel", "false"),
        ("address", #"{"street":"1 Main St","city":"Newark","state":"NJ","zip":"07105"}"#),
    ])
    func getReadsKeyPaths(keyPath: String, expected: String) throws {
        let run = try Self.historyFixture().run("validate", "history.json", "--get", keyPath)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines == [expected])
        #expect(run.stderr == "")
    }

    @Test func getIsRepeatableInOrder() throws {
        let run = try validate("A", "--get", "address.city", "--get", "price", "--get", "historicalPrices.@count")
        #expect(run.status == 0)
        #expect(run.lines == ["Newark", "3.5", "1"])
    }

    @Test func getReadsEveryStationOfAListUnlessOneIsChosen() throws {
        let fixtures = try Fixtures()
        try fixtures.write("list.json", #"[{"price": 1}, {"price": "2,5"}, {"price": 3.25}]"#)
        #expect(try fixtures.run("validate", "list.json", "--get", "price").lines == ["1", "2.5", "3.25"])
        #expect(try fixtures.run("validate", "list.json", "--get", "price", "--station", "2").lines == ["2.5"])

        let json = try fixtures.run("validate", "list.json", "--get", "price", "--station", "3", "--format", "json")
        let entries = try #require(try parseJSON(json) as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries.first?["station"] as? Int == 3)
        #expect(entries.first?["keyPath"] as? String == "price")
        #expect(entries.first?["value"] as? Double == 3.25)
    }

    @Test(arguments: [
        ("nope", "'nope'"),
        ("address.nope", "'nope'"),
        ("historicalPrices.@median.price", "'@median'"),
        ("price.cents", "'cents'"),
        ("historicalPrices[7].price", "7"),
    ])
    func getOfWhatDoesNotExistExitsTwo(keyPath: String, named: String) throws {
        let run = try Self.historyFixture().run("validate", "history.json", "--get", keyPath)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("gasprices: error: "))
        #expect(run.stderr.contains(named), "\(run.stderr)")
    }

    // MARK: --trace

    @Test func traceNumbersTheSteps() throws {
        let run = try validate("B", "--trace", "address.zip")
        #expect(run.status == 0)
        let lines = run.lines
        #expect(lines.first == "Trace of address.zip in B.json, station 1")
        let steps = Array(lines.dropFirst())
        #expect(steps.count == 7)
        for (index, step) in steps.enumerated() {
            #expect(step.trimmingCharacters(in: .whitespaces).hasPrefix("\(index + 1). "), "\(step)")
        }
        // Received at the zip's value, a number; coerced to text, then padded, then set.
        #expect(steps.first?.contains("line 9, column 9") == true)
        #expect(steps.firstIndex { $0.contains("number_to_text") } == 4)
        #expect(steps.firstIndex { $0.contains("zero_padded") } == 5)
        #expect(steps.last?.contains("address.zip = \"07105\"") == true)
    }

    @Test func traceAsJSON() throws {
        let run = try validate("E", "--trace", "address", "--format", "json")
        let trace = try #require(try parseJSON(run) as? [String: Any])
        #expect(Set(trace.keys) == ["path", "station", "steps"])
        #expect(trace["path"] as? String == "address")
        #expect(trace["station"] as? Int == 1)
        let steps = try #require(trace["steps"] as? [String])
        #expect(steps.contains { $0.contains("expected_object") })
    }

    @Test func traceOfAnIgnoredKey() throws {
        let fixtures = try Fixtures()
        try fixtures.write("extra.json", #"{"price": 1, "brand": "Fake"}"#)
        let run = try fixtures.run("validate", "extra.json", "--trace", "brand")
        #expect(run.status == 0)
        #expect(run.lines.count == 3)
        #expect(run.lines.last?.contains("unknown_key") == true)
    }

    @Test func traceReadsTheChosenStation() throws {
        let fixtures = try Fixtures()
        try fixtures.write("list.json", "[{\"price\": 1},\n{\"price\": \"$2\"}]")
        let run = try fixtures.run("validate", "list.json", "--trace", "price", "--station", "2")
        #expect(run.status == 0)
        #expect(run.lines.first == "Trace of price in list.json, station 2")
        #expect(run.lines.contains { $0.contains("line 2, column 11") })
        #expect(run.lines.contains { $0.contains("currency_text") })
    }

    /// Paths as the field table writes them find their field: an ignored key whose name has
    /// a dot or brackets, and `(document)` for a document that is not an object.
    @Test func traceFindsPathsAsTheTableWritesThem() throws {
        let fixtures = try Fixtures()
        try fixtures.write("keys.json", #"{"a.b": 1, "x[0]": 2, "price": 1}"#)
        try fixtures.write("list.json", "[1]")
        for path in ["a.b", "x[0]"] {
            let run = try fixtures.run("validate", "keys.json", "--trace", path)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.lines.first == "Trace of \(path) in keys.json, station 1")
            #expect(run.lines.last?.contains("unknown_key") == true)
        }
        let document = try fixtures.run("validate", "list.json", "--trace", "(document)")
        #expect(document.status == 0, "\(document.stderr)")
        #expect(document.lines.first == "Trace of (document) in list.json, station 1")
        #expect(document.lines.last == "  7. default: the document keeps {stationName, price, sellsDiesel, address, historicalPrices} (expected_object)")
        let rendered = try fixtures.run("render", "keys", "--responses", fixtures.directory.path, "--screen", "trace", "--field", "a.b")
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stdout.contains("Trace of a.b in keys.json"))
    }

    /// A path in another case finds its field, as `--get` and the keys themselves do, and the
    /// trace is headed with the record's spelling; a key spelled as typed is found first.
    @Test func traceFindsAPathInAnyCase() throws {
        let lower = try validate("A", "--trace", "historicalprices[0].PRICE")
        #expect(lower.status == 0, "\(lower.stderr)")
        #expect(lower.lines.first == "Trace of historicalPrices[0].price in A.json, station 1")
        #expect(lower.lines.contains { $0.contains("received key \"price\" at line 14, column 12") })
        let fixtures = try Fixtures()
        try fixtures.write("keys.json", #"{"price": 1, "Brand": "Fake", "brand": "Other"}"#)
        let exact = try fixtures.run("validate", "keys.json", "--trace", "brand")
        #expect(exact.status == 0, "\(exact.stderr)")
        #expect(exact.lines.first == "Trace of brand in keys.json, station 1")
        #expect(exact.lines.contains { $0.contains("\"Other\"") }, "\(exact.lines)")
        let folded = try fixtures.run("validate", "keys.json", "--trace", "BRAND")
        #expect(folded.lines.first == "Trace of Brand in keys.json, station 1")
        #expect(folded.lines.contains { $0.contains("\"Fake\"") }, "\(folded.lines)")
    }

    @Test(arguments: ["nope", "address.nope", "historicalPrices[3]", "historicalPrices[0].nope"])
    func traceOfAnUnknownPathExitsTwo(path: String) throws {
        let run = try validate("A", "--trace", path)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("gasprices: error: "))
        #expect(run.stderr.contains("'\(path)'"), "\(run.stderr)")
    }

    /// A key that does not exist fails whatever the data: on an empty list too.
    @Test func aWrongKeyFailsOnAnEmptyListToo() throws {
        let fixtures = try Fixtures()
        try fixtures.write("empty.json", #"{"historicalPrices": []}"#)
        let wrong = try fixtures.run("validate", "empty.json", "--get", "historicalPrices.prce")
        #expect(wrong.status == 2)
        #expect(wrong.stdout == "")
        #expect(wrong.stderrLines == ["gasprices: error: unknown key 'prce' at 'historicalPrices' (known keys: date, price)"])
        #expect(try fixtures.run("validate", "empty.json", "--get", "historicalPrices.price").lines == ["[]"])
    }

    /// With `--trace`, `--get` still reads every station; the trace reads station 1.
    @Test func traceDoesNotNarrowGet() throws {
        let fixtures = try Fixtures()
        try fixtures.write("list.json", #"[{"price": 1}, {"price": 2}]"#)
        let run = try fixtures.run("validate", "list.json", "--get", "price", "--trace", "price")
        #expect(run.status == 0)
        #expect(run.lines.first == "Trace of price in list.json, station 1")
        #expect(run.lines.suffix(2) == ["1", "2"])
    }

    /// A path that fails, in any station, leaves standard output empty: nothing is printed
    /// before every value and the trace are made.
    @Test(arguments: [
        ["--get", "price", "--get", "nope"],
        ["--get", "historicalPrices[0].price"],
        ["--trace", "price", "--get", "nope"],
        ["--get", "historicalPrices[0].price", "--format", "json"],
    ])
    func aFailingPathPrintsNothing(options: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.write("list.json", #"[{"price": 1, "historicalPrices": [{"price": 2}]}, {"price": 3}]"#)
        let run = try fixtures.run(["validate", "list.json"] + options)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
    }

    /// In a list, a path that fails says the station it failed in (the first stations may
    /// have what it names); alone, there is no station to name. Until the ninth look the
    /// station was not said.
    @Test func aFailingPathNamesItsStation() throws {
        let fixtures = try Fixtures()
        try fixtures.write("list.json", #"[{"price": 1, "historicalPrices": [{"price": 2}]}, {"price": 3}]"#)
        let run = try fixtures.run("validate", "list.json", "--get", "historicalPrices[0].price")
        #expect(run.stderrLines == ["gasprices: error: index [0] at 'historicalPrices' is beyond the list (in station 2)"])
        let alone = try fixtures.run("validate", "list.json", "--get", "historicalPrices[0].price", "--station", "2")
        #expect(alone.stderrLines == ["gasprices: error: index [0] at 'historicalPrices' is beyond the list"])
    }

    /// A `--date-format` that can match no date (empty, no field, strftime's `%Y`) is a usage
    /// error, where it made every date `unrecognized_date` with exit 0 until the ninth look.
    @Test(arguments: ["", "x", "%Y-%m-%d", "yy", "m", "yyyyy", "MMM"]) func aDateFormatOfNoFieldIsRefused(pattern: String) throws {
        let run = try validate("A", "--date-format", pattern)
        #expect(run.status == 64 && run.stdout.isEmpty)
        #expect(run.stderr.contains("--date-format"), "\(run.stderr)")
        #expect(try validate("A", "--date-format", "HH:mm").status == 0)
    }

    /// `--format json` with both `--trace` and `--get` would write two JSON documents: a
    /// usage error (it wrote both, one after the other, until the ninth look).
    @Test func traceAndGetAsJSONAreRefused() throws {
        let run = try validate("B", "--trace", "price", "--get", "price", "--format", "json")
        #expect(run.status == 64 && run.stdout.isEmpty)
        #expect(run.stderr.contains("--format json writes one document: give --trace or --get, not both"), "\(run.stderr)")
        #expect(try validate("B", "--trace", "price", "--get", "price").status == 0)
    }

    /// `--summary` with `--get` or `--trace` printed the summary alone, the values asked for
    /// left out without a word, exit 0: a usage error now.
    @Test(arguments: [["--get", "price"], ["--trace", "price"], ["--get", "price", "--trace", "price"]])
    func theSummaryTakesNoGetOrTrace(options: [String]) throws {
        let run = try validate(["B", "--summary"] + options)
        #expect(run.status == 64 && run.stdout.isEmpty)
        #expect(run.stderr.contains("--summary counts the outcomes of every field; it does not take \(options[0])"), "\(run.stderr)")
        #expect(try validate(["B"] + options).status == 0)
        #expect(try validate("B", "--summary", "--station", "1").status == 0)
    }

    /// `--station` narrows the report to one station, as text and JSON.
    @Test func stationNarrowsTheReport() throws {
        let fixtures = try Fixtures()
        try fixtures.write("list.json", "[{\"description\": \"One\"},\n {\"description\": \"Two\"}]")
        let text = try fixtures.run("validate", "list.json", "--station", "2")
        #expect(text.status == 0)
        #expect(text.lines.prefix(3) == ["list.json: a list of 2 stations", "", "Station 2 (line 2, column 2)"])
        #expect(!text.stdout.contains("One"))
        let json = try fixtures.run("validate", "list.json", "--station", "2", "--format", "json")
        let object = try #require(try parseJSON(json) as? [String: Any])
        let stations = try #require(object["stations"] as? [[String: Any]])
        #expect(stations.count == 1)
        #expect((stations.first?["value"] as? [String: Any])?["stationName"] as? String == "Two")
    }

    @Test(arguments: ["0", "2", "-1"], [[], ["--get", "price"], ["--trace", "price"], ["--summary"], ["--format", "json"]])
    func stationBeyondTheInputExitsTwo(station: String, mode: [String]) throws {
        let run = try validate(["A", "--station=\(station)"] + mode)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("--station \(station)"), "\(run.stderr)")
    }

    // MARK: --decimal-comma, --date-format

    static let european = #"{"price": "1,859", "historicalPrices": [{"date": "18/02/2013 15:43:24", "price": "1.234,5"}]}"#

    @Test func withoutDeclarationsCommasGroupThousandsAndDatesAreUnrecognised() throws {
        let fixtures = try Fixtures()
        try fixtures.write("eu.json", Self.european)
        let run = try fixtures.run("validate", "eu.json", "--format", "json")
        let station = try #require(try ValidateJSONTests.stations(run, source: "eu.json").first)
        let price = try ValidateJSONTests.field(station, "price")
        #expect(price["rule"] as? String == "thousands_separator")
        #expect(price["value"] as? Double == 1859)
        let date = try ValidateJSONTests.field(station, "historicalPrices[0].date")
        #expect(date["outcome"] as? String == "defaulted")
        #expect(date["rule"] as? String == "unrecognized_date")
        #expect(date["value"] is NSNull)
        // Both marks present: the last one is the decimal mark, whatever is declared.
        #expect(try ValidateJSONTests.field(station, "historicalPrices[0].price")["value"] as? Double == 1234.5)
    }

    @Test func decimalCommaAndDateFormat() throws {
        let fixtures = try Fixtures()
        try fixtures.write("eu.json", Self.european)
        let run = try fixtures.run("validate", "eu.json", "--format", "json", "--decimal-comma", "--date-format", "dd/MM/yyyy HH:mm:ss")
        let station = try #require(try ValidateJSONTests.stations(run, source: "eu.json").first)
        let price = try ValidateJSONTests.field(station, "price")
        #expect(price["rule"] as? String == "decimal_comma")
        #expect(price["value"] as? Double == 1.859)
        let date = try ValidateJSONTests.field(station, "historicalPrices[0].date")
        #expect(date["outcome"] as? String == "coerced")
        #expect(date["rule"] as? String == "declared_format")
        // A declared format without a zone reads UTC.
        #expect(date["value"] as? String == "2013-02-18T15:43:24Z")
    }

    @Test func dateFormatIsRepeatable() throws {
        let fixtures = try Fixtures()
        try fixtures.write("dates.json", #"[{"historicalPrices": {"date": "18.02.2013"}}, {"historicalPrices": {"date": "2013/02/19 7:05"}}]"#)
        let run = try fixtures.run("validate", "dates.json", "--date-format", "dd.MM.yyyy", "--date-format", "yyyy/MM/dd H:mm",
                                   "--get", "historicalPrices[0].date")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines == ["2013-02-18T00:00:00Z", "2013-02-19T07:05:00Z"])
    }
}
