#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Synchronization

/// Reads a file of known size into memory, a large one on two threads at once: copying from
/// the system's cache into fresh memory is most of a read, and the second half's copy (and
/// the first touch of its pages) goes on while the first half's does, nearly halving the
/// time before validation can start. (A command that reads its files once maps a large one
/// instead, which copies nothing, with a handler for the `SIGBUS` that a file shortened
/// meanwhile raises: ``MappedFile``. The app, which watches and re-reads files that editors
/// rewrite, reads them here.)
enum FileRead {
    /// Files at least this large are read on two threads when there are two cores.
    static let parallelSize = 32 << 20

    /// Reads bytes from the file's start into `buffer` until it is full or the file ends.
    /// - Parameters:
    ///   - threads: at most this many threads read (1 reads on the calling thread only).
    ///   - progress: called on the calling thread, with the bytes read so far.
    /// - Returns: how many bytes from the start were read without a gap, and the first
    ///   error (`errno`, 0 for none). A file that ends early, or an error in the second half,
    ///   leaves the count at the first byte not read.
    static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32,
                     threads: Int = Processors.active,
                     progress: (Int) -> Void) -> (count: Int, errno: Int32) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return (0, 0) }
        guard threads > 1, buffer.count >= parallelSize else {
            return read(descriptor, into: base, 0..<buffer.count) { progress($0) }
        }
        // The halves meet on a page boundary, so neither copy shares a page with the other.
        let middle = (buffer.count / 2) & ~4095
        let second = SecondHalf(base: base, range: middle..<buffer.count, descriptor: descriptor)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { second.run() }
        let first = read(descriptor, into: base, 0..<middle) { progress($0 + second.done.load(ordering: .relaxed)) }
        group.wait()
        let rest = second.result
        if first.count < middle || first.errno != 0 { return (first.count, first.errno) }
        progress(middle + rest.count)
        return (middle + rest.count, rest.errno)
    }

    /// Reads `range` of the file into the same range of `base`, in calls of at most 4 MB
    /// (each reported with the bytes of the range read so far), until the range is full, the
    /// file ends or a read fails.
    static func read(_ descriptor: Int32, into base: UnsafeMutablePointer<UInt8>, _ range: Range<Int>,
                     progress: (Int) -> Void) -> (count: Int, errno: Int32) {
        var done = 0
        while done < range.count {
            let offset = range.lowerBound + done
            let count = pread(descriptor, base + offset, min(range.count - done, 1 << 22), off_t(offset))
            if count < 0, errno == EINTR { continue }
            if count < 0 { return (done, errno) }
            if count == 0 { break }
            done += count
            progress(done)
        }
        return (done, 0)
    }

    /// The second half's read, on a thread of its own: what it has read so far, for the
    /// progress the first thread reports, and its result, read once the thread has finished.
    private final class SecondHalf: @unchecked Sendable {
        let base: UnsafeMutablePointer<UInt8>
        let range: Range<Int>
        let descriptor: Int32
        let done = Atomic<Int>(0)
        /// Written by the reading thread before it finishes; read after waiting for it.
        var result: (count: Int, errno: Int32) = (0, 0)

        init(base: UnsafeMutablePointer<UInt8>, range: Range<Int>, descriptor: Int32) {
            self.base = base
            self.range = range
            self.descriptor = descriptor
        }

        func run() {
            result = FileRead.read(descriptor, into: base, range) { done.store($0, ordering: .relaxed) }
        }
    }
}
