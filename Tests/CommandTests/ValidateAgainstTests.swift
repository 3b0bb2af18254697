import Foundation
import Testing

/// `gasprices validate NEW --against OLD`: each field whose outcome, value or rule changed,
/// side by side; exit status 0 when none got worse, 3 when one did, 1 when either file
/// cannot be read, is not JSON or holds no station, 64 with an option it does not take.
@Suite struct ValidateAgainstTests {
    static func station(price: String, extra: String = "") -> String {
        #"{"description": "Quick Gas", "price": \#(price)\#(extra)}"#
    }

    /// `old.json` with a price of 3.50 and `new.json` with `price`.
    static func pair(price: String, extra: String = "") throws -> Fixtures {
        let fixtures = try Fixtures()
        try fixtures.write("old.json", station(price: "3.50"))
        try fixtures.write("new.json", station(price: price, extra: extra))
        return fixtures
    }

    /// Two stations, and the same two (the second's price now with a decimal comma) and a third.
    static let two = #"[{"description": "One", "price": 3.5}, {"description": "Two", "price": 2.5}]"#
    static let three = #"[{"description": "One", "price": 3.5}, {"description": "Two", "price": "2,5"}, {"description": "Three", "price": 1}]"#

    static func lists() throws -> Fixtures {
        let fixtures = try Fixtures()
        try fixtures.write("two.json", two)
        try fixtures.write("three.json", three)
        return fixtures
    }

    static func object(_ run: GasPricesBinary.Run, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try #require(run.stderr == "", "\(run.stderr)", sourceLocation: sourceLocation)
        return try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any], "\(run.stdout)",
                            sourceLocation: sourceLocation)
    }

    static func stations(_ object: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        try #require(object["stations"] as? [[String: Any]], sourceLocation: sourceLocation)
    }

    // MARK: Exit status 0 and 3

    @Test func identicalFilesExitZero() throws {
        let fixtures = try Self.pair(price: "3.50")
        let run = try fixtures.run("validate", "new.json", "--against", "old.json")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.lines == ["new.json against old.json: 1 station, no field changed"])
    }

    /// Lines, columns and key order are not what a field is: a copy laid out anew has not changed.
    @Test func aCopyLaidOutAnewHasNotChanged() throws {
        let fixtures = try Self.pair(price: "3.50")
        try fixtures.write("moved.json", "{\n  \"price\": 3.50,\n\n  \"description\": \"Quick Gas\"\n}\n")
        let run = try fixtures.run("validate", "moved.json", "--against", "old.json")
        #expect(run.status == 0)
        #expect(run.lines == ["moved.json against old.json: 1 station, no field changed"])
    }

    /// A feed's stations, each with its own id, meet the station of the same id whatever
    /// their order: prices by id reordered (an object's members), a list fetched again
    /// sorted otherwise. Until 2026-12-04 they met by place: every field changed, exit 3.
    @Test func stationsWithIDsMeetTheirOwn() throws {
        let fixtures = try Fixtures()
        try fixtures.write("old.json", #"{"ok":true,"prices":{"a":{"status":"open","e5":1.5},"b":{"status":"open","e5":"1,6"}}}"#)
        try fixtures.write("new.json", #"{"ok":true,"prices":{"b":{"status":"open","e5":"1,6"},"a":{"status":"open","e5":1.5}}}"#)
        let reordered = try fixtures.run("validate", "new.json", "--against", "old.json")
        #expect(reordered.status == 0 && reordered.lines == ["new.json against old.json: 2 stations, no field changed"], "\(reordered.lines)")
        let station = { (id: String, price: String) in #"{"id":"\#(id)","name":"N\#(id)","place":"Kiel","postCode":24103,"e5":\#(price),"isOpen":true}"# }
        try fixtures.write("list1.json", #"{"ok":true,"status":"ok","stations":["# + station("x", "1.5") + "," + station("y", "1.6") + "]}")
        try fixtures.write("list2.json", #"{"ok":true,"status":"ok","stations":["# + station("z", "1.4") + "," + station("y", "\"abc\"") + "," + station("x", "1.5") + "]}")
        let run = try fixtures.run("validate", "list2.json", "--against", "list1.json", "--format", "json")
        #expect(run.status == 3)
        let stations = try Self.stations(try Self.object(run))
        // z is new (place 1), y got worse (place 2), x is unchanged and not listed.
        #expect(stations.map { "\($0["station"] ?? "")\($0["presence"] ?? "")" } == ["1added", "2both"])
        // Without ids (the sample's stations), by place as before.
        let lists = try Self.lists()
        let byPlace = try lists.run("validate", "three.json", "--against", "two.json", "--format", "json")
        #expect(try Self.stations(try Self.object(byPlace)).map { "\($0["station"] ?? "")\($0["presence"] ?? "")" } == ["2both", "3added"])
    }

    @Test func aFieldThatGotWorseExitsThree() throws {
        let run = try Self.pair(price: #""abc""#).run("validate", "new.json", "--against", "old.json")
        #expect(run.status == 3)
        #expect(run.stderr == "")
        #expect(run.lines == [
            "new.json against old.json: 1 station, 1 field changed, 1 worse",
            "",
            "Station (Quick Gas)",
            "  FIELD  BEFORE        AFTER                  RULE",
            #"  price  ✓ exact 3.50  ! defaulted "abc" → 0  not_a_number  worse"#,
        ])
    }

    @Test func theReverseIsBetterAndExitsZero() throws {
        let run = try Self.pair(price: #""abc""#).run("validate", "old.json", "--against", "new.json")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.lines == [
            "old.json against new.json: 1 station, 1 field changed, 0 worse",
            "",
            "Station (Quick Gas)",
            "  FIELD  BEFORE                 AFTER         RULE",
            #"  price  ! defaulted "abc" → 0  ✓ exact 3.50  was not_a_number  better"#,
        ])
    }

    /// exact → coerced is worse too, not only → defaulted.
    @Test func exactToCoercedIsWorse() throws {
        let run = try Self.pair(price: #""$3.50""#).run("validate", "new.json", "--against", "old.json")
        #expect(run.status == 3)
        #expect(run.lines.last == #"  price  ✓ exact 3.50  ~ coerced "$3.50" → 3.5  currency_text  worse"#)
    }

    /// A price that changed and is still exact: shown, with no verdict, and not worse.
    @Test func aChangedValueIsNotWorse() throws {
        let run = try Self.pair(price: "3.60").run("validate", "new.json", "--against", "old.json")
        #expect(run.status == 0)
        #expect(run.lines == [
            "new.json against old.json: 1 station, 1 field changed, 0 worse",
            "",
            "Station (Quick Gas)",
            "  FIELD  BEFORE        AFTER         RULE",
            "  price  ✓ exact 3.50  ✓ exact 3.60",
        ])
    }

    /// `"3.5"` and `"3.50"`: the same value by the same rule. Nothing a reader is told about.
    @Test func anInputWrittenOtherwiseIsNoChange() throws {
        let fixtures = try Fixtures()
        try fixtures.write("old.json", Self.station(price: #""3.5""#))
        try fixtures.write("new.json", Self.station(price: #""3.50""#))
        let run = try fixtures.run("validate", "new.json", "--against", "old.json")
        #expect(run.status == 0)
        #expect(run.lines == ["new.json against old.json: 1 station, no field changed"])
        let json = try Self.object(try fixtures.run("validate", "new.json", "--against", "old.json", "--format", "json"))
        #expect(json["changed"] as? Int == 0)
        #expect(try Self.stations(json).isEmpty)
    }

    /// A key ignored in one version only is a change, never a worse one.
    @Test func anIgnoredKeyThatCame() throws {
        let run = try Self.pair(price: "3.50", extra: #", "brand": "Fake""#).run("validate", "new.json", "--against", "old.json")
        #expect(run.status == 0)
        #expect(run.lines == [
            "new.json against old.json: 1 station, 1 field changed, 0 worse",
            "",
            "Station (Quick Gas)",
            "  FIELD  BEFORE    AFTER             RULE",
            #"  brand  (absent)  · ignored "Fake"  unknown_key"#,
        ])
    }

    // MARK: Exit status 1

    @Test(arguments: ["new", "old"], ["text", "json"])
    func aFileThatIsNotJSON(side: String, format: String) throws {
        let fixtures = try Self.pair(price: "3.50")
        try fixtures.write("\(side).json", "{\"description\": \"Quick Gas\",\n \"price\": ")
        let run = try fixtures.run("validate", "new.json", "--against", "old.json", "--format", format)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("gasprices: error: \(side).json:2:11: not JSON: "), "\(run.stderr)")
    }

    @Test(arguments: [["missing.json", "old.json"], ["new.json", "missing.json"]])
    func aMissingFile(files: [String]) throws {
        let run = try Self.pair(price: "3.50").run("validate", files[0], "--against", files[1])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("gasprices: error: missing.json: cannot read: "), "\(run.stderr)")
    }

    @Test(arguments: ["new", "old"])
    func aFileWithoutStations(side: String) throws {
        let fixtures = try Self.pair(price: "3.50")
        try fixtures.write("\(side).json", "[]")
        let run = try fixtures.run("validate", "new.json", "--against", "old.json")
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines == ["gasprices: error: \(side).json: the list is empty: no stations"])
    }

    @Test func aBuiltInResponseThatDoesNotExist() throws {
        let run = try validate("A", "--against", "Z")
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("gasprices: error: Z: cannot read: "), "\(run.stderr)")
    }

    // MARK: Exit status 64

    @Test(arguments: [
        (["--format", "ndjson"], "--format ndjson"),
        (["--summary"], "--summary"),
        (["--get", "price"], "--get"),
        (["--trace", "price"], "--trace"),
        (["--decimal-comma"], "--decimal-comma"),
        (["--date-format", "dd/MM/yyyy"], "--date-format"),
        (["--max-depth", "9"], "--max-depth"),
        (["--max-depth", "512"], "--max-depth"),
    ])
    func anOptionItDoesNotTake(options: [String], named: String) throws {
        let run = try Self.pair(price: #""abc""#).run(["validate", "new.json", "--against", "old.json"] + options)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("--against compares two files as the app reads them; it does not take \(named)"), "\(run.stderr)")
        // Without --against, the same options are fine.
        let alone = try Self.pair(price: #""abc""#).run(["validate", "new.json"] + options)
        #expect(alone.status != 64, "\(alone.stderr)")
    }

    @Test(arguments: ["text", "json"])
    func theFormatsItTakes(format: String) throws {
        let run = try Self.pair(price: #""abc""#).run("validate", "new.json", "--against", "old.json", "--format", format)
        #expect(run.status == 3)
        #expect(run.stderr == "")
        #expect(!run.stdout.isEmpty)
    }

    // MARK: --format json

    @Test func jsonOfIdenticalFiles() throws {
        let run = try Self.pair(price: "3.50").run("validate", "new.json", "--against", "old.json", "--format", "json")
        #expect(run.status == 0)
        let object = try Self.object(run)
        #expect(Set(object.keys) == ["source", "against", "changed", "worse", "stations"])
        #expect(object["source"] as? String == "new.json")
        #expect(object["against"] as? String == "old.json")
        #expect(object["changed"] as? Int == 0)
        #expect(object["worse"] as? Int == 0)
        #expect(try Self.stations(object).isEmpty)
    }

    @Test func jsonOfAWorseField() throws {
        let run = try Self.pair(price: #""abc""#).run("validate", "new.json", "--against", "old.json", "--format", "json")
        #expect(run.status == 3)
        let object = try Self.object(run)
        #expect(object["changed"] as? Int == 1)
        #expect(object["worse"] as? Int == 1)
        let stations = try Self.stations(object)
        #expect(stations.count == 1)
        let station = try #require(stations.first)
        #expect(Set(station.keys) == ["station", "name", "presence", "worse", "fields", "ignored"])
        #expect(station["station"] as? Int == 1)
        #expect(station["name"] as? String == "Quick Gas")
        #expect(station["presence"] as? String == "both")
        #expect(station["worse"] as? Bool == true)
        let fields = try #require(station["fields"] as? [[String: Any]])
        #expect(fields.count == 1)
        let price = try #require(fields.first)
        #expect(price["path"] as? String == "price")
        #expect(price["changed"] as? [String] == ["outcome", "value", "rule", "input"])
        #expect(price["worse"] as? Bool == true)
        #expect(price["better"] as? Bool == false)
        let before = try #require(price["before"] as? [String: Any])
        let after = try #require(price["after"] as? [String: Any])
        #expect(before["outcome"] as? String == "exact" && before["input"] as? String == "3.50" && before["value"] as? Double == 3.5)
        #expect(after["outcome"] as? String == "defaulted" && after["rule"] as? String == "not_a_number" && after["value"] as? Double == 0)
        #expect((station["ignored"] as? [Any])?.isEmpty == true)
    }

    /// Three stations against two: the third is added, every one of its fields new; the
    /// first, unchanged, is left out.
    @Test func jsonWhenAStationWasAdded() throws {
        let run = try Self.lists().run("validate", "three.json", "--against", "two.json", "--format", "json")
        #expect(run.status == 3)
        let object = try Self.object(run)
        let stations = try Self.stations(object)
        #expect(stations.map { $0["station"] as? Int } == [2, 3])
        #expect(stations.map { $0["presence"] as? String } == ["both", "added"])
        #expect(stations.map { $0["name"] as? String } == ["Two", "Three"])
        let added = try #require(stations.last?["fields"] as? [[String: Any]])
        #expect(added.map { $0["path"] as? String } == ["stationName", "price", "sellsDiesel", "address", "historicalPrices"])
        #expect(added.allSatisfy { $0["before"] is NSNull && $0["after"] is [String: Any] })
        // New fields are worse unless exact: the three defaulted for being missing.
        #expect(added.filter { $0["worse"] as? Bool == true }.map { $0["path"] as? String } == ["sellsDiesel", "address", "historicalPrices"])
        #expect(object["worse"] as? Int == 1 + 3)
        #expect(object["changed"] as? Int == 1 + 5)
    }

    /// Two stations against three: the third is removed; nothing that is gone is worse.
    @Test func jsonWhenAStationWasRemoved() throws {
        let run = try Self.lists().run("validate", "two.json", "--against", "three.json", "--format", "json")
        #expect(run.status == 0)
        let object = try Self.object(run)
        #expect(object["worse"] as? Int == 0)
        let stations = try Self.stations(object)
        #expect(stations.map { $0["presence"] as? String } == ["both", "removed"])
        let removed = try #require(stations.last)
        #expect(removed["station"] as? Int == 3)
        #expect(removed["name"] as? String == "Three")
        #expect(removed["worse"] as? Bool == false)
        let fields = try #require(removed["fields"] as? [[String: Any]])
        #expect(fields.count == 5)
        #expect(fields.allSatisfy { $0["after"] is NSNull && $0["before"] is [String: Any] && $0["worse"] as? Bool == false })
        let better = try #require((stations.first?["fields"] as? [[String: Any]])?.first)
        #expect(better["path"] as? String == "price" && better["better"] as? Bool == true)
    }

    // MARK: Several stations

    @Test func textWhenAStationWasAddedOrRemoved() throws {
        let added = try Self.lists().run("validate", "three.json", "--against", "two.json")
        #expect(added.status == 3)
        #expect(added.lines == [
            "three.json against two.json: 3 stations, 6 fields changed, 4 worse",
            "",
            "Station 2 (Two)",
            "  FIELD  BEFORE       AFTER                  RULE",
            #"  price  ✓ exact 2.5  ~ coerced "2,5" → 2.5  decimal_comma  worse"#,
            "",
            "Station 3 (Three): only in three.json",
            "  FIELD             BEFORE    AFTER                          RULE",
            #"  stationName       (absent)  ✓ exact "Three"                remapped from "description""#,
            "  price             (absent)  ✓ exact 1",
            "  sellsDiesel       (absent)  ! defaulted (missing) → false  missing                      worse",
            "  address           (absent)  ! defaulted (missing) → {…}    missing                      worse",
            "  historicalPrices  (absent)  ! defaulted (missing) → []     missing                      worse",
        ])
        let removed = try Self.lists().run("validate", "two.json", "--against", "three.json")
        #expect(removed.status == 0)
        #expect(removed.lines.first?.hasPrefix("two.json against three.json: 2 stations, ") == true, "\(removed.stdout)")
        #expect(removed.lines.contains(#"  price  ~ coerced "2,5" → 2.5  ✓ exact 2.5  was decimal_comma  better"#))
        #expect(removed.lines.last == "Station 3 (Three): only in three.json")
    }

    /// `--station N` compares station N only: its status is that station's.
    @Test func oneStation() throws {
        let fixtures = try Self.lists()
        let second = try fixtures.run("validate", "three.json", "--against", "two.json", "--station", "2")
        #expect(second.status == 3)
        #expect(second.lines.first == "three.json against two.json: 3 stations, 1 field changed, 1 worse")
        #expect(second.lines.contains("Station 2 (Two)"))
        #expect(!second.lines.contains { $0.hasPrefix("Station 3") })

        let first = try fixtures.run("validate", "three.json", "--against", "two.json", "--station", "1")
        #expect(first.status == 0, "station 1 did not change, whatever the others did")
        #expect(first.lines == ["three.json against two.json: 3 stations, no field changed"])

        let third = try fixtures.run("validate", "three.json", "--against", "two.json", "--station", "3", "--format", "json")
        #expect(third.status == 3)
        let stations = try Self.stations(try Self.object(third))
        #expect(stations.map { $0["station"] as? Int } == [3])
        #expect(stations.first?["presence"] as? String == "added")

        // A station only the older version has cannot be picked: NEW has 2.
        let beyond = try fixtures.run("validate", "two.json", "--against", "three.json", "--station", "3")
        let plain = try fixtures.run("validate", "two.json", "--station", "3")
        #expect(beyond.status == plain.status && beyond.status != 0)
        #expect(beyond.stdout == "")
        #expect(beyond.stderrLines == ["gasprices: error: --station 3: the input has 2 stations"])
    }

    // MARK: Built-in responses

    /// B is A with every field written loosely: four fields coerced that were exact.
    @Test func builtInResponsesByLabel() throws {
        let run = try validate("B", "--against", "A")
        #expect(run.status == 3)
        #expect(run.stderr == "")
        #expect(run.lines.first == "B.json against A.json: 1 station, 4 fields changed, 4 worse")
        #expect(run.lines.filter { $0.hasSuffix("  worse") }.count == 4)
        for path in ["price", "sellsDiesel", "address.zip", "historicalPrices[0].price"] {
            #expect(run.lines.contains { $0.hasPrefix("  \(path) ") && $0.contains("✓ exact") && $0.contains("~ coerced") }, "\(path)")
        }
        let json = try Self.object(try validate("B", "--against", "A", "--format", "json"))
        #expect(json["worse"] as? Int == 4)
        #expect(json["changed"] as? Int == 4)

        let back = try validate("A", "--against", "B")
        #expect(back.status == 0)
        #expect(back.lines.first == "A.json against B.json: 1 station, 4 fields changed, 0 worse")
        #expect(back.lines.filter { $0.hasSuffix("  better") }.count == 4)

        let same = try validate("A", "--against", "A")
        #expect(same.status == 0)
        #expect(same.lines == ["A.json against A.json: 1 station, no field changed"])
    }

    // MARK: Feeds

    static let tankerkoenig = #"""
        {"ok":true,"license":"CC BY 4.0","data":"MTS-K","status":"ok","stations":[
         {"id":"a1","name":"Aral","brand":"ARAL","street":"Hauptstr.","houseNumber":"1","postCode":1067,"place":"Dresden","lat":51.0,"lng":13.7,"e5":1.799,"e10":1.739,"diesel":1.659,"isOpen":true},
         {"id":"a2","name":"Shell","brand":"SHELL","street":"Ring","houseNumber":"2","postCode":1069,"place":"Dresden","lat":51.0,"lng":13.7,"e5":1.759,"e10":1.699,"diesel":1.639,"isOpen":true}]}
        """#

    /// The same feed fetched again: the second station's e10 now `false` (no price), its
    /// diesel written as text, and a key the feed does not document.
    static var tankerkoenigLater: String {
        tankerkoenig
            .replacingOccurrences(of: #""e10":1.699,"diesel":1.639"#, with: #""e10":false,"diesel":"1.639""#)
            .replacingOccurrences(of: #""isOpen":true}]}"#, with: #""isOpen":true,"extra":1}]}"#)
    }

    static func feeds() throws -> Fixtures {
        let fixtures = try Fixtures()
        try fixtures.write("tk-old.json", tankerkoenig)
        try fixtures.write("tk-new.json", tankerkoenigLater)
        return fixtures
    }

    @Test func aFeedFetchedAgain() throws {
        #expect(Self.tankerkoenigLater != Self.tankerkoenig)
        let fixtures = try Self.feeds()
        let run = try fixtures.run("validate", "tk-new.json", "--against", "tk-old.json")
        #expect(run.status == 3)
        #expect(run.stderr == "")
        #expect(run.lines.first == "tk-new.json against tk-old.json: 2 stations, 3 fields changed, 2 worse")
        #expect(!run.lines.contains { $0.hasPrefix("Station 1") }, "the first station did not change")
        #expect(run.lines.contains("Station 2 (Shell)"))
        let rows = run.lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("  FIELD") }
        #expect(rows.map { $0.split(separator: " ").first.map(String.init) } == ["e10", "diesel", "extra"])
        #expect(rows[0].contains("✓ exact 1.699") && rows[0].contains("! defaulted false") && rows[0].hasSuffix("worse"))
        #expect(rows[1].contains(#"~ coerced "1.639" → 1.639"#) && rows[1].hasSuffix("worse"))
        #expect(rows[2].contains("· ignored 1") && rows[2].hasSuffix("unknown_key"))

        let json = try Self.object(try fixtures.run("validate", "tk-new.json", "--against", "tk-old.json", "--format", "json"))
        #expect(json["changed"] as? Int == 3 && json["worse"] as? Int == 2)
        let stations = try Self.stations(json)
        #expect(stations.map { $0["station"] as? Int } == [2])
        #expect(stations.first?["name"] as? String == "Shell")
        #expect((stations.first?["fields"] as? [[String: Any]])?.map { $0["path"] as? String } == ["e10", "diesel"])
        #expect((stations.first?["ignored"] as? [[String: Any]])?.map { $0["path"] as? String } == ["extra"])

        let back = try fixtures.run("validate", "tk-old.json", "--against", "tk-new.json")
        #expect(back.status == 0)
        #expect(back.lines.first == "tk-old.json against tk-new.json: 2 stations, 3 fields changed, 0 worse")
    }

    /// Read as another feed, the prices are no fields of its model: only the new key shows.
    @Test func aFeedReadAsNamed() throws {
        let run = try Self.feeds().run("validate", "tk-new.json", "--against", "tk-old.json", "--feed", "sample")
        #expect(run.status == 0)
        #expect(run.lines.first == "tk-new.json against tk-old.json: 2 stations, 1 field changed, 0 worse")
        #expect(run.lines.contains { $0.hasPrefix("  extra ") })
        #expect(!run.lines.contains { $0.hasPrefix("  e10 ") })
    }

    /// A feed's own keys name the fields of a dictionary: a key holding controls is escaped.
    @Test func aPathNamedByTheFeedIsEscaped() throws {
        let uk = { (price: String) in
            #"{"last_updated": "14/07/2024 09:30:00", "stations": [{"site_id": "gb1", "brand": "A", "prices": {"E5": 152.9, "X\u001b[31mY": \#(price)}}]}"#
        }
        let fixtures = try Fixtures()
        try fixtures.write("old.json", uk("1.5"))
        try fixtures.write("new.json", uk(#""abc""#))
        let run = try fixtures.run("validate", "new.json", "--against", "old.json")
        #expect(run.status == 3)
        #expect(!run.stdoutBytes.contains(0x1B), "\(run.stdout)")
        #expect(run.lines.contains { $0.hasPrefix(#"  prices.X\u001B[31mY "#) }, "\(run.stdout)")
        // validate's own field table escapes it too.
        let report = try fixtures.run("validate", "new.json")
        #expect(!report.stdoutBytes.contains(0x1B), "\(report.stdout)")
        #expect(report.lines.contains { $0.hasPrefix(#"  prices.X\u001B[31mY "#) }, "\(report.stdout)")
    }
}
