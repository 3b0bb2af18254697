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
    /// from now on goes too.
    mutating func release(after prefix: String) {
        guard !isReleased else { return }
        StandardStream.output.write(prefix)
        if let file {
            try? file.seek(toOffset: 0)
            while let chunk = try? file.read(upToCount: 1 << 20), !chunk.isEmpty { StandardStream.output.write(chunk) }
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

    /// Moves what is in memory to the temporary file.
    private mutating func spill() {
        if file == nil { file = Self.temporaryFile() }
        guard let file, (try? file.write(contentsOf: buffer)) != nil else {
            inMemoryOnly = true
            return
        }
        buffer.removeAll(keepingCapacity: true)
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
