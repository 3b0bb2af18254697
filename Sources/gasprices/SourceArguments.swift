import Foundation
import GasPrices
import Lenient

/// How `render` reads its SOURCE arguments: those that name a built-in response or a loaded
/// source's label select what to show; files and folders (and `--responses DIR`) load.
/// With nothing to load, every built-in response is loaded.
struct SourceArguments: Equatable {
    /// The arguments to load, in order.
    var loads: [String]
    /// The arguments that pick a response, in order.
    var selectors: [String]

    init(_ arguments: [String], folder: String?) {
        var loads: [String] = []
        var selectors: [String] = []
        for argument in arguments {
            if Self.loads(argument) { loads.append(argument) } else { selectors.append(argument) }
        }
        if let folder { loads.append(folder) }
        self.loads = loads.isEmpty ? SourceLoader.builtInLabels : loads
        self.selectors = selectors
    }

    /// Whether `argument` is something to load: standard input (`-`), a path that exists (a
    /// built-in's label wins over a file of the same name, as everywhere), or one that looks
    /// like a path (it has a `/` or a JSON file's extension), so that a mistyped file name is
    /// reported as a file that cannot be read rather than as an unknown label.
    static func loads(_ argument: String) -> Bool {
        if SourceLoader.builtInLabels.contains(where: { $0.lowercased() == argument.lowercased() }) { return false }
        if argument == ByteReader.standardInputPath { return true }
        var status = stat()
        if stat(argument, &status) == 0 { return true }
        let lower = argument.lowercased()
        return argument.contains("/") || [".json", ".ndjson", ".jsonl"].contains { lower.hasSuffix($0) }
    }
}
