import Foundation
import Lenient

/// A folder of the user's own responses: its `*.json` files, sorted by name, each labelled
/// by its file name without the extension.
public enum ResponseFolder {
    /// Why a folder could not be used.
    public enum Problem: Error, Sendable, Equatable {
        case unreadable(path: String, reason: String)
        case empty(path: String)
        case notAFile(path: String)
        case file(SourceReadError)

        public var message: String {
            switch self {
            case .unreadable(let path, let reason): "\(path): cannot list the folder: \(reason)"
            case .empty(let path): "\(path): the folder has no .json files"
            case .notAFile(let path): "\(path): cannot read: not a regular file (a pipe, a device or a folder)"
            case .file(let error): error.message
            }
        }
    }

    /// Loads every `*.json` file of `path`.
    public static func load(_ path: String) throws(Problem) -> [StubResponse] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        let files = names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        guard !files.isEmpty else { throw .empty(path: path) }
        var responses: [StubResponse] = []
        for file in files {
            let full = (path as NSString).appendingPathComponent(file)
            // Only regular files (or links to them): a named pipe would wait for a writer, a
            // device could be endless.
            var status = stat()
            if stat(full, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG { throw .notAFile(path: full) }
            do {
                let source = try SourceText.read(path: full)
                responses.append(StubResponse(label: String(file.dropLast(5)), source: source))
            } catch {
                throw .file(error)
            }
        }
        return responses
    }
}
