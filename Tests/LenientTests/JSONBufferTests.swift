import Foundation
import Testing
@testable import Lenient

/// `JSONBuffer` writes what `JSONWriter`'s strings say, in place: the records of large
/// documents are made with it.
@Suite struct JSONBufferTests {
    @Test(arguments: [0, 7, 10, -1, -10, 42, 1_000_000, Int.max, Int.min, Int.min + 1])
    func integers(value: Int) {
        var buffer = JSONBuffer()
        buffer.append(integer: value)
        #expect(buffer.text == String(value))
    }

    /// Integral numbers are written from their digits; the text is `Coerce.text(fromDouble:)`'s.
    @Test(arguments: [4.0, 3.5, -0.0, 1e15, 1e16, 9_999_999_999_999_998.0, -9.5e15, 0.1, -7, 1e-7, 123456.789, .infinity, .nan,
                      -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude])
    func numbers(value: Double) {
        var buffer = JSONBuffer()
        buffer.append(number: value)
        #expect(buffer.text == (value.isFinite ? Coerce.text(fromDouble: value) : "null"))
    }

    /// Years before 1 and after 9999 (only code makes them) keep four digits and their sign.
    @Test(arguments: [
        (-62_167_219_200.0, "0000-01-01T00:00:00Z"),
        (-62_198_755_200.0, "-0001-01-01T00:00:00Z"),
        (253_402_300_800.0, "10000-01-01T00:00:00Z"),
        (1_361_219_004.007, "2013-02-18T20:23:24.007Z"),
        (1_361_219_004.07, "2013-02-18T20:23:24.07Z"),
    ])
    func datesBeyondTheUsualYears(seconds: Double, text: String) {
        var buffer = JSONBuffer()
        buffer.append(date: Date(timeIntervalSince1970: seconds))
        #expect(buffer.text == "\"" + text + "\"")
    }

    /// A path is written as its description, escaped as a string.
    @Test(arguments: ["historicalPrices[0].price", "[3]", "a.b.c", #"we"ird\key.x"#, "\u{1B}[2J.x", "[0][1].a", "café.☕", ""])
    func paths(text: String) {
        let path = FieldPath(parsing: text)
        var buffer = JSONBuffer()
        buffer.append(path: path)
        #expect(buffer.text == JSONWriter.string(path.description))
    }

    @Test func emptyKeysInAPathAreWrittenAsTheDescriptionWritesThem() {
        let path = FieldPath([.key(""), .key("a"), .index(2), .key(""), .key("b")])
        var buffer = JSONBuffer()
        buffer.append(path: path)
        #expect(buffer.text == JSONWriter.string(path.description))
        #expect(buffer.text == #""a[2]..b""#)
    }

    /// What is written is JSON that reads back as the same text.
    @Test(arguments: ["plain", "quote \" and \\ backslash", "tab\tline\nreturn\r", "\u{0}\u{1F}\u{7F}\u{85}\u{9F}", "\u{200E}\u{2028}\u{202E}\u{2066}\u{2069}\u{61C}",
                      "e\u{301} ☕ 𝄞", ""])
    func stringsReadBack(text: String) throws {
        var buffer = JSONBuffer()
        buffer.append(string: text)
        let read = try JSONSerialization.jsonObject(with: Data(buffer.bytes), options: .fragmentsAllowed) as? String
        #expect(read == text)
        #expect(!buffer.bytes.contains { $0 < 0x20 || $0 == 0x7F })
    }

    @Test func removeAllKeepsNothing() {
        var buffer = JSONBuffer()
        buffer.append(string: "x")
        buffer.removeAll()
        buffer.append("null")
        #expect(buffer.text == "null")
    }
}
