#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A document to validate: its name (for messages) and its bytes, in memory or, for a large
/// file read by a one-shot command, mapped from the file (see ``Mapping``).
public final class SourceText: Sendable {
    /// How the document is named in messages: a file path or a response label.
    public let name: String
    private let storage: Storage
    /// When the file was last written, for a document read from one; what its relative
    /// times (`"3 hours ago"`) count back from.
    public let modified: Date?
    /// Whether every line is a value of its own (NDJSON) whatever the first lines look like:
    /// a part of a larger NDJSON document (see ``DocumentStream``), whose lines need not
    /// look like NDJSON on their own. Such a part never holds the document's byte order mark
    /// (the stream drops it), so a mark at its start is text that takes a column, as it is in
    /// the whole document.
    public let isLineDelimited: Bool
    /// Whether it is a part of a document after the part that begins it (lines of NDJSON
    /// read a part at a time): text before its JSON is not the document's, so it is never
    /// skipped as that (``ValidationOptions/skipsLeadingText``).
    public let isContinuation: Bool
    /// For a part of a wrapped list (see ``DocumentStream``): the offset of the list's `[`,
    /// whose elements are the part's models whatever other lists the part holds (the
    /// envelope's members after the list, in the last part).
    public let listOpen: Int?
    /// The encoding the document was in: its bytes here are always UTF-8, converted from
    /// UTF-16 or UTF-32 when it was read (see ``TextEncoding``).
    public let encoding: TextEncoding

    private enum Storage: Sendable {
        case array([UInt8])
        case mapped(MappedFile)
    }

    /// A document of UTF-8 `bytes` (a part of a larger one, when `lineDelimited`; one after
    /// its first, when `continuation`). Bytes read from a file, which may be in another
    /// encoding, go to ``init(name:decoding:modified:)``.
    public init(name: String, bytes: [UInt8], modified: Date? = nil, lineDelimited: Bool = false,
                continuation: Bool = false, listOpen: Int? = nil, encoding: TextEncoding = .utf8) {
        self.name = name
        self.storage = .array(bytes)
        self.modified = modified
        self.isLineDelimited = lineDelimited
        self.isContinuation = continuation
        self.listOpen = listOpen
        self.encoding = encoding
    }

    /// A document of a file's `bytes`, converted to UTF-8 when they are UTF-16 or UTF-32
    /// (``TextEncoding/detect(_:)``).
    public convenience init(name: String, decoding bytes: [UInt8], modified: Date? = nil) {
        if let (text, encoding) = bytes.withUnsafeBufferPointer({ TextEncoding.utf8(from: $0) }) {
            self.init(name: name, bytes: text, modified: modified, encoding: encoding)
        } else {
            self.init(name: name, bytes: bytes, modified: modified)
        }
    }

    private init(name: String, mapped: MappedFile, modified: Date) {
        self.name = name
        self.storage = .mapped(mapped)
        self.modified = modified
        self.isLineDelimited = false
        self.isContinuation = false
        self.listOpen = nil
        self.encoding = .utf8
    }

    /// The document's bytes as an array. For a mapped file that is a copy of all of them:
    /// what reads a large document uses ``withBytes(_:)`` and ``count``.
    public var bytes: [UInt8] {
        switch storage {
        case .array(let bytes): bytes
        case .mapped(let file): Array(file.buffer)
        }
    }

    /// How many bytes the document has.
    public var count: Int {
        switch storage {
        case .array(let bytes): bytes.count
        case .mapped(let file): file.count
        }
    }

    /// Calls `body` with the document's bytes, wherever they are, without copying them.
    public func withBytes<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        switch storage {
        case .array(let bytes): try bytes.withUnsafeBufferPointer(body)
        case .mapped(let file): try body(file.buffer)
        }
    }

    /// Whether the bytes are mapped from a file rather than held in memory.
    public var isMapped: Bool {
        if case .mapped = storage { return true }
        return false
    }

    /// When ``read(path:maximumSize:mapping:progress:)`` maps a file instead of reading it:
    /// a regular file of at least `minimumSize` bytes. Mapping shares the system's cached
    /// pages instead of copying them into fresh memory (0.2 s of one core for 400 MB). A
    /// mapped file that another program shortens while it is read ends the process with
    /// `truncationMessage` on standard error and exit status 1 (see ``MappedFile``), so
    /// only a command that reads a file once should ask for it, not an app that re-reads
    /// files as editors rewrite them.
    public struct Mapping: Sendable {
        public var minimumSize: Int
        public var truncationMessage: String

        public init(minimumSize: Int = 32 << 20, truncationMessage: String) {
            self.minimumSize = minimumSize
            self.truncationMessage = truncationMessage
        }
    }

    public convenience init(name: String, text: String, modified: Date? = nil) {
        self.init(name: name, bytes: Array(text.utf8), modified: modified)
    }

    /// The 1-based line and column of a byte offset. Columns count characters (Unicode
    /// scalars), not bytes; a tab counts as one. A line ends at a line feed, at a carriage
    /// return and line feed (`\r\n`, one break), or at a carriage return alone (`\r`, as
    /// old Mac files end their lines).
    public func position(of offset: Int) -> (line: Int, column: Int) {
        var tracker = PositionTracker(skipsByteOrderMark: !isLineDelimited)
        return withBytes { tracker.position(of: offset, in: $0) }
    }

    /// The lines and columns of many offsets in one pass: each position is counted on from
    /// the one before it, so offsets in ascending order cost one scan of the document
    /// (``position(of:)`` starts from the top each time).
    public func positions(of offsets: [Int]) -> [(line: Int, column: Int)] {
        var tracker = PositionTracker(skipsByteOrderMark: !isLineDelimited)
        return withBytes { buffer in offsets.map { tracker.position(of: $0, in: buffer) } }
    }

    /// The top bit of each byte of `word` (eight bytes of text, little-endian) that is a
    /// line feed, every other bit clear: exact, with no carry from one byte into the next,
    /// so eight bytes are searched at once.
    @inlinable
    public static func lineBreaks(in word: UInt64) -> UInt64 {
        bytes(equalTo: 0x0A0A_0A0A_0A0A_0A0A, in: word)
    }

    /// The top bit of each byte of `word` that is a carriage return, as ``lineBreaks(in:)``
    /// marks line feeds.
    @inlinable
    public static func carriageReturns(in word: UInt64) -> UInt64 {
        bytes(equalTo: 0x0D0D_0D0D_0D0D_0D0D, in: word)
    }

    /// The top bit of each byte of `word` equal to the byte repeated in `pattern`.
    @inlinable
    static func bytes(equalTo pattern: UInt64, in word: UInt64) -> UInt64 {
        let x = word ^ pattern
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return ~((x & low) &+ low | x | low)
    }

    /// Whether the byte at `index` ends a line: a line feed, or a carriage return that no
    /// line feed follows in `bytes` (the line feed of `\r\n` is the break, so the pair is one).
    @inlinable
    public static func endsLine(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        return byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
    }

    /// `name:line:column`, as compilers print locations.
    public func location(of offset: Int) -> String {
        let (line, column) = position(of: offset)
        return "\(name):\(line):\(column)"
    }

    /// The most bytes a document may have: 2 GiB less one. (The parsed form counts its
    /// values in 32 bits, and validating takes about twice the file's size in memory.)
    public static let maximumSize = Int(Int32.max)

    /// Reads a whole file, of at most `maximumSize` bytes: a larger file, or an endless pipe, is
    /// refused once that many bytes are read, before memory runs out; a device such as
    /// `/dev/zero` at once (`ENODEV`).
    /// - Parameter mapping: when to map the file instead (``Mapping``); `nil` never does.
    /// - Parameter progress: called as bytes arrive, with the bytes read so far and the
    ///   file's size (0 when unknown, as for a pipe).
    /// `-` reads standard input to its end, named ``ByteReader/standardInputName`` (as
    /// ``ByteReader/init(path:)`` reads it a part at a time); a pipe whose first bytes are a
    /// compressed file's or a PDF's (``ForeignContent/binaryFormat(startingWith:)``), only as
    /// far as its first part, which is as far as its parse goes.
    /// - Throws: ``SourceReadError`` naming the file and the system's reason (`EFBIG` for a
    ///   file that is too large, `ENODEV` for a device, `EISDIR` for a folder).
    public static func read(path: String, maximumSize: Int = SourceText.maximumSize, mapping: Mapping? = nil,
                            progress: (_ read: Int, _ total: Int) -> Void = { _, _ in }) throws(SourceReadError) -> SourceText {
        let isStandardInput = path == ByteReader.standardInputPath
        let name = isStandardInput ? ByteReader.standardInputName : path
        // A file, a pipe; not a folder or a device (``ByteReader/openForReading(_:)``).
        let descriptor: Int32
        var status = stat()
        if isStandardInput {
            descriptor = STDIN_FILENO
            guard fstat(descriptor, &status) == 0 else { throw SourceReadError(path: name, errno: errno) }
            if let refusal = ByteReader.refusal(status, descriptor: descriptor) { throw SourceReadError(path: name, errno: refusal) }
        } else {
            (descriptor, status) = try ByteReader.openForReading(path)
        }
        defer { if !isStandardInput { close(descriptor) } }
        if status.st_size > maximumSize { throw SourceReadError(path: name, errno: EFBIG) }
        // Only a regular file's size counts: a pipe's or a terminal's is not what it will send.
        // Standard input may be a file already read in part (`{ read -r line; gasprices
        // validate -; } < file`): the rest, from where it stands, is read as a pipe is.
        let isWhole = !isStandardInput || lseek(descriptor, 0, SEEK_CUR) == 0
        let size = (status.st_mode & S_IFMT) == S_IFREG && isWhole ? Int(status.st_size) : 0
        let modifiedAt = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
        // What a file holds when it is opened: bytes appended after that are not read.
        if let mapping, (status.st_mode & S_IFMT) == S_IFREG, isWhole, size >= mapping.minimumSize,
           let file = MappedFile(descriptor: descriptor, count: size, message: mapping.truncationMessage) {
            progress(size, size)
            return try converted(file.buffer, name: name, modified: modifiedAt, maximumSize: maximumSize)
                ?? SourceText(name: name, mapped: file, modified: modifiedAt)
        }
        // A file of known size is read straight into the result, a few megabytes per call
        // (each reported), a large one on two threads (``FileRead``); what follows (a file
        // that grew, a pipe) in chunks, appended.
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: max(0, size)) { buffer, count in
            (count, failure) = FileRead.fill(buffer, from: descriptor) { progress($0, size) }
        }
        if failure != 0 { throw SourceReadError(path: name, errno: failure) }
        // The reads above leave the file's offset where it was: what follows is read from
        // the end of what they read.
        if !bytes.isEmpty, lseek(descriptor, off_t(bytes.count), SEEK_SET) < 0 { throw SourceReadError(path: name, errno: errno) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // A pipe that begins as a compressed file or a PDF (`gzip -c … |`) is read no further
        // than its first part: such bytes are never JSON, and its parse fails at the first
        // byte with what they are, where reading on would take up to 2 GiB first.
        var signatureChecked = !bytes.isEmpty
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { ByteReader.readSome(descriptor, into: $0, count: buffer.count) } ?? 0
            }
            if count < 0 { throw SourceReadError(path: name, errno: errno) }
            if count == 0 { break }
            if bytes.count + count > maximumSize { throw SourceReadError(path: name, errno: EFBIG) }
            bytes.append(contentsOf: chunk[0..<count])
            progress(bytes.count, Int(status.st_size))
            if !signatureChecked, bytes.count >= ForeignContent.signatureLength {
                signatureChecked = true
                if ForeignContent.binaryFormat(startingWith: bytes) != nil { break }
            }
        }
        return try bytes.withUnsafeBufferPointer { buffer throws(SourceReadError) in
            try converted(buffer, name: name, modified: modifiedAt, maximumSize: maximumSize)
        } ?? SourceText(name: name, bytes: bytes, modified: modifiedAt)
    }

    /// A file's bytes converted to UTF-8, or `nil` when they are UTF-8 already.
    /// - Throws: `EFBIG` when the converted text is larger than `maximumSize`.
    private static func converted(_ bytes: UnsafeBufferPointer<UInt8>, name: String, modified: Date,
                                  maximumSize: Int) throws(SourceReadError) -> SourceText? {
        guard let (text, encoding) = TextEncoding.utf8(from: bytes) else { return nil }
        if text.count > maximumSize { throw SourceReadError(path: name, errno: EFBIG) }
        return SourceText(name: name, bytes: text, modified: modified, encoding: encoding)
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
        let reason = switch errno {
        case EFBIG: "the input is too large (a document may have at most \(SourceText.maximumSize) bytes)"
        case ENODEV: "a device, not a file"
        // A name the system gave in bytes that are not UTF-8 (a file named in Latin-1, an
        // argument or a folder's entry) reaches a String with U+FFFD for those bytes, and no
        // file is called that.
        case ENOENT where path.unicodeScalars.contains("\u{FFFD}"):
            "its name is not UTF-8 (\u{FFFD} stands for the bytes that are not), and a file is opened here by a UTF-8 name only: "
                + "rename it (convmv -f latin1 -t utf8 --notest NAME), or read it from standard input"
        default: String(cString: strerror(errno))
        }
        return "\(path): cannot read: \(reason)"
    }
}

extension SourceReadError: CustomStringConvertible {
    /// ``message``: `name: cannot read: reason`.
    public var description: String { message }
}

/// Turns byte offsets into lines and columns, reusing its last answer when offsets move
/// forward, so recording a whole file stays linear. Lines end as
/// ``SourceText/position(of:)`` says: a carriage return is a break unless a line feed follows
/// it in the bytes given, so bytes cut between the two count the break once, at the line feed,
/// when the tracker is given the bytes past the cut.
///
/// Fields are recorded in declaration order, not document order, so offsets also move
/// backward. The tracker keeps a checkpoint every ``checkpointSpacing`` bytes of what it has
/// scanned, and a backward offset rescans from the checkpoint before it: at most that many
/// bytes, however long the document.
///
/// Columns count characters as the string decoder reads them: each UTF-8 sequence is one
/// column, and so is each maximal invalid subpart (one U+FFFD), so a stray continuation byte
/// takes a column as its replacement does.
struct PositionTracker {
    static let checkpointSpacing = 4096

    private var offset = 0
    private var line = 1
    private var column = 1
    /// Offsets, ascending, with their lines and columns: where a rescan may start.
    private var checkpoints: [(offset: Int, line: Int, column: Int)] = []
    /// The last positions found, with their lines and columns: a field recorded before one
    /// that precedes it in the document (a model's fields are recorded in their declared
    /// order) is usually a few bytes past one of these, where the checkpoint before it may be
    /// up to ``checkpointSpacing`` bytes back.
    private var recent = [(offset: Int, line: Int, column: Int)](repeating: (0, 1, 1), count: Self.recentCount)
    private var nextRecent = 0
    static let recentCount = 16
    /// Whether a byte order mark at offset 0 is the document's, which takes no column; not
    /// for bytes that begin after the document's start.
    private let skipsByteOrderMark: Bool

    init(skipsByteOrderMark: Bool = true) {
        self.skipsByteOrderMark = skipsByteOrderMark
    }

    mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let end = min(max(0, target), bytes.count)
        if end < offset {
            var start = checkpoint(atOrBefore: end)
            for known in recent where known.offset <= end && known.offset > start.offset { start = known }
            (offset, line, column) = start
        }
        var index = offset
        // A byte order mark takes no column.
        if index == 0, skipsByteOrderMark, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = min(3, end) }
        var nextCheckpoint = (checkpoints.last?.offset ?? 0) + Self.checkpointSpacing
        while index < end {
            // Eight ASCII bytes at a time: their line breaks counted at once, the column
            // taken from the last of them.
            if let base = bytes.baseAddress, index + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                // A carriage return is a break or not by the byte after it: such words are
                // read a byte at a time.
                if word & 0x8080_8080_8080_8080 == 0, SourceText.carriageReturns(in: word) == 0 {
                    let breaks = SourceText.lineBreaks(in: word)
                    if breaks == 0 {
                        column += 8
                    } else {
                        line += breaks.nonzeroBitCount
                        // Little-endian: the last break is the highest marked byte.
                        let last = (63 - breaks.leadingZeroBitCount) / 8
                        column = 8 - last
                    }
                    index += 8
                    if index >= nextCheckpoint {
                        checkpoints.append((index, line, column))
                        nextCheckpoint = index + Self.checkpointSpacing
                    }
                    continue
                }
            }
            let byte = bytes[index]
            if SourceText.endsLine(bytes, at: index) {
                line += 1
                column = 1
                index += 1
            } else {
                column += 1
                index += byte < 0x80 ? 1 : Self.sequenceLength(bytes, at: index)
            }
            if index >= nextCheckpoint {
                checkpoints.append((index, line, column))
                nextCheckpoint = index + Self.checkpointSpacing
            }
        }
        offset = index
        recent[nextRecent] = (index, line, column)
        nextRecent = (nextRecent + 1) % Self.recentCount
        return (line, column)
    }

    /// The last checkpoint at or before `target`, or the start of the document.
    private func checkpoint(atOrBefore target: Int) -> (offset: Int, line: Int, column: Int) {
        var low = 0, high = checkpoints.count
        while low < high {
            let middle = (low + high) / 2
            if checkpoints[middle].offset <= target { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? (0, 1, 1) : checkpoints[low - 1]
    }

    /// The bytes of the UTF-8 sequence at `index`, or of the maximal invalid subpart there
    /// (what one U+FFFD replaces, as `String(decoding:as:)` does).
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let count: Int, low: UInt8, high: UInt8
        switch bytes[index] {
        case 0xC2...0xDF: (count, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (count, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (count, low, high) = (3, 0x80, 0xBF)
        case 0xED: (count, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (count, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (count, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (count, low, high) = (4, 0x80, 0x8F)
        default: return 1
        }
        guard index + 1 < bytes.count, (low...high).contains(bytes[index + 1]) else { return 1 }
        var length = 2
        while length < count, index + length < bytes.count, bytes[index + length] & 0xC0 == 0x80 { length += 1 }
        return length
    }
}
