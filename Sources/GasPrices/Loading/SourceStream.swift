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

    /// The path as the user gave it (`-` for standard input).
    public let path: String
    /// What the source is called in messages: the path, or `<stdin>`.
    public let name: String
    /// The label the app would show.
    public let label: String
    /// The feed that reads it.
    public let feed: any Feed.Type
    private var stream: DocumentStream
    /// What the document's first bytes look like: every part is read by the feed as a part
    /// of this document, not told again from its own first bytes (a line of NDJSON that
    /// begins `{"station":` made a part Tankerkönig's answer for one station).
    private let sketch: DocumentSketch
    private let namesProperty: (String) -> Bool
    private let maxDepth: Int
    private let skipsLeadingText: Bool
    private let readsWhole: Bool
    /// How many values the parts read so far held: the next part's first index.
    public private(set) var elementsBefore = 0
    private var parts = 0
    /// A built-in response has no path: it is named by its label, as a loaded one is.
    private var isBuiltIn = false

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
        try self.init(reader: ByteReader(name: source.name, bytes: source.bytes), path: source.name, label: label, feed: choice,
                      sampleOptions: sampleOptions, partSize: partSize, elementLimit: elementLimit)
        isBuiltIn = true
    }

    private init(reader: ByteReader, path: String, label: String, feed choice: FeedChoice, sampleOptions: ValidationOptions,
                 partSize: Int, elementLimit: Int) throws(SourceFailure) {
        self.path = path
        name = reader.name
        self.label = label
        stream = DocumentStream(reader: reader, partSize: partSize, elementLimit: elementLimit)
        let head: SourceText
        do { head = try stream.head() } catch { throw SourceFailure(source: error.path, reason: .unreadable(error)) }
        sketch = DocumentSketch(head)
        switch choice {
        case .auto: feed = Feeds.detect(sketch)
        case .named(let wanted):
            guard let named = Feeds.named(wanted) else { throw SourceFailure(source: path, reason: .unknownFeed(wanted)) }
            feed = named
        }
        if feed.name == SampleFeed.name {
            namesProperty = SampleFeed.namesProperty(sampleOptions)
            maxDepth = sampleOptions.maxDepth
            skipsLeadingText = sampleOptions.skipsLeadingText
            readsWhole = false
        } else if let streamable = feed as? any StreamableFeed.Type {
            let options = streamable.options(for: head)
            namesProperty = streamable.namesProperty(options)
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

    /// What reading one part with the feed gave.
    public struct PartLoad: Sendable {
        /// Its stations; `nil` when it holds none.
        public var loaded: LoadedSource?
        /// The index in the whole document of the part's first value.
        public var firstIndex: Int
        /// What holds no station, placed in the document.
        public var problems: [SourceProblem]
        /// How many more such problems the part had than ``problems`` keeps.
        public var problemsNotKept = 0
        /// Why the part holds no (more) stations, placed in the document: after a syntax
        /// error the stations before it are in ``loaded`` and the document ends here.
        public var failure: SourceFailure?

        /// Whether nothing after this part can be read: the part is not JSON (or the feed's
        /// error answer, an unreadable input).
        public var isFatal: Bool {
            switch failure?.reason {
            case nil, .emptyList?, .noObjects?, .noLineIsJSON?: false
            default: true
            }
        }
    }

    /// Reads `part` with the feed. The stations before a syntax error are read from a copy
    /// of the part that ends before it, so that they are written before the error is
    /// reported.
    public mutating func load(_ part: DocumentStream.Part) -> PartLoad {
        let first = elementsBefore
        let isFirst = parts == 0
        parts += 1
        var result = PartLoad(loaded: nil, firstIndex: first, problems: [], failure: nil)
        if let error = part.emptyFirstElement {
            // Read alone the part would be an empty list; the document has no value there.
            result.failure = failure(error, in: part)
            return result
        }
        do {
            let loaded = try read(part.source)
            result.loaded = loaded
            result.problems = place(loaded.problems, of: part, isFirst: isFirst)
            result.problemsNotKept = loaded.problemsNotKept
            elementsBefore += loaded.content.elementCount
            endAtCut(part, &result)
        } catch {
            if part.framing != .whole, let streamable = feed as? any StreamableFeed.Type {
                switch error.reason {
                case .noObjects, .noLineIsJSON:
                    // A part that holds no station, in a document whose other parts may.
                    let (problems, values, notKept) = streamable.problems(in: part.source)
                    result.problems = place(problems, of: part, isFirst: isFirst)
                    result.problemsNotKept = notKept
                    elementsBefore += values
                    endAtCut(part, &result)
                    return result
                default: break
                }
            }
            result.failure = place(error, of: part)
            if case .notJSON(let syntax) = error.reason, let (before, count) = part.elements(before: syntax.offset),
               let loaded = try? read(before.source) {
                result.loaded = loaded
                result.problems = place(loaded.problems, of: before, isFirst: isFirst)
                result.problemsNotKept = loaded.problemsNotKept
                elementsBefore += count
            }
            if case .notJSON(let syntax) = error.reason { result.failure = failure(syntax, in: part) }
        }
        return result
    }

    /// Lines of NDJSON are read on past one that is not JSON; but where the part was cut
    /// inside a line too large to read, that line is the source's error (not a line that is
    /// not JSON), and no line after it was read.
    private func endAtCut(_ part: DocumentStream.Part, _ result: inout PartLoad) {
        guard case .tooLarge(let start, _)? = part.cut else { return }
        let cutAt = part.documentOffset(of: start)
        result.problems.removeAll { problem in
            if case .lineNotJSON(let error) = problem.reason { error.offset >= cutAt } else { false }
        }
        result.failure = failure(JSONSyntaxError(.unexpectedEnd, at: part.source.count), in: part)
    }

    /// A syntax error found in `part`, placed in the document (see
    /// ``DocumentStream/Part/place(_:)``).
    public func failure(_ error: JSONSyntaxError, in part: DocumentStream.Part) -> SourceFailure {
        failure(part.place(error))
    }

    /// A syntax error placed in the document, as the source's failure.
    public func failure(_ placed: DocumentStream.PlacedError) -> SourceFailure {
        SourceFailure(source: name, line: placed.line, column: placed.column, reason: .notJSON(placed.error))
    }

    private func read(_ source: SourceText) throws(SourceFailure) -> LoadedSource {
        try LoadedSource(label: label, path: isBuiltIn ? nil : name, source: source, feed: feed, sketch: sketch)
    }

    /// Problems of a part, placed in the document; text skipped before the JSON belongs to
    /// the document's opening, which every part repeats, so only the first part reports it.
    private func place(_ problems: [SourceProblem], of part: DocumentStream.Part, isFirst: Bool) -> [SourceProblem] {
        problems.compactMap { problem in
            var placed = problem
            switch problem.reason {
            case .leadingTextSkipped: if !isFirst { return nil }
            case .notAnObject(let index, let kind): placed.reason = .notAnObject(index: index + elementsBefore, kind: kind)
            case .lineNotJSON(var error):
                error.offset = part.documentOffset(of: error.offset)
                placed.reason = .lineNotJSON(error)
            case .unjoined: break
            }
            (placed.line, placed.column) = part.position(line: problem.line, column: problem.column)
            return placed
        }
    }

    private func place(_ failure: SourceFailure, of part: DocumentStream.Part) -> SourceFailure {
        var placed = failure
        placed.source = name
        if let line = failure.line, let column = failure.column {
            (placed.line, placed.column) = part.position(line: line, column: column)
        }
        if case .notJSON(var error) = failure.reason {
            error.offset = part.documentOffset(of: error.offset)
            placed.reason = .notJSON(error)
        }
        return placed
    }
}
