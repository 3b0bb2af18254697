/// One value of the source, as a validator sees it: its kind, its exact text, and readers
/// for its decoded content.
///
/// An input is a view into the document being validated: it is valid only during the
/// validation call that received it and must not be stored.
public struct JSONInput {
    // Read by the inlinable walks below, which the modules declaring models specialise.
    @usableFromInline let nodes: UnsafePointer<JSONNode>
    @usableFromInline let index: Int
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>

    @inlinable
    init(nodes: UnsafePointer<JSONNode>, index: Int, bytes: UnsafeBufferPointer<UInt8>) {
        self.nodes = nodes
        self.index = index
        self.bytes = bytes
    }

    @inlinable
    var node: JSONNode { nodes[index] }

    /// The value's JSON kind.
    @inlinable
    public var kind: JSONKind { nodes[index].kind }

    /// Byte offset of the value in the source.
    @inlinable
    public var offset: Int { nodes[index].start }

    /// The value's bytes exactly as in the source (strings with their quotes).
    public var rawBytes: UnsafeBufferPointer<UInt8> {
        let node = nodes[index]
        return UnsafeBufferPointer(rebasing: bytes[node.start..<node.end])
    }

    /// The value exactly as it appears in the source, for the record.
    public var rawText: String { String(decoding: rawBytes, as: UTF8.self) }

    /// For a bool, its value.
    public var bool: Bool? {
        let node = nodes[index]
        return node.kind == .bool ? node.flags & JSONNode.isTrue != 0 : nil
    }

    /// For a number, whether it is written as an integer (no fraction, no exponent).
    public var isIntegerLiteral: Bool { nodes[index].flags & JSONNode.isInteger != 0 }

    /// For a string, its content bytes between the quotes, still escaped.
    var stringContent: UnsafeBufferPointer<UInt8> {
        let node = nodes[index]
        return UnsafeBufferPointer(rebasing: bytes[(node.start + 1)..<(node.end - 1)])
    }

    /// For a string: whether it is plain ASCII without escapes or control characters, so its
    /// bytes are its text.
    var isPlainASCII: Bool { nodes[index].flags == 0 }

    /// For a string, its decoded text and whether invalid UTF-8 or a lone surrogate had to be
    /// replaced with U+FFFD.
    public var decodedText: (text: String, repaired: Bool) {
        JSONStringDecoder.decode(stringContent, flags: nodes[index].flags)
    }

    /// For a number, the value as a `Double` (infinite when beyond its range).
    public var doubleValue: Double { NumberParser.double(fromJSON: rawBytes) }

    /// Calls `body` with each element of a list; nothing for any other kind.
    @inlinable @inline(__always)
    public func forEachElement(_ body: (JSONInput) -> Void) {
        let node = nodes[index]
        guard node.kind == .array else { return }
        var child = index + 1
        let end = Int(node.next)
        while child < end {
            if nodes[child].flags == JSONNode.isRun, nodes[child].kind == .array {
                forEachElement(ofRun: nodes[child], body)
            } else {
                body(JSONInput(nodes: nodes, index: child, bytes: bytes))
            }
            child = Int(nodes[child].next)
        }
    }

    /// Calls `body` with each element of the rest of a long list (``JSONNode/isRun``), each
    /// parsed into a tape of its own when its turn comes: the parse that made the run has
    /// checked them already. Not inlinable: the inlinable walk above calls it for the
    /// run only, and the tape it parses into stays internal.
    @usableFromInline
    func forEachElement(ofRun run: JSONNode, _ body: (JSONInput) -> Void) {
        var tape = JSONTape()
        var scanner = JSONScanner(bytes: bytes, position: run.start)
        for _ in 0..<run.count {
            guard let end = try? tape.parse(bytes, from: scanner.position, maxDepth: Int.max) else { return }
            _ = tape.withRoot(bytes) { body($0) }
            scanner.position = end
            scanner.skipWhitespace()
            if scanner.peek() == UInt8(ascii: ",") { scanner.position += 1 }
        }
    }

    /// Calls `body` with each member of an object, key and value, in document order;
    /// nothing for any other kind.
    @inlinable @inline(__always)
    public func forEachMember(_ body: (_ key: JSONInput, _ value: JSONInput) -> Void) {
        let node = nodes[index]
        guard node.kind == .object else { return }
        var child = index + 1
        for _ in 0..<node.count {
            let key = JSONInput(nodes: nodes, index: child, bytes: bytes)
            let value = JSONInput(nodes: nodes, index: child + 1, bytes: bytes)
            body(key, value)
            child = Int(nodes[child + 1].next)
        }
    }

    /// The number of elements or members; 0 for any other kind.
    @inlinable
    public var count: Int { Int(nodes[index].count) }
}
