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

        #expect(readError(directory.path) == [EISDIR])
        let missing = directory.appendingPathComponent("missing.json").path
        #expect(readError(missing) == [ENOENT])
    }

    /// The errno of the error that reading `path` throws (none when it reads).
    func readError(_ path: String) -> [Int32] {
        do {
            _ = try SourceText.read(path: path)
            return []
        } catch {
            #expect(error.path == path)
            return [error.errno]
        }
    }

    @Test(arguments: [
        ("[]", true), (" \n\t[1]", true), ("{}", false), ("", false), ("   ", false), ("\u{FEFF}[", true), ("\u{FEFF} {", false), ("\"[\"", false),
    ] as [(String, Bool)])
    func topLevelList(text: String, isList: Bool) {
        #expect(SourceText(name: "t.json", text: text).isTopLevelList == isList)
    }
}
