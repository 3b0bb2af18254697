#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A document to validate: its name (for messages) and its bytes.
public final class SourceText: Sendable {
    /// How the document is named in messages: a file path or a response label.
    public let name: String
    public let bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    public convenience init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset. Columns count characters (Unicode
    /// scalars), not bytes; a tab counts as one.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        var tracker = PositionTracker()
        return bytes.withUnsafeBufferPointer { tracker.position(of: offset, in: $0) }
    }

    /// `name:line:column`, as compilers print locations.
    public func location(of offset: Int) -> String {
        let (line, column) = position(of: offset)
        return "\(name):\(line):\(column)"
    }

    /// Reads a whole file.
    /// - Throws: ``SourceReadError`` naming the file and the system's reason.
    public static func read(path: String) throws(SourceReadError) -> SourceText {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw SourceReadError(path: path, errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SourceReadError(path: path, errno: errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw SourceReadError(path: path, errno: EISDIR) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        if status.st_size > 0 { bytes.reserveCapacity(Int(status.st_size)) }
        while true {
            // Read straight into the result's spare capacity when the size is known.
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SourceReadError(path: path, errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return SourceText(name: path, bytes: bytes)
    }
}

/// A file could not be read.
public struct SourceReadError: Error, Sendable, Equatable {
    public var path: String
    public var errno: Int32

    public init(path: String, errno: Int32) {
        self.path = path
        self.errno = errno
    }

    public var message: String {
        let reason = String(cString: strerror(errno))
        return "\(path): cannot read: \(reason)"
    }
}

/// Turns byte offsets into lines and columns, reusing its last answer when offsets move
/// forward, so recording a whole file stays linear.
///
/// An anchor (the start of the model being recorded) bounds the rescans that a backward
/// offset causes: fields are recorded in declaration order, not document order.
struct PositionTracker {
    private var offset = 0
    private var line = 1
    private var column = 1
    private var anchor = (offset: 0, line: 1, column: 1)

    /// Remembers the position of `target` as the point to rescan from.
    mutating func setAnchor(at target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let (line, column) = position(of: target, in: bytes)
        anchor = (min(target, bytes.count), line, column)
    }

    mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        if target < offset {
            (offset, line, column) = target >= anchor.offset ? anchor : (0, 1, 1)
        }
        let end = min(target, bytes.count)
        var index = offset
        // A byte order mark takes no column.
        if index == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = min(3, end) }
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        offset = end
        return (line, column)
    }
}
