import Foundation
@testable import GasView
import Lenient
import Testing

/// Where a source's lines start: every line found, however the breaks fall among the eight
/// bytes read at once, with a final break ending the last line rather than starting one.
@Suite struct LineIndexTests {
    /// The lines of `bytes` split at each line feed and each carriage return that no line
    /// feed follows, as byte ranges (a line that ends in `\r\n` keeps its `\r`).
    static func referenceLines(_ bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated()
        where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            lines.append(start..<index)
            start = index + 1
        }
        if start < bytes.count || lines.isEmpty { lines.append(start..<bytes.count) }
        return lines
    }

    /// Seeds 1–6 give line feeds alone (found with `memchr`); 7–10 carriage returns too.
    @Test(arguments: 1...10)
    func everyLineIsFound(seed: UInt64) {
        // Numbers from the seed, the same on every run (a linear congruential generator).
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 16
        }
        let pieces: [[UInt8]] = [[0x0A], [0x0A, 0x0A], Array("\r\n".utf8), Array("{\"a\": 1}".utf8), Array("Straße 東京".utf8),
                                 Array("x".utf8), Array(repeating: UInt8(ascii: " "), count: 13), [0x8A], [0xFF]]
                                 + (seed > 6 ? [[0x0D], [0x0D, 0x0D], [0x0D, 0x0D, 0x0A]] : [])
        var bytes: [UInt8] = []
        let length = Int(next() % 3_000)
        while bytes.count < length { bytes += pieces[Int(next() % UInt64(pieces.count))] }
        if seed == 1 { bytes += [0x0A] }
        if seed == 7 { bytes += [0x0D] }
        let expected = Self.referenceLines(bytes)
        let index = LineIndex(SourceText(name: "t.json", bytes: bytes))
        #expect(index.count == expected.count)
        #expect((1...expected.count).map { index.range(ofLine: $0, in: bytes) } == expected)
        #expect(index.range(ofLine: expected.count + 1, in: bytes) == nil)
    }

    @Test(arguments: ["", "\n", "a", "a\n", "\n\n", "1234567\n", "12345678\n9", "123456789\n",
                      "\r", "a\rb", "a\r\nb", "1234567\r\n8", "12345678\r9\r", "\r\r\n\r"])
    func shortTexts(text: String) {
        let bytes = Array(text.utf8)
        let index = LineIndex(SourceText(name: "t.json", bytes: bytes))
        let expected = Self.referenceLines(bytes)
        #expect(index.count == expected.count)
        #expect((1...expected.count).map { index.range(ofLine: $0, in: bytes) } == expected)
    }
}
