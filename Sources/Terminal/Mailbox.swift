import Foundation
import GasView

/// Where workers leave messages for the main loop, and how many jobs are still out. Any
/// thread may post; only the loop takes.
final class Mailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [Message] = []
    private var jobs = 0

    /// Counts a job started: until it finishes, the loop keeps checking for its messages.
    func begin() {
        lock.lock()
        defer { lock.unlock() }
        jobs += 1
    }

    func post(_ message: Message) {
        lock.lock()
        defer { lock.unlock() }
        messages.append(message)
    }

    /// Posts a job's last message (if any) and counts the job finished in one step, so the
    /// loop never sees the job done before its last message is there.
    func finish(with message: Message?) {
        lock.lock()
        defer { lock.unlock() }
        if let message { messages.append(message) }
        jobs -= 1
    }

    /// Every message waiting, oldest first; the box is left empty.
    func take() -> [Message] {
        lock.lock()
        defer { lock.unlock() }
        let taken = messages
        messages = []
        return taken
    }

    /// Whether messages are waiting, and whether jobs are still running.
    var status: (hasMessages: Bool, working: Bool) {
        lock.lock()
        defer { lock.unlock() }
        return (!messages.isEmpty, jobs > 0)
    }
}
