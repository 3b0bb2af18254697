import GasView

/// Why the interactive app cannot run here. Decided before anything is sent to the screen,
/// so that a pipe or a log file never receives escape codes.
public enum TerminalProblem: Error, Hashable, Sendable {
    /// Standard input is not a terminal (`gasprices < file`).
    case inputNotTerminal
    /// Standard output is not a terminal (`gasprices | less`, `gasprices > file`).
    case outputNotTerminal
    /// `TERM` is unset or empty.
    case termUnset
    /// `TERM=dumb`: a terminal that cannot move its cursor. ncurses accepts it; the app cannot.
    case termDumb
    /// `TERM` names a terminal the terminfo database does not know.
    case termUnknown(String)

    /// A stable name for tests and scripts.
    public var code: String {
        switch self {
        case .inputNotTerminal: "input_not_terminal"
        case .outputNotTerminal: "output_not_terminal"
        case .termUnset: "term_unset"
        case .termDumb: "term_dumb"
        case .termUnknown: "term_unknown"
        }
    }

    /// One line naming the cause and what to run instead. `TERM` comes from outside and is
    /// escaped before it is shown.
    public var message: String {
        let cause = switch self {
        case .inputNotTerminal: "standard input is not a terminal"
        case .outputNotTerminal: "standard output is not a terminal"
        case .termUnset: "TERM is not set"
        case .termDumb: "TERM=dumb cannot show it"
        case .termUnknown(let name): "the terminal type '\(SafeText.line(name, columns: 40))' (TERM) is unknown"
        }
        return "the interactive app needs a terminal, and \(cause); for plain text, use `gasprices render` (see `gasprices render --help`)"
    }

    /// The problem with running here, if any, from facts the caller gathered. An unknown
    /// `TERM` is found later, when ncurses looks it up.
    public static func check(inputIsTerminal: Bool, outputIsTerminal: Bool, term: String?) -> TerminalProblem? {
        if !outputIsTerminal { return .outputNotTerminal }
        if !inputIsTerminal { return .inputNotTerminal }
        guard let term, !term.isEmpty else { return .termUnset }
        if term == "dumb" { return .termDumb }
        return nil
    }
}
