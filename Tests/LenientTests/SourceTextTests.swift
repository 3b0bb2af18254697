import Foundation
import Lenient
import Testing

/// Reading documents from files, and what a document's first bytes say about it.
@Suite struct SourceTextTests {
    @Test func readsAWholeFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lenient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.json")
        let bytes = Array(repeating: UInt8(ascii: " "), count: 200_000) + Array(#"{"name": "x"}"#.utf8)
        try Data(bytes).write(to: file)
        let source = try SourceText.read(path: file.path)
        #expect(source.bytes == bytes)
        #expect(source.name == file.path)
        #expect(try LenientDecoder<Sample>().records(source).map(\.value.name) == ["x"])

        #expect(readError(directory.path) == SourceReadError(path: directory.path, errno: EISDIR))
        let missing = directory.appendingPathComponent("missing.json").path
        #expect(readError(missing) == SourceReadError(path: missing, errno: ENOENT))
    }

    /// A file beyond the limit, and an endless one, are refused once the limit is passed,
    /// not read until memory runs out.
    @Test func aFileBeyondTheLimitIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lenient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.json")
        try Data(repeating: UInt8(ascii: " "), count: 1000).write(to: file)
        #expect(try SourceText.read(path: file.path, maximumSize: 1000).bytes.count == 1000)
        #expect(throws: SourceReadError(path: file.path, errno: EFBIG)) { try SourceText.read(path: file.path, maximumSize: 999) }
        #expect(throws: SourceReadError(path: "/dev/zero", errno: EFBIG)) { try SourceText.read(path: "/dev/zero", maximumSize: 1 << 20) }
        #expect(SourceReadError(path: "x.json", errno: EFBIG).message
            == "x.json: cannot read: the input is too large (a document may have at most 2147483647 bytes)")
    }

    /// The error that reading `path` throws (none when it reads).
    func readError(_ path: String) -> SourceReadError? {
        do {
            _ = try SourceText.read(path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("[]", true), (" \n\t[{}]", true), ("{}", false), ("\u{FEFF}[]", true), ("\u{FEFF} {}", false), ("\"[\"", false),
    ] as [(String, Bool)])
    func topLevelList(text: String, isList: Bool) throws {
        #expect(try LenientDecoder<Sample>().decode(SourceText(name: "t.json", text: text)).isList == isList)
    }
}
