#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A file's bytes mapped into memory, read only, for as long as the object lives.
///
/// Reading a large file copies it from the system's cache into fresh memory, and every page
/// of that memory is faulted in and cleared first: for a 400 MB file that is 0.2 s of one
/// core, more than a tenth of validating it. A mapping shares the cache's pages and costs a
/// few milliseconds (`MAP_POPULATE` sets up every page at once).
///
/// A mapped file that another program shortens loses pages, and reading one raises
/// `SIGBUS`, which would end the process with no word of why. So every mapping is
/// registered with ``MappedFile/TruncationGuard``, whose handler, for a fault inside one,
/// prints the message its reader gave (``SourceText/Mapping/truncationMessage``) and exits
/// with status 1; a fault anywhere else goes to the handler that was there before. A file changed in place (not
/// shortened) can change under the reader: what was read is validated as it was read, and
/// no rule depends on bytes read twice agreeing. The app, which watches files that editors
/// rewrite, reads them instead; the one-shot commands map large ones.
final class MappedFile: @unchecked Sendable {
    let base: UnsafePointer<UInt8>
    let count: Int
    private let slot: Int

    /// Maps `count` bytes of an open regular file, or returns `nil` when the system will not
    /// (the caller reads the file instead).
    /// - Parameter message: printed to standard error, as it is, if the file is shortened.
    init?(descriptor: Int32, count: Int, message: String) {
        guard count > 0 else { return nil }
        let address = mmap(nil, count, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        guard let slot = TruncationGuard.register(address, count: count, message: message) else {
            munmap(address, count)
            return nil
        }
        base = UnsafePointer(address.assumingMemoryBound(to: UInt8.self))
        self.count = count
        self.slot = slot
    }

    deinit {
        TruncationGuard.unregister(slot)
        munmap(UnsafeMutableRawPointer(mutating: base), count)
    }

    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// The `SIGBUS` handler for the mappings: a table of their address ranges and messages in
    /// memory allocated once and never freed, which the handler reads without calling into
    /// Swift's runtime.
    enum TruncationGuard {
        static let capacity = 64
        static let messageCapacity = 512

        private struct Entry {
            var start: UInt = 0
            var end: UInt = 0
            var length = 0
        }

        private struct Table {
            var entries: UnsafeMutablePointer<Entry>
            var messages: UnsafeMutablePointer<UInt8>
            var previous = sigaction()
            var installed = false
        }

        nonisolated(unsafe) private static let table: UnsafeMutablePointer<Table> = {
            let pointer = UnsafeMutablePointer<Table>.allocate(capacity: 1)
            let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
            entries.initialize(repeating: Entry(), count: capacity)
            let messages = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * messageCapacity)
            messages.initialize(repeating: 0, count: capacity * messageCapacity)
            pointer.initialize(to: Table(entries: entries, messages: messages))
            return pointer
        }()

        private static let lock = Mutex(())

        /// Takes a free slot for a mapping and installs the handler the first time; `nil`
        /// when every slot is taken.
        static func register(_ address: UnsafeMutableRawPointer, count: Int, message line: String) -> Int? {
            lock.withLock { _ in
                let state = table
                if !state.pointee.installed {
                    var action = sigaction()
                    action.__sigaction_handler.sa_sigaction = { signal, info, context in TruncationGuard.handle(signal, info, context) }
                    sigemptyset(&action.sa_mask)
                    action.sa_flags = SA_SIGINFO
                    guard sigaction(SIGBUS, &action, &state.pointee.previous) == 0 else { return nil }
                    state.pointee.installed = true
                }
                guard let slot = (0..<capacity).first(where: { state.pointee.entries[$0].end == 0 }) else { return nil }
                // What the handler prints, on a line of its own, cut to fit.
                let text = Array((line + "\n").utf8)
                let length = min(text.count, messageCapacity)
                let message = state.pointee.messages + slot * messageCapacity
                text.withUnsafeBufferPointer { message.update(from: $0.baseAddress.unsafelyUnwrapped, count: length) }
                if length == messageCapacity { message[length - 1] = 0x0A }
                let start = UInt(bitPattern: address)
                state.pointee.entries[slot] = Entry(start: start, end: start + UInt(count), length: length)
                return slot
            }
        }

        static func unregister(_ slot: Int) {
            lock.withLock { _ in table.pointee.entries[slot] = Entry() }
        }

        /// A fault inside a mapping: its message, exit status 1. Anywhere else: the previous
        /// handler, or the default action.
        private static func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
            let state = table
            if let info {
                let address = UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
                for slot in 0..<capacity {
                    let entry = state.pointee.entries[slot]
                    if address >= entry.start, address < entry.end {
                        _ = write(STDERR_FILENO, state.pointee.messages + slot * messageCapacity, entry.length)
                        _exit(1)
                    }
                }
            }
            let previous = state.pointee.previous
            if previous.sa_flags & SA_SIGINFO != 0, let handler = previous.__sigaction_handler.sa_sigaction {
                handler(signal, info, context)
                return
            }
            // A plain handler other than SIG_DFL (0) and SIG_IGN (1).
            if let handler = previous.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) > 1 {
                handler(signal)
                return
            }
            // The default action, as soon as this returns and the fault happens again.
            var fallback = sigaction()
            sigemptyset(&fallback.sa_mask)
            _ = sigaction(signal, &fallback, nil)
        }
    }
}
