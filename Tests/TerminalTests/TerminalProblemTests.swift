import Testing
@testable import Terminal

@Suite struct TerminalProblemTests {
    static let cases: [(Bool, Bool, String?, String?)] = [
        (true, true, "xterm-256color", nil),
        (true, true, "screen", nil),
        (true, false, "xterm", "output_not_terminal"),
        (false, true, "xterm", "input_not_terminal"),
        (false, false, "xterm", "output_not_terminal"),
        (true, true, nil, "term_unset"),
        (true, true, "", "term_unset"),
        (true, true, "dumb", "term_dumb"),
    ]

    @Test(arguments: cases)
    func check(_ input: Bool, _ output: Bool, _ term: String?, _ code: String?) {
        #expect(TerminalProblem.check(inputIsTerminal: input, outputIsTerminal: output, term: term)?.code == code)
    }

    static let all: [TerminalProblem] = [.inputNotTerminal, .outputNotTerminal, .termUnset, .termDumb, .termUnknown("vt999")]

    @Test(arguments: all)
    func messagePointsToRender(_ problem: TerminalProblem) {
        #expect(problem.message.contains("gasprices render"))
        #expect(!problem.message.contains("\n"))
    }

    @Test func anUnknownTermIsEscaped() {
        let message = TerminalProblem.termUnknown("x\u{1B}]0;pwned\u{7}\u{202E}").message
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
    }
}
