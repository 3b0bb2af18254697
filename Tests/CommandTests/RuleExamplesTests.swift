import Foundation
import Testing

/// The examples of `docs/validation-rules.md` that the station model can show, checked
/// against the binary: every station of one generated list is one example.
@Suite struct RuleExamplesTests {
    /// One documented example: the station's JSON, the field it is about, and what the record
    /// must say (the value as `--format json` writes it).
    struct Example: CustomStringConvertible {
        var json: String
        var path: String
        var outcome: String
        var rule: String?
        var post: String?
        var value: String

        var description: String { "\(path) from \(json)" }
    }

    static func text(_ input: String, _ outcome: String, _ rule: String?, _ value: String) -> Example {
        Example(json: #"{"description": \#(input)}"#, path: "stationName", outcome: outcome, rule: rule, value: value)
    }

    static func number(_ input: String, _ outcome: String, _ rule: String?, _ value: String) -> Example {
        Example(json: #"{"price": \#(input)}"#, path: "price", outcome: outcome, rule: rule, value: value)
    }

    static func bool(_ input: String, _ outcome: String, _ rule: String?, _ value: String) -> Example {
        Example(json: #"{"sellsDiesel": \#(input)}"#, path: "sellsDiesel", outcome: outcome, rule: rule, value: value)
    }

    /// `historicalPrices[0].date` is a `Date?`: its default is `null`.
    static func date(_ input: String, _ outcome: String, _ rule: String?, _ value: String) -> Example {
        Example(json: #"{"historicalPrices": [{"date": \#(input)}]}"#, path: "historicalPrices[0].date",
                outcome: outcome, rule: rule, value: value)
    }

    static func zipCode(_ input: String, _ outcome: String, _ rule: String?, _ post: String?, _ value: String) -> Example {
        Example(json: #"{"address": {"zip": \#(input)}}"#, path: "address.zip", outcome: outcome, rule: rule, post: post, value: value)
    }

    static let emptyAddress = #"{"street":"","city":"","state":"","zip":""}"#

    static let examples: [Example] = [
        // Text.
        text(#""7/11 Fake St.""#, "exact", nil, #""7/11 Fake St.""#),
        text(#""""#, "exact", nil, #""""#),
        text(#""  Newark ""#, "coerced", "text_trimmed", #""Newark""#),
        text(#""\u001b[2Jx""#, "coerced", "text_sanitized", #""\uFFFDx""#),
        text(#""a\u202eb""#, "coerced", "text_sanitized", #""a\uFFFDb""#),
        text(#""a\u0000b\u2028c  ""#, "coerced", "text_sanitized", #""a\uFFFDb c""#),
        text(#""A\tB""#, "coerced", "text_sanitized", #""A B""#),
        text(#""\ud800x""#, "coerced", "invalid_utf8", #""\uFFFDx""#),
        text("7105", "coerced", "number_to_text", #""7105""#),
        text("123456789012345678901234567890", "coerced", "number_to_text", #""123456789012345678901234567890""#),
        text("3.50", "coerced", "number_to_text", #""3.5""#),
        text("1E3", "coerced", "number_to_text", #""1000""#),
        text("7105.0", "coerced", "number_to_text", #""7105""#),
        text("1e400", "coerced", "number_to_text", #""1e400""#),
        text("true", "coerced", "bool_to_text", #""true""#),
        text("null", "defaulted", "null", #""""#),
        text(#"{"a": 1}"#, "defaulted", "expected_text", #""""#),
        text("[1]", "defaulted", "expected_text", #""""#),

        // Numbers.
        number("3.50", "exact", nil, "3.5"),
        number("4", "exact", nil, "4"),
        number("-0.5", "exact", nil, "-0.5"),
        number(#""3.5""#, "coerced", "numeric_text", "3.5"),
        number(#"" 3.5 ""#, "coerced", "numeric_text", "3.5"),
        number(#"".5""#, "coerced", "numeric_text", "0.5"),
        number(#""1e3""#, "coerced", "numeric_text", "1000"),
        number(#""+1""#, "coerced", "numeric_text", "1"),
        number(#""−2""#, "coerced", "numeric_text", "-2"),
        number(#""1.000""#, "coerced", "numeric_text", "1"),
        number(#""$3.50""#, "coerced", "currency_text", "3.5"),
        number(#""3.50 USD""#, "coerced", "currency_text", "3.5"),
        number(#""-$2.25""#, "coerced", "currency_text", "-2.25"),
        number(#""EUR 1,85""#, "coerced", "currency_text", "1.85"),
        number(#""12,50 €""#, "coerced", "currency_text", "12.5"),
        number(#""€1.859,5""#, "coerced", "currency_text", "1859.5"),
        number(#""1,299.90""#, "coerced", "thousands_separator", "1299.9"),
        number(#""1,000,000""#, "coerced", "thousands_separator", "1000000"),
        number(#""1.234.567""#, "coerced", "thousands_separator", "1234567"),
        number(#""1,859""#, "coerced", "thousands_separator", "1859"),
        number(#""1,000""#, "coerced", "thousands_separator", "1000"),
        number(#""1,85""#, "coerced", "decimal_comma", "1.85"),
        number(#""0,5""#, "coerced", "decimal_comma", "0.5"),
        number(#""1.299,90""#, "coerced", "decimal_comma", "1299.9"),
        number(#""N/A""#, "defaulted", "not_a_number", "0"),
        number(#""""#, "defaulted", "not_a_number", "0"),
        number(#""-""#, "defaulted", "not_a_number", "0"),
        number(#""nan""#, "defaulted", "not_a_number", "0"),
        number(#""inf""#, "defaulted", "not_a_number", "0"),
        number(#""12abc""#, "defaulted", "not_a_number", "0"),
        number(#""1 000""#, "defaulted", "not_a_number", "0"),
        number(#""1,2,3""#, "defaulted", "not_a_number", "0"),
        number(#""3.5.1""#, "defaulted", "not_a_number", "0"),
        number("{}", "defaulted", "not_a_number", "0"),
        number("[]", "defaulted", "not_a_number", "0"),
        number("true", "defaulted", "bool_not_number", "0"),
        number("1e400", "defaulted", "out_of_range", "0"),
        number(#""1e400""#, "defaulted", "out_of_range", "0"),
        number("null", "defaulted", "null", "0"),

        // Bools.
        bool("true", "exact", nil, "true"),
        bool("1", "coerced", "number_to_bool", "true"),
        bool("0", "coerced", "number_to_bool", "false"),
        bool("1.0", "coerced", "number_to_bool", "true"),
        bool(#""yes""#, "coerced", "text_to_bool", "true"),
        bool(#""Y""#, "coerced", "text_to_bool", "true"),
        bool(#"" ON ""#, "coerced", "text_to_bool", "true"),
        bool(#""1""#, "coerced", "text_to_bool", "true"),
        bool(#""off""#, "coerced", "text_to_bool", "false"),
        bool(#""F""#, "coerced", "text_to_bool", "false"),
        bool("2", "defaulted", "number_not_bool", "false"),
        bool(#""maybe""#, "defaulted", "unrecognized_bool", "false"),
        bool(#""""#, "defaulted", "unrecognized_bool", "false"),
        bool("{}", "defaulted", "expected_bool", "false"),
        bool("null", "defaulted", "null", "false"),

        // Dates.
        date(#""2013-02-18T15:43:24-05:00""#, "exact", nil, #""2013-02-18T20:43:24Z""#),
        date(#""2013-02-18 20:43:24z""#, "exact", nil, #""2013-02-18T20:43:24Z""#),
        date(#""2013-02-18T20:43:24.5Z""#, "exact", nil, #""2013-02-18T20:43:24.5Z""#),
        date(#"" 2013-02-18T20:43:24Z ""#, "exact", nil, #""2013-02-18T20:43:24Z""#),
        date(#""2013-02-18""#, "coerced", "date_only", #""2013-02-18T00:00:00Z""#),
        date("1361202204", "coerced", "unix_seconds", #""2013-02-18T15:43:24Z""#),
        date(#""1361202204""#, "coerced", "unix_seconds", #""2013-02-18T15:43:24Z""#),
        date("1361202204.5", "coerced", "unix_seconds", #""2013-02-18T15:43:24.5Z""#),
        date("-1", "coerced", "unix_seconds", #""1969-12-31T23:59:59Z""#),
        date("1361202204000", "coerced", "unix_milliseconds", #""2013-02-18T15:43:24Z""#),
        date(#""yesterday""#, "defaulted", "unrecognized_date", "null"),
        date(#""2013-02-30""#, "defaulted", "unrecognized_date", "null"),
        date(#""2013-02-18T20:43:24""#, "defaulted", "unrecognized_date", "null"),
        date(#""18/02/2013""#, "defaulted", "unrecognized_date", "null"),
        date(#""$5""#, "defaulted", "unrecognized_date", "null"),
        date("1e20", "defaulted", "out_of_range", "null"),
        date(#""1e400""#, "defaulted", "out_of_range", "null"),
        date("true", "defaulted", "expected_date", "null"),
        date("{}", "defaulted", "expected_date", "null"),
        date("[]", "defaulted", "expected_date", "null"),
        date("null", "defaulted", "null", "null"),

        // Post-validation: the zip is padded to 5 digits.
        zipCode(#""7105""#, "coerced", nil, "zero_padded", #""07105""#),
        zipCode("7105", "coerced", "number_to_text", "zero_padded", #""07105""#),
        zipCode("7", "coerced", "number_to_text", "zero_padded", #""00007""#),
        zipCode("7105.0", "coerced", "number_to_text", "zero_padded", #""07105""#),
        zipCode(#"" 7105 ""#, "coerced", "text_trimmed", "zero_padded", #""07105""#),
        zipCode(#""123456""#, "exact", nil, nil, #""123456""#),
        zipCode(#""71-05""#, "exact", nil, nil, #""71-05""#),
        zipCode(#""""#, "exact", nil, nil, #""""#),
        zipCode("7105.5", "coerced", "number_to_text", nil, #""7105.5""#),

        // Lists.
        Example(json: #"{"historicalPrices": []}"#, path: "historicalPrices", outcome: "exact", value: "[]"),
        Example(json: #"{"historicalPrices": {"price": 2}}"#, path: "historicalPrices", outcome: "coerced",
                rule: "single_to_list", value: #"[{"date":null,"price":2}]"#),
        Example(json: #"{"historicalPrices": "error fetching prices"}"#, path: "historicalPrices", outcome: "defaulted",
                rule: "expected_list", value: "[]"),
        Example(json: #"{"historicalPrices": 5}"#, path: "historicalPrices", outcome: "defaulted", rule: "expected_list", value: "[]"),
        Example(json: #"{"historicalPrices": null}"#, path: "historicalPrices", outcome: "defaulted", rule: "null", value: "[]"),
        Example(json: #"{"historicalPrices": [1, {"price": 2}, null, "x"]}"#, path: "historicalPrices", outcome: "exact",
                value: #"[{"date":null,"price":2}]"#),
        Example(json: #"{"historicalPrices": [1, {"price": 2}, null, "x"]}"#, path: "historicalPrices[0]", outcome: "dropped",
                rule: "expected_object", value: "null"),
        Example(json: #"{"historicalPrices": [1, {"price": 2}, null, "x"]}"#, path: "historicalPrices[1].price", outcome: "exact",
                value: "2"),
        Example(json: #"{"historicalPrices": [1, {"price": 2}, null, "x"]}"#, path: "historicalPrices[2]", outcome: "dropped",
                rule: "null", value: "null"),
        Example(json: #"{"historicalPrices": [1, {"price": 2}, null, "x"]}"#, path: "historicalPrices[3]", outcome: "dropped",
                rule: "expected_object", value: "null"),

        // Nested models.
        Example(json: #"{"address": {}}"#, path: "address", outcome: "exact", value: emptyAddress),
        Example(json: #"{"address": {}}"#, path: "address.street", outcome: "defaulted", rule: "missing", value: #""""#),
        Example(json: #"{"address": "error looking up address"}"#, path: "address", outcome: "defaulted",
                rule: "expected_object", value: emptyAddress),
        Example(json: #"{"address": []}"#, path: "address", outcome: "defaulted", rule: "expected_object", value: emptyAddress),
        Example(json: #"{"address": 5}"#, path: "address", outcome: "defaulted", rule: "expected_object", value: emptyAddress),
        Example(json: #"{"address": null}"#, path: "address", outcome: "defaulted", rule: "null", value: emptyAddress),
        Example(json: "5", path: "", outcome: "defaulted", rule: "expected_object",
                value: #"{"stationName":"","price":0,"sellsDiesel":false,"address":\#(emptyAddress),"historicalPrices":[]}"#),
        Example(json: "null", path: "", outcome: "defaulted", rule: "null",
                value: #"{"stationName":"","price":0,"sellsDiesel":false,"address":\#(emptyAddress),"historicalPrices":[]}"#),

        // Keys.
        Example(json: "{}", path: "price", outcome: "defaulted", rule: "missing", value: "0"),
        Example(json: #"{"Price": "1", "price": 2}"#, path: "price", outcome: "exact", value: "2"),
        Example(json: #"{"description": "x", "stationName": "y"}"#, path: "stationName", outcome: "exact", value: #""y""#),
        Example(json: #"{"stationname": "x", "description": "y"}"#, path: "stationName", outcome: "exact", value: #""y""#),
        Example(json: #"{"price": 1, "price": 2}"#, path: "price", outcome: "exact", value: "1"),
    ]

    /// The record of every example's station.
    static func records(of examples: [Example], options: [String] = []) throws -> [[String: Any]] {
        let fixtures = try Fixtures()
        try fixtures.write("examples.json", "[\n" + examples.map(\.json).joined(separator: ",\n") + "\n]")
        let run = try fixtures.run(["validate", "examples.json", "--format", "json"] + options)
        let stations = try ValidateJSONTests.stations(run, source: "examples.json")
        try #require(stations.count == examples.count)
        return stations
    }

    /// A JSON value in one canonical spelling, so that values compare as JSON.
    static func canonical(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    static func check(_ examples: [Example], options: [String] = []) throws {
        let stations = try records(of: examples, options: options)
        for (example, station) in zip(examples, stations) {
            let fields = try ValidateJSONTests.fields(station)
            guard let field = fields.first(where: { $0["path"] as? String == example.path }) else {
                Issue.record("no field \(example.path) for \(example)")
                continue
            }
            #expect(field["outcome"] as? String == example.outcome, "\(example)")
            #expect(field["rule"] as? String == example.rule, "\(example)")
            #expect(field["post"] as? String == example.post, "\(example)")
            let expected = try JSONSerialization.jsonObject(with: Data(example.value.utf8), options: [.fragmentsAllowed])
            #expect(try canonical(field["value"] ?? NSNull()) == canonical(expected), "\(example)")
        }
    }

    @Test func documentedExamples() throws {
        try Self.check(Self.examples)
    }

    @Test func decimalCommaExamples() throws {
        try Self.check([
            Self.number(#""1,859""#, "coerced", "decimal_comma", "1.859"),
            Self.number(#""1.000""#, "coerced", "thousands_separator", "1000"),
            Self.number(#""1.000.000,5""#, "coerced", "decimal_comma", "1000000.5"),
        ], options: ["--decimal-comma"])
    }

    @Test func dateFormatExamples() throws {
        try Self.check([
            Self.date(#""18/02/2013 15:43:24""#, "coerced", "declared_format", #""2013-02-18T15:43:24Z""#),
        ], options: ["--date-format", "dd/MM/yyyy HH:mm:ss"])
        // A declared format goes before timestamps: these digits are a day, not seconds.
        try Self.check([
            Self.date(#""20130218""#, "coerced", "declared_format", #""2013-02-18T00:00:00Z""#),
            Self.date(#""1361202204""#, "coerced", "unix_seconds", #""2013-02-18T15:43:24Z""#),
            Self.date("20130218", "coerced", "unix_seconds", #""1970-08-21T23:43:38Z""#),
        ], options: ["--date-format", "yyyyMMdd"])
        try Self.check([
            Self.date(#""7:05""#, "coerced", "declared_format", #""1970-01-01T07:05:00Z""#),
            Self.date(#""13:05""#, "coerced", "declared_format", #""1970-01-01T13:05:00Z""#),
        ], options: ["--date-format", "H:mm"])
    }

    @Test func invalidUTF8() throws {
        let fixtures = try Fixtures()
        try fixtures.write("bytes.json", bytes: Array(#"{"description": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8))
        let run = try fixtures.run("validate", "bytes.json", "--format", "json")
        let station = try #require(try ValidateJSONTests.stations(run, source: "bytes.json").first)
        let name = try ValidateJSONTests.field(station, "stationName")
        #expect(name["outcome"] as? String == "coerced")
        #expect(name["rule"] as? String == "invalid_utf8")
        #expect(name["value"] as? String == "caf\u{FFFD}")
    }

    @Test func ignoredKeyExamples() throws {
        let stations = try Self.records(of: [
            Example(json: #"{"brand": "Fake"}"#, path: "", outcome: "", value: ""),
            Example(json: #"{"price": 1, "price": 2}"#, path: "", outcome: "", value: ""),
            Example(json: #"{"address": {"zip": 1, "ZIP": 2}}"#, path: "", outcome: "", value: ""),
            Example(json: #"{"description": "x", "stationName": "y"}"#, path: "", outcome: "", value: ""),
        ])
        func ignored(_ index: Int) -> [String] {
            ((stations[index]["ignored"] as? [[String: Any]]) ?? []).map {
                "\($0["path"] as? String ?? "?") \($0["reason"] as? String ?? "?") \($0["property"] as? String ?? "-")"
            }
        }
        #expect(ignored(0) == ["brand unknown_key -"])
        #expect(ignored(1) == ["price duplicate_key price"])
        #expect(ignored(2) == ["address.ZIP duplicate_key zip"])
        #expect(ignored(3) == ["description duplicate_key stationName"])
    }
}
