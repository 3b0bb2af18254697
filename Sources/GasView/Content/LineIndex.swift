#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lenient

/// Where the lines of a source start, kept sparse: the start of every ``spacing``-th line,
/// so a file of ten million lines costs a few megabytes, not eighty. A line's start is found
/// from the checkpoint before it with `memchr`, at most ``spacing`` lines on.
///
/// Lines end where ``SourceText/position(of:)`` ends them, so a position's line is the line
/// shown: at a line feed, and at a carriage return alone (`\r`, old Mac files). A line that
/// ends in `\r\n` keeps its carriage return, as it does with a line feed alone as the break.
public struct LineIndex: Sendable {
    /// Lines between two checkpoints.
    static let spacing = 64

    /// Byte offsets of lines 1, 1 + spacing, 1 + 2·spacing… (1-based line numbers).
    private let checkpoints: [Int]
    /// How many lines the source has. A final line break ends the last line rather than
    /// starting an empty one.
    public let count: Int
    private let byteCount: Int
    /// Whether some line ends in a carriage return alone: lines are then found a byte at a
    /// time, not with `memchr` for line feeds.
    private let endsLinesAtCarriageReturns: Bool

    public init(_ source: SourceText) {
        let bytes = source.bytes
        byteCount = bytes.count
        (checkpoints, count, endsLinesAtCarriageReturns) = bytes.withUnsafeBufferPointer { buffer -> ([Int], Int, Bool) in
            // Counted in locals of this closure: state captured from outside would be
            // checked for exclusive access on every line.
            var checkpoints = [0]
            var count = 1
            var loneReturns = false
            guard let base = buffer.baseAddress else { return (checkpoints, count, loneReturns) }
            // A line starts after each break, but a break at the very end starts no line.
            @inline(__always) func lineStarts(at next: Int) {
                guard next < buffer.count else { return }
                if count % Self.spacing == 0 { checkpoints.append(next) }
                count += 1
            }
            // Eight bytes at a time, then the last few.
            var offset = 0
            // A carriage return is a break or not by the byte after it.
            func bytewise(_ range: Range<Int>) {
                for index in range where SourceText.endsLine(buffer, at: index) {
                    if buffer[index] == 0x0D { loneReturns = true }
                    lineStarts(at: index + 1)
                }
            }
            while offset + 8 <= buffer.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                if SourceText.carriageReturns(in: word) != 0 {
                    bytewise(offset..<offset + 8)
                } else {
                    var breaks = SourceText.lineBreaks(in: word)
                    while breaks != 0 {
                        lineStarts(at: offset + breaks.trailingZeroBitCount / 8 + 1)
                        breaks &= breaks - 1
                    }
                }
                offset += 8
            }
            bytewise(offset..<buffer.count)
            return (checkpoints, count, loneReturns)
        }
    }

    /// The byte range of line `number` (1-based), its line break excluded; `nil` past the end.
    func range(ofLine number: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard number >= 1, number <= count, bytes.count == byteCount else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Range<Int>? in
            guard let base = buffer.baseAddress else { return 0..<0 }
            let checkpoint = (number - 1) / Self.spacing
            var start = checkpoints[checkpoint]
            func nextBreak(from offset: Int) -> Int {
                if endsLinesAtCarriageReturns {
                    var index = offset
                    while index < buffer.count, !SourceText.endsLine(buffer, at: index) { index += 1 }
                    return index
                }
                guard offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) else { return buffer.count }
                return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            for _ in 0..<((number - 1) % Self.spacing) { start = nextBreak(from: start) + 1 }
            return start..<max(start, nextBreak(from: start))
        }
    }
}
