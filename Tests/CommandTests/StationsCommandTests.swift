import Foundation
import Testing

/// `gasprices stations`: every shape of document, the built-in responses' counts, each
/// order, the filter and the limit.
@Suite struct StationsCommandTests {
    /// Five stations: two tie on price (`alpha` and `Bravo`, names in different case), one
    /// has no price (`Delta`), one no date (`Charlie`); `Bravo` and `Delta` share a city.
    static let five = """
        [{"description": "Bravo", "price": 3.10, "address": {"city": "Newark", "zip": "07105"},
          "historicalPrices": [{"date": "2026-11-20T10:00:00Z", "price": 3.1}]},
         {"description": "alpha", "price": 3.10, "address": {"city": "Union", "zip": "07083"},
          "historicalPrices": [{"date": "2026-11-21T10:00:00Z", "price": 3.1}]},
         {"description": "Charlie", "price": 2.90, "address": {"city": "Elizabeth", "zip": "07201"}},
         {"description": "Delta", "price": null, "address": {"city": "Newark", "zip": "07102"},
          "historicalPrices": [{"date": "2026-11-22T10:00:00Z", "price": 3}]},
         {"description": "Echo", "price": 3.50, "address": {"city": "Kearny", "zip": "07032"},
          "historicalPrices": [{"date": "2026-11-19T10:00:00Z", "price": 3.5}]}]
        """

    /// Runs `stations` with `--format json` and returns the parsed document.
    static func json(_ fixtures: Fixtures, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let run = try fixtures.run(["stations"] + arguments + ["--format", "json"])
        let document = try parseJSON(run, sourceLocation: sourceLocation)
        return try #require(document as? [String: Any], sourceLocation: sourceLocation)
    }

    static func stations(_ document: [String: Any]) -> [[String: Any]] {
        document["stations"] as? [[String: Any]] ?? []
    }

    static func sources(_ document: [String: Any]) -> [[String: Any]] {
        document["sources"] as? [[String: Any]] ?? []
    }

    /// The names of the stations, in the order printed.
    static func names(_ fixtures: Fixtures, _ arguments: String...) throws -> [String] {
        try names(fixtures, arguments)
    }

    static func names(_ fixtures: Fixtures, _ arguments: [String]) throws -> [String] {
        stations(try json(fixtures, arguments)).map { $0["name"] as? String ?? "?" }
    }

    // MARK: Shapes

    /// Each top-level shape: how many stations, and the key of a wrapped list.
    @Test(arguments: [
        ("one.json", #"{"description": "Solo", "price": 3}"#, ["Solo"], nil),
        ("list.json", #"[{"description": "A1", "price": 2}, {"description": "A2", "price": 1}]"#, ["A2", "A1"], nil),
        ("wrapped.json", #"{"stations": [{"description": "S1", "price": 2.5}, {"description": "S2", "price": 2}]}"#, ["S2", "S1"], "stations"),
        // Other lists around, one of objects: the list with the most objects wins.
        ("deep.json", #"{"meta": {"tags": ["x", "y", "z"]}, "data": {"items": [{"description": "D1", "price": 2.2}, {"description": "D2", "price": 2.1}]}, "links": [{"href": "a"}]}"#,
         ["D2", "D1"], "data.items"),
    ] as [(String, String, [String], String?)])
    func shape(name: String, text: String, expected: [String], listKey: String?) throws {
        let fixtures = try Fixtures()
        try fixtures.write(name, text)
        let document = try Self.json(fixtures, [name])
        #expect(Self.stations(document).map { $0["name"] as? String } == expected)
        let source = try #require(Self.sources(document).first)
        #expect(source["source"] as? String == name)
        #expect(source["stations"] as? Int == expected.count)
        #expect(source["list_key"] as? String == listKey)
        #expect((source["list_key"] is NSNull) == (listKey == nil))
        #expect((source["problems"] as? [Any])?.isEmpty == true)
    }

    /// NDJSON: a line that is not JSON is a warning with its line number; the others load.
    /// Where the price column writes three decimals, so does the difference, in the table and
    /// the app's list: until 2026-12-04 €1.423 beside the cheapest €1.419 read `+0.00`.
    @Test func theDifferenceHasThePricesDecimals() throws {
        let fixtures = try Fixtures()
        try fixtures.write("tk.json", #"{"ok":true,"status":"ok","stations":[{"id":"a","name":"S0","place":"P","postCode":10365,"e5":1.419},{"id":"b","name":"S1","place":"P","postCode":10365,"e5":1.423}]}"#)
        let run = try fixtures.run("stations", "tk.json")
        #expect(run.status == 0)
        #expect(run.lines.contains { $0.contains("S1") && $0.contains("€1.423") && $0.contains("+0.004") }, "\(run.lines)")
        let list = try fixtures.run("render", "tk.json", "--screen", "list")
        #expect(list.lines.contains { $0.contains("S1") && $0.contains("+0.004") }, "\(list.lines)")
    }

    @Test func ndjsonWithABadLine() throws {
        let fixtures = try Fixtures()
        try fixtures.write("lines.ndjson", """
            {"description": "L1", "price": 1}
            {"description": "L2", oops}
            {"description": "L3", "price": 3}

            """)
        let text = try fixtures.run("stations", "lines.ndjson")
        #expect(text.status == 0)
        #expect(text.stderrLines.count == 1)
        #expect(text.stderr.hasPrefix("gasprices: warning: lines.ndjson:2:23: line 2 is not JSON: "), "\(text.stderr)")
        #expect(text.lines.last == "2 stations from 1 source")

        let document = try Self.json(fixtures, ["lines.ndjson"])
        #expect(Self.stations(document).map { $0["name"] as? String } == ["L1", "L3"])
        let problems = try #require(Self.sources(document).first?["problems"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["line"] as? Int == 2)
        #expect(problems.first?["column"] as? Int == 23)
        #expect(problems.first?["code"] as? String == "line_not_json")
        #expect((problems.first?["message"] as? String)?.hasPrefix("line 2 is not JSON") == true)
    }

    /// A list element that is not an object is left out with a warning; `index` keeps each
    /// station's place in the document.
    @Test func elementsThatAreNotObjects() throws {
        let fixtures = try Fixtures()
        try fixtures.write("mixed.json", #"[{"description": "M1", "price": 2}, 7, {"description": "M2", "price": 1}]"#)
        let run = try fixtures.run("stations", "mixed.json")
        #expect(run.status == 0)
        #expect(run.stderrLines == ["gasprices: warning: mixed.json:1:37: element 1 is a number, not a station object; left out"])
        let document = try Self.json(fixtures, ["mixed.json"])
        #expect(Self.stations(document).map { $0["index"] as? Int } == [2, 0])
        #expect((Self.sources(document).first?["problems"] as? [Any])?.count == 1)
    }

    /// A file naming a fuel of its own for each station: the list keeps columns for the
    /// first 64 kinds and says how many prices it cannot show; JSON still writes every fuel.
    /// (Until 2026-11-28 every fuel took a column of every station's price: 8,000 such
    /// stations took 1.2 GB, and 32,000 would have taken 8 GB.)
    @Test func aFuelOfItsOwnForEachStation() throws {
        let fixtures = try Fixtures()
        let stations = (0..<300).map { #"{"site_id": "s\#($0)", "brand": "B", "postcode": "LS1 1AA", "prices": {"E10": 1.4, "X\#($0)": 1.5}}"# }
        try fixtures.write("uk.json", #"{"last_updated": "14/07/2024 09:30:00", "stations": ["# + stations.joined(separator: ",") + "]}")
        let run = try fixtures.run("stations", "uk.json", "--limit", "1")
        #expect(run.status == 0)
        #expect(run.stderrLines == ["gasprices: warning: 237 prices are of fuels past the 64 kinds the list keeps a column for: it does not show, "
                                    + "sort or filter by them (--format json and ndjson write every fuel of every station)"])
        let document = try Self.json(fixtures, ["uk.json", "--fuel", "x299"])
        #expect((Self.stations(document).first?["fuels"] as? [Any])?.count == 2)
    }

    // MARK: Built-in responses

    @Test func builtInCounts() throws {
        let fixtures = try Fixtures()
        let all = try fixtures.run("stations")
        #expect(all.status == 0)
        #expect(all.stderr == "")
        #expect(all.lines.last == "29 stations (3 without a regular price) from 6 sources")
        let f = try fixtures.run("stations", "f")
        #expect(f.lines.last == "24 stations (2 without a regular price) from 1 source")
        let document = try Self.json(fixtures, ["F"])
        #expect(Self.sources(document).map { $0["source"] as? String } == ["F"])
        #expect(Self.sources(document).first?["list_key"] as? String == "region.stations")
        #expect(Self.sources(document).first?["stations"] as? Int == 24)
        #expect(Self.stations(document).count == 24)
    }

    @Test func cheapestOfF() throws {
        let run = try Fixtures().run("stations", "F", "--limit", "2")
        #expect(run.lines.count == 5)
        #expect(run.lines[1].hasPrefix("1  Costco Union"), "\(run.stdout)")
        #expect(run.lines[1].contains("$2.89  cheapest"))
        #expect(run.lines[2].contains("$2.95     +0.06"))
        #expect(run.lines.last == "24 stations (2 without a regular price) from 1 source, the first 2 shown")
    }

    /// A table of many stations is made in runs side by side (``StationsTable``): every row
    /// in the list's order, numbered, aligned with the widest cell of every run.
    @Test func aLongTableKeepsItsOrderAndAlignment() throws {
        let fixtures = try Fixtures()
        let count = 20_000
        // Prices rise with the index, so the list's order is the file's; one long name late on
        // widens the column for every row.
        let stations = (0..<count).map { index in
            "{\"description\": \"\(index == 19_000 ? "A much longer station name" : "Station \(index)")\", \"price\": \(2.0 + Double(index) / 100_000)}"
        }
        try fixtures.write("many.json", "[" + stations.joined(separator: ",\n") + "]")
        let run = try fixtures.run("stations", "many.json")
        #expect(run.status == 0)
        let rows = Array(run.lines.dropFirst().prefix(count))
        #expect(rows.count == count)
        let nameColumn = try #require(run.lines.first?.range(of: "NAME")).lowerBound.utf16Offset(in: run.lines[0])
        for (number, row) in rows.enumerated() {
            let name = number == 19_000 ? "A much longer station name" : "Station \(number)"
            guard row.hasPrefix(String(repeating: " ", count: 5 - String(number + 1).count) + "\(number + 1)  \(name)"),
                  row.range(of: name)?.lowerBound.utf16Offset(in: row) == nameColumn else {
                Issue.record("row \(number + 1) is out of order or out of line: \(row)")
                break
            }
        }
        #expect(run.lines.last == "\(count) stations from 1 source")
    }

    /// E has no price: it is listed last, never the cheapest, its price `null`.
    @Test func aStationWithoutAPriceIsNeverTheCheapest() throws {
        let fixtures = try Fixtures()
        let document = try Self.json(fixtures, ["E", "D"])
        let stations = Self.stations(document)
        #expect(stations.map { $0["source"] as? String } == ["D", "E"])
        let fuel = try #require((stations.last?["fuels"] as? [[String: Any]])?.first)
        #expect(fuel["price"] is NSNull)
        let text = try fixtures.run("stations", "E", "D")
        #expect(text.lines[1].contains("$3.50  cheapest"), "\(text.stdout)")
        #expect(!text.lines[2].contains("cheapest"))
        #expect(text.lines.last == "2 stations (1 without a regular price) from 2 sources")
    }

    // MARK: Orders

    @Test(arguments: [
        (["--sort", "price"], ["Charlie", "alpha", "Bravo", "Echo", "Delta"]),
        (["--sort", "price", "--reverse"], ["Echo", "alpha", "Bravo", "Charlie", "Delta"]),
        ([], ["Charlie", "alpha", "Bravo", "Echo", "Delta"]),
        (["--sort", "name"], ["alpha", "Bravo", "Charlie", "Delta", "Echo"]),
        (["--sort", "name", "--reverse"], ["Echo", "Delta", "Charlie", "Bravo", "alpha"]),
        (["--sort", "city"], ["Charlie", "Echo", "Bravo", "Delta", "alpha"]),
        (["--sort", "updated"], ["Delta", "alpha", "Bravo", "Echo", "Charlie"]),
        (["--sort", "updated", "--reverse"], ["Echo", "Bravo", "alpha", "Delta", "Charlie"]),
    ])
    func order(options: [String], expected: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.write("five.json", Self.five)
        #expect(try Self.names(fixtures, ["five.json"] + options) == expected)
    }

    /// Reversed by city: the cities go backwards; stations of one city keep their name order,
    /// as `StationQuery.reversed` promises ("ties still go by name").
    @Test func cityReversed() throws {
        let fixtures = try Fixtures()
        try fixtures.write("five.json", Self.five)
        let names = try Self.names(fixtures, "five.json", "--sort", "city", "--reverse")
        #expect(Set(names[0...2]) == ["alpha", "Bravo", "Delta"])
        #expect(names[0] == "alpha")
        #expect(names[3...] == ["Echo", "Charlie"])
        // Reversing turns the cities round, not the names within a city.
        #expect(names[1...2] == ["Bravo", "Delta"])
    }

    @Test func anUnknownSortIsAUsageError() throws {
        let run = try Fixtures().run("stations", "--sort", "cheapness")
        #expect(run.status == 64)
        #expect(run.stdout == "")
    }

    // MARK: Filter and limit

    @Test(arguments: [
        ("NEWARK", ["Bravo", "Delta"]), ("newark", ["Bravo", "Delta"]), ("ALP", ["alpha"]),
        ("0708", ["alpha"]), ("07", ["Charlie", "alpha", "Bravo", "Echo", "Delta"]), ("zzz", []),
    ])
    func filter(text: String, expected: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.write("five.json", Self.five)
        #expect(try Self.names(fixtures, "five.json", "--filter", text) == expected)
    }

    @Test func filterCountsWhatMatched() throws {
        let fixtures = try Fixtures()
        try fixtures.write("five.json", Self.five)
        let run = try fixtures.run("stations", "five.json", "--filter", "newark")
        #expect(run.lines.last == "2 stations matching 'newark' (1 without a regular price) from 1 source")
        let none = try fixtures.run("stations", "five.json", "--filter", "zzz")
        #expect(none.status == 0)
        #expect(none.lines == ["0 stations matching 'zzz' from 1 source"])
    }

    @Test func limit() throws {
        let fixtures = try Fixtures()
        try fixtures.write("five.json", Self.five)
        #expect(try Self.names(fixtures, "five.json", "--limit", "2") == ["Charlie", "alpha"])
        #expect(try Self.names(fixtures, "five.json", "--limit", "9") == ["Charlie", "alpha", "Bravo", "Echo", "Delta"])
        #expect(try Self.names(fixtures, "five.json", "--limit", "1", "--sort", "price", "--reverse") == ["Echo"])
    }

    @Test(arguments: ["0", "-1"])
    func aLimitBelowOneIsAUsageError(limit: String) throws {
        let run = try Fixtures().run("stations", "--limit=\(limit)")
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("--limit must be at least 1 (got \(limit))"), "\(run.stderr)")
    }

    // MARK: Fuels

    /// An unknown fuel: no station has a price, and a note lists the fuels there are.
    @Test func anUnknownFuel() throws {
        let fixtures = try Fixtures()
        try fixtures.write("five.json", Self.five)
        let run = try fixtures.run("stations", "five.json", "--fuel", "Hydrogen")
        #expect(run.status == 0)
        #expect(run.stderrLines == ["gasprices: note: no station sells 'hydrogen' (fuels: regular)"])
        #expect(run.lines.first?.contains("HYDROGEN") == true)
        #expect(run.lines.last == "5 stations (5 without a hydrogen price) from 1 source")
        #expect(try Self.names(fixtures, "five.json", "--fuel", "hydrogen") == ["alpha", "Bravo", "Charlie", "Delta", "Echo"])
    }

    /// A source named twice (a built-in in any case, a path to the same file) is read once,
    /// with a warning; its stations were listed twice, "from 2 sources", until the ninth look.
    @Test func aSourceNamedTwiceIsReadOnce() throws {
        let fixtures = try Fixtures()
        try fixtures.write("five.json", Self.five)
        for format in [["--format", "text"], ["--format", "ndjson"]] {
            let run = try fixtures.run(["stations", "five.json", "./five.json", "A", "a"] + format)
            #expect(run.status == 0)
            #expect(run.stderrLines == ["gasprices: warning: ./five.json names a source named before it: read once",
                                        "gasprices: warning: a names a source named before it: read once"], "\(format)")
            if format[1] == "text" { #expect(run.lines.last == "6 stations (1 without a regular price) from 2 sources") } else { #expect(run.lines.count == 6) }
        }
        // A hard link is the same file under another name (until 2026-12-06 read twice).
        try FileManager.default.linkItem(atPath: fixtures.directory.appendingPathComponent("five.json").path,
                                         toPath: fixtures.directory.appendingPathComponent("linked.json").path)
        let linked = try fixtures.run("stations", "five.json", "linked.json")
        #expect(linked.status == 0)
        #expect(linked.stderrLines == ["gasprices: warning: linked.json names a source named before it: read once"])
        #expect(linked.lines.last == "5 stations (1 without a regular price) from 1 source")
    }

    /// A folder's files count as named by it: a file named after its folder is read once, and
    /// a folder named after one of its files is read for its others (both were read, the
    /// file's stations listed twice, until 2026-12-03).
    @Test func aFileOfAFolderNamedTooIsReadOnce() throws {
        let fixtures = try Fixtures()
        _ = try fixtures.folder("dd")
        try fixtures.write("dd/five.json", Self.five)
        try fixtures.write("dd/one.json", #"{"description": "Solo", "price": 3.1}"#)
        for format in [["--format", "text"], ["--format", "ndjson"]] {
            let after = try fixtures.run(["stations", "dd", "dd/five.json"] + format)
            #expect(after.status == 0)
            #expect(after.stderrLines == ["gasprices: warning: dd/five.json names a source named before it: read once"], "\(format)")
            if format[1] == "text" { #expect(Self.isSixFromTwo(after.lines.last)) } else { #expect(after.lines.count == 6) }
            let before = try fixtures.run(["stations", "./dd/five.json", "dd"] + format)
            #expect(before.status == 0)
            #expect(before.stderrLines == ["gasprices: warning: dd/five.json names a source named before it: read once"], "\(format)")
            if format[1] == "text" { #expect(Self.isSixFromTwo(before.lines.last)) } else { #expect(before.lines.count == 6) }
        }
        let json = try fixtures.run("stations", "dd/one.json", "dd", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        let sources = try #require(object["sources"] as? [[String: Any]])
        #expect(sources.compactMap { $0["source"] as? String } == ["dd/one.json", "dd/five.json"])
        let every = try fixtures.run("stations", "dd/five.json", "dd/one.json", "dd")
        #expect(every.status == 0 && every.stderrLines.count == 2 && Self.isSixFromTwo(every.lines.last))
    }

    private static func isSixFromTwo(_ line: String?) -> Bool {
        line.map { $0.hasPrefix("6 stations") && $0.hasSuffix(" from 2 sources") } ?? false
    }

    /// `--fuel ''` names no fuel: a usage error, where it listed every station without a
    /// price of '' (ninth look). Stations without any price, no `--fuel` given: the note says
    /// so, rather than that no station sells a regular it was never asked for.
    @Test func anEmptyFuelIsRefusedAndNoPricesAreSaid() throws {
        let fixtures = try Fixtures()
        for fuel in ["", " "] {
            let run = try fixtures.run("stations", "A", "--fuel", fuel)
            #expect(run.status == 64 && run.lines.isEmpty)
            #expect(run.stderr.contains("--fuel needs a fuel's name"), "\(run.stderr)")
        }
        try fixtures.write("none.json", #"[{"description": "a"}, {"description": "b", "price": null}]"#)
        let none = try fixtures.run("stations", "none.json", "--feed", "uk")
        #expect(none.status == 0)
        #expect(none.stderrLines == ["gasprices: note: no station has a price"])
        // Fuels sold without a price (the sample's sellsDiesel, a feed's fuel listed as null)
        // are no price either: the note was missing for them until 2026-12-03.
        try fixtures.write("unpriced.json", #"[{"description": "a", "sellsDiesel": true}, {"description": "b", "price": null}]"#)
        try fixtures.write("uk.json", #"{"stations": [{"site_id": "gb1", "brand": "X", "prices": {"E5": null, "B7": null}}]}"#)
        for source in ["E", "unpriced.json", "uk.json"] {
            let run = try fixtures.run("stations", source)
            #expect(run.status == 0)
            #expect(run.stderrLines == ["gasprices: note: no station has a price"], "\(source)")
        }
        // One price anywhere, and the note is not given.
        #expect(try fixtures.run("stations", "A", "E").stderrLines.isEmpty)
    }

    /// Diesel is sold by B and D's stations, without a price: sorted by name, none cheapest.
    @Test func aFuelWithoutPrices() throws {
        let run = try Fixtures().run("stations", "A", "B", "--fuel", "diesel")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(!run.stdout.contains("cheapest"))
        #expect(run.lines.last == "2 stations (2 without a diesel price) from 2 sources")
    }
}
