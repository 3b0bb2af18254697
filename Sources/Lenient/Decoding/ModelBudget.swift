import Synchronization

/// How many models one list read whole may still make (``ValidationOptions/maxModels``),
/// shared by the chunks that validate it side by side. A chunk counts its elements in
/// batches and stops validating, while it goes on parsing, once the list is over the limit:
/// a file of tiny elements (60 MB of `{},` is twenty million models) cannot take all the
/// memory, and its syntax is still checked to the end.
final class ModelBudget: Sendable {
    /// Elements counted by a chunk before it adds them to the shared count.
    static let batch = 4096

    let limit: Int
    private let counted = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds `count` elements; whether the list is still within the limit.
    func add(_ count: Int) -> Bool {
        counted.add(count, ordering: .relaxed).newValue <= limit
    }

    /// Whether the elements counted are more than the limit. (A chunk validated again from
    /// where the one before it really ended counts its elements again: only a list within a
    /// chunk's length of the limit can be counted over it.)
    var isExceeded: Bool {
        counted.load(ordering: .relaxed) > limit
    }
}
