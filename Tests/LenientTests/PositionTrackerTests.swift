import Testing
@testable import Lenient

/// A tracker asked for offsets in any order — forward, a little back (a model's fields are
/// recorded in their declared order), far back — gives what a scan from the start gives.
@Suite struct PositionTrackerTests {
    /// A document with line breaks, multi-byte characters, invalid bytes and a byte order
    /// mark, long enough for many checkpoints.
    static let document: [UInt8] = {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        for index in 0..<2_000 {
            bytes += Array("{\"name\": \"Café ☕ \(index)\", \"price\": 3.5},".utf8)
            if index % 3 == 0 { bytes.append(0x0A) }
            if index % 7 == 0 { bytes += [0xFF, 0xE2, 0x82, 0x20] }
            if index % 11 == 0 { bytes += Array("𝄞\n\n".utf8) }
            if index % 5 == 0 { bytes += [0x0D] }
            if index % 13 == 0 { bytes += [0x0D, 0x0A] }
        }
        return bytes
    }()

    static func fromTheStart(_ offset: Int) -> (line: Int, column: Int) {
        var tracker = PositionTracker()
        return document.withUnsafeBufferPointer { tracker.position(of: offset, in: $0) }
    }

    @Test(arguments: [1, 2, 3])
    func anyOrderGivesTheScansPositions(seed: UInt64) {
        // A deterministic sequence, so a failure repeats.
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var tracker = PositionTracker()
        var offset = 0
        for step in 0..<3_000 {
            switch next() % 4 {
            case 0: offset = Int(next() % UInt64(Self.document.count + 10))
            case 1: offset = max(0, offset - Int(next() % 600))
            default: offset = min(Self.document.count + 5, offset + Int(next() % 300))
            }
            let found = Self.document.withUnsafeBufferPointer { tracker.position(of: offset, in: $0) }
            let expected = Self.fromTheStart(offset)
            #expect(found == expected, "step \(step), offset \(offset)")
            if found != expected { return }
        }
    }

    /// Lines and columns counted a byte at a time: a line feed ends a line, and so does a
    /// carriage return that no line feed follows (ASCII only, so a byte is a column).
    static func counted(_ bytes: [UInt8], to offset: Int) -> (line: Int, column: Int) {
        var (line, column) = (1, 1)
        for index in 0..<min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                (line, column) = (line + 1, 1)
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// Old Mac files end their lines in a carriage return alone: every position on line 1
    /// (`{"price": 1,\r"x": @}` had its error at 1:19). A carriage return before a line feed
    /// is no break of its own.
    @Test(arguments: [
        ("{\"price\": 1,\r\"x\": @}", 2, 6),
        ("{\"price\": 1,\r\n\"x\": @}", 2, 6),
        ("{\"price\": 1,\n\"x\": @}", 2, 6),
        ("\r\r@", 3, 1),
        ("\r\n\r\n@", 3, 1),
        ("\n\r@", 3, 1),
        ("                    \r      \r\n   @", 3, 4),
    ])
    func aCarriageReturnAloneEndsALine(text: String, line: Int, column: Int) {
        let bytes = Array(text.utf8)
        let offset = bytes.firstIndex(of: UInt8(ascii: "@")) ?? 0
        #expect(SourceText(name: "t.json", bytes: bytes).position(of: offset) == (line, column))
    }

    /// Every offset of random text of line feeds, carriage returns and letters, read forward
    /// (the eight-byte path and the byte path both), is where a count a byte at a time puts it.
    @Test(arguments: [1, 2, 3, 4])
    func everyOffsetMatchesACountByteByByte(seed: UInt64) {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0x0D, 0x0D], Array("abcdefghijk".utf8), [0x20], Array("{\"x\": 1}".utf8)]
        var bytes: [UInt8] = []
        while bytes.count < 2_000 { bytes += pieces[Int(next() % UInt64(pieces.count))] }
        var tracker = PositionTracker()
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0...buffer.count {
                let found = tracker.position(of: offset, in: buffer)
                let expected = Self.counted(bytes, to: offset)
                #expect(found == expected, "offset \(offset)")
                if found != expected { return }
            }
        }
    }
}
