import Lenient

/// A feed's profile: how its documents are recognized and read into stations in the
/// catalog's terms. One small folder per feed declares it; nothing outside the folder knows
/// the feed's fields.
///
/// Most feeds hold one station per object (``ListFeed``); a feed whose documents hold
/// stations in their own shape (keyed by id, or joined from two lists) reads them with
/// ``StationDocument``.
public protocol Feed: Sendable {
    /// The name the app and `--feed` know it by: `sample`, `tankerkoenig`…
    static var name: String { get }

    /// The credit the data's licence asks for wherever it is shown (Tankerkönig's
    /// `"Tankerkönig, CC BY 4.0"`); `nil` when it asks for none.
    static var attribution: String? { get }

    /// Whether a document of this shape is one of this feed's (see ``Feeds/detect(_:)``).
    static func recognizes(_ sketch: DocumentSketch) -> Bool

    /// Whether an object of this shape is a whole answer of this feed, holding its stations
    /// (or its error), rather than one station: a top-level list of such objects is a list
    /// of answers, each read as a document of its own (``DocumentLines``).
    static func isAnswer(_ object: DocumentSketch) -> Bool

    /// The stations of `source`, a document of this feed whose first bytes look like `sketch`.
    /// - Throws: ``SourceFailure`` for a document that is not JSON or holds no station, and
    ///   for the error response the feed sends instead of stations.
    static func read(_ source: SourceText, sketch: DocumentSketch) throws(SourceFailure) -> FeedContent

    /// The member of an answer that holds the time of all its prices (Spain's `Fecha`), and
    /// the format it is in: given to each station of an answer whose stations are keyed by
    /// id or one object, each read as a document of its own, and said once where it is no
    /// time (``AnswerTime``).
    static var answerTime: (key: String, format: DateFormat)? { get }
}

extension Feed {
    public static var attribution: String? { nil }

    public static var answerTime: (key: String, format: DateFormat)? { nil }

    public static func isAnswer(_ object: DocumentSketch) -> Bool { false }
}

/// A feed whose documents hold one station per object, each read alone: a document of any
/// size can be read a part at a time (``SourceStream``), each part a document of its own.
public protocol StreamableFeed: Feed {
    /// The model a station arrives in, validated leniently.
    associatedtype Wire: LenientModel & Sendable

    /// How a document of this feed is validated: its time, numbers and dates.
    static func options(for source: SourceText) -> ValidationOptions

    /// The keys the feed's answers hold their list of stations at (`stations`), if any: an
    /// answer whose list there is `null` or not a list is said so, not read as one station,
    /// and lines of answers are told by them, an empty answer first included.
    static var listKeys: [String] { get }
}

extension StreamableFeed {
    public static var listKeys: [String] { [] }

    /// An object of the feed's that holds one of ``listKeys``.
    public static func isAnswer(_ object: DocumentSketch) -> Bool {
        object.root == .object && listKeys.contains { object.has($0) } && recognizes(object)
    }
}

extension StreamableFeed {
    /// Whether a document whose first bytes are `head` is lines that are each a whole answer
    /// holding a list of stations (``DocumentLines``): its first line holds one, is an
    /// answer of the feed's own (one of ``listKeys``: its list may be empty), or is an
    /// envelope whose list holds no station (``LineEnvelope``).
    public static func linesHoldLists(_ head: SourceText) -> Bool {
        let options = options(for: head)
        let decoder = LenientDecoder<Wire>(options: options)
        if decoder.firstLineHoldsList(head) { return true }
        let sketch = DocumentSketch(head)
        guard sketch.root == .object, decoder.beginsLines(head) else { return false }
        return listKeys.contains(where: { sketch.has($0) }) || LineEnvelope.listPath(in: head, namesProperty: namesProperty(options)) != nil
    }

    /// Whether a key names a property of the wire model, as the layout walk asks of a list's
    /// first element.
    static func namesProperty(_ options: ValidationOptions) -> (String) -> Bool {
        let schema = Wire.lenientSchema
        let remaps = options.globalRemaps
        return { schema.namesProperty($0, globalRemaps: remaps) }
    }

    /// What in `source` holds no station (elements that are not objects, lines that are not
    /// JSON), for a part of a document that holds no station at all; how many values it
    /// holds; and how many problems past ``SourceProblem/limit`` were not kept.
    static func problems(in source: SourceText) -> (problems: [SourceProblem], values: Int, notKept: Int) {
        StationList<Wire>.problems(of: source, feed: name, options: options(for: source))
    }
}

/// A feed whose documents hold one station per object: a list of them (top-level, wrapped in
/// an envelope, or one per line), or one alone.
public protocol ListFeed: StreamableFeed {
    /// The model a station arrives in (restated so that a conforming type's ``station(_:)``
    /// names it).
    associatedtype Wire
    /// The station in the catalog's terms, its history included.
    static func station(_ wire: Wire) -> CatalogStation

    /// What the list shows, sorts and filters by, without the history.
    static func facts(_ wire: Wire) -> StationFacts

    /// Why a document of this feed gives no stations, when it is the error response the
    /// feed sends instead of them (often with a success status over HTTP); `nil` for a
    /// document to read.
    static func refusal(of source: SourceText, sketch: DocumentSketch) -> SourceFailure.Reason?
}

extension ListFeed {
    public static func options(for source: SourceText) -> ValidationOptions { ValidationOptions() }

    public static func refusal(of source: SourceText, sketch: DocumentSketch) -> SourceFailure.Reason? { nil }

    public static func read(_ source: SourceText, sketch: DocumentSketch) throws(SourceFailure) -> FeedContent {
        try readList(source, sketch: sketch)
    }

    /// The stations of a document of one station per object, after ``refusal(of:sketch:)``.
    public static func readList(_ source: SourceText, sketch: DocumentSketch) throws(SourceFailure) -> FeedContent {
        if let refusal = refusal(of: source, sketch: sketch) {
            throw SourceFailure(source: source.name, reason: refusal)
        }
        return try StationList<Wire>.read(source, feed: name, options: options(for: source), listKeys: listKeys,
                                          station: { station($0) }, facts: { facts($0) })
    }
}
