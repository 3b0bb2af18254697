/// One value of a parsed document, stored flat in a ``JSONTape``.
///
/// Containers are followed by their contents in document order (for objects: key, value,
/// key, value…); `next` is the index just past the whole subtree, so a reader skips a
/// value without walking it. Strings and numbers keep only their byte range: they are
/// decoded when, and as, the declared type asks.
struct JSONNode {
    /// Bits of `flags` for strings.
    static let hasEscapes: UInt8 = 1 << 0
    static let hasNonASCII: UInt8 = 1 << 1
    static let hasControls: UInt8 = 1 << 2
    /// Bits of `flags` for numbers.
    static let isInteger: UInt8 = 1 << 0
    static let isNegative: UInt8 = 1 << 1
    /// Bit of `flags` for bools.
    static let isTrue: UInt8 = 1 << 0
    /// Bit of `flags` for a list node that is no value but stands for the rest of a long
    /// list's elements, from `start` to `end` (see ``JSONTape/storedElements``).
    static let isRun: UInt8 = 1 << 7

    var kind: JSONKind
    var flags: UInt8
    /// Members (objects) or elements (lists); 0 for scalars.
    var count: UInt32
    /// Byte offset of the value's first byte (the opening quote of a string).
    var start: Int
    /// Byte offset just past the value's last byte.
    var end: Int
    /// Index of the node after this value's subtree.
    var next: Int32
}
