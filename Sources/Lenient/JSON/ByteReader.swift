#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads a file or standard input a block at a time, for documents too large to hold whole
/// (see ``DocumentStream``). Input in UTF-16 or UTF-32 is converted to UTF-8 as it is read
/// (``TextEncoding``); bytes given in memory are taken to be UTF-8.
public final class ByteReader {
    /// How the input is named in messages: the path as given, or `<stdin>`.
    public let name: String
    /// When the file was last written; `nil` for a pipe or standard input.
    public let modified: Date?
    /// How many bytes the input holds, when that is known before it is read: a regular
    /// file's size (standard input redirected from one: what follows where it stands), the
    /// bytes given in memory; `nil` for a pipe or a terminal.
    public let size: Int?
    private let descriptor: Int32
    private let owned: Bool
    /// The input, when it was in memory already.
    private let memory: [UInt8]?
    private var memoryPosition = 0
    /// Whether the end of the input was reached.
    public private(set) var atEnd = false
    /// The input's encoding, told from its first bytes by the first read.
    public var encoding: TextEncoding { transcoder?.encoding ?? .utf8 }
    /// Converts the input to UTF-8; `nil` until the first read has told the encoding.
    private var transcoder: TextTranscoder?
    /// Input read but not yet handed out: the first bytes, read to tell the encoding, then
    /// each block read to be converted.
    private var unread: [UInt8] = []
    /// Where the descriptor is read into, as large as the largest read asked for.
    private var scratch: [UInt8] = []

    /// Opens the file at `path` for reading, or standard input for `-`.
    /// - Throws: ``SourceReadError`` naming the file and the system's reason (a folder is
    ///   `EISDIR`, a device `ENODEV`; see ``openForReading(_:)``).
    public init(path: String) throws(SourceReadError) {
        memory = nil
        if path == Self.standardInputPath {
            name = Self.standardInputName
            descriptor = 0
            owned = false
            var status = stat()
            let known = fstat(0, &status) == 0
            if known, let refusal = Self.refusal(status, descriptor: 0) {
                throw SourceReadError(path: Self.standardInputName, errno: refusal)
            }
            let isFile = known && (status.st_mode & S_IFMT) == S_IFREG
            modified = isFile ? Self.date(status) : nil
            let position = isFile ? lseek(0, 0, SEEK_CUR) : -1
            size = position >= 0 ? max(0, Int(status.st_size) - Int(position)) : nil
            return
        }
        let (opened, status) = try Self.openForReading(path)
        name = path
        descriptor = opened
        owned = true
        let isFile = (status.st_mode & S_IFMT) == S_IFREG
        modified = isFile ? Self.date(status) : nil
        size = isFile ? Int(status.st_size) : nil
    }

    /// Opens the file at `path` for reading, as every command and the app do: a regular file
    /// or a pipe (a named pipe, or `<(…)` in a shell), or a terminal. A folder is refused
    /// (`EISDIR`), and so is any other device (`ENODEV`), which may never end (`/dev/zero`,
    /// `/dev/urandom`) and is no user's document, at once rather than after 2 GiB of it
    /// were read (``refusal(_:descriptor:)``).
    /// A named pipe is read as `cat` reads it: from its first writer (waited for, as long as
    /// it takes) until every writer has closed it. It is opened without blocking and then
    /// waited on (`poll`), not opened blocking, so that a writer that comes, writes and goes
    /// before the wait begins is still read.
    /// - Returns: the descriptor, which the caller closes, and the file's status.
    public static func openForReading(_ path: String) throws(SourceReadError) -> (descriptor: Int32, status: stat) {
        let opened = open(path, O_RDONLY | O_NONBLOCK)
        guard opened >= 0 else { throw SourceReadError(path: path, errno: errno) }
        let flags = fcntl(opened, F_GETFL)
        if flags >= 0 { _ = fcntl(opened, F_SETFL, flags & ~O_NONBLOCK) }
        var status = stat()
        var refusal: Int32 = 0
        if fstat(opened, &status) != 0 {
            refusal = errno
        } else if let refused = Self.refusal(status, descriptor: opened) {
            refusal = refused
        }
        if refusal == 0, (status.st_mode & S_IFMT) == S_IFIFO {
            // Until a writer has come, a pipe opened without blocking reads as ended; polled,
            // it waits for a writer's bytes, or for its close after none.
            var wait = pollfd(fd: opened, events: Int16(POLLIN), revents: 0)
            while poll(&wait, 1, -1) < 0 {
                guard errno == EINTR else { refusal = errno; break }
            }
        }
        guard refusal == 0 else {
            close(opened)
            throw SourceReadError(path: path, errno: refusal)
        }
        return (opened, status)
    }

    /// Why an input of `status`, open as `descriptor`, is not read: a folder (`EISDIR`), a
    /// device other than a terminal (`ENODEV`: `/dev/zero`, `/dev/null`, named or as standard
    /// input); `nil` to read it.
    static func refusal(_ status: stat, descriptor: Int32) -> Int32? {
        switch status.st_mode & S_IFMT {
        case S_IFDIR: EISDIR
        case S_IFCHR, S_IFBLK: isatty(descriptor) == 1 ? nil : ENODEV
        default: nil
        }
    }

    /// Reads `bytes`, named `name`, last written at `modified` (what times such as
    /// `"3 hours ago"` count back from; `nil`: now).
    public init(name: String, bytes: [UInt8], modified: Date? = nil) {
        self.name = name
        self.modified = modified
        size = bytes.count
        descriptor = -1
        owned = false
        memory = bytes
    }

    deinit {
        if owned { close(descriptor) }
    }

    /// The size of the input's UTF-8 when that is known before it is all read: ``size``, once
    /// the first read has found the input to be UTF-8 already (converted text has another).
    public var utf8Size: Int? {
        memory != nil || transcoder?.encoding == .utf8 ? size : nil
    }

    /// What standard input is called in messages.
    public static let standardInputName = "<stdin>"
    /// The path that names standard input, here and in ``SourceText/read(path:maximumSize:mapping:progress:)``.
    public static let standardInputPath = "-"

    /// Appends the UTF-8 of up to `count` more bytes of input to `buffer` (more bytes than
    /// that when UTF-16 is converted).
    /// - Returns: how many bytes were appended; 0 only at the end of the input.
    /// - Throws: ``SourceReadError`` when the system cannot read.
    @discardableResult
    public func read(into buffer: inout [UInt8], count: Int) throws(SourceReadError) -> Int {
        guard !atEnd, count > 0 else { return 0 }
        if let memory {
            let end = min(memory.count, memoryPosition + count)
            buffer.append(contentsOf: memory[memoryPosition..<end])
            defer { memoryPosition = end }
            if end == memoryPosition { atEnd = true }
            return end - memoryPosition
        }
        if transcoder == nil {
            // The first four bytes tell the encoding (fewer at the end of a short input).
            while unread.count < 4, try readInput(into: &unread, count: 4 - unread.count) > 0 {}
            let (found, mark) = TextEncoding.detect(unread)
            transcoder = TextTranscoder(found)
            if found != .utf8 { unread.removeFirst(mark) }
        }
        let start = buffer.count
        if encoding == .utf8 {
            if unread.isEmpty {
                if try readInput(into: &buffer, count: count) == 0 { atEnd = true }
            } else {
                buffer.append(contentsOf: unread)
                unread = []
            }
            return buffer.count - start
        }
        // A block can end inside a character, which then gives nothing until the next.
        while buffer.count == start {
            if unread.isEmpty, try readInput(into: &unread, count: count) == 0 {
                transcoder?.finish(into: &buffer)
                atEnd = true
                break
            }
            unread.withUnsafeBufferPointer { transcoder?.append($0, to: &buffer) }
            unread.removeAll(keepingCapacity: true)
        }
        return buffer.count - start
    }

    /// Appends up to `count` bytes read from the descriptor to `buffer`.
    /// - Returns: how many were read; 0 at the end of the input.
    ///
    /// The bytes are read into ``scratch`` and appended from there: a pipe gives at most
    /// 64 KB a read, and making room for `count` in `buffer` first cost clearing up to 4 MB
    /// for each of them.
    private func readInput(into buffer: inout [UInt8], count: Int) throws(SourceReadError) -> Int {
        if scratch.count < count { scratch = [UInt8](repeating: 0, count: count) }
        var failure: Int32 = 0
        let read = scratch.withUnsafeMutableBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            let result = Self.readSome(descriptor, into: base, count: count)
            if result < 0 { failure = errno }
            return max(0, result)
        }
        if failure != 0 { throw SourceReadError(path: name, errno: failure) }
        buffer.append(contentsOf: scratch[0..<read])
        return read
    }

    /// One `read(2)` of up to `count` bytes, retried when a signal interrupts it, and waited
    /// for when the descriptor does not block (a pipe whose writer set `O_NONBLOCK` on it, as
    /// some shells and programs leave standard input) and nothing has arrived yet.
    /// - Returns: what `read(2)` returns: the count read, 0 at the end, -1 with `errno` set.
    static func readSome(_ descriptor: Int32, into base: UnsafeMutableRawPointer, count: Int) -> Int {
        while true {
            let result = Glibc.read(descriptor, base, count)
            if result >= 0 { return result }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&ready, 1, -1) < 0, errno != EINTR { return -1 }
            default: return -1
            }
        }
    }

    private static func date(_ status: stat) -> Date {
        Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
    }
}
