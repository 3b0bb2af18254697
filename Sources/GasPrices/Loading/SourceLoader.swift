import Foundation
import Lenient

/// Turns what the user named on the command line into loaded sources: a built-in response's
/// label, a file or a pipe, or a folder (its regular `*.json`, `*.ndjson` and `*.jsonl`
/// files, by name).
public enum SourceLoader {
    /// The labels of the built-in responses, loaded when the user names no source.
    public static var builtInLabels: [String] { StubResponse.builtIn.map(\.label) }

    /// The documents `argument` names. A built-in label wins over a file of the same name
    /// (write `./A` for the file).
    /// - Throws: ``SourceFailure`` for a path that does not exist, cannot be listed, or a
    ///   folder with no JSON files.
    public static func requests(for argument: String) throws(SourceFailure) -> [SourceRequest] {
        if let response = StubResponse.builtIn(argument) { return [.builtIn(response.label)] }
        if argument == ByteReader.standardInputPath { return [.file(argument)] }
        var status = stat()
        guard stat(argument, &status) == 0 else {
            throw SourceFailure(source: argument, reason: .unreadable(SourceReadError(path: argument, errno: errno)))
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return [.file(argument)] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: argument)
        } catch {
            throw SourceFailure(source: argument, reason: .unlistable((error as NSError).localizedDescription))
        }
        // Its files and folders by those names (a folder is reported as one), not its named
        // pipes or devices: a named pipe in a folder could wait for a writer that never comes,
        // and a device never end.
        let files = names.filter { name in
            let lower = name.lowercased()
            return !name.hasPrefix(".") && Self.extensions.contains { lower.hasSuffix($0) }
        }.sorted().map { (argument as NSString).appendingPathComponent($0) }.filter { path in
            var entry = stat()
            return stat(path, &entry) != 0 || [S_IFREG, S_IFDIR].contains(entry.st_mode & S_IFMT)
        }
        guard !files.isEmpty else { throw SourceFailure(source: argument, reason: .emptyFolder) }
        return files.map { .file($0) }
    }

    /// The file name endings a folder's documents have.
    static let extensions = [".json", ".ndjson", ".jsonl"]

    /// Reads and validates one document, with the feed `feed` names or, for `.auto`, the
    /// feed its shape says.
    /// - Parameter progress: called while the file is read (often) and once before it is
    ///   validated.
    /// - Parameter mapping: how a file is mapped rather than read, if it is
    ///   (``SourceText/Mapping``), given its path; `nil` reads every file. Only a command that
    ///   reads its files once maps them.
    /// - Throws: ``SourceFailure``, also for the feed's own error response and an unknown
    ///   feed's name.
    public static func load(_ request: SourceRequest, feed: FeedChoice = .auto,
                            progress: (LoadProgress) -> Void = { _ in },
                            mapping: ((String) -> SourceText.Mapping)? = nil) throws(SourceFailure) -> LoadedSource {
        let source: SourceText
        let label: String
        let path: String?
        switch request {
        case .builtIn(let name):
            guard let response = StubResponse.builtIn(name) else {
                throw SourceFailure(source: name, reason: .unreadable(SourceReadError(path: name, errno: ENOENT)))
            }
            source = response.source
            label = response.label
            path = nil
        case .file(let file):
            // A pipe named is read; a device is refused (``ByteReader/openForReading(_:)``).
            var lastReport = 0
            do {
                source = try SourceText.read(path: file, mapping: mapping?(file)) { done, total in
                    // About a hundred reports for a large file, none for each small read.
                    guard done - lastReport >= max(1 << 20, total / 100) else { return }
                    lastReport = done
                    progress(LoadProgress(source: file, phase: .reading, done: done, total: total))
                }
            } catch {
                throw SourceFailure(source: error.path, reason: .unreadable(error))
            }
            label = Self.label(ofPath: file)
            path = file
        }
        progress(LoadProgress(source: source.name, phase: .validating, done: source.count, total: source.count))
        var loaded = try read(source, label: label, path: path, feed: feed)
        loaded.isReadOnce = path.map { !Self.isRegularFile($0) } ?? false
        return loaded
    }

    /// Whether `path` names a regular file (following links): not a pipe, nor `-`.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Validates a document read already, with the feed `feed` names or its shape says.
    public static func read(_ source: SourceText, label: String, path: String?, feed: FeedChoice) throws(SourceFailure) -> LoadedSource {
        let sketch = DocumentSketch.ofWhole(source)
        let type: any Feed.Type
        switch feed {
        case .auto:
            type = Feeds.detect(sketch, of: source)
        case .named(let name):
            guard let named = Feeds.named(name) else { throw SourceFailure(source: source.name, reason: .unknownFeed(name)) }
            type = named
        }
        return try LoadedSource(label: label, path: path, source: source, feed: type, sketch: sketch, detectsEach: feed == .auto)
    }

    /// A file's label: its name without the folder and the extension; `stdin` for standard
    /// input (`-`).
    public static func label(ofPath path: String) -> String {
        if path == ByteReader.standardInputPath { return "stdin" }
        let name = (path as NSString).lastPathComponent
        let lower = name.lowercased()
        for suffix in extensions where lower.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Loads everything `arguments` name, in order: what loaded, and what did not.
    public static func loadAll(_ arguments: [String], feed: FeedChoice = .auto,
                               progress: (LoadProgress) -> Void = { _ in },
                               mapping: ((String) -> SourceText.Mapping)? = nil) -> (sources: [LoadedSource], failures: [SourceFailure]) {
        var sources: [LoadedSource] = []
        var failures: [SourceFailure] = []
        for argument in arguments {
            let requests: [SourceRequest]
            do {
                requests = try Self.requests(for: argument)
            } catch {
                failures.append(error)
                continue
            }
            for request in requests {
                do {
                    sources.append(try load(request, feed: feed, progress: progress, mapping: mapping))
                } catch {
                    failures.append(error)
                }
            }
        }
        return (sources, failures)
    }
}
