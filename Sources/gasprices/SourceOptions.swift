import ArgumentParser
import Foundation
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

    /// `arguments` with each source named again after its first left out (the same built-in
    /// response in any case, or a path to the same file or folder, by its real path), and a
    /// warning for each left out: its stations would be listed twice. A folder's files count
    /// as named by it: a file named after its folder is left out, and a folder named after one
    /// of its files is given as its other files (until 2026-12-03 both were read).
    static func distinct(_ arguments: [String]) -> (kept: [String], warnings: [String]) {
        var seen = Set<String>()
        var kept: [String] = []
        var warnings: [String] = []
        func namedBefore(_ argument: String) {
            warnings.append("gasprices: warning: " + SafeText.line("\(argument) names a source named before it: read once"))
        }
        for argument in arguments {
            guard seen.insert(key(argument)).inserted else {
                namedBefore(argument)
                continue
            }
            guard let files = folderFiles(argument) else {
                kept.append(argument)
                continue
            }
            let fresh = files.filter { file in
                if seen.insert(key(file)).inserted { return true }
                namedBefore(file)
                return false
            }
            // The folder as it was named when none of its files was named before it: its
            // failures (a folder with no JSON files) stay its own.
            kept += fresh.count == files.count ? [argument] : fresh
        }
        return (kept, warnings)
    }

    /// Standard input named more than once among `sources`: a usage error (exit 64), as it
    /// can be read only once.
    static func refuseStandardInputTwice(_ sources: [String]) throws {
        if sources.count(where: { $0 == ByteReader.standardInputPath }) > 1 {
            throw ValidationError("standard input can be read once: name - once")
        }
    }

    /// What tells two namings of one source apart: a built-in's label, a regular file's device
    /// and inode (a hard link is its file under another name, which its real path is not), any
    /// other path's real path.
    private static func key(_ argument: String) -> String {
        if let response = StubResponse.builtIn(argument) { return "built-in " + response.label }
        guard argument != ByteReader.standardInputPath else { return "argument " + argument }
        var status = stat()
        if stat(argument, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG {
            return "file \(status.st_dev) \(status.st_ino)"
        }
        if let real = realpath(argument, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        return "argument " + argument
    }

    /// The files a folder argument names, as ``SourceLoader/requests(for:)`` finds them;
    /// `nil` for any other argument, or a folder that cannot be listed or holds none.
    private static func folderFiles(_ argument: String) -> [String]? {
        guard StubResponse.builtIn(argument) == nil, argument != ByteReader.standardInputPath else { return nil }
        var status = stat()
        guard stat(argument, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
              let requests = try? SourceLoader.requests(for: argument) else { return nil }
        return requests.compactMap { request in
            if case .file(let path) = request { path } else { nil }
        }
    }

    /// The `--responses` folder as a path that neither a built-in label nor standard input
    /// takes: `--responses d` reads the folder `d`, where the SOURCE `d` is the built-in
    /// response D, and `--responses -` a folder named `-`.
    var folderPath: String? {
        folder.map { StubResponse.builtIn($0) == nil && $0 != ByteReader.standardInputPath ? $0 : "./" + $0 }
    }
}
