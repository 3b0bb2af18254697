import Testing
@testable import Terminal

@Suite struct ResetSequenceTests {
    @Test func joinsWhatTheTerminalHas() {
        #expect(ResetSequence.bytes(["\u{1B}[m", nil, "\u{1B}[?25h"]) == Array("\u{1B}[m\u{1B}[?25h".utf8))
    }

    static let padding: [(String, String)] = [
        ("\u{1B}[?5h$<100/>\u{1B}[?5l", "\u{1B}[?5h\u{1B}[?5l"),
        ("$<5*>x", "x"),
        ("cost $5", "cost $5"),
        ("$<unclosed", "$<unclosed"),
    ]

    @Test(arguments: padding)
    func delaysAreRemoved(_ capability: String, _ sent: String) {
        #expect(ResetSequence.bytes([capability]) == Array(sent.utf8))
    }

    @Test func turnsMouseReportingOffFirstWhenItWasOn() {
        let mouseOff = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l".utf8)
        #expect(ResetSequence.mouseOff == mouseOff)
        #expect(ResetSequence.bytes(["\u{1B}[m", "\u{1B}[?1049l"], mouse: true) == mouseOff + Array("\u{1B}[m\u{1B}[?1049l".utf8))
        #expect(ResetSequence.bytes(["\u{1B}[m"], mouse: false) == Array("\u{1B}[m".utf8))
    }

    @Test func leavesTheAlternateScreenLast() {
        #expect(ResetSequence.capabilities.last == "rmcup")
        #expect(Set(ResetSequence.capabilities) == ["sgr0", "op", "cnorm", "rmkx", "rmcup"])
    }
}
