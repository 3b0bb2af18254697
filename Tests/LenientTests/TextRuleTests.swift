@testable import Lenient
import Testing

/// Text ← text, number, bool; trimming; sanitising of controls, escape sequences and
/// direction overrides.
@Suite struct TextRuleTests {
    static let exact: [RuleCase] = [
        RuleCase(#""hello""#, .text("hello"), .exact),
        RuleCase(#""""#, .text(""), .exact),
        RuleCase(#""café""#, .text("café"), .exact),
        RuleCase(#""a\/b""#, .text("a/b"), .exact),
        RuleCase(#""\u00e9t\u00e9""#, .text("été"), .exact),
        RuleCase(#""a \"quoted\" word""#, .text("a \"quoted\" word"), .exact),
        RuleCase(#""inner  spaces kept""#, .text("inner  spaces kept"), .exact),
    ]

    static let trimmed: [RuleCase] = [
        RuleCase(#""  hi  ""#, .text("hi"), .coerced, .textTrimmed),
        RuleCase(#"" hi""#, .text("hi"), .coerced, .textTrimmed),
        RuleCase(#""hi ""#, .text("hi"), .coerced, .textTrimmed),
        RuleCase(#"" café ""#, .text("café"), .coerced, .textTrimmed),
        RuleCase(#""\u00a0x\u3000""#, .text("x"), .coerced, .textTrimmed),
        RuleCase(#""   ""#, .text(""), .coerced, .textTrimmed),
        RuleCase(#""  ""#, .text(""), .coerced, .textTrimmed),
        RuleCase(#"" x y ""#, .text("x y"), .coerced, .textTrimmed),
        RuleCase(#""\u2002x\u2003""#, .text("x"), .coerced, .textTrimmed),
        RuleCase(#""\u2003é\u00a0""#, .text("é"), .coerced, .textTrimmed),
        RuleCase(#""\u00a0 \u00a0""#, .text(""), .coerced, .textTrimmed),
    ]

    static let fromNumbersAndBools: [RuleCase] = [
        RuleCase("7105", .text("7105"), .coerced, .numberToText),
        RuleCase("-0", .text("-0"), .coerced, .numberToText),
        RuleCase("12345678901234567890123", .text("12345678901234567890123"), .coerced, .numberToText),
        RuleCase("3.5", .text("3.5"), .coerced, .numberToText),
        RuleCase("3.50", .text("3.5"), .coerced, .numberToText),
        RuleCase("-2.25", .text("-2.25"), .coerced, .numberToText),
        RuleCase("0.1", .text("0.1"), .coerced, .numberToText),
        RuleCase("1E3", .text("1000"), .coerced, .numberToText),
        RuleCase("7105.0", .text("7105"), .coerced, .numberToText),
        RuleCase("-2.0", .text("-2"), .coerced, .numberToText),
        RuleCase("1.5e3", .text("1500"), .coerced, .numberToText),
        RuleCase("1.25e1", .text("12.5"), .coerced, .numberToText),
        RuleCase("1e-2", .text("0.01"), .coerced, .numberToText),
        RuleCase("9007199254740991.0", .text("9007199254740991"), .coerced, .numberToText),
        RuleCase("1e16", .text("1e+16"), .coerced, .numberToText),
        // Past 2⁵³ an integral double is still written without a fraction.
        RuleCase("9007199254740992.0", .text("9007199254740992"), .coerced, .numberToText),
        RuleCase("9007199254740993.0", .text("9007199254740992"), .coerced, .numberToText),
        RuleCase("-9.5e15", .text("-9500000000000000"), .coerced, .numberToText),
        RuleCase("1.5e300", .text("1.5e+300"), .coerced, .numberToText),
        RuleCase("1e400", .text("1e400"), .coerced, .numberToText),
        RuleCase("true", .text("true"), .coerced, .boolToText),
        RuleCase("false", .text("false"), .coerced, .boolToText),
    ]

    static let defaulted: [RuleCase] = [
        RuleCase("null", .text(""), .defaulted, .null),
        RuleCase("{}", .text(""), .defaulted, .expectedText),
        RuleCase(#"{"a": "b"}"#, .text(""), .defaulted, .expectedText),
        RuleCase("[]", .text(""), .defaulted, .expectedText),
        RuleCase(#"["a"]"#, .text(""), .defaulted, .expectedText),
    ]

    static let sanitized: [RuleCase] = [
        RuleCase(#""a\tb""#, .text("a b"), .coerced, .textSanitized),
        RuleCase(#""line1\nline2""#, .text("line1 line2"), .coerced, .textSanitized),
        RuleCase(#""line1\r\nline2""#, .text("line1  line2"), .coerced, .textSanitized),
        RuleCase(#"" \tx\n ""#, .text("x"), .coerced, .textSanitized),
        RuleCase(#""a\u2028b\u2029c""#, .text("a b c"), .coerced, .textSanitized),
        RuleCase(#""a\u0000b""#, .text("a\u{FFFD}b"), .coerced, .textSanitized),
        RuleCase(#""a\u0007b""#, .text("a\u{FFFD}b"), .coerced, .textSanitized),
        RuleCase(#""a\u007fb""#, .text("a\u{FFFD}b"), .coerced, .textSanitized),
        RuleCase(#""a\u0085b""#, .text("a\u{FFFD}b"), .coerced, .textSanitized),
        RuleCase(#""\u001b[2J""#, .text("\u{FFFD}"), .coerced, .textSanitized),
        RuleCase(#""\u001b[31mred\u001b[0m""#, .text("\u{FFFD}red\u{FFFD}"), .coerced, .textSanitized),
        RuleCase(#""\u001b]0;x\u0007title""#, .text("\u{FFFD}title"), .coerced, .textSanitized),
        RuleCase(#""\u001b]0;x\u001b\\title""#, .text("\u{FFFD}title"), .coerced, .textSanitized),
        RuleCase(#""\u001b]8;;http://x.test\u0007click\u001b]8;;\u0007""#, .text("\u{FFFD}click\u{FFFD}"), .coerced, .textSanitized),
        RuleCase(#""\u001bPq#0\u001b\\after""#, .text("\u{FFFD}after"), .coerced, .textSanitized),
        RuleCase(#""\u009b2Jx""#, .text("\u{FFFD}x"), .coerced, .textSanitized),
        RuleCase(#""\u009d0;t\u009cx""#, .text("\u{FFFD}x"), .coerced, .textSanitized),
        RuleCase(#""\u001bcx""#, .text("\u{FFFD}x"), .coerced, .textSanitized),
        RuleCase(#""\u001b(Bx""#, .text("\u{FFFD}x"), .coerced, .textSanitized),
        RuleCase(#""x\u001b""#, .text("x\u{FFFD}"), .coerced, .textSanitized),
        RuleCase(#""\u001bé""#, .text("\u{FFFD}é"), .coerced, .textSanitized),
        RuleCase(#""\u202eevil""#, .text("\u{FFFD}evil"), .coerced, .textSanitized),
        RuleCase(#""a\u2066b\u2069""#, .text("a\u{FFFD}b\u{FFFD}"), .coerced, .textSanitized),
        RuleCase(#""\u200fx\u200e""#, .text("\u{FFFD}x\u{FFFD}"), .coerced, .textSanitized),
        RuleCase(#""\u061cx""#, .text("\u{FFFD}x"), .coerced, .textSanitized),
        RuleCase(#""  \u001b[2J  ""#, .text("\u{FFFD}"), .coerced, .textSanitized),
        // A sequence the text ends inside is no sequence: only its introducer goes.
        RuleCase(#""AT&T \u001bPlaza store""#, .text("AT&T \u{FFFD}Plaza store"), .coerced, .textSanitized),
        RuleCase(#""AT&T \u001b]Plaza store""#, .text("AT&T \u{FFFD}]Plaza store"), .coerced, .textSanitized),
        RuleCase(#""\u009dPlaza""#, .text("\u{FFFD}Plaza"), .coerced, .textSanitized),
        RuleCase(#""a\u001b]b\u001b]c""#, .text("a\u{FFFD}]b\u{FFFD}]c"), .coerced, .textSanitized),
        RuleCase(#""a\u001b]b\u0007c\u001b]d""#, .text("a\u{FFFD}c\u{FFFD}]d"), .coerced, .textSanitized),
        RuleCase(#""a\u001b]b\u001b]c\u0007d""#, .text("a\u{FFFD}d"), .coerced, .textSanitized),
        RuleCase(#""price \u001b[12""#, .text("price \u{FFFD}[12"), .coerced, .textSanitized),
        RuleCase(#""x\u001b(""#, .text("x\u{FFFD}("), .coerced, .textSanitized),
        // ST is ESC \ wherever it starts, also right after another ESC.
        RuleCase(#""a\u001b]b\u001b\u001b\\c""#, .text("a\u{FFFD}c"), .coerced, .textSanitized),
    ]

    @Test(arguments: exact) func exactText(_ row: RuleCase) throws {
        try check(TextBox.self, row)
    }

    @Test(arguments: trimmed) func whitespaceIsTrimmed(_ row: RuleCase) throws {
        try check(TextBox.self, row)
    }

    @Test(arguments: fromNumbersAndBools) func numbersAndBoolsBecomeText(_ row: RuleCase) throws {
        try check(TextBox.self, row)
    }

    @Test(arguments: defaulted) func otherKindsDefaultToEmptyText(_ row: RuleCase) throws {
        try check(TextBox.self, row)
    }

    @Test(arguments: sanitized) func controlsAreReplaced(_ row: RuleCase) throws {
        try check(TextBox.self, row)
    }

    /// Whatever the input, the text set contains nothing a terminal would act on.
    @Test(arguments: sanitized + trimmed + exact) func sanitizedTextHoldsNoControls(_ row: RuleCase) throws {
        let result = try probe(TextBox.self, row.snippet)
        let unsafe = result.model.value.unicodeScalars.filter(TextRuleTests.isUnsafe)
        #expect(unsafe.isEmpty)
    }

    /// C0, DEL, C1, and the bidirectional controls.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Text is only rebuilt when it holds something to replace; the check that decides it,
    /// by UTF-8 bytes, finds every such scalar and nothing else.
    @Test func everyScalarToReplaceIsFoundByItsBytes() {
        var missed: [UInt32] = []
        for value in UInt32(0)..<0x3_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            let found = text.utf8.withContiguousStorageIfAvailable { Coerce.needsReplacing($0) } ?? false
            if found != Self.isUnsafe(scalar) { missed.append(value) }
        }
        #expect(missed.isEmpty)
        #expect(Coerce.cleanText("Müller Straße") == ("Müller Straße", nil))
        #expect(Coerce.cleanText(" Dirección\u{00A0}") == ("Dirección", .textTrimmed))
        #expect(Coerce.cleanText("Müller\u{85}") == ("Müller\u{FFFD}", .textSanitized))
    }

    @Test func cleanTextReportsWhatItDid() {
        #expect(Coerce.cleanText("plain") == ("plain", nil))
        #expect(Coerce.cleanText(" plain ") == ("plain", .textTrimmed))
        // ASCII whitespace is recognised without Unicode's tables, the rest with them.
        #expect(Coerce.trimWhitespace("\t\u{0B}\u{0C} x \r\n") == "x")
        #expect(Coerce.trimWhitespace("\u{1F}x") == "\u{1F}x")
        #expect(Coerce.trimWhitespace("\u{2028}x\u{3000}") == "x")
        #expect(Coerce.cleanText("a\u{1B}[1mb") == ("a\u{FFFD}b", .textSanitized))
    }

    @Test(arguments: [
        ("7105", true, 7105.0, "7105"),
        ("3.50", false, 3.5, "3.5"),
        ("1e400", false, Double.infinity, "1e400"),
    ] as [(String, Bool, Double, String)])
    func textFromNumber(source: String, isInteger: Bool, value: Double, expected: String) {
        #expect(Coerce.text(fromNumber: source, isIntegerLiteral: isInteger, value: value) == expected)
    }
}
