import Lenient

/// Every feed `gasprices` reads, and how a document's feed is told.
public enum Feeds {
    /// The feeds, the sample's first; detection asks the others in this order.
    public static let all: [any Feed.Type] = [SampleFeed.self, TankerkoenigFeed.self, SpainFeed.self, MyGasFeedFeed.self, UKFeed.self, NSWFeed.self, FranceFeed.self]

    /// The feed named `name` (in any case), or `nil`.
    public static func named(_ name: String) -> (any Feed.Type)? {
        all.first { $0.name == name.lowercased() }
    }

    /// The feed whose documents have `sketch`'s shape; the sample's when none recognizes it.
    public static func detect(_ sketch: DocumentSketch) -> any Feed.Type {
        all.first { $0.recognizes(sketch) } ?? SampleFeed.self
    }

    /// The feed of `source`, whose first bytes look like `sketch`: a list whose first object
    /// is a whole answer of a feed (``Feed/isAnswer(_:)``) is a list of that feed's answers;
    /// otherwise as ``detect(_:)`` tells; a list whose first element is not an object
    /// (`[null, {…}]`) as a list that began with its first object; for lines whose first
    /// is not a whole object (`null`, a line cut short) that no feed recognizes, as the first
    /// whole line tells; and for an object that no feed recognizes, by the first station of
    /// its members keyed by id (``keyedSketch(of:sketch:)``), else by the first object of its
    /// first list under object keys (``wrappedListSketch(of:sketch:)``): an answer, or a
    /// station.
    public static func detect(_ sketch: DocumentSketch, of source: SourceText) -> any Feed.Type {
        let object = firstObject(of: source, sketch: sketch)
        if let object, let feed = all.first(where: { $0.isAnswer(object) }) { return feed }
        let feed = detect(sketch)
        guard feed.name == SampleFeed.name else { return feed }
        if sketch.keys.isEmpty, let object {
            let listed = detect(DocumentSketch(root: .list, keys: object.keys, members: object.members, skipped: sketch.skipped))
            if listed.name != SampleFeed.name { return listed }
        }
        if let rest = DocumentLines.fromFirstWholeLine(source) { return detect(DocumentSketch(rest)) }
        if let keyed = keyedSketch(of: source, sketch: sketch), case let found = detect(keyed), found.name != SampleFeed.name { return found }
        // Stations keyed by id under a key no feed's answers use (`{"data": {"k1": {…}}}`, as
        // a database's export keeps them): told by the first station, as a list of them is.
        for (_, keys) in keyedMembers(of: source, sketch: sketch) {
            let found = detect(DocumentSketch(root: .list, keys: keys, members: [:], skipped: sketch.skipped))
            if found.name != SampleFeed.name { return found }
        }
        let wrapped = wrappedList(of: source, sketch: sketch)
        // Answers gathered in a list under an envelope's key (`{"log": [answers]}`).
        if let wrapped, case let answer = answerSketch(wrapped.element, plain: wrapped.first),
           let found = all.first(where: { $0.isAnswer(answer) }) {
            return found
        }
        if let listed = wrapped?.first {
            let found = detect(DocumentSketch(root: .list, keys: listed.keys, members: listed.members, skipped: sketch.skipped))
            // An envelope one of whose own keys names a property of the feed's stations is
            // one of them to the engine, not the list around them: the sample's, as before.
            let names = (found as? any StreamableFeed.Type).map { $0.namesProperty($0.options(for: source)) }
            if !sketch.keys.contains(where: { names?($0) ?? false }) { return found }
        }
        return feed
    }

    /// For an object that holds a list of objects under object keys alone (`{"data": [{…}]}`,
    /// `{"response": {"items": [{…}]}}`: a feed's stations put in an envelope of another's),
    /// the sketch of the first such list's first object, within the first bytes a sketch
    /// reads: a list of them says what they are as a list of the same stations does. A list
    /// inside a list's element is not looked in, as the engine never takes one for the
    /// wrapped list. `nil` when there is none.
    static func wrappedListSketch(of source: SourceText, sketch: DocumentSketch) -> DocumentSketch? {
        wrappedList(of: source, sketch: sketch)?.first
    }

    /// The list ``wrappedListSketch(of:sketch:)`` finds: where its `[` is, the keys of its
    /// path, the sketch of its first object and that object's bytes (to the head's end).
    static func wrappedList(of source: SourceText, sketch: DocumentSketch) -> (open: Int, path: [String], first: DocumentSketch, element: SourceText)? {
        guard sketch.root == .object else { return nil }
        return source.withBytes { bytes -> (open: Int, path: [String], first: DocumentSketch, element: SourceText)? in
            let head = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, DocumentSketch.limit)])
            func firstList(inObjectAt start: Int, path: [String]) -> (open: Int, path: [String], first: DocumentSketch, element: SourceText)? {
                guard path.count < wrappedListDepth else { return nil }
                for member in JSONSpans.memberStarts(of: head, at: start) {
                    switch head[member.value] {
                    case UInt8(ascii: "["):
                        let list = UnsafeBufferPointer(rebasing: head[member.value...])
                        guard let element = JSONSpans.firstObjectElement(in: list) else { continue }
                        let key = String(decoding: member.key, as: UTF8.self)
                        let text = SourceText(name: source.name, bytes: Array(list[element]))
                        return (member.value, path + [key], DocumentSketch(text), text)
                    case UInt8(ascii: "{"):
                        if let found = firstList(inObjectAt: member.value, path: path + [String(decoding: member.key, as: UTF8.self)]) { return found }
                    default:
                        continue
                    }
                }
                return nil
            }
            return firstList(inObjectAt: JSONSpans.objectStart(in: head) + sketch.skipped, path: [])
        }
    }

    /// How many objects deep ``wrappedListSketch(of:sketch:)`` looks for a list.
    static let wrappedListDepth = 8

    /// For an object whose members hold stations keyed by their ids (`{"stations": {"s1":
    /// {…}, "s2": {…}}}`), its sketch with each such member's keys those of its first
    /// station (its first value that is an object with members, within the first bytes a
    /// sketch reads, cut there or not), as a list of them would give; `nil` when no member
    /// holds objects keyed so. One pass over the members, and one over each one's values.
    static func keyedSketch(of source: SourceText, sketch: DocumentSketch) -> DocumentSketch? {
        let found = keyedMembers(of: source, sketch: sketch)
        guard !found.isEmpty else { return nil }
        var keyed = sketch
        for (key, keys) in found { keyed.members[key] = keys }
        return keyed
    }

    /// The members of the top-level object that hold objects keyed by ids, each with its
    /// first such object's keys, in document order (see ``keyedSketch(of:sketch:)``).
    static func keyedMembers(of source: SourceText, sketch: DocumentSketch) -> [(key: String, keys: [String])] {
        guard sketch.root == .object, !sketch.members.isEmpty else { return [] }
        var found: [(key: String, keys: [String])] = []
        source.withBytes { bytes in
            let head = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, DocumentSketch.limit)])
            let start = JSONSpans.objectStart(in: head) + sketch.skipped
            for member in JSONSpans.memberStarts(of: head, at: start) where head[member.value] == UInt8(ascii: "{") {
                let key = String(decoding: member.key, as: UTF8.self)
                guard sketch.members[key] != nil else { continue }
                for inner in JSONSpans.memberStarts(of: head, at: member.value) where head[inner.value] == UInt8(ascii: "{") {
                    let station = DocumentSketch(SourceText(name: source.name, bytes: Array(head[inner.value...])))
                    guard !station.keys.isEmpty else { continue }
                    found.append((key, station.keys))
                    break
                }
            }
        }
        return found
    }

    /// Whether `source`, whose first bytes look like `sketch`, is a list whose elements are each
    /// a whole answer of `feed`'s: its first object is one (``Feed/isAnswer(_:)``). Asked alike
    /// of a document read whole and of a stream's first bytes.
    /// A list of them wrapped in an envelope of no feed's (`{"log": [answers]}`) is told by its
    /// first object as well (``wrappedListSketch(of:sketch:)``).
    static func holdsAnswers(_ source: SourceText, sketch: DocumentSketch, feed: any Feed.Type) -> Bool {
        if let object = firstObject(of: source, sketch: sketch) { return feed.isAnswer(object) }
        guard sketch.root == .object, !all.contains(where: { $0.isAnswer(sketch) }),
              let wrapped = wrappedList(of: source, sketch: sketch) else { return false }
        return feed.isAnswer(answerSketch(wrapped.element, plain: wrapped.first))
    }

    /// The sketch a list's first object, `object` (sketched `plain`), is told by as an answer:
    /// its own, or where it holds stations keyed by id (the UK's `{"stations": {"gb1": {…}}}`),
    /// with its members' keys those of its first station, as it is told alone.
    static func answerSketch(_ object: SourceText, plain: DocumentSketch) -> DocumentSketch {
        if !all.contains(where: { $0.isAnswer(plain) }), let keyed = keyedSketch(of: object, sketch: plain),
           all.contains(where: { $0.isAnswer(keyed) }) {
            return keyed
        }
        return plain
    }

    /// For a top-level list, the sketch of its first element that is an object (past `null`s
    /// and other values before it, within the first bytes a sketch reads); `nil` otherwise.
    /// An answer whose stations are keyed by id (the UK's `{"stations": {"gb1": {…}}}`, in
    /// answers gathered with `jq -s`) is told by its first station, as it is alone
    /// (``keyedSketch(of:sketch:)``).
    static func firstObject(of source: SourceText, sketch: DocumentSketch) -> DocumentSketch? {
        guard sketch.root == .list else { return nil }
        func element() -> SourceText? {
            source.withBytes { bytes in
                let head = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, DocumentSketch.limit)])
                return JSONSpans.firstObjectElement(in: head).map { SourceText(name: source.name, bytes: Array(head[$0])) }
            }
        }
        let object: SourceText?
        let plain: DocumentSketch
        if !sketch.keys.isEmpty {
            plain = DocumentSketch(root: .object, keys: sketch.keys, members: sketch.members)
            // Its bytes only where a member holds an object, which may hold stations by id.
            object = plain.members.isEmpty || all.contains(where: { $0.isAnswer(plain) }) ? nil : element()
        } else {
            guard let found = element() else { return nil }
            object = found
            plain = DocumentSketch(found)
        }
        return object.map { answerSketch($0, plain: plain) } ?? plain
    }
}

/// Which feed a source is read with: told from the document's shape, or named.
public enum FeedChoice: Sendable, Equatable {
    case auto
    case named(String)

    /// `auto`, or a feed's name.
    public init(_ text: String) {
        self = text.lowercased() == "auto" ? .auto : .named(text.lowercased())
    }
}
