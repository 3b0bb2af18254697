internal import LenientStack

/// Whether the thread validating has stack left for one more nested model.
///
/// A model that contains itself (`var children: [Node]`) is validated one level of the
/// input per call, so the depth it reaches is the input's, up to
/// ``ValidationOptions/maxDepth``. Raised far enough, that depth is more than a thread's stack
/// holds, and the process would die of it. Past ``uncheckedDepth`` levels of models, the
/// thread's stack is looked at: a model nested so deep that validating it would use the
/// second half of the stack gets its defaults, with ``Code/nestedTooDeep``, and so keeps half
/// the stack for what is done with the value afterwards (its record, its JSON, its key
/// paths), which takes less per level than validating it.
@usableFromInline
enum StackGuard {
    /// Levels of models within every thread's stack, however small: below them the stack is
    /// not looked at.
    @usableFromInline static let uncheckedDepth = 8

    /// Whether the current thread has used half its stack or more (or all but 64 KiB, on a
    /// thread whose half is less). The stack's place and size are found once per thread
    /// (`LenientStack`, in C: the thread's attributes, and the address of a frame, which
    /// AddressSanitizer does not move as it may move a Swift local variable).
    @usableFromInline
    static func isLow() -> Bool {
        lenient_stack_is_low() != 0
    }
}
