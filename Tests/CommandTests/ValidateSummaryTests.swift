import Foundation
import Testing

/// `gasprices validate --summary`: counts per outcome and per rule, for files of any size.
@Suite struct ValidateSummaryTests {
    /// A list of `4 × quarter` stations in four kinds, so every count is known (41 fields
    /// per four stations): response A's station (12 exact fields); B's (8 exact, 4 coerced:
    /// two currency_text, text_to_bool, and the zip's number_to_text then zero_padded); E's
    /// (5 defaulted: three null, expected_object, expected_list); A's with an unknown key and
    /// a duplicate (12 exact, 2 ignored).
    static func generated(quarter: Int) -> String {
        let a = """
            {"description": "7/11 Fake St.", "price": 3.50, "sellsDiesel": true,
             "address": {"street": "123 Fake Street", "city": "Newark", "state": "NJ", "zip": "07105"},
             "historicalPrices": [{"date": "2013-02-18T15:43:24-05:00", "price": 4.60}]}
            """
        let b = """
            {"description": "7/11 Fake St.", "price": "$3.50", "sellsDiesel": "yes",
             "address": {"street": "123 Fake Street", "city": "Newark", "state": "NJ", "zip": 7105},
             "historicalPrices": [{"date": "2013-02-18T15:43:24-05:00", "price": "$4.60"}]}
            """
        let e = """
            {"description": null, "price": null, "sellsDiesel": null,
             "address": "error looking up address", "historicalPrices": "error fetching prices"}
            """
        let extra = """
            {"description": "7/11 Fake St.", "PRICE": 9, "price": 3.50, "sellsDiesel": true, "brand": "Fake",
             "address": {"street": "123 Fake Street", "city": "Newark", "state": "NJ", "zip": "07105"},
             "historicalPrices": [{"date": "2013-02-18T15:43:24-05:00", "price": 4.60}]}
            """
        var stations: [String] = []
        for _ in 0..<quarter { stations += [a, b, e, extra] }
        return "[\n" + stations.joined(separator: ",\n") + "\n]\n"
    }

    @Test func summaryText() throws {
        let fixtures = try Fixtures()
        try fixtures.write("stations.json", Self.generated(quarter: 250))
        let run = try fixtures.run("validate", "stations.json", "--summary")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        // One code per non-exact field: its post-validation when one changed it, else its rule.
        let expected = """
            stations.json: 1,000 stations, 10,250 fields
              exact                          8,000
              coerced                        1,000
                currency_text                  500
                text_to_bool                   250
                zero_padded                    250
              defaulted                      1,250
                null                           750
                expected_list                  250
                expected_object                250
              ignored keys                     500
                unknown_key                    250
                duplicate_key                  250

            """
        #expect(run.lines == GasPricesBinary.lines(of: expected))
    }

    @Test func summaryJSON() throws {
        let fixtures = try Fixtures()
        try fixtures.write("stations.json", Self.generated(quarter: 250))
        let run = try fixtures.run("validate", "stations.json", "--summary", "--format", "json")
        let summary = try #require(try parseJSON(run) as? [String: Any])
        #expect(Set(summary.keys) == ["source", "stations", "fields", "outcomes", "rules", "ignored"])
        #expect(summary["source"] as? String == "stations.json")
        #expect(summary["stations"] as? Int == 1000)
        #expect(summary["fields"] as? Int == 10_250)
        #expect(summary["outcomes"] as? [String: Int] == ["exact": 8000, "coerced": 1000, "defaulted": 1250, "dropped": 0])
        let rules = try #require(summary["rules"] as? [[String: Any]])
        let triples = rules.map { "\($0["outcome"] as? String ?? "?") \($0["rule"] as? String ?? "?") \($0["count"] as? Int ?? -1)" }
        #expect(triples == [
            "coerced currency_text 500", "coerced text_to_bool 250", "coerced zero_padded 250",
            "defaulted null 750", "defaulted expected_list 250", "defaulted expected_object 250",
        ])
        #expect(summary["ignored"] as? [String: Int] == ["unknown_key": 250, "duplicate_key": 250])
    }

    @Test func summaryOfOneResponse() throws {
        let run = try validate("A", "--summary")
        #expect(run.status == 0)
        #expect(run.lines == [
            "A.json: 1 station, 12 fields",
            "  exact                             12",
            "  coerced                            0",
            "  defaulted                          0",
            "  ignored keys                       0",
        ])
    }

    /// One field is `1 field` (until 2026-12-04 `1 fields`).
    @Test func oneFieldIsSingular() throws {
        let fixtures = try Fixtures()
        try fixtures.write("one.json", #"{"stations": [[1]]}"#)
        let run = try fixtures.run("validate", "one.json", "--summary")
        #expect(run.lines.first == "one.json: 1 station, 1 field", "\(run.lines)")
    }

    @Test func droppedElementsAreCounted() throws {
        let fixtures = try Fixtures()
        try fixtures.write("dropped.json", #"{"historicalPrices": [1, {"price": 2}, "x"]}"#)
        let run = try fixtures.run("validate", "dropped.json", "--summary", "--format", "json")
        let summary = try #require(try parseJSON(run) as? [String: Any])
        let outcomes = try #require(summary["outcomes"] as? [String: Int])
        #expect(outcomes["dropped"] == 2)
        let rules = try #require(summary["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["outcome"] as? String == "dropped" && $0["rule"] as? String == "expected_object" && $0["count"] as? Int == 2 })
    }
}
