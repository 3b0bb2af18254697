/// A parsed JSON value as a flat array of ``JSONNode``s, in document order.
///
/// One tape is reused for every element of a large top-level list, so parsing a file of a
/// million stations keeps only one station's nodes at a time.
///
/// The nodes live in memory the tape manages itself (the tape cannot be copied, and frees it
/// when it ends): appending a node is a store, with no reference counting, uniqueness or
/// exclusivity check, which matters at tens of millions of nodes.
struct JSONTape: ~Copyable {
    private(set) var nodes: PlainStorage<JSONNode>
    /// Indices of the containers still open while parsing, in memory of its own like the
    /// nodes (an array's uniqueness and bounds checks cost per container otherwise).
    private var open: PlainStorage<Int>

    init() {
        nodes = PlainStorage(capacity: 64)
        open = PlainStorage(capacity: 16)
    }

    deinit {
        nodes.release()
        open.release()
    }

    /// Parses one JSON value starting at `offset` (after any whitespace) into a fresh tape.
    ///
    /// - Parameters:
    ///   - bytes: the whole source.
    ///   - offset: where to start; leading whitespace is skipped.
    ///   - maxDepth: the deepest nesting of objects and lists accepted.
    /// - Returns: the offset just past the value.
    /// - Throws: ``JSONSyntaxError`` naming the first problem's offset.
    ///   - enclosingDepth: levels of nesting around the value (1 inside a top-level list).
    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, maxDepth: Int, enclosingDepth: Int = 0) throws(JSONSyntaxError) -> Int {
        nodes.removeAll()
        open.removeAll()
        var scanner = JSONScanner(bytes: bytes, position: offset)
        scanner.skipWhitespace()
        while true {
            // A value.
            guard let byte = scanner.peek() else { throw JSONSyntaxError(.unexpectedEnd, at: scanner.position) }
            let start = scanner.position
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if open.count + enclosingDepth >= maxDepth { throw JSONSyntaxError(.tooDeep, at: start, limit: maxDepth) }
                let isObject = byte == UInt8(ascii: "{")
                open.append(nodes.count)
                nodes.append(JSONNode(kind: isObject ? .object : .array, flags: 0, count: 0, start: start, end: start, next: 0))
                scanner.position += 1
                scanner.skipWhitespace()
                if scanner.peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    scanner.position += 1
                    closeContainer(at: scanner.position)
                    break
                }
                if isObject { try parseKey(&scanner) }
                continue
            case UInt8(ascii: "\""):
                let (end, flags) = try scanner.scanString()
                nodes.append(JSONNode(kind: .string, flags: flags, count: 0, start: start, end: end, next: Int32(nodes.count + 1)))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (end, flags) = try scanner.scanNumber()
                nodes.append(JSONNode(kind: .number, flags: flags, count: 0, start: start, end: end, next: Int32(nodes.count + 1)))
            case UInt8(ascii: "t"):
                try scanner.expectLiteral("true")
                nodes.append(JSONNode(kind: .bool, flags: JSONNode.isTrue, count: 0, start: start, end: scanner.position, next: Int32(nodes.count + 1)))
            case UInt8(ascii: "f"):
                try scanner.expectLiteral("false")
                nodes.append(JSONNode(kind: .bool, flags: 0, count: 0, start: start, end: scanner.position, next: Int32(nodes.count + 1)))
            case UInt8(ascii: "n"):
                try scanner.expectLiteral("null")
                nodes.append(JSONNode(kind: .null, flags: 0, count: 0, start: start, end: scanner.position, next: Int32(nodes.count + 1)))
            default:
                throw JSONSyntaxError(.expectedValue, at: start, found: byte)
            }
            // After a value: a separator, or the end of one or more containers.
            while true {
                guard let parent = open.last else { return scanner.position }
                nodes[parent].count += 1
                scanner.skipWhitespace()
                let isObject = nodes[parent].kind == .object
                guard let byte = scanner.peek() else { throw JSONSyntaxError(.unexpectedEnd, at: scanner.position) }
                if byte == UInt8(ascii: ",") {
                    scanner.position += 1
                    scanner.skipWhitespace()
                    if isObject {
                        try parseKey(&scanner)
                    } else if nodes[parent].count == Self.storedElements {
                        // The rest of a long list is checked now and kept as one node: its
                        // elements are parsed again, one at a time, as they are read.
                        try skimRun(&scanner, ofList: parent, maxDepth: maxDepth, depth: open.count + enclosingDepth)
                        scanner.position += 1
                        closeContainer(at: scanner.position)
                        continue
                    }
                    break
                }
                if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    scanner.position += 1
                    closeContainer(at: scanner.position)
                    continue
                }
                throw JSONSyntaxError(isObject ? .expectedCommaOrObjectEnd : .expectedCommaOrListEnd, at: scanner.position, found: byte)
            }
        }
    }

    /// Elements of a list kept as nodes; the rest become one run node (see ``skimRun``), so a
    /// list of 300,000 price entries costs a few kilobytes of tape instead of 48 MB.
    static let storedElements: UInt32 = 1024

    /// Checks the elements of list `list` from the scanner's position to its end, each parsed
    /// by ``parse(_:from:maxDepth:enclosingDepth:)`` into a tape of its own (so every error is
    /// the one, at the offset, that parsing them here would give), and appends one node that
    /// stands for them: a list node flagged ``JSONNode/isRun``, from the first element's start
    /// to the last one's end, counting them. ``JSONInput/forEachElement(_:)`` reads them.
    /// Leaves the scanner at the list's `]`.
    /// - Parameter depth: levels of nesting around the elements.
    private mutating func skimRun(_ scanner: inout JSONScanner, ofList list: Int, maxDepth: Int, depth: Int) throws(JSONSyntaxError) {
        let start = scanner.position
        var end = start
        var count: UInt32 = 0
        var element = JSONTape()
        while true {
            end = try element.parse(scanner.bytes, from: scanner.position, maxDepth: maxDepth, enclosingDepth: depth)
            count += 1
            scanner.position = end
            scanner.skipWhitespace()
            guard let byte = scanner.peek() else { throw JSONSyntaxError(.unexpectedEnd, at: scanner.position) }
            if byte == UInt8(ascii: "]") { break }
            guard byte == UInt8(ascii: ",") else {
                throw JSONSyntaxError(.expectedCommaOrListEnd, at: scanner.position, found: byte)
            }
            scanner.position += 1
            scanner.skipWhitespace()
        }
        nodes.append(JSONNode(kind: .array, flags: JSONNode.isRun, count: count, start: start, end: end, next: Int32(nodes.count + 1)))
        nodes[list].count += count
    }

    /// Parses `"key" :` and leaves the scanner at the member's value.
    private mutating func parseKey(_ scanner: inout JSONScanner) throws(JSONSyntaxError) {
        guard let byte = scanner.peek() else { throw JSONSyntaxError(.unexpectedEnd, at: scanner.position) }
        guard byte == UInt8(ascii: "\"") else { throw JSONSyntaxError(.expectedKey, at: scanner.position, found: byte) }
        let start = scanner.position
        let (end, flags) = try scanner.scanString()
        nodes.append(JSONNode(kind: .string, flags: flags, count: 0, start: start, end: end, next: Int32(nodes.count + 1)))
        scanner.skipWhitespace()
        guard let colon = scanner.peek() else { throw JSONSyntaxError(.unexpectedEnd, at: scanner.position) }
        guard colon == UInt8(ascii: ":") else { throw JSONSyntaxError(.expectedColon, at: scanner.position, found: colon) }
        scanner.position += 1
        scanner.skipWhitespace()
    }

    /// Closes the innermost open container: the nodes after it are its subtree. The enclosing
    /// container counts it as a member in the caller's loop, as it does any other value.
    private mutating func closeContainer(at end: Int) {
        guard let index = open.popLast() else { return }
        nodes[index].end = end
        nodes[index].next = Int32(nodes.count)
    }

    /// Calls `body` with the parsed value's root; `nil` if nothing has been parsed.
    func withRoot<Result>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (JSONInput) -> Result) -> Result? {
        guard nodes.count > 0 else { return nil }
        return body(JSONInput(nodes: UnsafePointer(nodes.base), index: 0, bytes: bytes))
    }
}

/// A growable array of plain values (nodes, indices) in manually managed memory, owned by one
/// ``JSONTape``: appending is a store, with no reference counting, uniqueness or bounds check.
struct PlainStorage<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    func release() {
        base.deallocate()
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    @inline(__always)
    var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// Forgets every element; plain data needs no deinitialising.
    mutating func removeAll() {
        count = 0
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
