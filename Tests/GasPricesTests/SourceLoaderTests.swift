import Foundation
@testable import GasPrices
import Lenient
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Loading what the user names: built-ins, files, folders, and every way a source can fail.
@Suite struct SourceLoaderTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func failure(_ path: String) -> SourceFailure? {
        let (sources, failures) = SourceLoader.loadAll([path])
        #expect(sources.isEmpty)
        return failures.first
    }

    @Test func builtInLabelsLoadInAnyCase() throws {
        #expect(try SourceLoader.requests(for: "b") == [.builtIn("B")])
        let source = try SourceLoader.load(.builtIn("f"))
        #expect(source.label == "F")
        #expect(source.path == nil)
    }

    @Test func aFolderLoadsItsJSONFilesByName() throws {
        _ = try write("b.json", #"{"description": "B"}"#)
        _ = try write("a.ndjson", "{\"description\": \"A1\"}\n{\"description\": \"A2\"}\n")
        _ = try write("notes.txt", "hello")
        _ = try write(".hidden.json", "[]")
        let (sources, failures) = SourceLoader.loadAll([folder.path])
        #expect(failures.isEmpty)
        #expect(sources.map(\.label) == ["a", "b"])
        #expect(sources.map(\.count) == [2, 1])
    }

    @Test func everyBadSourceFailsWithItsOwnReason() throws {
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let cases: [(String, String, Int?)] = [
            (folder.appendingPathComponent("missing.json").path, "unreadable", nil),
            (empty.path, "empty_folder", nil),
            (try write("bad.json", "{\n  \"description\": \"x\",\n  oops\n}"), "not_json", 3),
            (try write("truncated.json", "[{\"description\": \"x\""), "not_json", 1),
            (try write("binary.json", String(decoding: [0x00, 0xFF, 0x13, 0x37], as: UTF8.self)), "not_json", 1),
            (try write("emptylist.json", "[]"), "empty_list", nil),
            (try write("emptywrap.json", #"{"stations": []}"#), "empty_list", nil),
            (try write("numbers.json", "[1, 2, 3]"), "no_objects", 1),
            (try write("blank.json", "  \n"), "not_json", 2),
        ]
        for (path, code, line) in cases {
            let failure = try #require(self.failure(path), "\(path)")
            #expect(failure.code == code, "\(path)")
            #expect(failure.line == line, "\(path)")
            #expect(failure.message.hasPrefix(path), "\(failure.message)")
            #expect(!failure.message.contains("\n"))
        }
    }

    /// A named pipe in a folder could wait for a writer that never comes: it is left out of
    /// the folder's documents, not opened; a folder of nothing else has none.
    @Test func aNamedPipeInAFolderIsLeftOutNotWaitedOn() throws {
        _ = try write("a.json", #"{"description": "a"}"#)
        let pipe = folder.appendingPathComponent("pipe.json").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(try SourceLoader.requests(for: folder.path) == [.file(folder.appendingPathComponent("a.json").path)])
        let (sources, failures) = SourceLoader.loadAll([folder.path])
        #expect(sources.map(\.label) == ["a"])
        #expect(failures.isEmpty)
        try FileManager.default.removeItem(atPath: folder.appendingPathComponent("a.json").path)
        #expect(SourceLoader.loadAll([folder.path]).failures.map(\.code) == ["empty_folder"])
    }

    /// A named pipe named by the user is read as `cat` reads it: its writer is waited for,
    /// however late it comes (until 2026-11-28 it was refused as "not a regular file", where
    /// `validate` read it). A device is refused at once, never read.
    @Test func aNamedPipeIsReadADeviceRefused() throws {
        let pipe = folder.appendingPathComponent("pipe.json").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            let descriptor = open(pipe, O_WRONLY)
            let text = #"[{"description": "piped", "price": 3}]"#
            _ = Glibc.write(descriptor, text, text.utf8.count)
            close(descriptor)
        }
        writer.start()
        let source = try SourceLoader.load(.file(pipe))
        #expect(source.count == 1)
        #expect(source.station(at: 0).name == "piped")
        #expect(source.label == "pipe")
        // Read once: the app neither edits, watches nor reloads it; a file is none of that.
        #expect(source.isReadOnce)
        let file = try write("a.json", #"{"description": "a"}"#)
        #expect(try !SourceLoader.load(.file(file)).isReadOnce)
        #expect(try !SourceLoader.load(.builtIn("A")).isReadOnce)

        let device = folder.appendingPathComponent("zero.json").path
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/zero")
        let failure = try #require(self.failure(device))
        #expect(failure.code == "unreadable")
        #expect(failure.message == "\(device): cannot read: a device, not a file")
    }

    @Test func goodSourcesLoadBesideBadOnes() throws {
        let good = try write("good.json", #"[{"description": "ok", "price": 3}]"#)
        let (sources, failures) = SourceLoader.loadAll(["A", folder.appendingPathComponent("nope").path, good])
        #expect(sources.map(\.label) == ["A", "good"])
        #expect(failures.map(\.code) == ["unreadable"])
    }

    @Test func elementsThatAreNotObjectsAreLeftOutAndReported() throws {
        let path = try write("mixed.json", "[\n{\"description\": \"a\"},\n42,\n{\"description\": \"b\"}\n]")
        let source = try SourceLoader.load(.file(path))
        #expect(source.count == 2)
        #expect(source.station(at: 1).name == "b")
        #expect(source.documentIndex(of: 1) == 2)
        #expect(source.problems.map(\.code) == ["not_an_object"])
        #expect(source.problems.first?.line == 3)
    }

    @Test func everyProblemIsPlacedOnItsOwnLine() throws {
        let path = try write("strays.json", "[\n1,\n{\"description\": \"a\"},\n  \"x\",\nnull,\n{\"description\": \"b\"}\n]")
        let source = try SourceLoader.load(.file(path))
        #expect(source.count == 2)
        #expect(source.problems.map(\.line) == [2, 4, 5])
        #expect(source.problems.map(\.column) == [1, 3, 1])
        #expect(source.problems.map(\.message) == [
            "element 0 is a number, not a station object; left out",
            "element 2 is text, not a station object; left out",
            "element 3 is null, not a station object; left out",
        ])
    }

    @Test func badLinesOfNDJSONAreReportedWithTheirLineNumbers() throws {
        let path = try write("lines.ndjson", "{\"description\": \"a\"}\n{\"description\": \n{\"description\": \"c\"}\n")
        let source = try SourceLoader.load(.file(path))
        #expect(source.count == 2)
        #expect(source.problems.map(\.line) == [2])
        #expect(source.problems.first?.message.contains("line 2") == true)
    }

    @Test func aRecordIsRebuiltForAnyStation() throws {
        let path = try write("w.json", #"{"data": {"items": [{"description": "a", "price": "$1"}, {"description": "b", "price": "$2"}]}}"#)
        let source = try SourceLoader.load(.file(path))
        let record = try #require(source.record(at: 1))
        #expect(record.sample?.stationName == "b" && record.station.name == "b")
        #expect(record.field("price")?.outcome == .coerced)
        #expect(source.counts(at: 1) == record.outcomeCounts)
    }

    @Test func labelsDropTheExtension() {
        #expect(SourceLoader.label(ofPath: "dir/stations.json") == "stations")
        #expect(SourceLoader.label(ofPath: "x.NDJSON") == "x")
        #expect(SourceLoader.label(ofPath: ".json") == ".json")
        #expect(SourceLoader.label(ofPath: "plain") == "plain")
    }
}
