import Foundation
import GasPrices
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A folder of the user's responses: which files it loads, and what stops it.
@Suite struct ResponseFolderTests {
    /// A fresh folder holding `files` (name and text), removed after `body`.
    static func withFolder(_ files: [(String, String)], _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gasprices-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        try body(directory.path)
    }

    @Test func loadsTheJSONFilesSortedByName() throws {
        try Self.withFolder([("b.json", "{}"), ("a.JSON", "[]"), ("notes.txt", "x"), (".hidden.json", "{}")]) { path in
            let responses = try ResponseFolder.load(path)
            #expect(responses.map(\.label) == ["a", "b"])
        }
    }

    /// A named pipe waits for a writer that never comes: it is refused, not opened. (Loading
    /// such a folder used to hang.)
    @Test(.timeLimit(.minutes(1))) func aNamedPipeIsRefusedNotWaitedOn() throws {
        try Self.withFolder([("a.json", "{}")]) { path in
            let pipe = (path as NSString).appendingPathComponent("pipe.json")
            #expect(mkfifo(pipe, 0o600) == 0)
            #expect(throws: ResponseFolder.Problem.notAFile(path: pipe)) { try ResponseFolder.load(path) }
        }
    }

    @Test func aFolderWithoutJSONIsRefused() throws {
        try Self.withFolder([("notes.txt", "x")]) { path in
            #expect(throws: ResponseFolder.Problem.empty(path: path)) { try ResponseFolder.load(path) }
        }
    }
}
