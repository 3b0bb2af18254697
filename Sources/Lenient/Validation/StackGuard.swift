#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
    /// thread whose half is less).
    @usableFromInline
    static func isLow() -> Bool {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return here < limit()
    }

    /// The address below which the current thread's stack counts as low, found once per
    /// thread; 0 where the thread's stack cannot be told (nothing is low then).
    private static func limit() -> UInt {
        if let kept = pthread_getspecific(key) { return UInt(bitPattern: kept) - 1 }
        var limit: UInt = 0
        var attributes = pthread_attr_t()
        if let getAttributes, getAttributes(pthread_self(), &attributes) == 0 {
            var address: UnsafeMutableRawPointer? = nil
            var size = 0
            if pthread_attr_getstack(&attributes, &address, &size) == 0, let address, size > 0 {
                // The stack grows down from `address + size` to `address`.
                let low = UInt(bitPattern: address)
                limit = low + UInt(max(size / 2, min(size, 64 << 10)))
            }
            pthread_attr_destroy(&attributes)
        }
        // Kept plus one, so that a limit of 0 is told from a thread not yet looked at.
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: limit + 1))
        return limit
    }

    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32

    /// glibc's `pthread_getattr_np`, which the C library's headers declare only to C built
    /// with `_GNU_SOURCE`: the attributes of a running thread, its stack's place and size
    /// among them. `nil` where the C library has none.
    private static let getAttributes: GetAttributes? = {
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetAttributes.self)
    }()

    /// The key of each thread's limit, plus one.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
