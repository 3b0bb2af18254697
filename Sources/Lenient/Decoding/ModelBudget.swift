import Synchronization

/// The count of a list's elements shared by the chunks that validate it side by side, so
/// that they stop validating, while they go on parsing, once the list is past
/// ``ValidationOptions/maxModels``: a file of tiny elements (60 MB of `{},` is twenty million
/// models) cannot take all the memory first. A chunk adds its elements in batches.
///
/// The shared count is only when to stop early: it also counts the elements of chunks that
/// are dropped later (one begun inside an element, or past a wrapped list's end), so the
/// decoder decides on the elements of the chunks it keeps (``ListChunk/elements``), and
/// validates again a kept chunk that stopped early for a count that was not the list's.
final class ModelBudget: Sendable {
    /// Elements counted by a chunk before it adds them to the shared count.
    static let batch = 4096

    /// At least 1.
    let limit: Int
    private let counted = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = Self.limit(limit)
    }

    /// The limit a requested ``ValidationOptions/maxModels`` means: less than 1 is 1.
    static func limit(_ requested: Int) -> Int {
        max(1, requested)
    }

    /// Adds `count` elements; whether the count is still within the limit.
    func add(_ count: Int) -> Bool {
        counted.add(count, ordering: .relaxed).newValue <= limit
    }
}
