import Foundation
@testable import Lenient
import Testing

/// Escapes in JSON strings become the text they stand for, whether the rest of the string
/// is ASCII or not, invalid UTF-8 and lone surrogates repaired.
@Suite struct StringEscapeTests {
    static func text(_ json: String) throws -> (String, Code?) {
        let result = try probe(TextBox.self, json)
        return (result.model.value, result.field.rule)
    }

    @Test(arguments: [
        (#""M\u00fcnchen""#, "München", nil),
        (#""Stra\u00dfe 1\/2""#, "Straße 1/2", nil),
        (#""\u6771\u4eac""#, "東京", nil),
        (#""a\ud83d\ude00b""#, "a😀b", nil),
        (#""q\"b\\c""#, "q\"b\\c", nil),
        (#""Müller \u00fc""#, "Müller ü", nil),
        // Line breaks and tabs become spaces; controls are replaced.
        (#""a\nb\tc""#, "a b c", .textSanitized),
        (#""a\u0007b""#, "a\u{FFFD}b", .textSanitized),
        // A lone surrogate is replaced, in ASCII text or not.
        (#""x\ud800y""#, "x\u{FFFD}y", .invalidUTF8),
        (#""é\udc00""#, "é\u{FFFD}", .invalidUTF8),
        (#""\ud83d\u0041""#, "\u{FFFD}A", .invalidUTF8),
    ] as [(String, String, Code?)])
    func escapesBecomeText(json: String, expected: String, rule: Code?) throws {
        let (text, found) = try Self.text(json)
        #expect(text == expected)
        #expect(found == rule)
    }

    /// Text made of nothing but escapes takes more bytes than the escapes only as far as
    /// U+FFFD's three bytes for two: a long run of them fits.
    @Test func longRunsOfEscapesFit() throws {
        let umlauts = String(repeating: #"\u00fc"#, count: 5_000)
        #expect(try Self.text("\"\(umlauts)\"").0 == String(repeating: "ü", count: 5_000))
        let emoji = String(repeating: #"\ud83d\ude00"#, count: 2_000)
        #expect(try Self.text("\"\(emoji)\"").0 == String(repeating: "😀", count: 2_000))
    }

    @Test func invalidUTF8BesideEscapesIsRepaired() throws {
        var bytes = Array(#"{"value": "a\u00fc "#.utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(#" b"}"#.utf8)
        let records = try LenientDecoder<TextBox>().records(SourceText(name: "bad.json", bytes: bytes))
        let record = try #require(records.first)
        #expect(record.value.value == "aü \u{FFFD}\u{FFFD} b")
        #expect(record.field("value")?.rule == .invalidUTF8)
    }
}
