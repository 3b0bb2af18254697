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
    /// otherwise as ``detect(_:)`` tells, and for lines whose first is not a whole object
    /// (`null`, a line cut short) that no feed recognizes, as the first whole line tells.
    public static func detect(_ sketch: DocumentSketch, of source: SourceText) -> any Feed.Type {
        if let object = firstObject(of: source, sketch: sketch), let feed = all.first(where: { $0.isAnswer(object) }) { return feed }
        let feed = detect(sketch)
        guard feed.name == SampleFeed.name, let rest = DocumentLines.fromFirstWholeLine(source) else { return feed }
        return detect(DocumentSketch(rest))
    }

    /// For a top-level list, the sketch of its first element that is an object (past `null`s
    /// and other values before it, within the first bytes a sketch reads); `nil` otherwise.
    static func firstObject(of source: SourceText, sketch: DocumentSketch) -> DocumentSketch? {
        guard sketch.root == .list else { return nil }
        if !sketch.keys.isEmpty { return DocumentSketch(root: .object, keys: sketch.keys, members: sketch.members) }
        let object: [UInt8]? = source.withBytes { bytes in
            let head = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, DocumentSketch.limit)])
            return JSONSpans.firstObjectElement(in: head).map { Array(head[$0]) }
        }
        return object.map { DocumentSketch(SourceText(name: source.name, bytes: $0)) }
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
