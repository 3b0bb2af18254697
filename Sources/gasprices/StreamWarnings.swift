import Foundation
import GasPrices
import GasView

/// Warnings about a source read a part at a time, written to standard error as its parts
/// are read (as ``SourceDiagnostics`` writes a whole source's): the first
/// ``SourceDiagnostics/warningsPerSource``, then how many more there were. Standard output
/// is flushed before each, so that with both streams on one terminal or file a warning
/// follows the output of the parts before it.
struct StreamWarnings {
    let source: String
    private var listed = 0
    private var more = 0

    init(source: String) {
        self.source = source
    }

    /// Each of `problems` that is listed, after what `output` holds: the stations or
    /// records before the warnings reach standard output first; `notKept` more were counted
    /// by the part, not kept.
    mutating func add(_ problems: [SourceProblem], notKept: Int, after output: inout StandardOutput) {
        more += notKept
        let lines = problems.compactMap { problem in admit() ? SourceDiagnostics.warning(problem, in: source) : nil }
        Self.print(lines, after: &output)
    }

    /// A part that held no station while others may: a warning, not the source's failure.
    mutating func add(_ failure: SourceFailure, after output: inout StandardOutput) {
        if admit() { Self.print(["gasprices: warning: " + SafeText.line(failure.message)], after: &output) }
    }

    /// Says how many were not listed, after what `output` holds.
    func finish(after output: inout StandardOutput) {
        guard more > 0 else { return }
        Self.print([SourceDiagnostics.notListed(source, more)], after: &output)
    }

    private static func print(_ lines: [String], after output: inout StandardOutput) {
        guard !lines.isEmpty else { return }
        output.flush()
        SourceDiagnostics.print(lines)
    }

    private mutating func admit() -> Bool {
        if listed < SourceDiagnostics.warningsPerSource {
            listed += 1
            return true
        }
        more += 1
        return false
    }
}
