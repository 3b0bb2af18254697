import ArgumentParser
import GasPrices

/// `--responses DIR`, declared once for every command that loads sources: the folder is one
/// more SOURCE, read like a folder named as an argument.
struct SourceOptions: ParsableArguments {
    @Option(name: .customLong("responses"),
            help: ArgumentHelp("Also load this folder's *.json, *.ndjson and *.jsonl files (sorted by name, labelled by file name); the same as naming the folder as a SOURCE.", valueName: "dir"))
    var folder: String?

    /// The SOURCE arguments to load: `arguments` and then the `--responses` folder; every
    /// built-in response when that leaves nothing.
    func sources(_ arguments: [String]) -> [String] {
        let named = arguments + (folder.map { [$0] } ?? [])
        return named.isEmpty ? SourceLoader.builtInLabels : named
    }
}
