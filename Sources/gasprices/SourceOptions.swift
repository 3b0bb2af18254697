import ArgumentParser
import GasPrices
import GasView
import Lenient

/// `--responses DIR` and `--feed NAME`, declared once for every command that loads sources:
/// the folder is one more SOURCE, read like a folder named as an argument; the feed is the
/// one every document is read with (`auto`, the default: each document's shape says).
struct SourceOptions: ParsableArguments {
    @Option(name: .customLong("responses"),
            help: ArgumentHelp("Also load this folder's *.json, *.ndjson and *.jsonl files (sorted by name, labelled by file name); the same as naming the folder as a SOURCE.", valueName: "dir"))
    var folder: String?

    @Option(help: ArgumentHelp(Self.feedHelp, valueName: "name"))
    var feed: String = "auto"

    /// `auto`, then every feed's name.
    static var feedNames: [String] { ["auto"] + Feeds.all.map { $0.name } }

    static var feedHelp: String {
        "Read every document as this feed's: " + feedNames.joined(separator: ", ") + " (auto: as each document's shape says)."
    }

    func validate() throws {
        guard Self.feedNames.contains(feed.lowercased()) else {
            throw ValidationError("--feed \(SafeText.line(feed)): no such feed (feeds: \(Self.feedNames.joined(separator: ", ")))")
        }
    }

    /// The feed `--feed` names.
    var feedChoice: FeedChoice { FeedChoice(feed) }

    /// The SOURCE arguments to load: `arguments` and then the `--responses` folder; every
    /// built-in response when that leaves nothing.
    func sources(_ arguments: [String]) -> [String] {
        let named = arguments + (folderPath.map { [$0] } ?? [])
        return named.isEmpty ? SourceLoader.builtInLabels : named
    }

    /// The `--responses` folder as a path that neither a built-in label nor standard input
    /// takes: `--responses d` reads the folder `d`, where the SOURCE `d` is the built-in
    /// response D, and `--responses -` a folder named `-`.
    var folderPath: String? {
        folder.map { StubResponse.builtIn($0) == nil && $0 != ByteReader.standardInputPath ? $0 : "./" + $0 }
    }
}
