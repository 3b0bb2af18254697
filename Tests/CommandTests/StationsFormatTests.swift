import Foundation
import Testing

/// `gasprices stations`' three outputs: the aligned table, the JSON document with every key
/// always present, and RFC 4180 CSV.
@Suite struct StationsFormatTests {
    /// Three stations with known ages at `now`: one coerced (a price as text), one without a
    /// price or a date.
    static let three = """
        [{"description": "Quick Gas", "price": "$3.19", "address": {"city": "Newark", "zip": 7105},
          "historicalPrices": [{"date": "2026-11-20T10:00:00Z", "price": 3.19}]},
         {"description": "Corner Fuel", "price": 3.31, "address": {"city": "Union", "zip": "07083"},
          "historicalPrices": [{"date": "2026-11-18T12:00:00Z", "price": 3.31}]},
         {"description": "Closed Station", "price": null, "address": {"city": "Kearny", "zip": "07032"}}]
        """
    static let now = "2026-11-20T13:30:00Z"

    @Test func table() throws {
        let fixtures = try Fixtures()
        try fixtures.write("three.json", Self.three)
        let run = try fixtures.run("stations", "three.json", "--now", Self.now)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.lines == [
            "#  NAME            BRAND  REGULAR      DIFF  CITY    POSTCODE  AGE  FIELDS",
            "1  Quick Gas                $3.19  cheapest  Newark  07105     3 h  ~2 !3",
            "2  Corner Fuel              $3.31     +0.12  Union   07083     2 d  !3",
            "3  Closed Station               —            Kearny  07032       —  !5",
            "",
            "3 stations (1 without a regular price) from 1 source",
        ])
    }

    /// Nothing from a file or the command line reaches the terminal as a control: the engine
    /// cleans values, and the table escapes what it echoes (the filter, the fuel).
    @Test func tableIsTerminalSafe() throws {
        let fixtures = try Fixtures()
        try fixtures.write("hostile.json", #"[{"description": "Evil\u001b[2J\u001b]0;pwned\u0007 Gas\u202e", "price": 3, "address": {"city": "New\nark"}}]"#)
        let run = try fixtures.run("stations", "hostile.json")
        #expect(run.status == 0)
        HostileTextTests.assertSafe(run.stdoutBytes, "the table")
        #expect(run.lines[1].contains("Evil"), "\(run.stdout)")
        #expect(run.lines.count == 4)

        let echoed = try fixtures.run("stations", "hostile.json", "--filter", "e\u{1B}[31m", "--fuel", "x\u{202E}y")
        #expect(echoed.status == 0)
        HostileTextTests.assertSafe(echoed.stdoutBytes, "the count")
        HostileTextTests.assertSafe(echoed.stderrBytes, "the note")
        #expect(echoed.lines == [#"0 stations matching 'e\u001B[31m' from 1 source"#])
        #expect(echoed.stderrLines == [#"gasprices: note: no station sells 'x\u202Ey' (fuels: regular)"#])
    }

    /// A file name with controls is escaped in every message.
    @Test func messagesAreTerminalSafe() throws {
        let fixtures = try Fixtures()
        let name = "bad\u{1B}[31m.json"
        try fixtures.write(name, "[1, 2]")
        let run = try fixtures.run("stations", name)
        #expect(run.status == 1)
        HostileTextTests.assertSafe(run.stderrBytes, "the error")
        #expect(run.stderrLines == [#"gasprices: error: bad\u001B[31m.json:1:2: the list holds 2 values and none is an object: no stations"#])
    }

    // MARK: JSON

    static let stationKeys: Set<String> = ["source", "index", "id", "name", "brand", "address", "location", "open", "fuels", "history", "outcomes"]

    @Test func jsonKeysAreAlwaysPresent() throws {
        let fixtures = try Fixtures()
        try fixtures.write("three.json", Self.three)
        let document = try StationsCommandTests.json(fixtures, ["three.json", "E"])
        #expect(Set(document.keys) == ["sources", "stations"])
        for source in StationsCommandTests.sources(document) {
            #expect(Set(source.keys) == ["source", "feed", "attribution", "stations", "list_key", "problems"])
        }
        let stations = StationsCommandTests.stations(document)
        #expect(stations.count == 4)
        for station in stations {
            #expect(Set(station.keys) == Self.stationKeys)
            let address = try #require(station["address"] as? [String: Any])
            #expect(Set(address.keys) == ["street", "city", "region", "postcode", "country"])
            for fuel in station["fuels"] as? [[String: Any]] ?? [] {
                #expect(Set(fuel.keys) == ["fuel", "label", "price", "currency", "unit", "updated"])
            }
            for point in station["history"] as? [[String: Any]] ?? [] {
                #expect(Set(point.keys) == ["date", "fuel", "price"])
            }
            let outcomes = try #require(station["outcomes"] as? [String: Any])
            #expect(Set(outcomes.keys) == ["exact", "coerced", "defaulted", "dropped", "ignored"])
        }
    }

    /// E's station: nothing known but the country the sample model implies.
    @Test func jsonNullWhereUnknown() throws {
        let document = try StationsCommandTests.json(try Fixtures(), ["E"])
        let station = try #require(StationsCommandTests.stations(document).first)
        #expect(station["source"] as? String == "E")
        #expect(station["index"] as? Int == 0)
        for key in ["id", "brand", "location", "open"] { #expect(station[key] is NSNull, "\(key)") }
        #expect(station["name"] as? String == "")
        let address = try #require(station["address"] as? [String: Any])
        for key in ["street", "city", "region", "postcode"] { #expect(address[key] is NSNull, "\(key)") }
        let fuel = try #require((station["fuels"] as? [[String: Any]])?.first)
        #expect(fuel["fuel"] as? String == "regular")
        #expect(fuel["price"] is NSNull)
        #expect(fuel["updated"] is NSNull)
        #expect(fuel["currency"] as? String == "USD")
        #expect(fuel["unit"] as? String == "gallon")
        #expect((station["history"] as? [Any])?.isEmpty == true)
        let outcomes = try #require(station["outcomes"] as? [String: Int])
        #expect(outcomes["defaulted"] == 5)
    }

    /// The exact text of one station: numbers in their shortest form, dates in UTC with `Z`,
    /// a history date that could not be read as `null`.
    @Test func jsonText() throws {
        let fixtures = try Fixtures()
        try fixtures.write("one.json", #"{"description": "Solo", "price": 3.5, "address": {"street": "1 Main St", "city": "Newark", "state": "NJ", "zip": "07105"}, "historicalPrices": [{"date": "2013-02-18T15:43:24.5-05:00", "price": 4}, {"date": "soon", "price": 0}]}"#)
        let run = try fixtures.run("stations", "one.json", "--format", "json")
        #expect(run.status == 0)
        #expect(run.stdout == #"""
            {"sources":[{"source":"one.json","feed":"sample","attribution":null,"stations":1,"list_key":null,"problems":[]}],"stations":[{"source":"one.json","index":0,"id":null,"name":"Solo","brand":null,"address":{"street":"1 Main St","city":"Newark","region":"NJ","postcode":"07105","country":"US"},"location":null,"open":null,"fuels":[{"fuel":"regular","label":"price","price":3.5,"currency":"USD","unit":"gallon","updated":"2013-02-18T20:43:24.5Z"}],"history":[{"date":"2013-02-18T20:43:24.5Z","fuel":"regular","price":4},{"date":null,"fuel":"regular","price":null}],"outcomes":{"exact":13,"coerced":0,"defaulted":2,"dropped":0,"ignored":0}}]}

            """#)
    }

    /// A source that failed is listed with no stations and its problem.
    @Test func jsonListsFailedSources() throws {
        let fixtures = try Fixtures()
        try fixtures.write("truncated.json", "[{\"price\": 1")
        try fixtures.write("empty.json", #"{"data": {"items": []}}"#)
        let document = try StationsCommandTests.json(fixtures, ["A", "truncated.json", "missing.json", "empty.json"])
        let sources = StationsCommandTests.sources(document)
        #expect(sources.map { $0["source"] as? String } == ["A", "truncated.json", "missing.json", "empty.json"])
        #expect(sources.map { $0["stations"] as? Int } == [1, 0, 0, 0])
        let truncated = try #require(sources[1]["problems"] as? [[String: Any]])
        #expect(truncated.first?["line"] as? Int == 1)
        #expect(truncated.first?["column"] as? Int == 13)
        #expect((truncated.first?["message"] as? String)?.hasPrefix("not JSON: ") == true)
        let missing = try #require(sources[2]["problems"] as? [[String: Any]])
        #expect(missing.first?["line"] is NSNull)
        #expect(missing.first?["column"] is NSNull)
        // Each problem's stable code, for scripts (until 2026-12-01 only the message).
        #expect(truncated.first?["code"] as? String == "not_json" && missing.first?["code"] as? String == "unreadable")
        #expect((sources[3]["problems"] as? [[String: Any]])?.first?["code"] as? String == "empty_list")
        #expect(sources[3]["list_key"] as? String == "data.items")
    }

    /// Controls in text are JSON escapes (here in a file name, which the engine does not
    /// clean): the output is valid JSON, holds the text as it was, and is safe to print.
    @Test func jsonEscapesControls() throws {
        let fixtures = try Fixtures()
        let name = "evil\u{1B}[2J\u{202E}\"\\.json"
        try fixtures.write(name, #"{"description": "Say \"hi\" \\ bye", "price": 3}"#)
        let run = try fixtures.run("stations", name, "--format", "json")
        HostileTextTests.assertSafe(run.stdoutBytes, "the JSON")
        #expect(run.stdout.contains(#""source":"evil\u001B[2J\u202E\"\\.json""#), "\(run.stdout)")
        let document = try #require(try parseJSON(run) as? [String: Any])
        let station = try #require(StationsCommandTests.stations(document).first)
        #expect(station["source"] as? String == name)
        #expect(station["name"] as? String == #"Say "hi" \ bye"#)
    }

    // MARK: CSV

    static let csvHeader = "source,index,id,name,brand,street,city,region,postcode,country,lat,lon,open,fuel,label,price,currency,unit,updated,coerced,defaulted"

    /// Fields with a comma, a quote or a line break are quoted, their quotes doubled; lines
    /// end with CRLF. (Values are cleaned by the engine; a file name keeps its line break.)
    @Test func csv() throws {
        let fixtures = try Fixtures()
        try fixtures.write("three.json", Self.three)
        let name = "odd, \"name\"\n.json"
        try fixtures.write(name, #"{"description": "Bob's \"Best\", Gas", "price": 2.5, "address": {"street": "1 Main St", "city": "Newark"}}"#)
        let run = try fixtures.run("stations", "three.json", name, "--format", "csv")
        let rows: [String] = [
            Self.csvHeader,
            "\"odd, \"\"name\"\"\n.json\",0,,\"Bob's \"\"Best\"\", Gas\",,1 Main St,Newark,,,US,,,,regular,price,2.5,USD,gallon,,0,4",
            "three.json,0,,Quick Gas,,,Newark,,07105,US,,,,regular,price,3.19,USD,gallon,2026-11-20T10:00:00Z,2,3",
            "three.json,1,,Corner Fuel,,,Union,,07083,US,,,,regular,price,3.31,USD,gallon,2026-11-18T12:00:00Z,0,3",
            "three.json,2,,Closed Station,,,Kearny,,07032,US,,,,regular,price,,USD,gallon,,0,5",
        ]
        let expected = rows.map { $0 + "\r\n" }.joined()
        #expect(run.status == 0)
        #expect(run.stdout == expected)
    }

    /// Text no rule cleans (a fuel and an id taken from keys, a file's name) reaches CSV
    /// without its terminal controls: until 2026-11-28 an escape sequence in a UK price's key
    /// cleared the screen and set the window's title when the CSV was printed.
    @Test func csvHoldsNoTerminalControl() throws {
        let fixtures = try Fixtures()
        let hostile = #"\u001b[2J\u001b]0;pwn\u0007"#
        try fixtures.write("uk\u{1B}[31m.json", #"{"last_updated": "14/07/2024 09:30:00", "stations": [{"site_id": "gb1\#(hostile)", "brand": "ASDA", "postcode": "LS1", "location": {"latitude": 53.8, "longitude": -1.5}, "prices": {"E10\#(hostile)": 150, "\#(hostile)": 149}}]}"#)
        let run = try fixtures.run("stations", "uk\u{1B}[31m.json", "--format", "csv", "--fuel", "all")
        #expect(run.status == 0)
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(run.stdout.contains("\u{FFFD}") && run.stdout.contains("ASDA"))
    }

    /// Tankerkönig's answer for one fuel names it `price`: the count says "without a price",
    /// not "without a price price".
    @Test func theNoteOfStationsWithoutTheFuelCalledPrice() throws {
        let fixtures = try Fixtures()
        try fixtures.write("one.json", #"{"ok": true, "status": "ok", "stations": [{"id": "a1", "name": "Aral", "postCode": 24103, "place": "Kiel", "price": 1.799, "isOpen": true}, {"id": "b2", "name": "Shell", "postCode": 24103, "place": "Kiel", "price": null, "isOpen": true}]}"#)
        let run = try fixtures.run("stations", "one.json")
        #expect(run.status == 0)
        #expect(run.stdout.contains("2 stations (1 without a price) from 1 source"))
    }

    @Test func csvHeaderIsDocumented() throws {
        let format = try DocumentationTests.read("docs/output-format.md")
        #expect(format.contains("\n" + Self.csvHeader + "\n"))
    }

    /// A station that does not sell the fuel: the fuel named, its other cells empty.
    @Test func csvForAFuelNotSold() throws {
        let run = try Fixtures().run("stations", "E", "--format", "csv", "--fuel", "diesel")
        #expect(run.status == 0)
        #expect(run.stdout == Self.csvHeader + "\r\nE,0,,,,,,,,US,,,,diesel,,,,,,0,5\r\n")
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let run = try Fixtures().run("stations", "--format", "xml")
        #expect(run.status == 64)
        #expect(run.stdout == "")
    }
}
