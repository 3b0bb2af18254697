import Foundation
import GasPrices
import GasView

/// Warnings about a source read a part at a time, written to standard error as its parts
/// are read (as ``SourceDiagnostics`` writes a whole source's): the first
/// ``SourceDiagnostics/warningsPerSource``, then how many more there were.
struct StreamWarnings {
    let source: String
    private var listed = 0
    private var more = 0

    init(source: String) {
        self.source = source
    }

    mutating func add(_ problems: [SourceProblem]) {
        let lines = problems.compactMap { problem in
            admit() ? "gasprices: warning: " + SafeText.line("\(source):\(problem.line):\(problem.column): \(problem.message)") : nil
        }
        SourceDiagnostics.print(lines)
    }

    /// A part that held no station while others may: a warning, not the source's failure.
    mutating func add(_ failure: SourceFailure) {
        if admit() { SourceDiagnostics.print(["gasprices: warning: " + SafeText.line(failure.message)]) }
    }

    /// Says how many were not listed.
    func finish() {
        guard more > 0 else { return }
        SourceDiagnostics.print(["gasprices: warning: " + SafeText.line("\(source): \(more) more problem\(more == 1 ? "" : "s") not listed")])
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
