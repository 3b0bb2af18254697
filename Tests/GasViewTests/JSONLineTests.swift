import Foundation
import GasView
import Testing

/// The raw JSON view's colouring, escaping and highlighting of one source line.
@Suite struct JSONLineTests {
    static func roles(_ spans: [Span]) -> [String: Style.Role] {
        var roles: [String: Style.Role] = [:]
        for span in spans where !span.text.trimmingCharacters(in: .whitespaces).isEmpty { roles[span.text] = span.style.role }
        return roles
    }

    @Test func keysStringsNumbersLiteralsAndPunctuation() {
        let spans = JSONLine.spans(#"  "price": 3.50, "name":"x", "ok": true, "n": null}"#)
        #expect(Span.text(spans) == #"  "price": 3.50, "name":"x", "ok": true, "n": null}"#)
        let roles = Self.roles(spans)
        #expect(roles[#""price""#] == .jsonKey)
        #expect(roles["3.50"] == .jsonNumber)
        #expect(roles[#""x""#] == .jsonString)
        #expect(roles["true"] == .jsonLiteral)
        #expect(roles["null"] == .jsonLiteral)
        #expect(roles["}"] == .jsonPunctuation)
    }

    @Test func tabsExpandToTheNextStop() {
        #expect(Span.text(JSONLine.spans("\t\"a\":1")) == "  \"a\":1")
        #expect(Span.text(JSONLine.spans("x\ty")) == "x y")
    }

    @Test(arguments: [
        ("a\u{1b}[2Jb", #"a\u001B[2Jb"#), ("\u{7}", #"\u0007"#), ("x\ry", #"x\ry"#),
        ("\u{202E}abc", #"\u202Eabc"#), ("\u{9b}31m", #"\u009B31m"#), ("\u{2066}", #"\u2066"#),
    ])
    func controlsAreShownAsEscapes(_ line: String, _ shown: String) {
        let spans = JSONLine.spans(line)
        #expect(Span.text(spans) == shown)
        #expect(spans.contains { $0.style.role == .warning })
    }

    @Test func theHighlightCoversTheInputsColumns() {
        let segment = FieldItem.Segment(line: 3, from: 9, to: 16)
        let spans = JSONLine.spans("\t\"price\":\"$3.50\",", highlight: segment)
        let highlighted = spans.filter { $0.style.role == .highlight }.map(\.text).joined()
        #expect(highlighted == #""$3.50""#)
    }

    @Test func anUnterminatedStringDoesNotRunPastTheLine() {
        #expect(Span.text(JSONLine.spans(#"{"a":"b\"#)) == #"{"a":"b\"#)
    }
}
