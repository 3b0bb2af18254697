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
}
