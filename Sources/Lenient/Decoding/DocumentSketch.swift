/// What a document's first bytes say about its shape, enough to tell one feed's documents
/// from another's without parsing the whole: the keys of its top-level object (or of the
/// first object of a top-level list), and, for each of those members that holds an object
/// or a list whose first element is an object, that object's keys.
///
/// Only the first ``limit`` bytes are read; a document cut there gives the keys read so
/// far, those of a member's object cut there included. Text before the document's JSON (a warning a server printed, say: see
/// ``LeadingText``) is skipped, and its length kept in ``skipped``.
public struct DocumentSketch: Sendable, Equatable {
    public enum Root: Sendable, Equatable {
        case object, list, other
    }

    public var root: Root
    /// Keys of the top-level object, in order; of the list's first object for a list.
    public var keys: [String] = []
    /// For each member (of the object ``keys`` come from) that holds an object, or a list
    /// whose first element is an object: that object's keys, in order.
    public var members: [String: [String]] = [:]
    /// The text of each member of the top-level object that holds text, a number or a bool
    /// (`"Fecha": "10/03/2022 13:52:39"` → `Fecha`: `10/03/2022 13:52:39`), and of each
    /// such member of an object under it, by its dotted path (`status.error`): a document's
    /// own facts, such as the time of a whole list or an error flag, that no station holds.
    public var scalars: [String: String] = [:]
    /// Bytes before the document's JSON (see ``LeadingText``) that are not whitespace.
    public var skipped = 0

    /// How many bytes a sketch reads at most.
    public static let limit = 1 << 18

    public init(root: Root, keys: [String] = [], members: [String: [String]] = [:], skipped: Int = 0) {
        self.root = root
        self.keys = keys
        self.members = members
        self.skipped = skipped
    }

    /// The sketch of `source`'s first `limit` bytes (``limit`` unless given: a caller that
    /// holds the whole document may read all of it, to reach members after a long list).
    public init(_ source: SourceText, limit: Int = DocumentSketch.limit) {
        root = .other
        let prefix = min(source.count, max(0, limit))
        let result = source.withBytes { whole -> DocumentSketch in
            var scanner = JSONScanner(bytes: UnsafeBufferPointer(rebasing: whole[0..<prefix]), position: 0)
            if prefix >= 3, whole[0] == 0xEF, whole[1] == 0xBB, whole[2] == 0xBF { scanner.position = 3 }
            scanner.skipWhitespace()
            let first = scanner.position
            if let byte = scanner.peek(), byte != UInt8(ascii: "{"), byte != UInt8(ascii: "[") {
                scanner.position = LeadingText.valueStart(in: scanner.bytes, from: first) ?? scanner.bytes.count
            }
            var sketch = DocumentSketch(root: .other, skipped: scanner.peek() == nil ? 0 : scanner.position - first)
            switch scanner.peek() {
            case UInt8(ascii: "{"):
                sketch.root = .object
                Self.readObject(&scanner, into: &sketch, keepingScalars: true)
            case UInt8(ascii: "["):
                sketch.root = .list
                scanner.position += 1
                scanner.skipWhitespace()
                if scanner.peek() == UInt8(ascii: "{") { Self.readObject(&scanner, into: &sketch) }
            default:
                sketch.skipped = 0
            }
            return sketch
        }
        self = result
    }

    /// The text of the top-level member `key`, or of `object.key` (matched in any case),
    /// when it holds text, a number or a bool within the bytes read.
    public func scalar(_ key: String) -> String? {
        if let value = scalars[key] { return value }
        let folded = key.lowercased()
        return scalars.first { $0.key.lowercased() == folded }?.value
    }

    /// The keys of the object at the scanner, and its members' keys; stops quietly where the
    /// bytes end or stop being JSON.
    private static func readObject(_ scanner: inout JSONScanner, into sketch: inout DocumentSketch, keepingScalars: Bool = false) {
        do {
            try forEachKey(&scanner) { key, scanner throws(JSONSyntaxError) in
                sketch.keys.append(key)
                switch scanner.peek() {
                case UInt8(ascii: "{"):
                    // Kept also when the object is cut at the limit: a first station larger
                    // than the bytes read still says what it holds.
                    var inner: [String] = []
                    defer { sketch.members[key] = inner }
                    try forEachKey(&scanner) { innerKey, scanner throws(JSONSyntaxError) in
                        inner.append(innerKey)
                        let value = try readScalar(&scanner)
                        if keepingScalars, let value { sketch.scalars[key + "." + innerKey] = value }
                    }
                case UInt8(ascii: "["):
                    // The list's first object's keys; the rest of the list is skipped.
                    let open = scanner.position
                    scanner.position += 1
                    scanner.skipWhitespace()
                    if scanner.peek() == UInt8(ascii: "{") {
                        var inner: [String] = []
                        defer { sketch.members[key] = inner }
                        try forEachKey(&scanner) { key, scanner throws(JSONSyntaxError) in
                            inner.append(key)
                            try skipValue(&scanner)
                        }
                    }
                    scanner.position = open
                    try skipValue(&scanner)
                default:
                    let value = try readScalar(&scanner)
                    if keepingScalars, let value { sketch.scalars[key] = value }
                }
            }
        } catch {
            // A document cut at the limit, or not JSON there: what was read stands.
        }
    }

    /// Reads past the value at the scanner: the text of a string (decoded), a number or a
    /// bool; `nil` for `null`, an object or a list.
    private static func readScalar(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> String? {
        let start = scanner.position
        if scanner.peek() == UInt8(ascii: "\"") {
            let (end, flags) = try scanner.scanString()
            scanner.position = end
            return JSONStringDecoder.decode(UnsafeBufferPointer(rebasing: scanner.bytes[(start + 1)..<(end - 1)]), flags: flags).text
        }
        try skipValue(&scanner)
        guard let byte = scanner.bytes[start...].first, byte != UInt8(ascii: "n"), byte != UInt8(ascii: "{"),
              byte != UInt8(ascii: "[") else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.position]), as: UTF8.self)
    }

    /// Calls `body` with each key of the object at the scanner, the scanner at the key's
    /// value, which `body` must read past; leaves the scanner after the object.
    private static func forEachKey(_ scanner: inout JSONScanner,
                                   _ body: (String, inout JSONScanner) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        scanner.position += 1
        scanner.skipWhitespace()
        if scanner.peek() == UInt8(ascii: "}") {
            scanner.position += 1
            return
        }
        while true {
            scanner.skipWhitespace()
            let key = try scanner.readKey()
            scanner.skipWhitespace()
            try body(key, &scanner)
            scanner.skipWhitespace()
            switch scanner.peek() {
            case UInt8(ascii: ","): scanner.position += 1
            case UInt8(ascii: "}"):
                scanner.position += 1
                return
            case let byte?: throw JSONSyntaxError(.expectedCommaOrObjectEnd, at: scanner.position, found: byte)
            case nil: throw JSONSyntaxError(.unexpectedEnd, at: scanner.position)
            }
        }
    }

    /// Moves the scanner past the value at it, nested or not, without checking its grammar
    /// beyond strings.
    private static func skipValue(_ scanner: inout JSONScanner) throws(JSONSyntaxError) {
        var depth = 0
        repeat {
            scanner.skipWhitespace()
            guard let byte = scanner.peek() else { throw JSONSyntaxError(.unexpectedEnd, at: scanner.position) }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                scanner.position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                scanner.position += 1
            case UInt8(ascii: "\""):
                scanner.position = try scanner.scanString().end
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                scanner.position += 1
            default:
                // A number or a literal: up to the next delimiter.
                scanner.position += 1
                while let next = scanner.peek(), !Self.delimiters.contains(next) { scanner.position += 1 }
            }
        } while depth > 0
    }

    private static let delimiters: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"),
                                                 0x20, 0x0A, 0x0D, 0x09]

    /// Whether the top-level keys include every one of `keys` (in any case).
    public func has(_ keys: String...) -> Bool {
        let lower = Set(self.keys.map { $0.lowercased() })
        return keys.allSatisfy { lower.contains($0.lowercased()) }
    }

    /// Whether member `member`'s object (or its list's first object) has every one of `keys`
    /// (in any case).
    public func member(_ member: String, has keys: String...) -> Bool {
        guard let inner = members.first(where: { $0.key.lowercased() == member.lowercased() })?.value else { return false }
        let lower = Set(inner.map { $0.lowercased() })
        return keys.allSatisfy { lower.contains($0.lowercased()) }
    }
}
