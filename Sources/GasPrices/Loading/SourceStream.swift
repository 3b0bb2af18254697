import Foundation
import Lenient

/// A file, or standard input (`-`), of any size, read a part at a time (``DocumentStream``):
/// each part is read with the document's feed as a document of its own, and what it finds is
/// placed in the whole document (lines, columns, element indices).
///
/// A feed whose documents hold one station per object (``StreamableFeed``) is read in parts
/// of a list (top-level or wrapped) or of NDJSON; any other feed's document, and a document
/// that is one station, is read whole.
public struct SourceStream {
    /// The bytes a part aims at unless told otherwise: 16 MiB, enough for the validation of
    /// each to use every core.
    public static let defaultPartSize = 16 << 20
    /// The bytes a part of answers (lines or elements that are each a whole answer) aims at,
    /// unless told otherwise: each answer is read as a document of its own, which holds far
    /// more than its bytes when answers are small (200,000 answers of one station in 25 MB
    /// peaked at 408 MB with parts of 16 MiB).
    public static let answersPartSize = 1 << 20

    /// The path as the user gave it (`-` for standard input).
    public let path: String
    /// Reads parts with the feed, on any thread (see ``PartReader``): each as a part of this
    /// document, not told again from its own first bytes (a line of NDJSON that begins
    /// `{"station":` made a part Tankerkönig's answer for one station).
    public private(set) var partReader: PartReader
    private var stream: DocumentStream
    private let namesProperty: (String) -> Bool
    private let maxDepth: Int
    private let skipsLeadingText: Bool
    private let readsWhole: Bool
    /// How many values the parts read so far held: the next part's first index.
    public private(set) var elementsBefore = 0
    /// For the sample's lines whose first is an envelope whose list holds no station, the
    /// refusal of them that the sample's own options get (``SampleFeed/envelopeLinesRefusal(_:options:)``).
    public private(set) var envelopeLinesRefusal: SourceFailure? = nil
    private var parts = 0

    /// What the source is called in messages: the path, or `<stdin>`.
    public var name: String { partReader.name }
    /// The label the app would show.
    public var label: String { partReader.label }
    /// The feed that reads it.
    public var feed: any Feed.Type { partReader.feed }

    /// Opens `path` (`-`: standard input) and tells its feed from its first bytes, or takes
    /// the one `choice` names.
    /// - Parameters:
    ///   - sampleOptions: how a document in the sample's shape is validated (the other feeds
    ///     declare their own).
    ///   - partSize: the bytes a part aims at.
    ///   - elementLimit: the most bytes one station (an element, a line) may have
    ///     (``DocumentStream/defaultElementLimit``).
    /// - Throws: ``SourceFailure`` when it cannot be read or `choice` names no feed.
    public init(path: String, feed choice: FeedChoice, sampleOptions: ValidationOptions = ValidationOptions(),
                partSize: Int = SourceStream.defaultPartSize, elementLimit: Int = DocumentStream.defaultElementLimit) throws(SourceFailure) {
        let reader: ByteReader
        do { reader = try ByteReader(path: path) } catch {
            throw SourceFailure(source: error.path, reason: .unreadable(error))
        }
        try self.init(reader: reader, path: path, label: SourceLoader.label(ofPath: path), feed: choice,
                      sampleOptions: sampleOptions, partSize: partSize, elementLimit: elementLimit)
    }

    /// A document already in memory (a built-in response), read as a file would be.
    public init(source: SourceText, label: String, feed choice: FeedChoice, sampleOptions: ValidationOptions = ValidationOptions(),
                partSize: Int = SourceStream.defaultPartSize, elementLimit: Int = DocumentStream.defaultElementLimit) throws(SourceFailure) {
        try self.init(reader: ByteReader(name: source.name, bytes: source.bytes, modified: source.modified), path: source.name,
                      label: label, feed: choice,
                      sampleOptions: sampleOptions, partSize: partSize, elementLimit: elementLimit)
        // A built-in response has no path: it is named by its label, as a loaded one is.
        partReader.isBuiltIn = true
    }

    private init(reader: ByteReader, path: String, label: String, feed choice: FeedChoice, sampleOptions: ValidationOptions,
                 partSize: Int, elementLimit: Int) throws(SourceFailure) {
        self.path = path
        stream = DocumentStream(reader: reader, partSize: partSize, elementLimit: elementLimit)
        let head: SourceText
        do { head = try stream.head() } catch { throw SourceFailure(source: error.path, reason: .unreadable(error)) }
        let sketch = DocumentSketch(head)
        let feed: any Feed.Type
        switch choice {
        case .auto: feed = Feeds.detect(sketch, of: head)
        case .named(let wanted):
            guard let named = Feeds.named(wanted) else { throw SourceFailure(source: path, reason: .unknownFeed(wanted)) }
            feed = named
        }
        partReader = PartReader(name: reader.name, label: label, feed: feed, sketch: sketch, isBuiltIn: false)
        partReader.detectsEach = choice == .auto
        if let streamable = feed as? any StreamableFeed.Type {
            // Whether the lines are each a whole answer, decided on the first line whole: an
            // answer of 10 MB on one line runs past the first bytes the feed is told by (the
            // layout walk reads as far ahead).
            var first = head
            var asked = DocumentSketch.limit
            do {
                // While the bytes read fill what was asked, begin an object, and hold no
                // second line's beginning yet.
                while first.count == asked, asked < DocumentStream.envelopeLimit, first.withBytes(Self.beginsObjectWithOneLine) {
                    asked = min(asked * 4, DocumentStream.envelopeLimit)
                    first = try stream.head(asked)
                }
            } catch {
                throw SourceFailure(source: error.path, reason: .unreadable(error))
            }
            // Told by the first line as a whole document tells it, or by a later one where the
            // first does not (the one adds what the other cannot see, never takes it away).
            partReader.linesAreDocuments = streamable.linesHoldLists(first)
                || DocumentLines.answersAfterFirstLine(first, sketch: sketch, feed: feed) == true
        }
        let listOfAnswers = Feeds.holdsAnswers(head, sketch: sketch, feed: feed)
        partReader.elementsAreAnswers = listOfAnswers
        if partReader.linesAreDocuments || listOfAnswers, partSize == Self.defaultPartSize {
            stream.partSize = Self.answersPartSize
        }
        if feed.name == SampleFeed.name {
            envelopeLinesRefusal = SampleFeed.envelopeLinesRefusal(head, options: sampleOptions).map { SourceFailure(notJSON: $0, in: head) }
            namesProperty = SampleFeed.namesProperty(sampleOptions)
            maxDepth = sampleOptions.maxDepth
            skipsLeadingText = sampleOptions.skipsLeadingText
            readsWhole = false
        } else if let streamable = feed as? any StreamableFeed.Type {
            let options = streamable.options(for: head)
            let names = streamable.namesProperty(options)
            if partReader.linesAreDocuments {
                // Lines of answers: the first answer's own keys are taken for a station's, so
                // that the stream cuts the document at its lines whatever follows the first (a
                // failed poll's `null`), as it does for lines of stations.
                let keys = Set(sketch.keys.map { $0.lowercased() })
                namesProperty = { names($0) || keys.contains($0.lowercased()) }
            } else if listOfAnswers, let first = Feeds.wrappedListSketch(of: head, sketch: sketch) {
                // Answers under an envelope's key: the first answer's keys (but the
                // envelope's own) are taken for a station's, so that the stream cuts the list
                // they were told by, not a larger one beside it, as a whole read does.
                let keys = Set(first.keys.map { $0.lowercased() }).subtracting(sketch.keys.map { $0.lowercased() })
                namesProperty = { names($0) || keys.contains($0.lowercased()) }
            } else {
                namesProperty = names
            }
            maxDepth = options.maxDepth
            skipsLeadingText = options.skipsLeadingText
            readsWhole = false
        } else {
            namesProperty = { _ in false }
            maxDepth = ValidationOptions().maxDepth
            skipsLeadingText = false
            readsWhole = true
        }
    }

    /// Whether `bytes` begin an object (past a byte order mark and blanks) and hold no byte
    /// that is not blank on a line after its first: the second line has not begun yet.
    private static func beginsObjectWithOneLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        guard let first = bytes[start...].firstIndex(where: { !blank($0) }), bytes[first] == UInt8(ascii: "{") else { return false }
        guard let end = bytes[first...].firstIndex(of: 0x0A) else { return true }
        return !bytes[(end + 1)...].contains(where: { !blank($0) })
    }

    /// The bytes a part aims at, from the next part on.
    public var partSize: Int {
        get { stream.partSize }
        set { stream.partSize = max(1, newValue) }
    }

    /// The next part of the document, or `nil` after the last.
    /// - Throws: ``SourceFailure`` when the input cannot be read (or a document read whole
    ///   is too large).
    public mutating func next() throws(SourceFailure) -> DocumentStream.Part? {
        do {
            return try stream.next(namesProperty: namesProperty, maxDepth: maxDepth, skipsLeadingText: skipsLeadingText,
                                   whole: readsWhole)
        } catch {
            throw SourceFailure(source: error.path, reason: .unreadable(error))
        }
    }

    /// Reads `part` with the feed, placed after the parts read before it (see
    /// ``PartReader/load(_:isFirst:)``).
    public mutating func load(_ part: DocumentStream.Part) -> PartLoad {
        let result = partReader.load(part, isFirst: parts == 0).placed(after: elementsBefore)
        parts += 1
        elementsBefore += result.elements
        return result
    }

    /// A syntax error found in `part`, placed in the document (see
    /// ``DocumentStream/Part/place(_:)``).
    public func failure(_ error: JSONSyntaxError, in part: DocumentStream.Part) -> SourceFailure {
        partReader.failure(error, in: part)
    }

    /// A syntax error placed in the document, as the source's failure.
    public func failure(_ placed: DocumentStream.PlacedError) -> SourceFailure {
        partReader.failure(placed)
    }
}
