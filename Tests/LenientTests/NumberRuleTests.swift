import Lenient
import Testing

/// Number ← number, text (sign, currency, thousands separators, decimal comma); everything
/// else defaulted to 0.
@Suite struct NumberRuleTests {
    static let exact: [RuleCase] = [
        RuleCase("3.5", .number(3.5), .exact),
        RuleCase("0", .number(0), .exact),
        RuleCase("-2", .number(-2), .exact),
        RuleCase("1e3", .number(1000), .exact),
        RuleCase("1E-2", .number(0.01), .exact),
        RuleCase("1.7976931348623157e308", .number(1.7976931348623157e308), .exact),
        RuleCase("5e-324", .number(5e-324), .exact),
    ]

    static let fromText: [RuleCase] = [
        RuleCase(#""3.5""#, .number(3.5), .coerced, .numericText),
        RuleCase(#"" 3.5 ""#, .number(3.5), .coerced, .numericText),
        RuleCase(#""-2.25""#, .number(-2.25), .coerced, .numericText),
        RuleCase(#""+1""#, .number(1), .coerced, .numericText),
        RuleCase(#""−3""#, .number(-3), .coerced, .numericText),
        RuleCase(#"".5""#, .number(0.5), .coerced, .numericText),
        RuleCase(#""5.""#, .number(5), .coerced, .numericText),
        RuleCase(#""1e3""#, .number(1000), .coerced, .numericText),
        RuleCase(#""1E-2""#, .number(0.01), .coerced, .numericText),
        RuleCase(#""7105""#, .number(7105), .coerced, .numericText),
    ]

    static let currency: [RuleCase] = [
        RuleCase(#""$3.50""#, .number(3.5), .coerced, .currencyText),
        RuleCase(#""3.50 USD""#, .number(3.5), .coerced, .currencyText),
        RuleCase(#""USD 3.50""#, .number(3.5), .coerced, .currencyText),
        RuleCase(#""usd3.50""#, .number(3.5), .coerced, .currencyText),
        RuleCase(#""3.50$""#, .number(3.5), .coerced, .currencyText),
        RuleCase(#""$ 3.50""#, .number(3.5), .coerced, .currencyText),
        RuleCase(#"" 3.50 € ""#, .number(3.5), .coerced, .currencyText),
        RuleCase(#""€1,85""#, .number(1.85), .coerced, .currencyText),
        RuleCase(#""£1,299.90""#, .number(1299.9), .coerced, .currencyText),
        RuleCase(#""¥1000""#, .number(1000), .coerced, .currencyText),
        // An amount in cents is a hundredth of the unit (until 2026-12-04 "349.9¢" was 349.9).
        RuleCase(#""349.9¢""#, .number(3.499), .coerced, .currencyText),
        RuleCase(#""50 ¢""#, .number(0.5), .coerced, .currencyText),
        RuleCase(#""¢1e3""#, .number(10), .coerced, .currencyText),
        RuleCase(#""GBP 2""#, .number(2), .coerced, .currencyText),
        RuleCase(#""-$2.25""#, .number(-2.25), .coerced, .currencyText),
        RuleCase(#""$-2.25""#, .number(-2.25), .coerced, .currencyText),
        RuleCase(#""EUR 1.234,56""#, .number(1234.56), .coerced, .currencyText),
    ]

    static let separators: [RuleCase] = [
        RuleCase(#""1,299.90""#, .number(1299.9), .coerced, .thousandsSeparator),
        RuleCase(#""1,000,000""#, .number(1_000_000), .coerced, .thousandsSeparator),
        RuleCase(#""1,234""#, .number(1234), .coerced, .thousandsSeparator),
        RuleCase(#""-1,299.90""#, .number(-1299.9), .coerced, .thousandsSeparator),
        RuleCase(#""1.234.567""#, .number(1_234_567), .coerced, .thousandsSeparator),
        RuleCase(#""1,85""#, .number(1.85), .coerced, .decimalComma),
        RuleCase(#""1,2345""#, .number(1.2345), .coerced, .decimalComma),
        // A first group of 0 groups no thousands (until 2026-12-04 "0,123" was 123).
        RuleCase(#""0,123""#, .number(0.123), .coerced, .decimalComma),
        RuleCase(#""-0,376""#, .number(-0.376), .coerced, .decimalComma),
        RuleCase(#""-0,5""#, .number(-0.5), .coerced, .decimalComma),
        RuleCase(#"",5""#, .number(0.5), .coerced, .decimalComma),
        RuleCase(#""1.299,90""#, .number(1299.9), .coerced, .decimalComma),
    ]

    static let defaulted: [RuleCase] = [
        RuleCase(#""""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""  ""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""N/A""#, .number(0), .defaulted, .notANumber),
        // One currency, before or after: two are not an amount.
        RuleCase(#""USD 5 EUR""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""$5€""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""$5$""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""€ 5 $""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""-""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""abc""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""nan""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""NaN""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""inf""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""-Infinity""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""$""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""USD""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""12abc""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""1,23,456""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""1.2.3""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""1,5.3""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""1.5,3,4""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""--5""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""1e""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""0x1A""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""１２""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""3 50""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""5 EUROS""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""1e400""#, .number(0), .defaulted, .outOfRange),
        RuleCase("1e400", .number(0), .defaulted, .outOfRange),
        RuleCase("-1e400", .number(0), .defaulted, .outOfRange),
        RuleCase("true", .number(0), .defaulted, .boolNotNumber),
        RuleCase("false", .number(0), .defaulted, .boolNotNumber),
        RuleCase("null", .number(0), .defaulted, .null),
        RuleCase("{}", .number(0), .defaulted, .notANumber),
        RuleCase("[1]", .number(0), .defaulted, .notANumber),
    ]

    /// With the source's decimal comma declared, `,` is the decimal mark and `.` groups
    /// thousands; a single `.` that groups none is a decimal point, as a single `,` that
    /// groups none is a decimal comma when none is declared (until 2026-12-04 `"1.5"` and a
    /// latitude of `"40.416775"` were no number, and defaulted to 0).
    static let declaredDecimalComma: [RuleCase] = [
        RuleCase(#""1,859""#, .number(1.859), .coerced, .decimalComma),
        RuleCase(#""1.234,5""#, .number(1234.5), .coerced, .decimalComma),
        RuleCase(#""1.234""#, .number(1234), .coerced, .thousandsSeparator),
        RuleCase(#""3,5 €""#, .number(3.5), .coerced, .currencyText),
        RuleCase(#""7""#, .number(7), .coerced, .numericText),
        RuleCase("3.5", .number(3.5), .exact),
        RuleCase(#""1,2,3""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""1.5""#, .number(1.5), .coerced, .numericText),
        RuleCase(#""0.123""#, .number(0.123), .coerced, .numericText),
        RuleCase(#""-0.376""#, .number(-0.376), .coerced, .numericText),
        RuleCase(#""40.416775""#, .number(40.416775), .coerced, .numericText),
        RuleCase(#""-3.7""#, .number(-3.7), .coerced, .numericText),
        RuleCase(#""1.2345 €""#, .number(1.2345), .coerced, .currencyText),
        RuleCase(#""1.234.5""#, .number(0), .defaulted, .notANumber),
        RuleCase(#""1.5,5""#, .number(0), .defaulted, .notANumber),
    ]

    @Test(arguments: exact) func jsonNumbersAreExact(_ row: RuleCase) throws {
        try check(NumberBox.self, row)
    }

    @Test(arguments: fromText) func numericText(_ row: RuleCase) throws {
        try check(NumberBox.self, row)
    }

    @Test(arguments: currency) func currencyIsRemoved(_ row: RuleCase) throws {
        try check(NumberBox.self, row)
    }

    @Test(arguments: separators) func thousandsSeparatorsAndDecimalCommas(_ row: RuleCase) throws {
        try check(NumberBox.self, row)
    }

    @Test(arguments: defaulted) func everythingElseDefaultsToZero(_ row: RuleCase) throws {
        try check(NumberBox.self, row)
    }

    @Test(arguments: declaredDecimalComma) func sourceDeclaresDecimalComma(_ row: RuleCase) throws {
        try check(NumberBox.self, row, options: ValidationOptions(decimalComma: true))
    }

    @Test func ruleFunctionGivesCanonicalText() throws {
        let number = try Coerce.number(fromText: "$1,299.90").get()
        #expect(number.value == 1299.9)
        #expect(number.canonical == "1299.90")
        #expect(number.rule == .currencyText)
        #expect(try Coerce.number(fromText: "-12,5¢").get().canonical == "-12.5e-2")
        #expect(try Coerce.number(fromText: "1e-7¢").get().canonical == "1e-9")
        #expect(Coerce.number(fromText: "1e99999999999999999999¢") == .failure(CodeError(.outOfRange)))
        // An exponent past an Int's is as large as any, as without the cent sign.
        #expect(try Coerce.number(fromText: "1e-99999999999999999999¢").get().value == 0)
        #expect(try Coerce.number(fromText: "0e99999999999999999999¢").get().value == 0)
        #expect(Coerce.number(fromText: "N/A") == .failure(CodeError(.notANumber)))
        #expect(Coerce.number(fromText: "1e400") == .failure(CodeError(.outOfRange)))
    }
}
