import Lenient
import Testing

/// Bool ← bool exact; 1/0 and yes/no words coerced; everything else defaulted to false.
@Suite struct BoolRuleTests {
    static let exact: [RuleCase] = [
        RuleCase("true", .bool(true), .exact),
        RuleCase("false", .bool(false), .exact),
    ]

    static let fromNumbers: [RuleCase] = [
        RuleCase("1", .bool(true), .coerced, .numberToBool),
        RuleCase("0", .bool(false), .coerced, .numberToBool),
        RuleCase("1.0", .bool(true), .coerced, .numberToBool),
        RuleCase("0e0", .bool(false), .coerced, .numberToBool),
        RuleCase("-0", .bool(false), .coerced, .numberToBool),
        RuleCase("2", .bool(false), .defaulted, .numberNotBool),
        RuleCase("-1", .bool(false), .defaulted, .numberNotBool),
        RuleCase("0.5", .bool(false), .defaulted, .numberNotBool),
        RuleCase("1e400", .bool(false), .defaulted, .numberNotBool),
        // Read as written, not through Double: these are not exactly 1 or 0.
        RuleCase("1.0000000000000001", .bool(false), .defaulted, .numberNotBool),
        RuleCase("0.0000000000000000001", .bool(false), .defaulted, .numberNotBool),
        RuleCase("1e-400", .bool(false), .defaulted, .numberNotBool),
        RuleCase("10e-1", .bool(true), .coerced, .numberToBool),
        RuleCase("0.000e5", .bool(false), .coerced, .numberToBool),
    ]

    static let trueWords = ["true", "TRUE", "True", "yes", "YES", "Yes", "y", "Y", "t", "T", "on", "ON", "1", " yes ", "\\tOn\\n"]
    static let falseWords = ["false", "FALSE", "no", "No", "n", "N", "f", "F", "off", "OFF", "0", " no "]
    static let otherWords = ["", " ", "maybe", "2", "1.0", "yes!", "oui", "truth", "nope", "-1",
                              // A NUL is not whitespace: it must not vanish from the packed bytes.
                              "\\u0000y", "y\\u0000", "\\u0000\\u0000on", "\\u0000"]

    @Test(arguments: exact + fromNumbers) func boolsAndNumbers(_ row: RuleCase) throws {
        try check(BoolBox.self, row)
    }

    @Test(arguments: trueWords) func wordsForTrue(_ word: String) throws {
        try check(BoolBox.self, RuleCase("\"\(word)\"", .bool(true), .coerced, .textToBool))
    }

    @Test(arguments: falseWords) func wordsForFalse(_ word: String) throws {
        try check(BoolBox.self, RuleCase("\"\(word)\"", .bool(false), .coerced, .textToBool))
    }

    @Test(arguments: otherWords) func otherTextIsDefaulted(_ word: String) throws {
        try check(BoolBox.self, RuleCase("\"\(word)\"", .bool(false), .defaulted, .unrecognizedBool))
    }

    @Test(arguments: [
        RuleCase("null", .bool(false), .defaulted, .null),
        RuleCase("{}", .bool(false), .defaulted, .expectedBool),
        RuleCase("[true]", .bool(false), .defaulted, .expectedBool),
    ])
    func otherKindsAreDefaulted(_ row: RuleCase) throws {
        try check(BoolBox.self, row)
    }
}
