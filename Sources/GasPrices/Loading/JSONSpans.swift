/// Where values lie in a document's bytes, so that a part of it can be read as a document of
/// its own (``DocumentLines``): where a value ends, and which bytes a top-level member holds.
/// Both read bytes the engine has found to be JSON, or stop where they are not.
enum JSONSpans {
    /// The end (past its last byte) of the value that begins at `start`: a string, a list or
    /// an object with all it nests, or a number or word up to the byte that ends it; `nil`
    /// when the bytes end first.
    static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        var index = start
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return stringEnd(bytes, from: index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = stringEnd(bytes, from: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return nil
        default:
            while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
            return index
        }
    }

    /// Whether the value at `start` is an object with no members (`{}`, blanks inside or not).
    static func isEmptyObject(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        isEmpty(bytes, at: start, opener: UInt8(ascii: "{"), closer: UInt8(ascii: "}"))
    }

    /// Where the first element of the list whose `[` is at `start` begins; nil for `[]` or
    /// bytes that end there.
    static func firstElement(ofListAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
        let inside = skipBlanks(bytes, from: start + 1)
        return inside < bytes.count && bytes[inside] != UInt8(ascii: "]") ? inside : nil
    }

    /// Whether the value at `start` is a list with no elements (`[]`, blanks inside or not).
    static func isEmptyList(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        isEmpty(bytes, at: start, opener: UInt8(ascii: "["), closer: UInt8(ascii: "]"))
    }

    private static func isEmpty(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, opener: UInt8, closer: UInt8) -> Bool {
        guard start < bytes.count, bytes[start] == opener else { return false }
        let inside = skipBlanks(bytes, from: start + 1)
        return inside < bytes.count && bytes[inside] == closer
    }

    /// Where the bytes' first value begins, past a byte order mark and blanks.
    static func objectStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        skipBlanks(bytes, from: bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0)
    }

    /// Whether the bytes are one object (past a byte order mark) and blanks, not objects one
    /// per line.
    static func isOneObject(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = skipBlanks(bytes, from: bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0)
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{"), let end = valueEnd(bytes, from: start) else { return false }
        return skipBlanks(bytes, from: end) == bytes.count
    }

    /// The value of the top-level object's member `key` (matched in any case, as the engine
    /// matches keys): its bytes, from its first to its last; `nil` when the document is not
    /// an object or has no such member. `skipping`: bytes of text before the JSON that the
    /// feed passes over (``DocumentSketch/skipped``).
    static func member(_ key: String, in bytes: UnsafeBufferPointer<UInt8>, skipping: Int = 0) -> Range<Int>? {
        let wanted = Array(key.lowercased().utf8)
        let start = skipBlanks(bytes, from: bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0) + skipping
        var found: Range<Int>? = nil
        forEachMember(of: bytes, at: start) { name, value, end in
            guard name.map({ $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }) == wanted else { return true }
            found = end.map { value..<$0 }
            return false
        }
        return found
    }

    /// The members of the object whose `{` is at `start`, in order: each key (its bytes between
    /// the quotes) and where its value begins, the last one also when the bytes end inside it.
    static func memberStarts(of bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> [(key: [UInt8], value: Int)] {
        var members: [(key: [UInt8], value: Int)] = []
        forEachMember(of: bytes, at: start) { key, value, _ in
            members.append((Array(key), value))
            return true
        }
        return members
    }

    /// The members of the object whose `{` is at `start`, in order, as far as their values are
    /// whole: each key (its bytes between the quotes) and its value's bytes.
    static func members(of bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> [(key: [UInt8], value: Range<Int>)] {
        var members: [(key: [UInt8], value: Range<Int>)] = []
        forEachMember(of: bytes, at: start) { key, value, end in
            if let end { members.append((Array(key), value..<end)) }
            return true
        }
        return members
    }

    /// Calls `body` with each member's key (its bytes between the quotes), where its value
    /// begins and where it ends (`nil` for a value the bytes end inside, the last), of the
    /// object whose `{` is at `start`, until `body` returns `false` or the object or the bytes
    /// end.
    private static func forEachMember(of bytes: UnsafeBufferPointer<UInt8>, at start: Int,
                                      _ body: (_ key: UnsafeBufferPointer<UInt8>, _ value: Int, _ end: Int?) -> Bool) {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return }
        forEachMember(of: bytes, from: start + 1, body)
    }

    /// The keys that lead from the document's object to the list that holds the element at
    /// `element`, object within object (each key's bytes between its quotes): `[]` when the
    /// element is in a top-level list, `nil` when no list reached through object keys holds
    /// it (a document of one model, lines) or the bytes end or are not JSON on the way.
    static func keys(toListOf element: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [[UInt8]]? {
        var index = objectStart(in: bytes)
        var keys: [[UInt8]] = []
        while index < element {
            if bytes[index] == UInt8(ascii: "[") {
                // The element must be one of this list's own, not nested in one of them.
                return listHolds(bytes, list: index, element: element) ? keys : nil
            }
            guard bytes[index] == UInt8(ascii: "{") else { return nil }
            var next: Int? = nil
            forEachMember(of: bytes, at: index) { name, value, end in
                guard value <= element else { return false }
                guard let end, end > element else { return true }
                keys.append(Array(name))
                next = value
                return false
            }
            guard let next else { return nil }
            index = next
        }
        return nil
    }

    /// Whether `element` is where one of the elements of the list whose `[` is at `list` begins.
    private static func listHolds(_ bytes: UnsafeBufferPointer<UInt8>, list: Int, element: Int) -> Bool {
        var index = list + 1
        while true {
            index = skipBlanks(bytes, from: index)
            guard index <= element else { return false }
            if index == element { return true }
            guard let end = valueEnd(bytes, from: index), end > index else { return false }
            index = skipBlanks(bytes, from: end)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
            index += 1
        }
    }

    /// The members that come after a wrapped list, level by level outwards: first those of
    /// the object that holds the list (after the list), then those of the object that holds
    /// that object (after it), and so on for `levels` objects, or until the bytes end or are
    /// not JSON there. Each member is its key (its bytes between the quotes) and where its
    /// value begins. Empty when the list does not end with the element that begins at
    /// `lastElement`.
    static func membersAfterList(_ bytes: UnsafeBufferPointer<UInt8>, lastElement: Int, levels: Int) -> [[(key: [UInt8], value: Int)]] {
        guard let end = valueEnd(bytes, from: lastElement) else { return [] }
        var index = skipBlanks(bytes, from: end)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return [] }
        index += 1
        var found: [[(key: [UInt8], value: Int)]] = []
        while found.count < levels {
            var members: [(key: [UInt8], value: Int)] = []
            index = skipBlanks(bytes, from: index)
            var closed = false
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "}") {
                    closed = true
                    index += 1
                    break
                }
                guard bytes[index] == UInt8(ascii: ",") else { break }
                index = skipBlanks(bytes, from: index + 1)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let keyEnd = stringEnd(bytes, from: index) else { break }
                let key = Array(bytes[(index + 1)..<(keyEnd - 1)])
                index = skipBlanks(bytes, from: keyEnd)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { break }
                let valueStart = skipBlanks(bytes, from: index + 1)
                guard valueStart < bytes.count else { break }
                members.append((key, valueStart))
                guard let valueEnd = valueEnd(bytes, from: valueStart), valueEnd > valueStart else { break }
                index = skipBlanks(bytes, from: valueEnd)
            }
            found.append(members)
            guard closed else { break }
        }
        return found
    }

    /// ``forEachMember(of:at:_:)`` from `index`, where a member's key (or blanks before it)
    /// begins.
    private static func forEachMember(of bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                      _ body: (_ key: UnsafeBufferPointer<UInt8>, _ value: Int, _ end: Int?) -> Bool) {
        var index = start
        while true {
            index = skipBlanks(bytes, from: index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let keyEnd = stringEnd(bytes, from: index) else { return }
            let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(keyEnd - 1)])
            index = skipBlanks(bytes, from: keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return }
            let valueStart = skipBlanks(bytes, from: index + 1)
            guard valueStart < bytes.count else { return }
            guard let valueEnd = valueEnd(bytes, from: valueStart), valueEnd > valueStart else {
                _ = body(name, valueStart, nil)
                return
            }
            guard body(name, valueStart, valueEnd) else { return }
            index = skipBlanks(bytes, from: valueEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return }
            index += 1
        }
    }

    /// The first element of the top-level list that is an object with members (`{}` says
    /// nothing of what the list holds): its bytes, to the bytes' end for one they cut (a sketch
    /// reads what there is of it); `nil` when the document is not a list, or the bytes end
    /// before such an element begins.
    static func firstObjectElement(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var index = skipBlanks(bytes, from: bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        while true {
            let start = skipBlanks(bytes, from: index)
            guard start < bytes.count, bytes[start] != UInt8(ascii: "]") else { return nil }
            let end = valueEnd(bytes, from: start)
            if bytes[start] == UInt8(ascii: "{"), !isEmptyObject(bytes, at: start), skipBlanks(bytes, from: start + 1) < bytes.count {
                return start..<(end ?? bytes.count)
            }
            guard let end, end > start else { return nil }
            index = skipBlanks(bytes, from: end)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
    }

    /// The end (past its closing quote) of the string whose opening quote is at `start`.
    private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    private static func skipBlanks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
        return index
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
