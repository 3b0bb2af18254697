import Foundation
import Lenient
import Testing

/// The writer behind every output: strings safe for a terminal, numbers and dates in one
/// stable form.
@Suite struct JSONWriterTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" and \\", #""quote \" and \\""#),
        ("tab\tnew\nline\r", #""tab\tnew\nline\r""#),
        ("\u{1B}[2J", #""\u001B[2J""#),
        ("\u{0}\u{7F}\u{85}\u{9B}", #""\u0000\u007F\u0085\u009B""#),
        ("\u{202E}x\u{2066}\u{200F}\u{061C}", #""\u202Ex\u2066\u200F\u061C""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("é😀", #""é😀""#),
    ] as [(String, String)])
    func stringsAreEscaped(text: String, json: String) {
        #expect(JSONWriter.string(text) == json)
    }

    /// Combining marks and joiners are text: escaping one scalar at a time used to glue each
    /// to a quote and drop it with the quote (`"e\u{301}"` showed as `e`).
    @Test func escapingKeepsCombiningMarksAndJoiners() {
        #expect(JSONWriter.inline("Cafe\u{301} 👨\u{200D}👩\u{200D}👧") == "Cafe\u{301} 👨\u{200D}👩\u{200D}👧")
        #expect(JSONWriter.string("e\u{301}\u{1B}") == "\"e\u{301}\\u001B\"")
        #expect(JSONWriter.inline("\u{301}a\u{200D}") == "\u{301}a\u{200D}")
    }

    /// Every scalar up to U+2FFF (and the planes' edges), between plain letters: escaped
    /// exactly when it is a control, DEL, a C1 control, a bidirectional control or a line or
    /// paragraph separator; copied as it is otherwise.
    @Test func everyScalarIsEscapedOrCopiedAsDocumented() {
        var escaped = Set<UInt32>(0...0x1F)
        escaped.formUnion(0x7F...0x9F)
        escaped.formUnion([0x061C, 0x200E, 0x200F])
        escaped.formUnion(0x2028...0x202E)
        escaped.formUnion(0x2066...0x2069)
        let named: [UInt32: String] = [0x09: "\\t", 0x0A: "\\n", 0x0D: "\\r"]
        let values: [UInt32] = Array(0...0x2FFF) + [0xFEFF, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF]
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let hex = String(value, radix: 16, uppercase: true)
            let escape: String = named[value] ?? "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            let expected: String = escaped.contains(value) ? escape : String(scalar)
            #expect(JSONWriter.inline("a" + String(scalar) + "b") == "a" + expected + "b", "U+\(hex)")
            let quoted: String = value == 0x22 ? "\\\"" : value == 0x5C ? "\\\\" : expected
            #expect(JSONWriter.string(String(scalar) + "z") == "\"" + quoted + "z\"", "U+\(hex)")
        }
    }

    @Test func inlineTextKeepsQuotesAndBackslashes() {
        #expect(JSONWriter.inline("a \"b\" \\ \u{1B}[1m\n") == #"a "b" \ \u001B[1m\n"#)
    }

    @Test(arguments: [
        (4.0, "4"), (3.5, "3.5"), (-0.0, "0"), (1e15, "1000000000000000"), (1e16, "1e+16"), (9_007_199_254_740_994.0, "9007199254740994"), (-9.5e15, "-9500000000000000"), (0.1, "0.1"),
        (Double.infinity, "null"), (Double.nan, "null"), (-Double.infinity, "null"),
    ] as [(Double, String)])
    func numbers(value: Double, json: String) {
        #expect(JSONWriter.number(value) == json)
    }

    @Test(arguments: [
        (sampleInstant, "2013-02-18T20:43:24Z"),
        (sampleInstant + 0.5, "2013-02-18T20:43:24.5Z"),
        (sampleInstant + 0.25, "2013-02-18T20:43:24.25Z"),
        (sampleInstant + 0.9996, "2013-02-18T20:43:25Z"),
        (86_399.9999, "1970-01-02T00:00:00Z"),
        (0, "1970-01-01T00:00:00Z"),
        (-0.5, "1969-12-31T23:59:59.5Z"),
        (-62_135_596_800, "0001-01-01T00:00:00Z"),
        (253_402_300_799, "9999-12-31T23:59:59Z"),
        (951_782_400, "2000-02-29T00:00:00Z"),
        (253_402_300_799.9994, "9999-12-31T23:59:59.999Z"),
        (-62_135_596_800.0004, "0001-01-01T00:00:00Z"),
        (-1.0004, "1969-12-31T23:59:59Z"),
        // Only code can make these; they are written, not trapped on.
        (1e300, "1e+300 seconds since 1970"),
        (-1e300, "-1e+300 seconds since 1970"),
    ] as [(Double, String)])
    func datesInUTC(seconds: Double, text: String) {
        #expect(JSONWriter.date(Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test func valuesAsCompactJSON() {
        let value = KVCValue.object([
            KVCValue.Member("a", .list([.integer(1), .number(2.5), .null, .bool(true)])),
            KVCValue.Member("b", .text("x")),
            KVCValue.Member("c", date(0)),
        ])
        #expect(JSONWriter.value(value) == #"{"a":[1,2.5,null,true],"b":"x","c":"1970-01-01T00:00:00Z"}"#)
    }

    @Test(arguments: [
        (KVCValue.list([.null]), "[1 element]"), (.list([]), "[0 elements]"), (.text("a\u{1B}"), #""a\u001B""#),
        (.number(3), "3"), (.integer(-2), "-2"), (.null, "null"), (date(sampleDay), "2013-02-18T00:00:00Z"),
    ] as [(KVCValue, String)])
    func displayText(value: KVCValue, text: String) {
        #expect(value.displayText == text)
    }
}
