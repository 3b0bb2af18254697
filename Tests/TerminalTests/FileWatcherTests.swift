import Foundation
import GasPrices
import GasView
import Testing
@testable import Terminal

/// The watcher reports a file written in place, replaced by a rename, and created, within a
/// second, once per burst; with inotify and by looking alone.
@Suite(.serialized) struct FileWatcherTests {
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func add(_ path: String) { lock.withLock { paths.append(path) } }
        var all: [String] { lock.withLock { paths } }

        /// Waits up to `seconds` for `count` reports.
        func wait(for count: Int, seconds: Double = 3) -> [String] {
            let deadline = Date().addingTimeInterval(seconds)
            while all.count < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            return all
        }
    }

    static func folder() throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(arguments: [true, false])
    func changesAreReportedOncePerBurst(inotify: Bool) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/a.json"
        let other = folder + "/b.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: other))
        let reports = Reports()
        let watcher = FileWatcher(inotify: inotify, pollInterval: .milliseconds(inotify ? 1000 : 200)) { reports.add($0) }
        defer { watcher.stop() }
        #expect(watcher.mode == (inotify ? .inotify : .polling))
        watcher.watch([file])
        Thread.sleep(forTimeInterval: 0.1)
        // Written in three steps: one report.
        let handle = try #require(FileHandle(forWritingAtPath: file))
        for part in ["{\"price\"", ":", " 3.5}"] {
            handle.write(Data(part.utf8))
            Thread.sleep(forTimeInterval: 0.01)
        }
        try handle.close()
        #expect(reports.wait(for: 1) == [file])
        Thread.sleep(forTimeInterval: inotify ? 0.3 : 0.5)
        #expect(reports.all == [file], "one report for the burst")
        // A file not watched is not reported.
        try Data("{\"x\":1}".utf8).write(to: URL(fileURLWithPath: other))
        // Replaced by a rename, as editors save.
        try Data("{\"price\": 4}".utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        #expect(reports.wait(for: 2) == [file, file])
        // Removed, then created again.
        try FileManager.default.removeItem(atPath: file)
        #expect(reports.wait(for: 3).count == 3)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        #expect(reports.wait(for: 4).count == 4)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!reports.all.contains(other))
    }

    @Test func aPathNoLongerWatchedIsNotReported() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/a.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        let reports = Reports()
        let watcher = FileWatcher(pollInterval: .milliseconds(200)) { reports.add($0) }
        defer { watcher.stop() }
        watcher.watch([file])
        watcher.watch([])
        try Data("{\"a\":1}".utf8).write(to: URL(fileURLWithPath: file))
        Thread.sleep(forTimeInterval: 0.6)
        #expect(reports.all.isEmpty)
    }
}

/// The editor: which command runs, the scratch copy, the exit status.
@Suite struct EditorTests {
    @Test func theEditorIsVisualThenEditorThenVi() {
        #expect(Editor.command(environment: ["VISUAL": "nano", "EDITOR": "vim"]) == "nano")
        #expect(Editor.command(environment: ["VISUAL": "  ", "EDITOR": "vim -u NONE"]) == "vim -u NONE")
        #expect(Editor.command(environment: [:]) == "vi")
    }

    @Test func theScratchCopyIsWrittenOnceAndTheBuiltInNeverChanges() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("scratch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/B.json"
        let builtIn = try #require(StubResponseBytes.b)
        #expect(Editor.prepare(EditRequest(path: path, copyOf: "B")) == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(builtIn))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        // The editor runs on the copy: the built-in is as it was.
        let outcome = Editor.run("sed -i 's/3.50/9.99/'", path: path)
        #expect(outcome == .exited(command: "sed -i 's/3.50/9.99/'", status: 0))
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self).contains("9.99"))
        #expect(StubResponseBytes.b == builtIn)
        // A second prepare keeps the edits.
        #expect(Editor.prepare(EditRequest(path: path, copyOf: "B")) == nil)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self).contains("9.99"))
    }

    @Test func anEditorThatFailsReportsItsStatus() {
        #expect(Editor.run("exit 3;", path: "/dev/null") == .exited(command: "exit 3;", status: 3))
        #expect(Editor.run("no-such-editor-here", path: "/dev/null") == .exited(command: "no-such-editor-here", status: 127))
    }
}

/// The built-in response B's bytes, as the binary holds them.
enum StubResponseBytes {
    static var b: [UInt8]? { StubResponse.builtIn("B")?.source.bytes }
}
