import Foundation

/// Output held back until it may be printed: in memory up to ``memoryLimit`` bytes, then in a
/// temporary file removed as soon as it is opened (so it is gone when the process ends, however
/// it ends). A report of hundreds of megabytes is held without holding them in memory. Once
/// ``release(after:)`` is called, what is held and everything written after goes to standard
/// output.
struct Spool {
    /// Bytes held in memory before the rest goes to the temporary file.
    static let memoryLimit = 8 << 20

    private var buffer: [UInt8] = []
    private var file: FileHandle?
    /// Whether a temporary file could not be made or written: everything stays in memory.
    private var inMemoryOnly = false
    /// Whether what is written goes to standard output.
    private(set) var isReleased = false

    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        written()
    }

    mutating func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        written()
    }

    /// Writes out or spills what is gathered, once there is enough of it.
    private mutating func written() {
        if isReleased {
            if buffer.count >= StandardStream.chunk { flush() }
        } else if buffer.count >= Self.memoryLimit, !inMemoryOnly {
            spill()
        }
    }

    /// Writes `prefix`, then everything held, to standard output, where everything written
    /// from now on goes too. If what went to the temporary file cannot be read back, the
    /// command stops with a message and exit status 74, as when standard output fails: a
    /// report with a part missing is never printed as whole.
    mutating func release(after prefix: String) {
        guard !isReleased else { return }
        StandardStream.output.write(prefix)
        if let file {
            let descriptor = file.fileDescriptor
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            var offset: off_t = 0
            while true {
                let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
                if count < 0, errno == EINTR { continue }
                if count < 0 { StandardStream.fail("cannot read back the report held in a temporary file", errno) }
                if count == 0 { break }
                chunk.withUnsafeBytes { StandardStream.output.write(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                offset += off_t(count)
            }
            try? file.close()
            self.file = nil
        }
        isReleased = true
        flush()
    }

    /// Writes what is gathered to standard output, once released.
    mutating func flush() {
        guard isReleased, !buffer.isEmpty else { return }
        StandardStream.output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Moves what is in memory to the temporary file. When a write fails part-way (a full
    /// disk, a file size limit), what reached the file stays there and only the rest stays
    /// in memory, where everything from then on is held: no byte is held twice or lost.
    private mutating func spill() {
        if file == nil { file = Self.temporaryFile() }
        guard let file else {
            inMemoryOnly = true
            return
        }
        let (written, _) = buffer.withUnsafeBytes { StandardStream.writeAll(file.fileDescriptor, $0) }
        buffer.removeFirst(written)
        if !buffer.isEmpty { inMemoryOnly = true }
    }

    /// A new file in the temporary folder, open for reading and writing, its name already
    /// removed; `nil` when none can be made.
    private static func temporaryFile() -> FileHandle? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gasprices-\(UUID().uuidString).spool")
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]),
              let handle = try? FileHandle(forUpdating: url) else { return nil }
        try? FileManager.default.removeItem(at: url)
        return handle
    }
}
