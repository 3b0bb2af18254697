import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written with `write(2)` until every byte is out.
///
/// `FileHandle.write` stops the process with a crash when a write fails. Here a write to
/// standard output that fails — a full disk (`ENOSPC`), a pipe whose reader has gone while
/// `SIGPIPE` is ignored (`EPIPE`), a closed descriptor — ends the command with one line on
/// standard error that names the reason, and exit status ``writeFailedStatus``. A write
/// interrupted by a signal is retried, and a descriptor left non-blocking by another program
/// is waited for. A write to standard error that fails is dropped: there is nowhere left to
/// say so.
enum StandardStream {
    case output
    case error

    /// Bytes a buffered output gathers before it writes them (``StandardOutput``, ``Spool``).
    static let chunk = 1 << 16

    /// The exit status of a command whose output could not be written (`EX_IOERR`).
    static let writeFailedStatus: Int32 = 74

    private var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    func write(_ data: Data) {
        data.withUnsafeBytes { write($0) }
    }

    func write(_ bytes: UnsafeRawBufferPointer) {
        let (_, code) = Self.writeAll(descriptor, bytes)
        if code != 0 { failed(code) }
    }

    /// Standard input, output and error closed when the process began (`gasprices … >&-`)
    /// are held open before anything else is opened, the wrong way round: a closed descriptor
    /// is the next one a file gets, so a file the command opened (a user's file that `e`
    /// saves, one the runtime opens) would have received the output or the messages meant for
    /// the stream, or been read as its input (writing to one the runtime opened said "Invalid
    /// argument"). Output and error are `/dev/null` opened for reading; input is the writing
    /// end of a pipe (`/dev/null` would be refused as a device before any read). Held so, a
    /// read or a write fails as on a closed descriptor, `Bad file descriptor`, and no file
    /// takes its place.
    static func occupyClosedDescriptors() {
        let isClosed = { (descriptor: Int32) in fcntl(descriptor, F_GETFD) == -1 && errno == EBADF }
        var ends: [Int32] = [-1, -1]
        if isClosed(STDIN_FILENO), pipe(&ends) == 0 {
            let (reading, writing) = (ends[0], ends[1])
            // The reading end is 0 itself, the lowest free descriptor: dup2 closes it.
            dup2(writing, STDIN_FILENO)
            if reading != STDIN_FILENO { close(reading) }
            if writing != STDIN_FILENO { close(writing) }
        }
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] where isClosed(descriptor) {
            let null = open("/dev/null", O_RDONLY)
            guard null >= 0 else { continue }
            if null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// Writes every byte of `bytes` to `descriptor` with `write(2)`: retried when a signal
    /// interrupts it, waited for when the descriptor does not block.
    /// - Returns: how many bytes were written, and the reason (`errno`) it stopped short, or 0.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> (written: Int, error: Int32) {
        guard let start = bytes.baseAddress else { return (0, 0) }
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, start + written, bytes.count - written)
            if result > 0 {
                written += result
                continue
            }
            let code = result < 0 ? errno : EIO
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
                continue
            }
            return (written, code)
        }
        return (written, 0)
    }

    /// What the argument parser prints (help, completion scripts) goes through the C
    /// library's buffer, flushed at exit, where a failure would go unnoticed: checked first
    /// at exit, it ends the process as a failed write does.
    static func checkBufferedOutputAtExit() {
        atexit {
            if fflush(nil) != 0 { StandardStream.fail("cannot write the output", errno) }
        }
    }

    /// The output could not be written, or read back from where it was held (``Spool``):
    /// says why and ends the process at once, with ``writeFailedStatus``.
    static func fail(_ what: String, _ code: Int32) -> Never {
        StandardStream.error.write("gasprices: error: \(what): \(String(cString: strerror(code)))\n")
        _exit(writeFailedStatus)
    }

    /// Standard output could not be written: says why and ends the process at once
    /// (`_exit`). The command is stopped in the middle of its work, its results still in use;
    /// `exit` would run the handlers of a normal end, LeakSanitizer's among them, which would
    /// report those results as leaked (see ``ProcessEnd``). Nothing is left to flush: both
    /// streams are written with `write(2)`, not through a buffer of the C library.
    private func failed(_ code: Int32) {
        guard self == .output else { return }
        Self.fail("cannot write the output", code)
    }
}

/// The system's `write(2)` (inside ``StandardStream`` the name is its own method's).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
