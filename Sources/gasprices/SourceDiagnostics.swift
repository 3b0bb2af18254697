import Foundation
import GasPrices
import GasView

/// What went wrong while loading sources, as lines for standard error: one `error` line per
/// source that did not load, one `warning` line per problem inside a source that did. Every
/// line is made safe for the terminal: a file name or a reason can hold any bytes.
enum SourceDiagnostics {
    /// Problems listed per source; the rest are counted in one more line.
    static let warningsPerSource = 20

    static func lines(sources: [LoadedSource], failures: [SourceFailure]) -> [String] {
        var lines = failures.map { failure in
            var message = failure.message
            if case .unreadable(let error) = failure.reason { message += CommandFailure.tooLargeHint(error) }
            return "gasprices: error: " + SafeText.line(message)
        }
        for source in sources {
            let name = source.source.name
            for problem in source.problems.prefix(warningsPerSource) {
                lines.append(warning(problem, in: name))
            }
            let more = source.problems.count + source.problemsNotKept - warningsPerSource
            if more > 0 { lines.append(notListed(name, more)) }
        }
        return lines
    }

    /// A warning when some prices are of fuels past the catalog's columns
    /// (``Catalog/fuelColumnLimit``): nothing, or one line.
    static func unlistedPrices(_ catalog: Catalog) -> [String] {
        let count = catalog.unlistedPrices
        guard count > 0 else { return [] }
        return ["gasprices: warning: \(count) price\(count == 1 ? " is" : "s are") of fuels past the \(Catalog.fuelColumnLimit) kinds the list keeps "
                + "a column for: it does not show, sort or filter by them (--format json and ndjson write every fuel of every station)"]
    }

    /// The warning line of one problem inside the source `name`.
    static func warning(_ problem: SourceProblem, in name: String) -> String {
        "gasprices: warning: " + SafeText.line("\(name):\(problem.line):\(problem.column): \(problem.message)")
    }

    /// The line after the warnings listed: how many more there were (those past
    /// ``SourceProblem/limit`` counted, not kept).
    static func notListed(_ name: String, _ more: Int) -> String {
        "gasprices: warning: " + SafeText.line("\(name): \(more) more problem\(more == 1 ? "" : "s") not listed")
    }

    /// A warning for each of `arguments` that names a built-in response (`d`, in any case)
    /// while a file or folder of that name is here: the built-in is what is read, as
    /// documented, and the warning says how to read the other (`./d`).
    static func shadowed(_ arguments: [String]) -> [String] {
        arguments.compactMap { argument in
            guard let response = StubResponse.builtIn(argument) else { return nil }
            var status = stat()
            guard stat(argument, &status) == 0 else { return nil }
            let kind = (status.st_mode & S_IFMT) == S_IFDIR ? "folder" : "file"
            return "gasprices: warning: " + SafeText.line("\(argument) is the built-in response \(response.label), not the \(kind) \(argument) here (write ./\(argument) to read the \(kind))")
        }
    }

    /// Writes `lines` to standard error.
    static func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        StandardStream.error.write(lines.map { $0 + "\n" }.joined())
    }
}
