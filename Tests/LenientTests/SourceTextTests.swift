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

    /// A device is refused at once by both ways of reading, with its own message, where
    /// `/dev/zero` used to be read to the 2 GiB limit; a pipe is read.
    @Test func aDeviceIsRefusedAPipeRead() throws {
        for device in ["/dev/zero", "/dev/urandom", "/dev/null"] {
            #expect(readError(device) == SourceReadError(path: device, errno: ENODEV))
            #expect(throws: SourceReadError(path: device, errno: ENODEV)) { try ByteReader(path: device) }
        }
        #expect(SourceReadError(path: "/dev/zero", errno: ENODEV).message
            == "/dev/zero: cannot read: a device, not a file")
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        #expect(write(ends[1], #"{"name": "piped"}"#, 17) == 17)
        close(ends[1])
        defer { close(ends[0]) }
        let source = try SourceText.read(path: "/dev/fd/\(ends[0])")
        #expect(try LenientDecoder<Sample>().records(source).map(\.value.name) == ["piped"])
    }

    /// A file as large as the mapping asks for is mapped, not copied: the same bytes, count,
    /// positions and records as the file read; a smaller one and an empty file are read, a
    /// device refused.
    @Test func aLargeFileIsMappedWhenAsked() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lenient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("list.json")
        let text = "[\n" + (0..<2000).map { #"  {"name": "station \#($0)"}"# }.joined(separator: ",\n") + "\n]\n"
        try Data(text.utf8).write(to: file)
        let mapping = SourceText.Mapping(minimumSize: 4096, truncationMessage: "list.json was shortened")
        let mapped = try SourceText.read(path: file.path, mapping: mapping)
        let read = try SourceText.read(path: file.path)
        #expect(mapped.isMapped)
        #expect(!read.isMapped)
        #expect(mapped.count == text.utf8.count)
        #expect(mapped.bytes == read.bytes)
        #expect(mapped.withBytes { Array($0) } == read.bytes)
        #expect(mapped.modified == read.modified)
        #expect(mapped.position(of: 60_000) == read.position(of: 60_000))
        let names = try LenientDecoder<Sample>().decode(mapped).values.map(\.name)
        #expect(names == (0..<2000).map { "station \($0)" })

        let small = SourceText.Mapping(minimumSize: text.utf8.count + 1, truncationMessage: "")
        #expect(try !SourceText.read(path: file.path, mapping: small).isMapped)
        let empty = directory.appendingPathComponent("empty.json")
        try Data().write(to: empty)
        #expect(try !SourceText.read(path: empty.path, mapping: SourceText.Mapping(minimumSize: 0, truncationMessage: "")).isMapped)
        #expect(throws: SourceReadError(path: "/dev/zero", errno: ENODEV)) {
            try SourceText.read(path: "/dev/zero", maximumSize: 1 << 20, mapping: SourceText.Mapping(minimumSize: 1, truncationMessage: ""))
        }
    }

    /// A file beyond the limit, and a pipe that sends more, are refused once the limit is
    /// passed, not read until memory runs out.
    @Test func aFileBeyondTheLimitIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lenient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.json")
        try Data(repeating: UInt8(ascii: " "), count: 1000).write(to: file)
        #expect(try SourceText.read(path: file.path, maximumSize: 1000).bytes.count == 1000)
        #expect(throws: SourceReadError(path: file.path, errno: EFBIG)) { try SourceText.read(path: file.path, maximumSize: 999) }
        // A pipe, as `<(…)` gives, that sends one byte more than the limit.
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let writeEnd = ends[1]
        let writer = Thread {
            let spaces = [UInt8](repeating: UInt8(ascii: " "), count: (1 << 20) + 1)
            var sent = 0
            while sent < spaces.count {
                let count = spaces.withUnsafeBytes { write(writeEnd, $0.baseAddress! + sent, $0.count - sent) }
                if count <= 0 { break }
                sent += count
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(ends[0]) }
        let path = "/dev/fd/\(ends[0])"
        #expect(throws: SourceReadError(path: path, errno: EFBIG)) { try SourceText.read(path: path, maximumSize: 1 << 20) }
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

    /// Lines and columns as the rule says, byte by byte: a line feed starts a line; a
    /// column is a scalar (an invalid sequence counts as one, as U+FFFD replaces it); a byte
    /// order mark at the start takes none.
    static func referencePosition(of target: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(max(0, target), bytes.count)
        let prefix = bytes[0..<end]
        let line = 1 + prefix.filter { $0 == 0x0A }.count
        var start = prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(3, end) }
        return (line, 1 + String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.count)
    }

    /// Offsets far apart, close together, forward and back, in ASCII runs (read eight bytes
    /// at a time), text with other scripts and broken sequences, agree with the rule.
    @Test(arguments: [1, 2, 3, 4])
    func positionsAgreeWithTheRuleEverywhere(seed: UInt64) {
        // Numbers from the seed, the same on every run (a linear congruential generator).
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 16
        }
        let pieces: [[UInt8]] = [Array("{\"name\": \"Shell\",".utf8), [0x0A], [0x0A, 0x0A], Array("    ".utf8),
                                 Array("Straße".utf8), Array("東京".utf8), Array("🚗".utf8), [0xC3], [0x80], [0xED, 0xA0, 0x80],
                                 Array("\r\n".utf8), Array(repeating: UInt8(ascii: "x"), count: 37)]
        var bytes: [UInt8] = seed == 2 ? [0xEF, 0xBB, 0xBF] : []
        while bytes.count < 20_000 { bytes += pieces[Int(next() % UInt64(pieces.count))] }
        let source = SourceText(name: "t.json", bytes: bytes)
        let ascending = (0..<300).map { _ in Int(next() % UInt64(bytes.count + 1)) }.sorted()
        let expected = ascending.map { Self.referencePosition(of: $0, in: bytes) }
        let found = source.positions(of: ascending)
        #expect(found.map(\.line) == expected.map(\.line))
        #expect(found.map(\.column) == expected.map(\.column))
        // In any order, as fields are recorded (declaration order, not document order).
        let shuffled = (0..<300).map { _ in Int(next() % UInt64(bytes.count + 1)) }
        let again = source.positions(of: shuffled)
        #expect(again.map(\.line) == shuffled.map { Self.referencePosition(of: $0, in: bytes).line })
        #expect(again.map(\.column) == shuffled.map { Self.referencePosition(of: $0, in: bytes).column })
    }

    @Test(arguments: [
        ("[]", true), (" \n\t[{}]", true), ("{}", false), ("\u{FEFF}[]", true), ("\u{FEFF} {}", false), ("\"[\"", false),
    ] as [(String, Bool)])
    func topLevelList(text: String, isList: Bool) throws {
        #expect(try LenientDecoder<Sample>().decode(SourceText(name: "t.json", text: text)).isList == isList)
    }
}
