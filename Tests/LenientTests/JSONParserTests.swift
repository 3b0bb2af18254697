import Foundation
@testable import Lenient
import Testing

/// The parser: every syntax error has a code and an offset that names its line and column;
/// valid edge cases parse.
@Suite struct JSONParserTests {
    struct SyntaxCase: Sendable, CustomTestStringConvertible {
        var json: String
        var code: JSONSyntaxError.Code
        var offset: Int
        var line: Int
        var column: Int
        var found: Character?

        init(_ json: String, _ code: JSONSyntaxError.Code, at offset: Int, _ line: Int, _ column: Int, found: Character? = nil) {
            self.json = json
            self.code = code
            self.offset = offset
            self.line = line
            self.column = column
            self.found = found
        }

        var testDescription: String { json }
    }

    static let errors: [SyntaxCase] = [
        SyntaxCase("", .emptyInput, at: 0, 1, 1),
        SyntaxCase("   ", .emptyInput, at: 3, 1, 4),
        SyntaxCase(" \n\t", .emptyInput, at: 3, 2, 2),
        SyntaxCase("\u{FEFF}", .emptyInput, at: 3, 1, 1),
        SyntaxCase("\u{FEFF} ", .emptyInput, at: 4, 1, 2),
        SyntaxCase(#"{"a":1"#, .unexpectedEnd, at: 6, 1, 7),
        SyntaxCase(#"{"a":nul"#, .unexpectedEnd, at: 8, 1, 9),
        SyntaxCase("[", .unexpectedEnd, at: 1, 1, 2),
        SyntaxCase(#"[{"a":1},"#, .unexpectedEnd, at: 9, 1, 10),
        SyntaxCase(#"{"a" 1}"#, .expectedColon, at: 5, 1, 6, found: "1"),
        SyntaxCase(#"{"a"}"#, .expectedColon, at: 4, 1, 5, found: "}"),
        SyntaxCase(#"{"a":1,}"#, .expectedKey, at: 7, 1, 8, found: "}"),
        SyntaxCase(#"{a:1}"#, .expectedKey, at: 1, 1, 2, found: "a"),
        SyntaxCase(#"{"a":1,,"b":2}"#, .expectedKey, at: 7, 1, 8, found: ","),
        SyntaxCase("[1 2]", .expectedCommaOrListEnd, at: 3, 1, 4, found: "2"),
        SyntaxCase(#"{"a":[1 2]}"#, .expectedCommaOrListEnd, at: 8, 1, 9, found: "2"),
        SyntaxCase(#"[{"a":1} {"b":2}]"#, .expectedCommaOrListEnd, at: 9, 1, 10, found: "{"),
        SyntaxCase(#"{"a":1 "b":2}"#, .expectedCommaOrObjectEnd, at: 7, 1, 8, found: "\""),
        SyntaxCase(#"{"a":1]"#, .expectedCommaOrObjectEnd, at: 6, 1, 7, found: "]"),
        SyntaxCase(#"{"a":"abc"#, .unterminatedString, at: 5, 1, 6),
        SyntaxCase(#"{"a":"\x"}"#, .invalidEscape, at: 6, 1, 7),
        SyntaxCase(#"{"a":"\u12"}"#, .invalidEscape, at: 6, 1, 7),
        SyntaxCase(#"{"a":"\uZZZZ"}"#, .invalidEscape, at: 6, 1, 7),
        // Near the end of the input a bad escape is still a bad escape, not a truncation.
        SyntaxCase(#"["\u1"]"#, .invalidEscape, at: 2, 1, 3),
        SyntaxCase(#"{"a":"\u"}"#, .invalidEscape, at: 6, 1, 7),
        SyntaxCase(#"{"a":"\u1"}"#, .invalidEscape, at: 6, 1, 7),
        SyntaxCase(#"{"a":"\u12"#, .unexpectedEnd, at: 10, 1, 11),
        SyntaxCase(#"{"a":01}"#, .invalidNumber, at: 6, 1, 7, found: "1"),
        SyntaxCase(#"{"a":-01}"#, .invalidNumber, at: 7, 1, 8, found: "1"),
        SyntaxCase(#"{"a":-}"#, .invalidNumber, at: 6, 1, 7, found: "}"),
        SyntaxCase(#"{"a":1.}"#, .invalidNumber, at: 7, 1, 8, found: "}"),
        SyntaxCase(#"{"a":1e}"#, .invalidNumber, at: 7, 1, 8, found: "}"),
        SyntaxCase(#"{"a":1e+}"#, .invalidNumber, at: 8, 1, 9, found: "}"),
        SyntaxCase(#"{"a":1."#, .unexpectedEnd, at: 7, 1, 8),
        SyntaxCase(#"{"a":1e"#, .unexpectedEnd, at: 7, 1, 8),
        SyntaxCase(#"{"a":1e+"#, .unexpectedEnd, at: 8, 1, 9),
        SyntaxCase(#"{"a":-"#, .unexpectedEnd, at: 6, 1, 7),
        SyntaxCase(#"{"a":"\u00"#, .unexpectedEnd, at: 10, 1, 11),
        SyntaxCase(#"{"a":1x}"#, .invalidNumber, at: 6, 1, 7, found: "x"),
        SyntaxCase(#"{"a":1.5.2}"#, .invalidNumber, at: 8, 1, 9, found: "."),
        SyntaxCase(#"{"a":.5}"#, .expectedValue, at: 5, 1, 6, found: "."),
        SyntaxCase(#"{"a":NaN}"#, .expectedValue, at: 5, 1, 6, found: "N"),
        SyntaxCase(#"{"a":'x'}"#, .expectedValue, at: 5, 1, 6, found: "'"),
        SyntaxCase(#"{"a":[}"#, .expectedValue, at: 6, 1, 7, found: "}"),
        SyntaxCase("[1,]", .expectedValue, at: 3, 1, 4, found: "]"),
        SyntaxCase(#"{"a":[1,2,]}"#, .expectedValue, at: 10, 1, 11, found: "]"),
        SyntaxCase("]", .expectedValue, at: 0, 1, 1, found: "]"),
        SyntaxCase("{\"a\":\u{0C}1}", .expectedValue, at: 5, 1, 6, found: "\u{0C}"),
        SyntaxCase(#"{"a":tru}"#, .invalidLiteral, at: 5, 1, 6, found: "t"),
        SyntaxCase(#"{"a":trueX}"#, .invalidLiteral, at: 5, 1, 6, found: "t"),
        SyntaxCase(#"{"a":nulll}"#, .invalidLiteral, at: 5, 1, 6, found: "n"),
        SyntaxCase(#"{"a":1} x"#, .trailingCharacters, at: 8, 1, 9, found: "x"),
        SyntaxCase(#"{"a":1}{}"#, .trailingCharacters, at: 7, 1, 8, found: "{"),
        SyntaxCase("[] x", .trailingCharacters, at: 3, 1, 4, found: "x"),
        SyntaxCase("{\n  \"a\": 1,\n  \"b\": tru\n}", .invalidLiteral, at: 19, 3, 8, found: "t"),
        SyntaxCase("{\"é\": x}", .expectedValue, at: 7, 1, 7, found: "x"),
        SyntaxCase("{\t\"a\":\t?}", .expectedValue, at: 7, 1, 8, found: "?"),
        SyntaxCase("[\r\n  1,\r\n  2 3]", .expectedCommaOrListEnd, at: 13, 3, 5, found: "3"),
    ]

    @Test(arguments: errors) func syntaxErrorNamesCodeAndPosition(_ row: SyntaxCase) throws {
        let error = try #require(syntaxError(row.json))
        #expect(error.code == row.code)
        #expect(error.offset == row.offset)
        let source = SourceText(name: "bad.json", text: row.json)
        #expect(source.position(of: error.offset) == (row.line, row.column))
        #expect(error.found.map { Character(Unicode.Scalar($0)) } == row.found)
        #expect(!error.message.isEmpty)
    }

    /// Whichever way the document is read, the same error comes out.
    @Test(arguments: errors) func recordsThrowTheSameError(_ row: SyntaxCase) throws {
        let expected = try #require(syntaxError(row.json))
        let source = SourceText(name: "bad.json", text: row.json)
        #expect(throws: expected) {
            _ = try LenientDecoder<Sample>().records(source)
        }
    }

    @Test func codesAreStableSnakeCase() {
        #expect(JSONSyntaxError.Code.allCases.map(\.rawValue) == [
            "empty_input", "unexpected_end", "unexpected_character", "expected_value", "expected_key", "expected_colon",
            "expected_comma_or_object_end", "expected_comma_or_list_end", "unterminated_string", "invalid_escape",
            "invalid_number", "invalid_literal", "too_deep", "trailing_characters", "too_large", "too_many", "list_per_line",
        ])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"name": "a"}"#.utf8)
        let all = try LenientDecoder<Sample>().records(SourceText(name: "bom.json", bytes: bytes))
        #expect(all.map(\.value.name) == ["a"])
        let list: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#" [{"name": "a"}, {"name": "b"}]"#.utf8)
        let source = SourceText(name: "bom.json", bytes: list)
        #expect(try LenientDecoder<Sample>().decode(source).isList)
        #expect(try LenientDecoder<Sample>().records(source).map(\.value.name) == ["a", "b"])
    }

    /// The byte order mark is not a character anyone sees: columns start after it.
    @Test func columnsAfterAByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"name": "a"}"#.utf8)
        let all = try LenientDecoder<Sample>().records(SourceText(name: "bom.json", bytes: bytes))
        let record = try #require(all.first)
        #expect(record.line == 1)
        #expect(record.column == 1)
        #expect(record.field("name")?.column == 10)
        let list: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"[{"name": "a"}]"#.utf8)
        let first = try #require(try LenientDecoder<Sample>().records(SourceText(name: "bom.json", bytes: list)).first)
        #expect(first.column == 2)
        #expect(first.field("name")?.column == 11)
    }

    /// An error prints as what it says, for a library's user as for the commands (until
    /// 2026-12-06 neither error was `CustomStringConvertible`, and printed as its fields).
    @Test func errorsDescribeThemselves() throws {
        let source = SourceText(name: "t.json", text: "{\n  \"a\" = 1}")
        let error = try #require(#expect(throws: JSONSyntaxError.self) { try LenientDecoder<Sample>().decode(source) })
        #expect("\(error)" == "byte 8: not JSON: expected ':' after the key but found '='")
        #expect(source.describe(error) == "t.json:2:7: not JSON: expected ':' after the key but found '='")
        let html = SourceText(name: "page.json", text: "<html><body>503</body></html>")
        let htmlError = try #require(#expect(throws: JSONSyntaxError.self) { try LenientDecoder<Sample>().decode(html) })
        #expect(html.describe(htmlError).hasPrefix("page.json:1:1: not JSON: "))
        #expect(html.describe(htmlError).contains("HTML"))
        #expect("\(SourceReadError(path: "gone.json", errno: ENOENT))" == "gone.json: cannot read: No such file or directory")
    }

    @Test func emptyObjectAndEmptyList() throws {
        let object = try record(Sample.self, " { } ")
        #expect(object.value == Sample())
        #expect(object.fields.allSatisfy { $0.rule == .missing })
        #expect(try records(Sample.self, "[]").isEmpty)
        #expect(try records(Sample.self, "\n[\n]\n").isEmpty)
        #expect(try probe(NumbersBox.self, "[ ]").model.value == [])
    }

    @Test func jsonWhitespace() throws {
        let record = try record(Sample.self, " \t\r\n{ \"name\" \t:\r\n \"a\" \n} \n")
        #expect(record.value.name == "a")
    }

    @Test func nestedValuesAreSkippedOrRead() throws {
        let json = #"{"x": {"y": [[{"z": [1, {"w": null}]}]]}, "part": {"label": "p", "more": [[], {}]}, "items": [{"label": "i"}]}"#
        let record = try record(Sample.self, json)
        #expect(record.value.part == Item(label: "p", price: 0))
        #expect(record.value.items == [Item(label: "i", price: 0)])
        #expect(record.ignored.map(\.path) == ["x", "part.more"])
        #expect(record.ignored.first?.input == #"{"y": [[{"z": [1, {"w": null}]}]]}"#)
    }

    static let strings: [RuleCase] = [
        RuleCase(#""\"\\\/""#, .text(#""\/"#), .exact),
        RuleCase(#""\u0041\u00e9\u4e2d""#, .text("Aé中"), .exact),
        RuleCase(#""\ud83d\ude00""#, .text("😀"), .exact),
        RuleCase(#""\uD83D\uDE00!""#, .text("😀!"), .exact),
        RuleCase(#""😀 direct""#, .text("😀 direct"), .exact),
        RuleCase(#""\ud800""#, .text("\u{FFFD}"), .coerced, .invalidUTF8),
        RuleCase(#""\udc00x""#, .text("\u{FFFD}x"), .coerced, .invalidUTF8),
        RuleCase(#""\ud83dx""#, .text("\u{FFFD}x"), .coerced, .invalidUTF8),
        RuleCase(#""\ud83d\u0041""#, .text("\u{FFFD}A"), .coerced, .invalidUTF8),
        RuleCase(#""\ude00\ud83d""#, .text("\u{FFFD}\u{FFFD}"), .coerced, .invalidUTF8),
        RuleCase(#""\ud800\u001b[2J""#, .text("\u{FFFD}\u{FFFD}"), .coerced, .textSanitized),
    ]

    @Test(arguments: strings) func stringEscapes(_ row: RuleCase) throws {
        try check(TextBox.self, row)
    }

    static let numbers: [(String, Double)] = [
        ("-0", -0.0), ("0.5", 0.5), ("1E+2", 100), ("1e-2", 0.01), ("0.1", 0.1), ("0.30000000000000004", 0.30000000000000004),
        ("123456789012345678901234567890", 123_456_789_012_345_678_901_234_567_890),
        ("9007199254740993", 9_007_199_254_740_992), ("100000000000000000000000", 1e23),
        ("2.2250738585072014e-308", 2.2250738585072014e-308), ("4.9e-324", 5e-324), ("1e-400", 0),
        ("1.00000000000000011102230246251565404236316680908203125", 1),
        ("1.00000000000000011102230246251565404236316680908203126", 1.0000000000000002),
        ("0.000000000000000000000000000001", 1e-30), ("12345678.9", 12_345_678.9),
    ]

    /// Numbers are read correctly rounded, whichever path the reader takes.
    @Test(arguments: numbers) func numbersAreCorrectlyRounded(json: String, value: Double) throws {
        let result = try probe(NumberBox.self, json)
        #expect(result.model.value == value)
        #expect(result.model.value.sign == value.sign)
        #expect(result.field.outcome == .exact)
    }
}

/// The string scanner jumps to the first byte of a word that ends plain text; it must find
/// exactly that byte, whatever the bytes around it.
@Suite struct StringScanWordTests {
    static func isSpecial(_ byte: UInt8) -> Bool {
        byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x7F
    }

    @Test func firstSpecialByteOfEveryWord() {
        // Every byte value at every position, over a background of plain bytes, and words of
        // bytes drawn from a fixed sequence that mixes plain and special ones.
        var words: [[UInt8]] = []
        for position in 0..<8 {
            for value in 0...255 {
                var word = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                word[position] = UInt8(value)
                words.append(word)
            }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let palette: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF, 0x41, 0x61]
        for _ in 0..<20_000 {
            words.append((0..<8).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return palette[Int(state >> 60)]
            })
        }
        for word in words {
            let packed = word.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
            let special = JSONScanner.specialBytes(packed)
            let expected = word.firstIndex(where: Self.isSpecial)
            #expect((special == 0 ? nil : special.trailingZeroBitCount >> 3) == expected, "\(word)")
        }
    }
}
