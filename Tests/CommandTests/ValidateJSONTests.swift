import Foundation
import Testing

/// `gasprices validate --format json`: the machine-readable record.
@Suite struct ValidateJSONTests {
    static let fieldKeys: Set<String> = ["path", "key", "match", "type", "input", "line", "column", "outcome", "rule", "post", "value"]
    static let ignoredKeys: Set<String> = ["path", "key", "input", "line", "column", "reason", "property"]

    /// The report's stations, after checking the shape every report has.
    static func stations(_ run: GasPricesBinary.Run, source: String) throws -> [[String: Any]] {
        let top = try #require(try parseJSON(run) as? [String: Any])
        #expect(Set(top.keys) == ["source", "stations"])
        #expect(top["source"] as? String == source)
        let stations = try #require(top["stations"] as? [[String: Any]])
        for station in stations {
            #expect(Set(station.keys) == ["value", "fields", "ignored"])
            for field in try #require(station["fields"] as? [[String: Any]]) {
                #expect(Set(field.keys) == fieldKeys)
            }
            for ignored in try #require(station["ignored"] as? [[String: Any]]) {
                #expect(Set(ignored.keys) == ignoredKeys)
            }
        }
        return stations
    }

    static func fields(_ station: [String: Any]) throws -> [[String: Any]] {
        try #require(station["fields"] as? [[String: Any]])
    }

    static func field(_ station: [String: Any], _ path: String) throws -> [String: Any] {
        try #require(try fields(station).first { $0["path"] as? String == path }, "no field \(path)")
    }

    @Test func responseAValue() throws {
        let station = try #require(try Self.stations(try validate("A", "--format", "json"), source: "A.json").first)
        let value = try #require(station["value"] as? [String: Any])
        #expect(Set(value.keys) == ["stationName", "price", "sellsDiesel", "address", "historicalPrices"])
        #expect(value["stationName"] as? String == "7/11 Fake St.")
        #expect(value["price"] as? Double == 3.5)
        #expect(value["sellsDiesel"] as? Bool == true)
        let address = try #require(value["address"] as? [String: String])
        #expect(address == ["street": "123 Fake Street", "city": "Newark", "state": "NJ", "zip": "07105"])
        let history = try #require(value["historicalPrices"] as? [[String: Any]])
        #expect(history.count == 1)
        // 15:43:24 at -05:00 is 20:43:24 UTC.
        #expect(history.first?["date"] as? String == "2013-02-18T20:43:24Z")
        #expect(history.first?["price"] as? Double == 4.6)
        #expect((station["ignored"] as? [Any])?.isEmpty == true)
    }

    @Test func responseAFields() throws {
        let station = try #require(try Self.stations(try validate("A", "--format", "json"), source: "A.json").first)
        let fields = try Self.fields(station)
        #expect(fields.map { $0["path"] as? String } == ValidateTextTests.stationPaths)
        #expect(fields.allSatisfy { $0["outcome"] as? String == "exact" && $0["rule"] is NSNull && $0["post"] is NSNull })

        let name = try Self.field(station, "stationName")
        #expect(name["key"] as? String == "description")
        #expect(name["match"] as? String == "remapped")
        #expect(name["type"] as? String == "text")
        #expect(name["input"] as? String == "\"7/11 Fake St.\"")
        #expect(name["line"] as? Int == 2)
        // `\t"description":` is 15 characters; a tab counts as one column.
        #expect(name["column"] as? Int == 16)
        #expect(name["value"] as? String == "7/11 Fake St.")

        let price = try Self.field(station, "price")
        #expect(price["match"] as? String == "exact")
        #expect(price["type"] as? String == "number")
        #expect(price["input"] as? String == "3.50")
        #expect(price["line"] as? Int == 3)
        #expect(price["column"] as? Int == 10)
        #expect(price["value"] as? Double == 3.5)

        let element = try Self.field(station, "historicalPrices[0]")
        #expect(element["key"] is NSNull)
        #expect(element["match"] as? String == "element")
        #expect(element["type"] as? String == "HistoricalPrice")
        #expect(try Self.field(station, "historicalPrices")["type"] as? String == "list of HistoricalPrice")
        #expect(try Self.field(station, "historicalPrices[0].date")["value"] as? String == "2013-02-18T20:43:24Z")
    }

    @Test func responseBZipRecordsRuleAndPostValidation() throws {
        let station = try #require(try Self.stations(try validate("B", "--format", "json"), source: "B.json").first)
        let zip = try Self.field(station, "address.zip")
        #expect(zip["key"] as? String == "zip")
        #expect(zip["input"] as? String == "7105")
        #expect(zip["outcome"] as? String == "coerced")
        #expect(zip["rule"] as? String == "number_to_text")
        #expect(zip["post"] as? String == "zero_padded")
        #expect(zip["value"] as? String == "07105")
        let price = try Self.field(station, "price")
        #expect(price["rule"] as? String == "currency_text")
        #expect(price["input"] as? String == "\"$3.50\"")
        #expect(price["value"] as? Double == 3.5)
    }

    @Test func responseCDateFromTimestamp() throws {
        let station = try #require(try Self.stations(try validate("C", "--format", "json"), source: "C.json").first)
        let date = try Self.field(station, "historicalPrices[0].date")
        #expect(date["input"] as? String == "1361202204")
        #expect(date["outcome"] as? String == "coerced")
        #expect(date["rule"] as? String == "unix_seconds")
        #expect(date["value"] as? String == "2013-02-18T15:43:24Z")
        #expect(try Self.field(station, "price")["value"] as? Double == 4)
    }

    @Test func responseEDefaults() throws {
        let station = try #require(try Self.stations(try validate("E", "--format", "json"), source: "E.json").first)
        let fields = try Self.fields(station)
        #expect(fields.map { $0["path"] as? String } == ["stationName", "price", "sellsDiesel", "address", "historicalPrices"])
        #expect(fields.map { $0["outcome"] as? String } == Array(repeating: "defaulted", count: 5))
        #expect(fields.map { $0["rule"] as? String } == ["null", "null", "null", "expected_object", "expected_list"])
        let value = try #require(station["value"] as? [String: Any])
        #expect(value["stationName"] as? String == "")
        #expect(value["price"] as? Double == 0)
        #expect(value["sellsDiesel"] as? Bool == false)
        #expect(value["address"] as? [String: String] == ["street": "", "city": "", "state": "", "zip": ""])
        #expect((value["historicalPrices"] as? [Any])?.isEmpty == true)
    }

    @Test func ignoredKeys() throws {
        let fixtures = try Fixtures()
        try fixtures.write("keys.json", """
            {"Price": "1",
             "price": 2,
             "address": {"zip": "07105", "plus4": "1234"},
             "extra": {"a": 1}}
            """)
        let station = try #require(try Self.stations(try fixtures.run("validate", "keys.json", "--format", "json"), source: "keys.json").first)
        let ignored = try #require(station["ignored"] as? [[String: Any]])
        let byPath = Dictionary(uniqueKeysWithValues: ignored.compactMap { entry in (entry["path"] as? String).map { ($0, entry) } })
        #expect(Set(byPath.keys) == ["Price", "address.plus4", "extra"])

        let duplicate = try #require(byPath["Price"])
        #expect(duplicate["key"] as? String == "Price")
        #expect(duplicate["input"] as? String == "\"1\"")
        #expect(duplicate["reason"] as? String == "duplicate_key")
        #expect(duplicate["property"] as? String == "price")
        #expect(duplicate["line"] as? Int == 1)
        #expect(duplicate["column"] as? Int == 2)

        let nested = try #require(byPath["address.plus4"])
        #expect(nested["reason"] as? String == "unknown_key")
        #expect(nested["property"] is NSNull)
        #expect(nested["line"] as? Int == 3)

        let unknown = try #require(byPath["extra"])
        #expect(unknown["input"] as? String == #"{"a": 1}"#)
        #expect(unknown["reason"] as? String == "unknown_key")

        // The exact-case key wins, wherever it stands.
        let price = try Self.field(station, "price")
        #expect(price["key"] as? String == "price")
        #expect(price["value"] as? Double == 2)
    }

    @Test func topLevelListGivesSeveralStations() throws {
        let fixtures = try Fixtures()
        try fixtures.write("list.json", """
            [{"description": "One", "price": 1.25},
             {"DESCRIPTION": "Two", "PRICE": "$2.50", "historicalPrices": {"date": "2013-02-18", "price": 2}},
             null]
            """)
        let stations = try Self.stations(try fixtures.run("validate", "list.json", "--format", "json"), source: "list.json")
        #expect(stations.count == 3)
        let values = stations.compactMap { $0["value"] as? [String: Any] }
        #expect(values.map { $0["stationName"] as? String } == ["One", "Two", ""])
        #expect(values.map { $0["price"] as? Double } == [1.25, 2.5, 0])

        let second = stations[1]
        #expect(try Self.field(second, "stationName")["match"] as? String == "remapped")
        #expect(try Self.field(second, "price")["match"] as? String == "case_folded")
        #expect(try Self.field(second, "historicalPrices")["rule"] as? String == "single_to_list")
        let date = try Self.field(second, "historicalPrices[0].date")
        #expect(date["rule"] as? String == "date_only")
        #expect(date["value"] as? String == "2013-02-18T00:00:00Z")
        #expect(date["line"] as? Int == 2)

        // A list element that is not an object is a station of defaults, recorded at the root.
        let third = try Self.fields(stations[2])
        #expect(third.count == 1)
        #expect(third.first?["path"] as? String == "")
        #expect(third.first?["match"] as? String == "root")
        #expect(third.first?["outcome"] as? String == "defaulted")
        #expect(third.first?["rule"] as? String == "null")
    }

    @Test(arguments: ["A", "B", "C", "D"])
    func datesAreRFC3339UTC(response: String) throws {
        let stations = try Self.stations(try validate(response, "--format", "json"), source: "\(response).json")
        let station = try #require(stations.first)
        let date = try #require(try Self.field(station, "historicalPrices[0].date")["value"] as? String)
        #expect(date.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/) != nil, "\(date)")
    }
}
