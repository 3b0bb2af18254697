import GasView
import Testing

@Suite struct TextWrapTests {
    @Test(arguments: [
        ("one two three", 7, ["one two", "three"]),
        ("one two three", 13, ["one two three"]),
        ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
        ("東京駅前 ab", 5, ["東京", "駅前", "ab"]),
        ("", 5, [""]),
        ("a  b", 3, ["a ", "b"]),
    ])
    func wrapsByDisplayWidth(_ text: String, _ columns: Int, _ lines: [String]) {
        let wrapped = TextWrap.lines(text, columns: columns)
        #expect(wrapped == lines)
        #expect(wrapped.allSatisfy { TextWidth.of($0) <= columns })
    }

    @Test func aHangingIndentLinesUpTheRest() {
        #expect(TextWrap.hanging(" 5. ", "default validation: currency_text", columns: 24)
            == [" 5. default validation:", "    currency_text"])
    }

    /// A character wider than the whole line gets a line of its own; nothing after it is lost.
    @Test func aCharacterWiderThanTheLineKeepsTheRest() {
        #expect(TextWrap.lines("東a京b", columns: 1) == ["東", "a", "京", "b"])
        #expect(TextWrap.lines("x 東東", columns: 1) == ["x", "東", "東"])
    }

    /// A two-megabyte word (a long value in a trace step) is cut in one pass: every piece
    /// full but the last, and nothing lost. Cutting it piece by piece from the whole rest
    /// took hours. The time limit catches a return to that, not a slower machine.
    @Test(.timeLimit(.minutes(10))) func aVeryLongWordIsCutInOnePass() {
        let word = String(repeating: "abcdefghij", count: 200_000)
        let wrapped = TextWrap.hanging(" 7. ", "set stationName = " + word, columns: 84)
        #expect(wrapped.count == 1 + 2_000_000 / 80)
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("    ") && TextWidth.of($0) == 84 })
        #expect(wrapped.dropFirst().map { $0.dropFirst(4) }.joined() == word)
    }

    @Test func nothingFitsInNoColumns() {
        #expect(TextWrap.lines("abc", columns: 0).isEmpty)
    }
}
