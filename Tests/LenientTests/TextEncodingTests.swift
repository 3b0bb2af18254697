import Foundation
import Lenient
import Testing

/// Documents in UTF-16 and UTF-32: told from their first bytes and converted to UTF-8 as they
/// are read, whole or a block at a time.
@Suite struct TextEncodingTests {
    /// First bytes and the encoding (and mark length) they say.
    static let heads: [(bytes: [UInt8], encoding: TextEncoding, mark: Int)] = [
        ([0xEF, 0xBB, 0xBF, 0x7B], .utf8, 0),
        ([0xFF, 0xFE, 0x7B, 0x00], .utf16LittleEndian, 2),
        ([0xFE, 0xFF, 0x00, 0x7B], .utf16BigEndian, 2),
        ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian, 4),
        ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian, 4),
        ([0xFF, 0xFE], .utf16LittleEndian, 2),
        ([0xFE, 0xFF, 0x00], .utf16BigEndian, 2),
        ([0x7B, 0x00, 0x22, 0x00], .utf16LittleEndian, 0),
        ([0x00, 0x7B, 0x00, 0x22], .utf16BigEndian, 0),
        ([0x7B, 0x00, 0x00, 0x00], .utf32LittleEndian, 0),
        ([0x00, 0x00, 0x00, 0x7B], .utf32BigEndian, 0),
        // Plain JSON, too short to tell, or zero bytes in no pattern: UTF-8.
        (Array(#"{"a"#.utf8), .utf8, 0),
        ([0x31, 0x00], .utf8, 0),
        ([], .utf8, 0),
        ([0x00, 0x00, 0x00, 0x00], .utf8, 0),
        ([0x7B, 0x00, 0x00, 0x22], .utf8, 0),
        ([0xFF, 0x7B, 0x00, 0x00], .utf8, 0),
    ]

    @Test(arguments: heads.indices)
    func detect(index: Int) {
        let (bytes, encoding, mark) = Self.heads[index]
        let found = TextEncoding.detect(bytes)
        #expect(found.encoding == encoding, "\(bytes)")
        #expect(found.markLength == mark, "\(bytes)")
    }

    /// Every character of this text (ASCII, two-, three- and four-byte UTF-8, a line break) in
    /// each encoding, with and without a mark, converts back to exactly this UTF-8.
    static let text = "{\"name\": \"Café ☕ 𝄞\",\n \"zip\": 7105}"

    static func encoded(_ text: String, _ encoding: TextEncoding, mark: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        func put(_ value: UInt32, size: Int, bigEndian: Bool) {
            let order = bigEndian ? Array((0..<size).reversed()) : Array(0..<size)
            for shift in order { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt32(shift)))) }
        }
        switch encoding {
        case .utf8:
            if mark { bytes += [0xEF, 0xBB, 0xBF] }
            bytes += Array(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            let big = encoding == .utf16BigEndian
            if mark { put(0xFEFF, size: 2, bigEndian: big) }
            for unit in text.utf16 { put(UInt32(unit), size: 2, bigEndian: big) }
        case .utf32LittleEndian, .utf32BigEndian:
            let big = encoding == .utf32BigEndian
            if mark { put(0xFEFF, size: 4, bigEndian: big) }
            for scalar in text.unicodeScalars { put(scalar.value, size: 4, bigEndian: big) }
        }
        return bytes
    }

    @Test(arguments: [TextEncoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian], [true, false])
    func convertsWhole(encoding: TextEncoding, mark: Bool) throws {
        let bytes = Self.encoded(Self.text, encoding, mark: mark)
        let converted = try #require(bytes.withUnsafeBufferPointer { TextEncoding.utf8(from: $0) })
        #expect(converted.encoding == encoding)
        #expect(converted.text == Array(Self.text.utf8))
        let source = SourceText(name: "doc.json", decoding: bytes)
        #expect(source.encoding == encoding)
        #expect(source.bytes == Array(Self.text.utf8))
    }

    /// UTF-8 is left as it is, its mark included (the engine skips it).
    @Test func utf8IsLeftAlone() {
        let bytes = Self.encoded(Self.text, .utf8, mark: true)
        #expect(bytes.withUnsafeBufferPointer { TextEncoding.utf8(from: $0) } == nil)
        let source = SourceText(name: "doc.json", decoding: bytes)
        #expect(source.encoding == .utf8)
        #expect(source.bytes == bytes)
    }

    /// Cut into blocks anywhere, within a code unit or between the halves of a surrogate
    /// pair, the input converts to the same text as whole.
    @Test(arguments: [TextEncoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func convertsInBlocks(encoding: TextEncoding) {
        let bytes = Self.encoded(Self.text, encoding, mark: false)
        for cut in 0...bytes.count {
            for second in cut...bytes.count {
                var transcoder = TextTranscoder(encoding)
                var output: [UInt8] = []
                for range in [0..<cut, cut..<second, second..<bytes.count] {
                    bytes[range].withUnsafeBufferPointer { transcoder.append($0, to: &output) }
                }
                transcoder.finish(into: &output)
                #expect(output == Array(Self.text.utf8), "cut at \(cut) and \(second)")
            }
        }
    }

    /// What is not a character becomes U+FFFD, one for each: a lone high or low surrogate,
    /// a code point beyond U+10FFFF or a surrogate in UTF-32, a code unit cut short at the end.
    @Test func whatIsNotACharacterIsReplaced() {
        let replacement = Array("\u{FFFD}".utf8)
        func utf8(_ bytes: [UInt8], _ encoding: TextEncoding) -> [UInt8] {
            var transcoder = TextTranscoder(encoding)
            var output: [UInt8] = []
            bytes.withUnsafeBufferPointer { transcoder.append($0, to: &output) }
            transcoder.finish(into: &output)
            return output
        }
        // "a", a high surrogate, "b": the surrogate is replaced, "b" kept.
        #expect(utf8([0x61, 0x00, 0x3D, 0xD8, 0x62, 0x00], .utf16LittleEndian) == [0x61] + replacement + [0x62])
        // A low surrogate alone.
        #expect(utf8([0x00, 0x61, 0xDC, 0x00], .utf16BigEndian) == [0x61] + replacement)
        // A high surrogate at the end, then a byte left over.
        #expect(utf8([0x61, 0x00, 0x3D, 0xD8, 0x62], .utf16LittleEndian) == [0x61] + replacement + replacement)
        // Two high surrogates, then a low one: the first is replaced, the pair kept.
        #expect(utf8([0x3D, 0xD8, 0x3D, 0xD8, 0x1E, 0xDD], .utf16LittleEndian) == replacement + Array("\u{1F51E}".utf8))
        #expect(utf8([0x00, 0x00, 0x11, 0x00], .utf32LittleEndian) == replacement)
        #expect(utf8([0x00, 0xD8, 0x00, 0x00], .utf32LittleEndian) == replacement)
        #expect(utf8([0x00, 0x00, 0x00, 0x61, 0x00, 0x00], .utf32BigEndian) == [0x61] + replacement)
    }

    /// A file in UTF-16 is converted when it is read, mapped or not: its values are read, and
    /// a syntax error's line and column count its characters as an editor shows them.
    @Test(arguments: [false, true])
    func aFileIsConvertedWhenRead(mapped: Bool) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lenient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("utf16.json")
        try Data(Self.encoded(#"[{"name": "Café 𝄞"}, {"name": "b"}]"#, .utf16LittleEndian, mark: true)).write(to: file)
        let mapping = mapped ? SourceText.Mapping(minimumSize: 0, truncationMessage: "shortened") : nil
        let source = try SourceText.read(path: file.path, mapping: mapping)
        #expect(source.encoding == .utf16LittleEndian)
        #expect(!source.isMapped)
        #expect(try LenientDecoder<Sample>().records(source).map(\.value.name) == ["Café 𝄞", "b"])

        let broken = directory.appendingPathComponent("broken.json")
        try Data(Self.encoded("{\"name\": \"𝄞\",\n \"a\": 𝄞}", .utf16BigEndian, mark: true)).write(to: broken)
        let brokenSource = try SourceText.read(path: broken.path, mapping: mapping)
        let error = try #require(throws: JSONSyntaxError.self) { try LenientDecoder<Sample>().records(brokenSource) }
        #expect(brokenSource.location(of: error.offset) == "\(broken.path):2:7")
    }

    /// A file streamed a block at a time is converted as it is read: the same bytes as read
    /// whole, whatever the block size, and the reader says the encoding.
    @Test(arguments: [1, 3, 7, 4096])
    func aStreamedFileIsConverted(block: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lenient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (encoding, mark) in [(TextEncoding.utf16LittleEndian, true), (.utf16BigEndian, false), (.utf32LittleEndian, true), (.utf8, true), (.utf8, false)] {
            let file = directory.appendingPathComponent("doc.json")
            let bytes = Self.encoded(Self.text, encoding, mark: mark)
            try Data(bytes).write(to: file)
            let reader = try ByteReader(path: file.path)
            #expect(reader.size == bytes.count)
            #expect(reader.utf8Size == nil, "not known before the first read tells the encoding")
            var output: [UInt8] = []
            while try reader.read(into: &output, count: block) > 0 {}
            #expect(reader.atEnd)
            #expect(reader.utf8Size == (encoding == .utf8 ? bytes.count : nil), "\(encoding)")
            #expect(reader.encoding == encoding)
            let expected = encoding == .utf8 ? bytes : Array(Self.text.utf8)
            #expect(output == expected, "\(encoding), block \(block)")
        }
    }

    /// Inputs shorter than four bytes are read as they are, unless they begin with a mark: a
    /// UTF-16 mark and half a code unit is one U+FFFD; read whole or streamed alike.
    @Test func shortInputs() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lenient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [(bytes: [UInt8], text: [UInt8])] = [([], []), ([0x31], [0x31]), ([0x31, 0x32], [0x31, 0x32]),
                                                         ([0xFF, 0xFE], []), ([0xFF, 0xFE, 0x31], [0xEF, 0xBF, 0xBD])]
        for (bytes, text) in cases {
            let file = directory.appendingPathComponent("short.json")
            try Data(bytes).write(to: file)
            let reader = try ByteReader(path: file.path)
            var output: [UInt8] = []
            while try reader.read(into: &output, count: 2) > 0 {}
            #expect(output == text, "\(bytes)")
            #expect(try SourceText.read(path: file.path).bytes == text, "\(bytes)")
        }
    }
}
