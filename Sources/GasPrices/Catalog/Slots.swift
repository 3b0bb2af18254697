import Dispatch
import Foundation

/// The results of work split over several threads, one slot each, each written by one
/// thread: ``make(_:_:)`` runs the parts on every core and returns their results in order.
public final class Slots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    private init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    private func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// `part(0)`…`part(count - 1)`, run side by side, in order.
    public static func make(_ count: Int, _ part: @Sendable (Int) -> Value) -> [Value] {
        let results = Slots(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { number in
            results.set(number, part(number))
        }
        results.lock.lock()
        defer { results.lock.unlock() }
        return results.slots.compactMap { $0 }
    }
}
