@testable import GasView
import Testing

/// A report line loses its trailing spaces and nothing else: spaces inside, wide and combined
/// characters, and a character that a space would otherwise be counted with are kept.
@Suite struct TrimTrailingTests {
    @Test(arguments: [
        ("", ""), ("   ", ""), ("a", "a"), ("a   ", "a"), (" a b  ", " a b"), ("東京  ", "東京"),
        ("e\u{301}  ", "e\u{301}"), ("a \u{301}", "a \u{301}"), ("✓ exact      ", "✓ exact"), ("a\t ", "a\t"),
        // A prepended mark makes one character with the space after it; only the space goes.
        ("\u{600} ", "\u{600}"),
    ])
    func trailingSpacesGo(line: String, trimmed: String) {
        #expect(ValidationReport.trimTrailing(line) == trimmed)
        #expect(ValidationReport.trimTrailing(line).utf8.elementsEqual(trimmed.utf8))
    }
}
