/// How a document holds its models, as ``LenientDecoder/decode(_:)`` found it.
public enum DocumentLayout: Sendable, Equatable {
    /// One object (or any other value) is the whole document: one model.
    case single
    /// A top-level list: one model per element.
    case list
    /// A list of objects wrapped in an envelope, under the keys of `path`
    /// (`{"data":{"items":[…]}}` is `data.items`): one model per element.
    case wrapped(path: FieldPath)
    /// Newline-delimited JSON: one model per non-blank line.
    case lines

    /// The key path of a wrapped list, as a key path reads (`data.items`); `nil` otherwise.
    public var listKey: String? {
        if case .wrapped(let path) = self { return path.description }
        return nil
    }

    /// The list's level of nesting: 1 for a top-level list, one more per key of a wrapped
    /// list's path (`data.items` is 3: the root object, `data`, the list).
    var listDepth: Int {
        if case .wrapped(let path) = self { return path.components.count + 1 }
        return 1
    }
}

/// Finds the layout of a document whose first value is an object.
enum LayoutDetector {
    /// What the detector decided, with the offsets the decoder needs.
    enum Found {
        case single
        /// The wrapped list's `[`, its end (past `]`) and its key path.
        case wrapped(open: Int, end: Int, path: FieldPath)
        case lines
    }

    /// Decides how a document that begins with `{` at `start` holds its models:
    /// - **lines** when the first non-blank line is a whole object on its own and the next
    ///   begins with `{`, or holds anything else while the first is a model rather than an
    ///   envelope (or, the first line broken, the next two are whole objects);
    /// - **single** when the object has a key that names one of the model's properties
    ///   (`namesProperty`) before any list of models ends, or when it holds no list;
    /// - **wrapped** otherwise: of the lists that can be reached from the root through object
    ///   keys alone, the first in the document one of whose first 16 elements is an object
    ///   that names a property (`null`, text, `{}` or an object of other keys may come
    ///   before it); with none such, the one with the most object elements (then the most
    ///   elements), the first such on a tie (a list inside a list's element, such as a
    ///   station's own history, is not a candidate). An empty list, or one of things that
    ///   are not objects, is chosen when there is nothing better, so its emptiness can be
    ///   reported.
    ///
    /// A document that is not JSON is **single**, so the decoder reports its syntax error.
    ///
    /// With `claim`, the first list that looks like the models' list (reached through keys,
    /// one of its first 16 elements an object with a key that names a property) is handed to
    /// `claim`, from its first element,
    /// as soon as it is met, to be validated while the layout is still undecided; the walk
    /// goes on past the list's end as `claim` reports it, so the rest of the document is
    /// still checked; only the list `preferredList` names wins over it.
    ///
    /// With `preferredList`, the list whose `[` is there wins over any other, and the
    /// document is neither lines nor one model (a part of a wrapped list read a part at a
    /// time, ``SourceText/listOpen``: the envelope's keys after the list do not make it one).
    static func detect(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, maxDepth: Int,
                       namesProperty: @escaping (String) -> Bool, claim: ListFinder.Claim? = nil,
                       preferredList: Int? = nil) -> Found {
        if preferredList == nil, beginsLines(bytes, start: start, maxDepth: maxDepth, namesProperty: namesProperty) { return .lines }
        var finder = ListFinder(bytes: bytes, maxDepth: maxDepth, namesProperty: namesProperty, preferredList: preferredList)
        guard let best = finder.run(from: start, claim: claim) else { return .single }
        return .wrapped(open: best.open, end: best.end, path: best.path)
    }

    /// Whether the document is one value per line:
    /// - its first non-blank line is a whole JSON object on its own, and the next non-blank
    ///   line begins with `{`, or holds anything else (a line that is not JSON, JSON that is
    ///   not an object) while the first object is a model rather than an envelope around a
    ///   list of them (``isModel(_:_:maxDepth:namesProperty:)``): one JSON value cannot go on
    ///   past its end, so that line is NDJSON's, and its own problem. After an envelope
    ///   (`{"stations": […]}` and a server's trailer) the document stays one value, whose
    ///   syntax error names the line;
    /// - or, the first line broken, the next two lines are whole objects on their own.
    ///
    /// An object whose first member holds a list of objects one per line is not lines: its
    /// first line does not close, and the lines after it end in commas or begin with them.
    static func beginsLines(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, maxDepth: Int,
                            namesProperty: @escaping (String) -> Bool) -> Bool {
        let lines = nonBlankLines(bytes, from: start, limit: 3)
        guard lines.count >= 2 else { return false }
        let opensObject = { (line: Range<Int>) in bytes[line.lowerBound] == UInt8(ascii: "{") }
        if isWholeValue(bytes, lines[0], maxDepth: maxDepth) {
            return opensObject(lines[1]) || isModel(bytes, lines[0], maxDepth: maxDepth, namesProperty: namesProperty)
        }
        // A broken first line: only objects on the next two lines tell.
        return lines.count == 3 && opensObject(lines[1]) && opensObject(lines[2])
            && isWholeValue(bytes, lines[1], maxDepth: maxDepth) && isWholeValue(bytes, lines[2], maxDepth: maxDepth)
    }

    /// The first `limit` lines from `start` that hold more than JSON whitespace, each from its
    /// first byte that is not whitespace to its line feed, or to the end of `bytes` for a last
    /// line without one. ``beginsLines(_:start:maxDepth:namesProperty:)`` decides on them, and
    /// ``DocumentStream`` reads ahead until they are all there, so both see the same lines.
    static func nonBlankLines(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> [Range<Int>] {
        guard let base = bytes.baseAddress else { return [] }
        var lines: [Range<Int>] = []
        var index = start
        while index < bytes.count, lines.count < limit {
            let end = firstNewline(bytes, from: index) ?? bytes.count
            var scanner = JSONScanner(bytes: UnsafeBufferPointer(start: base, count: end), position: index)
            scanner.skipWhitespace()
            if scanner.position < end { lines.append(scanner.position..<end) }
            index = end + 1
        }
        return lines
    }

    /// Whether the whole object in `range` is a model rather than an envelope: a key at its
    /// root names one of the model's properties, or it holds no list that object keys lead to
    /// (what ``ListFinder`` would take for the models' list).
    static func isModel(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, maxDepth: Int,
                        namesProperty: @escaping (String) -> Bool) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var finder = ListFinder(bytes: UnsafeBufferPointer(start: base, count: range.upperBound), maxDepth: maxDepth,
                                namesProperty: namesProperty)
        return finder.run(from: range.lowerBound) == nil
    }

    /// ``JSONSyntaxError/Code/listPerLine`` at the models' list in the first line from
    /// `start`, when that line is an envelope around a list of models (none of its own keys
    /// names a property, and one of its list's first elements does) rather than a model:
    /// lines of such envelopes (a feed's answers logged one per line) would each be read as
    /// one model, every value in them lost, where reading their lists would put every
    /// envelope's other members (a time, a status) on the models of the first alone. A line
    /// with a key that names a property is a model, whatever list of objects it holds.
    static func refuseListPerLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, maxDepth: Int,
                                  namesProperty: @escaping (String) -> Bool) throws(JSONSyntaxError) {
        guard let line = nonBlankLines(bytes, from: start, limit: 1).first, let base = bytes.baseAddress,
              bytes[line.lowerBound] == UInt8(ascii: "{") else { return }
        let lineBytes = UnsafeBufferPointer(start: base, count: line.upperBound)
        var tape = JSONTape()
        guard (try? tape.parse(lineBytes, from: line.lowerBound, maxDepth: maxDepth)) != nil else { return }
        let namesOne = tape.withRoot(lineBytes) { root in
            var found = false
            root.forEachMember { key, _ in found = found || namesProperty(key.decodedText.text) }
            return found
        } ?? true
        guard !namesOne else { return }
        var finder = ListFinder(bytes: lineBytes, maxDepth: maxDepth, namesProperty: namesProperty)
        guard let list = finder.run(from: line.lowerBound), list.namesModel else { return }
        var error = JSONSyntaxError(.listPerLine, at: list.open)
        error.listPath = list.path.description
        throw error
    }

    /// Whether `range` of `bytes` is one JSON value and nothing else but whitespace.
    static func isWholeValue(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, maxDepth: Int) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let line = UnsafeBufferPointer(start: base, count: range.upperBound)
        var tape = JSONTape()
        guard let end = try? tape.parse(line, from: range.lowerBound, maxDepth: maxDepth) else { return false }
        var scanner = JSONScanner(bytes: line, position: end)
        scanner.skipWhitespace()
        return scanner.peek() == nil
    }

    /// The offset of the first line feed at or after `index`.
    static func firstNewline(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        guard index < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + index, 0x0A, bytes.count - index) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks a document's structure without keeping it, to find the list of models that object
/// keys lead to: the first one of whose first elements names a property, else the largest list of
/// objects. Any syntax error ends the walk with no result.
struct ListFinder {
    /// Validates a list whose first element begins at `first`, the list itself at `depth`
    /// levels of nesting, and says where it ends; throws the list's first syntax error.
    typealias Claim = (_ first: Int, _ depth: Int) throws(JSONSyntaxError) -> Claimed

    /// What a claimed list turned out to hold.
    struct Claimed {
        /// Past the list's `]`.
        var end: Int
        var elements: Int
        var objects: Int
    }

    struct Candidate {
        var open: Int
        var end: Int
        var path: FieldPath
        var objects: Int
        var elements: Int
        /// Whether one of its first ``ListFinder/elementsLooked`` elements is an object with a
        /// key that names a property.
        var namesModel = false
        /// Whether it is the list the reader named (``ListFinder/preferredList``).
        var isPreferred = false

        /// Better than `other`, a list before it in the document: when it is the list named;
        /// when its elements name a property of the model and the other's do not (an `errors`
        /// list beside the stations, however long, is not them); of two that do, never (the
        /// first in the document is the models' list, as a document read a part at a time
        /// can only take the first: until 2026-11-28 the larger won, and read in parts a
        /// document gave other stations than read whole); of two that do not, when it has
        /// more objects, then more elements.
        func beats(_ other: Candidate?) -> Bool {
            guard let other else { return true }
            if isPreferred != other.isPreferred { return isPreferred }
            if namesModel != other.namesModel { return namesModel }
            if namesModel { return false }
            return (objects, elements) > (other.objects, other.elements)
        }
    }

    private struct Frame {
        var isObject: Bool
        var start: Int
        /// Whether only object keys lead here from the root.
        var isKeyed: Bool
        /// The key this container is the value of, in an object; its path is the keys of the
        /// frames below it and this one, made only for a list that may be chosen, so that a
        /// deep document costs memory in proportion to its depth, not the depth's square.
        var key: String?
        var objects = 0
        var elements = 0
        var namesModel = false
        /// For a list: where its first element begins.
        var firstElement = 0
        /// For a list: whether ``namesModel`` is decided (see ``elementsLooked``).
        var decided = false
    }

    /// How many of a list's first elements are looked at for one that names a property of
    /// the model: elements that are not objects (`null`, text), or objects that name none
    /// (`{}`), may come before the first station of a list of stations.
    static let elementsLooked = 16

    /// The key path to the innermost container of `stack`, made of the frames' keys.
    private static func path(of stack: [Frame]) -> FieldPath {
        FieldPath(stack.dropFirst().map { .key($0.key ?? "") })
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    let namesProperty: (String) -> Bool
    /// The offset of the `[` of the list that wins over any other, when the reader knows it.
    let preferredList: Int?

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, namesProperty: @escaping (String) -> Bool, preferredList: Int? = nil) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.namesProperty = namesProperty
        self.preferredList = preferredList
    }

    /// The best candidate, or `nil` for a single model (or a document that is not JSON).
    mutating func run(from start: Int, claim: Claim? = nil) -> Candidate? {
        do {
            return try walk(from: start, claim: claim)
        } catch {
            return nil
        }
    }

    private func walk(from start: Int, claim: Claim?) throws(JSONSyntaxError) -> Candidate? {
        var scanner = JSONScanner(bytes: bytes, position: start)
        var stack: [Frame] = []
        var best: Candidate? = nil
        // Only one list is claimed: the first that looks like the models' list.
        var claim = claim
        // The key of the member being read, at the root object's level and below it.
        var pendingKey: String? = nil
        while true {
            scanner.skipWhitespace()
            guard let byte = scanner.peek() else { throw JSONSyntaxError(.unexpectedEnd, at: scanner.position) }
            let valueStart = scanner.position
            if let index = stack.indices.last, !stack[index].isObject {
                stack[index].elements += 1
                if byte == UInt8(ascii: "{") { stack[index].objects += 1 }
                // A list reached through keys: does one of its first elements name a
                // property? The first list that does is claimed, from its first element.
                if index > 0, stack[index].isKeyed, !stack[index].decided {
                    if byte == UInt8(ascii: "{"), startsModel(at: valueStart) {
                        stack[index].namesModel = true
                        stack[index].decided = true
                        if let claimList = claim {
                            claim = nil
                            let claimed = try claimList(stack[index].firstElement, stack.count)
                            stack[index].elements = claimed.elements
                            stack[index].objects = claimed.objects
                            scanner.position = claimed.end
                            close(&stack, at: claimed.end, best: &best)
                            if try afterValue(&scanner, &stack, &pendingKey, &best) { return best }
                            continue
                        }
                    } else if stack[index].elements >= Self.elementsLooked {
                        stack[index].decided = true
                    }
                }
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < maxDepth else { throw JSONSyntaxError(.tooDeep, at: valueStart, limit: maxDepth) }
                let isObject = byte == UInt8(ascii: "{")
                var isKeyed = stack.isEmpty
                var key: String? = nil
                if let parent = stack.last, parent.isObject, parent.isKeyed, let pendingKey {
                    isKeyed = true
                    key = pendingKey
                }
                stack.append(Frame(isObject: isObject, start: valueStart, isKeyed: isKeyed, key: key))
                scanner.position += 1
                scanner.skipWhitespace()
                if scanner.peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    scanner.position += 1
                    close(&stack, at: scanner.position, best: &best)
                } else {
                    if isObject {
                        let key = try scanner.readKey()
                        // The root names a property of the model: it is one model.
                        if stack.count == 1, namesProperty(key) { return nil }
                        pendingKey = key
                    } else {
                        stack[stack.count - 1].firstElement = scanner.position
                    }
                    continue
                }
            case UInt8(ascii: "\""):
                _ = try scanner.scanString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try scanner.scanNumber()
            case UInt8(ascii: "t"): try scanner.expectLiteral("true")
            case UInt8(ascii: "f"): try scanner.expectLiteral("false")
            case UInt8(ascii: "n"): try scanner.expectLiteral("null")
            default: throw JSONSyntaxError(.expectedValue, at: valueStart, found: byte)
            }
            if try afterValue(&scanner, &stack, &pendingKey, &best) { return best }
        }
    }

    /// Reads what follows a value: a separator (and the next member's key), or the end of
    /// one or more containers. Whether the document's value has ended.
    private func afterValue(_ scanner: inout JSONScanner, _ stack: inout [Frame], _ pendingKey: inout String?,
                            _ best: inout Candidate?) throws(JSONSyntaxError) -> Bool {
        while true {
            guard let top = stack.last else {
                scanner.skipWhitespace()
                if let trailing = scanner.peek() { throw JSONSyntaxError(.trailingCharacters, at: scanner.position, found: trailing) }
                return true
            }
            scanner.skipWhitespace()
            guard let next = scanner.peek() else { throw JSONSyntaxError(.unexpectedEnd, at: scanner.position) }
            if next == UInt8(ascii: ",") {
                scanner.position += 1
                scanner.skipWhitespace()
                if top.isObject {
                    let key = try scanner.readKey()
                    // The root names a property of the model: it is one model, unless a list
                    // of models came before the key (read a part at a time, that list is
                    // read before the key is met; until 2026-11-28 read whole it was one model).
                    if stack.count == 1, preferredList == nil, best?.namesModel != true, namesProperty(key) {
                        best = nil
                        return true
                    }
                    pendingKey = key
                }
                return false
            }
            if next == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                scanner.position += 1
                close(&stack, at: scanner.position, best: &best)
                continue
            }
            throw JSONSyntaxError(top.isObject ? .expectedCommaOrObjectEnd : .expectedCommaOrListEnd, at: scanner.position, found: next)
        }
    }

    /// Whether an object that names one of the model's properties by one of its keys begins
    /// at `offset`. Any key, not only the first: a feed's stations often begin with a key of
    /// their own (`"id"`), and a list not claimed is read whole.
    private func startsModel(at offset: Int) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "{") else { return false }
        var scanner = JSONScanner(bytes: bytes, position: offset + 1)
        var tape = JSONTape()
        while true {
            scanner.skipWhitespace()
            guard scanner.peek() == UInt8(ascii: "\""), let key = try? scanner.readKey() else { return false }
            if namesProperty(key) { return true }
            scanner.skipWhitespace()
            guard let end = try? tape.parse(bytes, from: scanner.position, maxDepth: maxDepth) else { return false }
            scanner.position = end
            scanner.skipWhitespace()
            guard scanner.peek() == UInt8(ascii: ",") else { return false }
            scanner.position += 1
        }
    }

    /// Closes the innermost container; a list reached through keys alone is a candidate.
    private func close(_ stack: inout [Frame], at end: Int, best: inout Candidate?) {
        guard let frame = stack.last else { return }
        defer { stack.removeLast() }
        guard !frame.isObject, frame.isKeyed, stack.count > 1 else { return }
        var candidate = Candidate(open: frame.start, end: end, path: FieldPath(), objects: frame.objects, elements: frame.elements,
                                  namesModel: frame.namesModel, isPreferred: frame.start == preferredList)
        guard candidate.beats(best) else { return }
        candidate.path = Self.path(of: stack)
        best = candidate
    }
}
