#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file in chunks of about a megabyte, so a 400 MB file never sits in memory.
///
/// Write errors are kept, not thrown at each call: the first one is reported by ``close()``.
struct ChunkWriter {
    private static let chunkSize = 1 << 20
    private let path: String
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: [UInt8] = []
    private var failure: Int32? = nil
    /// Bytes written so far, the buffered ones included.
    private(set) var count = 0
    /// Whether line feeds in what is written are left out (a station on one line, for NDJSON:
    /// a JSON string holds no raw line feed, so only the layout's own are dropped).
    var dropsLineFeeds = false

    /// Opens (creating or truncating) `path`.
    init(path: String) throws(BenchError) {
        guard let file = fopen(path, "wb") else { throw .failed("\(path): cannot write: \(String(cString: strerror(errno)))") }
        self.path = path
        self.file = file
        buffer.reserveCapacity(Self.chunkSize + 4096)
    }

    mutating func write(_ text: String) {
        append(text.utf8)
    }

    /// Writes bytes as they are, including bytes that are not UTF-8.
    mutating func write(bytes: [UInt8]) {
        append(bytes)
    }

    private mutating func append(_ bytes: some Collection<UInt8>) {
        let before = buffer.count
        if dropsLineFeeds {
            buffer.append(contentsOf: bytes.lazy.filter { $0 != 0x0A })
        } else {
            buffer.append(contentsOf: bytes)
        }
        count += buffer.count - before
        if buffer.count >= Self.chunkSize { flush() }
    }

    private mutating func flush() {
        guard !buffer.isEmpty else { return }
        let written = buffer.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if written != buffer.count, failure == nil { failure = errno }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file.
    /// - Throws: ``BenchError/failed(_:)`` with the first write error.
    mutating func close() throws(BenchError) {
        flush()
        if fclose(file) != 0, failure == nil { failure = errno }
        if let failure { throw .failed("\(path): cannot write: \(String(cString: strerror(failure)))") }
    }
}
