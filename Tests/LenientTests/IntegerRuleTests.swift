import Lenient
import Testing

/// Integer ← integral number exact, numeric text coerced; a fraction or a number beyond
/// `Int` is defaulted, never truncated or clamped.
@Suite struct IntegerRuleTests {
    static let exact: [RuleCase] = [
        RuleCase("4", .integer(4), .exact),
        RuleCase("-7", .integer(-7), .exact),
        RuleCase("4.0", .integer(4), .exact),
        RuleCase("4e2", .integer(400), .exact),
        RuleCase("-0", .integer(0), .exact),
        RuleCase("9223372036854775807", .integer(Int.max), .exact),
        RuleCase("-9223372036854775808", .integer(Int.min), .exact),
        RuleCase("9007199254740993", .integer(9_007_199_254_740_993), .exact),
    ]

    static let coerced: [RuleCase] = [
        RuleCase(#""42""#, .integer(42), .coerced, .numericText),
        RuleCase(#"" 42 ""#, .integer(42), .coerced, .numericText),
        RuleCase(#""-3""#, .integer(-3), .coerced, .numericText),
        RuleCase(#""1.5e1""#, .integer(15), .coerced, .numericText),
        RuleCase(#""9223372036854775807""#, .integer(Int.max), .coerced, .numericText),
        RuleCase(#""$5""#, .integer(5), .coerced, .currencyText),
        RuleCase(#""1,000""#, .integer(1000), .coerced, .thousandsSeparator),
        RuleCase(#""1.000.000""#, .integer(1_000_000), .coerced, .thousandsSeparator),
    ]

    static let defaulted: [RuleCase] = [
        RuleCase("4.5", .integer(0), .defaulted, .notIntegral),
        RuleCase("-0.5", .integer(0), .defaulted, .notIntegral),
        RuleCase("1e-1", .integer(0), .defaulted, .notIntegral),
        RuleCase(#""4.5""#, .integer(0), .defaulted, .notIntegral),
        RuleCase(#""1,5""#, .integer(0), .defaulted, .notIntegral),
        RuleCase("9223372036854775808", .integer(0), .defaulted, .outOfRange),
        RuleCase("1e19", .integer(0), .defaulted, .outOfRange),
        RuleCase("-1e19", .integer(0), .defaulted, .outOfRange),
        RuleCase("1e400", .integer(0), .defaulted, .outOfRange),
        RuleCase(#""1e400""#, .integer(0), .defaulted, .outOfRange),
        RuleCase(#""99999999999999999999""#, .integer(0), .defaulted, .outOfRange),
        RuleCase("true", .integer(0), .defaulted, .boolNotNumber),
        RuleCase("null", .integer(0), .defaulted, .null),
        RuleCase("{}", .integer(0), .defaulted, .notANumber),
        RuleCase("[4]", .integer(0), .defaulted, .notANumber),
        RuleCase(#""abc""#, .integer(0), .defaulted, .notANumber),
        RuleCase(#""N/A""#, .integer(0), .defaulted, .notANumber),
    ]

    @Test(arguments: exact) func integralNumbersAreExact(_ row: RuleCase) throws {
        try check(IntegerBox.self, row)
    }

    @Test(arguments: coerced) func numericTextIsCoerced(_ row: RuleCase) throws {
        try check(IntegerBox.self, row)
    }

    @Test(arguments: defaulted) func fractionsAndOutOfRangeAreDefaulted(_ row: RuleCase) throws {
        try check(IntegerBox.self, row)
    }

    /// Numbers whose `Double` reading hides what they are: a fraction below `Double`'s
    /// precision, and a value just below `Int.min`. Neither is an integer in range, so
    /// neither may be set.
    @Test(arguments: [
        RuleCase("4.0000000000000001", .integer(0), .defaulted, .notIntegral),
        RuleCase("1e-400", .integer(0), .defaulted, .notIntegral),
        RuleCase("-9223372036854775809", .integer(0), .defaulted, .outOfRange),
        RuleCase(#""-9223372036854775809""#, .integer(0), .defaulted, .outOfRange),
        RuleCase(#""4.0000000000000001""#, .integer(0), .defaulted, .notIntegral),
    ])
    func noSilentRoundingAtThePrecisionLimit(_ row: RuleCase) throws {
        try check(IntegerBox.self, row)
    }

    /// The integer is read from the digits as written, never through `Double`.
    @Test(arguments: [
        ("4", Result<Int, CodeError>.success(4)),
        ("-0", .success(0)),
        ("4.0", .success(4)),
        ("4.000", .success(4)),
        ("4e2", .success(400)),
        ("4E+2", .success(400)),
        ("1.5e1", .success(15)),
        ("0.5e1", .success(5)),
        ("120e-1", .success(12)),
        ("0e400", .success(0)),
        ("9223372036854775807", .success(Int.max)),
        ("-9223372036854775808", .success(Int.min)),
        ("922337203685477580.7e1", .success(Int.max)),
        ("9007199254740993", .success(9_007_199_254_740_993)),
        ("4.5", .failure(CodeError(.notIntegral))),
        ("12e-1", .failure(CodeError(.notIntegral))),
        ("4.0000000000000001", .failure(CodeError(.notIntegral))),
        ("1e-400", .failure(CodeError(.notIntegral))),
        ("9223372036854775808", .failure(CodeError(.outOfRange))),
        ("-9223372036854775809", .failure(CodeError(.outOfRange))),
        ("1e19", .failure(CodeError(.outOfRange))),
        ("1e400", .failure(CodeError(.outOfRange))),
        ("", .failure(CodeError(.notANumber))),
        ("1.2.3", .failure(CodeError(.notANumber))),
        ("1e", .failure(CodeError(.notANumber))),
        ("x", .failure(CodeError(.notANumber))),
    ] as [(String, Result<Int, CodeError>)])
    func integerFromCanonicalDigits(canonical: String, expected: Result<Int, CodeError>) {
        #expect(Coerce.integer(fromCanonical: canonical) == expected)
    }
}
