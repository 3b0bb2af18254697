import Foundation
import Testing

/// `gasprices validate A…E`: the station table the design brief's §3 asks for, and the field
/// table of what happened to every field.
@Suite struct ValidateTextTests {
    /// The sample app's station as responses A, B and D show it; C differs only in its price.
    static let stationA = [
        "  Name          7/11 Fake St.",
        "  Price         $3.50",
        "  Sells Diesel  Yes",
        "  Address       123 Fake Street",
        "                Newark, NJ 07105",
        "",
        "  Historical Prices",
        "  2/18/13       $4.60",
    ]

    static let stationC = stationA.map { $0 == "  Price         $3.50" ? "  Price         $4.00" : $0 }

    @Test func responseAWhole() throws {
        let run = try validate("A")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let expected = """
            A.json: one station

            Station (line 1, column 1)
              Name          7/11 Fake St.
              Price         $3.50
              Sells Diesel  Yes
              Address       123 Fake Street
                            Newark, NJ 07105

              Historical Prices
              2/18/13       $4.60

              PATH                       OUTCOME      INPUT                           RULE
              stationName                ✓ exact      "7/11 Fake St."                 remapped from "description"
              price                      ✓ exact      3.50
              sellsDiesel                ✓ exact      true
              address                    ✓ exact      {…}
              address.street             ✓ exact      "123 Fake Street"
              address.city               ✓ exact      "Newark"
              address.state              ✓ exact      "NJ"
              address.zip                ✓ exact      "07105"
              historicalPrices           ✓ exact      […]
              historicalPrices[0]        ✓ exact      {…}
              historicalPrices[0].date   ✓ exact      "2013-02-18T15:43:24-05:00"
              historicalPrices[0].price  ✓ exact      4.60

              12 exact, 0 coerced, 0 defaulted, 0 ignored

            """
        #expect(run.lines == GasPricesBinary.lines(of: expected))
    }

    @Test func responseEWhole() throws {
        let run = try validate("E")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        // Blank name and address rows stay, so the layout does not jump between responses.
        let expected = """
            E.json: one station

            Station (line 1, column 1)
              Name
              Price         $0.00
              Sells Diesel  No
              Address


              Historical Prices
              No historical information is available.

              PATH              OUTCOME      INPUT                           RULE
              stationName       ! defaulted  null                            remapped from "description", null
              price             ! defaulted  null                            null
              sellsDiesel       ! defaulted  null                            null
              address           ! defaulted  "error looking up address"      expected_object
              historicalPrices  ! defaulted  "error fetching prices"         expected_list

              0 exact, 0 coerced, 5 defaulted, 0 ignored

            """
        #expect(run.lines == GasPricesBinary.lines(of: expected))
    }

    @Test(arguments: [("A", stationA), ("B", stationA), ("C", stationC), ("D", stationA)])
    func stationBlock(response: String, expected: [String]) throws {
        let run = try validate(response)
        #expect(run.status == 0)
        #expect(run.lines.first == "\(response).json: one station")
        #expect(Self.stationBlock(run.lines) == expected)
    }

    /// What the validation panel shows for B, C and D (design brief §3), as outcome and rule
    /// columns of the field table; every field not listed is exact.
    static let panels: [(response: String, nonExact: [String: (outcome: String, rule: String)], counts: String)] = [
        ("B", [
            "price": ("~ coerced", "currency_text"),
            "sellsDiesel": ("~ coerced", "text_to_bool"),
            "address.zip": ("~ coerced", "number_to_text, zero_padded"),
            "historicalPrices[0].price": ("~ coerced", "currency_text"),
        ], "8 exact, 4 coerced, 0 defaulted, 0 ignored"),
        ("C", [
            "sellsDiesel": ("~ coerced", "number_to_bool"),
            "address.zip": ("~ coerced", "number_to_text, zero_padded"),
            "historicalPrices[0].date": ("~ coerced", "unix_seconds"),
        ], "9 exact, 3 coerced, 0 defaulted, 0 ignored"),
        ("D", [
            "historicalPrices": ("~ coerced", "single_to_list"),
        ], "11 exact, 1 coerced, 0 defaulted, 0 ignored"),
    ]

    static let stationPaths = [
        "stationName", "price", "sellsDiesel", "address", "address.street", "address.city", "address.state",
        "address.zip", "historicalPrices", "historicalPrices[0]", "historicalPrices[0].date", "historicalPrices[0].price",
    ]

    @Test(arguments: 0..<3)
    func fieldTable(panel: Int) throws {
        let (response, nonExact, counts) = Self.panels[panel]
        let run = try validate(response)
        #expect(run.status == 0)
        let rows = try Self.fieldRows(run.lines)
        #expect(rows.map(\.path) == Self.stationPaths)
        for row in rows {
            // The description key always lands on stationName by the model's remap.
            let expected = row.path == "stationName"
                ? ("✓ exact", "remapped from \"description\"")
                : nonExact[row.path] ?? ("✓ exact", "")
            #expect(row.outcome == expected.0, "\(response) \(row.path)")
            #expect(row.rule == expected.1, "\(response) \(row.path)")
        }
        #expect(run.lines.last == "  " + counts)
    }

    /// A key of thousands of characters is cut in the path column, which is at most 60
    /// columns wide, so the other rows are not padded to its width (one key of 80,000
    /// characters made a report of 642 MB from 0.2 MB of JSON); `--against` likewise.
    @Test func aLongKeyDoesNotWidenEveryRow() throws {
        let fixtures = try Fixtures()
        let label = String(repeating: "L", count: 5_000)
        let prices = (0..<50).map { #""F\#($0)": 1.5"# }.joined(separator: ", ")
        try fixtures.write("old.json", #"{"stations": [{"site_id": "a", "prices": {"\#(label)": 1.4, "# + prices + "}}]}")
        try fixtures.write("new.json", #"{"stations": [{"site_id": "a", "prices": {"\#(label)": 1.6, "# + prices.replacingOccurrences(of: "1.5", with: "1.7") + "}}]}")
        let run = try fixtures.run("validate", "old.json")
        #expect(run.status == 0)
        let rows = run.stdout.split(separator: "\n").filter { $0.contains("prices.") }
        #expect(rows.count >= 51)
        #expect(rows.allSatisfy { $0.count < 160 }, "\(rows.map(\.count).max() ?? 0)")
        #expect(rows.contains { $0.contains("prices.LLL") && $0.contains("…") })
        let against = try fixtures.run("validate", "new.json", "--against", "old.json")
        let changed = against.stdout.split(separator: "\n").filter { $0.contains("prices.") }
        #expect(changed.count >= 51)
        #expect(changed.allSatisfy { $0.count < 160 }, "\(changed.map(\.count).max() ?? 0)")
    }

    @Test func topLevelListNumbersStations() throws {
        let fixtures = try Fixtures()
        try fixtures.write("two.json", """
            [{"description": "One", "price": 1},
             {"description": "Two", "price": "$2.25"}]
            """)
        let run = try fixtures.run("validate", "two.json")
        #expect(run.status == 0)
        #expect(run.lines.first == "two.json: a list of 2 stations")
        #expect(run.lines.filter { $0.hasPrefix("Station ") } == ["Station 1 (line 1, column 2)", "Station 2 (line 2, column 2)"])
        #expect(run.lines.filter { $0.hasPrefix("  Price ") } == ["  Price         $1.00", "  Price         $2.25"])
    }

    /// A list of one is still a list: counted, and its station numbered.
    @Test func listOfOneStation() throws {
        let fixtures = try Fixtures()
        try fixtures.write("one.json", #"[{"description": "One", "price": 1}]"#)
        let run = try fixtures.run("validate", "one.json")
        #expect(run.status == 0)
        #expect(run.lines.first == "one.json: a list of 1 station")
        #expect(run.lines.filter { $0.hasPrefix("Station") } == ["Station 1 (line 1, column 2)"])
    }

    /// A price too large for 64-bit cents is still a valid price: printed, not a crash.
    @Test func hugePriceIsPrinted() throws {
        let fixtures = try Fixtures()
        try fixtures.write("huge.json", #"{"price": 1e19, "historicalPrices": [{"price": "1e300"}]}"#)
        let run = try fixtures.run("validate", "huge.json")
        #expect(run.status == 0)
        #expect(run.lines.contains("  Price         $10000000000000000000.00"))
    }

    @Test func emptyListHasNoStations() throws {
        let fixtures = try Fixtures()
        try fixtures.write("none.json", "[]")
        let run = try fixtures.run("validate", "none.json")
        #expect(run.status == 0)
        #expect(run.lines == ["none.json: an empty list, no stations"])
    }

    @Test func ignoredKeysAreListed() throws {
        let fixtures = try Fixtures()
        try fixtures.write("extra.json", #"{"Price": "1", "price": 2, "extra": true}"#)
        let run = try fixtures.run("validate", "extra.json")
        #expect(run.status == 0)
        let rows = try Self.fieldRows(run.lines)
        #expect(rows.first { $0.path == "price" }.map { [$0.outcome, $0.rule] } == ["✓ exact", ""])
        #expect(rows.first { $0.path == "Price" }.map { [$0.outcome, $0.input, $0.rule] } == ["· ignored", "\"1\"", "duplicate_key"])
        #expect(rows.first { $0.path == "extra" }.map { [$0.outcome, $0.input, $0.rule] } == ["· ignored", "true", "unknown_key"])
        #expect(run.lines.last == "  1 exact, 0 coerced, 4 defaulted, 2 ignored")
    }

    // MARK: - Reading the report

    /// The lines of the station table: from the Name row up to the field table.
    static func stationBlock(_ lines: [String]) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  Name") }),
              let end = lines.firstIndex(where: { $0.hasPrefix("  PATH ") }) else { return [] }
        var block = Array(lines[start..<end])
        while block.last == "" { block.removeLast() }
        return block
    }

    struct Row: Equatable {
        var path: String
        var outcome: String
        var input: String
        var rule: String
    }

    /// The rows of the field table, cut at the columns of its heading.
    static func fieldRows(_ lines: [String]) throws -> [Row] {
        let header = try #require(lines.firstIndex { $0.hasPrefix("  PATH ") })
        let heading = Array(lines[header])
        func column(_ name: String) throws -> Int {
            let range = try #require(lines[header].range(of: name))
            return lines[header].distance(from: lines[header].startIndex, to: range.lowerBound)
        }
        let outcome = try column("OUTCOME"), input = try column("INPUT"), rule = try column("RULE")
        #expect(heading.count == rule + 4)
        var rows: [Row] = []
        for line in lines[(header + 1)...] {
            if line.isEmpty { break }
            let characters = Array(line)
            func cut(_ from: Int, _ to: Int) -> String {
                guard from < characters.count else { return "" }
                return String(characters[from..<min(to, characters.count)]).trimmingCharacters(in: .whitespaces)
            }
            rows.append(Row(path: cut(0, outcome), outcome: cut(outcome, input), input: cut(input, rule), rule: cut(rule, .max)))
        }
        return rows
    }
}
