import Foundation

/// A value worked out the first time it is asked for, then kept: shared by the copies of a
/// catalog (an order runs on a worker with its own copy), and replaced by a fresh one when
/// the catalog changes.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    /// The value, made with `make` the first time.
    func get(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
