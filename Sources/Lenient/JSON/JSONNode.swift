/// One value of a parsed document, stored flat in a ``JSONTape``.
///
/// Containers are followed by their contents in document order (for objects: key, value,
/// key, value…); `next` is the index just past the whole subtree, so a reader skips a
/// value without walking it. Strings and numbers keep only their byte range: they are
/// decoded when, and as, the declared type asks.
@usableFromInline
struct JSONNode: BitwiseCopyable {
    // Constants, inlinable: the modules declaring models read them in specialised code.
    /// Bits of `flags` for strings.
    @inlinable static var hasEscapes: UInt8 { 1 << 0 }
    @inlinable static var hasNonASCII: UInt8 { 1 << 1 }
    @inlinable static var hasControls: UInt8 { 1 << 2 }
    /// Bits of `flags` for numbers.
    @inlinable static var isInteger: UInt8 { 1 << 0 }
    @inlinable static var isNegative: UInt8 { 1 << 1 }
    /// Bit of `flags` for bools.
    @inlinable static var isTrue: UInt8 { 1 << 0 }
    /// Bit of `flags` for a list node that is no value but stands for the rest of a long
    /// list's elements, from `start` to `end` (see ``JSONTape/storedElements``).
    @inlinable static var isRun: UInt8 { 1 << 7 }

    @usableFromInline var kind: JSONKind
    @usableFromInline var flags: UInt8
    /// Members (objects) or elements (lists); 0 for scalars.
    @usableFromInline var count: UInt32
    /// Byte offset of the value's first byte (the opening quote of a string).
    @usableFromInline var start: Int
    /// Byte offset just past the value's last byte.
    @usableFromInline var end: Int
    /// Index of the node after this value's subtree.
    @usableFromInline var next: Int32
}
