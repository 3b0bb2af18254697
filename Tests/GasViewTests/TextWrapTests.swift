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

    @Test func nothingFitsInNoColumns() {
        #expect(TextWrap.lines("abc", columns: 0).isEmpty)
    }
}
