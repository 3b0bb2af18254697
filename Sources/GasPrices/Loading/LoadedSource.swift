import Foundation
import Lenient

/// One source the catalog holds: its document, validated, with what could not be read.
///
/// Values and the compact record are kept; a station's full record is rebuilt when asked
/// for (``record(at:)``), so a million stations never hold a million records. The feed
/// decides the wire model (``Feed``); the catalog and the screens see only its stations.
public struct LoadedSource: Sendable {
    /// The label the app shows: `A`…`F` for a built-in response, a file's name without its
    /// extension otherwise.
    public let label: String
    /// The file's path as the user gave it; `nil` for a built-in response.
    public let path: String?
    public let source: SourceText
    /// The stations, as the source's feed read them.
    public let content: any SourceContent
    /// Parts of the document that hold no station: lines of NDJSON that are not JSON, list
    /// elements that are not objects.
    public let problems: [SourceProblem]
    /// How many more problems there were than ``problems`` keeps (past ``SourceProblem/limit``).
    public let problemsNotKept: Int

    /// Whether it was read from a path that names no regular file (a named pipe, `<(…)` in a
    /// shell, `-`): read once, as its writer wrote it, with no file to edit or to read again.
    /// Set by ``SourceLoader/load(_:feed:progress:mapping:)``, which reads paths.
    public internal(set) var isReadOnce = false

    /// Reads `source` with `feed`.
    /// - Throws: ``SourceFailure`` when it is not JSON or holds no station.
    public init(label: String, path: String?, source: SourceText, feed: any Feed.Type) throws(SourceFailure) {
        try self.init(label: label, path: path, source: source, feed: feed, sketch: DocumentSketch.ofWhole(source))
    }

    /// Reads `source`, whose first bytes look like `sketch`, with `feed`; with
    /// `linesAreDocuments`, each of its lines as a document (``DocumentLines``). A part of a
    /// document read a part at a time (`isPart`) whose lines or elements are answers may hold
    /// no station: it is read, with why (``SourceContent``'s count 0). With `detectsEach` (the
    /// feed was told from the shape, not named), each of its lines or elements that is an
    /// answer of another feed is read with that feed (answers of several feeds gathered).
    /// `elementsAreAnswers`: whether a top-level list's elements are each a whole answer, as
    /// the document's first told, for a part of it; `nil` to tell from `source` itself.
    public init(label: String, path: String?, source: SourceText, feed: any Feed.Type, sketch: DocumentSketch,
                linesAreDocuments: Bool = false, isPart: Bool = false, detectsEach: Bool = false,
                elementsAreAnswers: Bool? = nil) throws(SourceFailure) {
        self.label = label
        self.path = path
        self.source = source
        let read: FeedContent
        do {
            if linesAreDocuments {
                read = try DocumentLines.read(source, feed: feed, detectsEach: detectsEach)
            } else if elementsAreAnswers ?? Feeds.holdsAnswers(source, sketch: sketch, feed: feed) {
                // A list of whole answers: each element read as a document.
                read = try DocumentLines.readElements(source, feed: feed, isPart: isPart, detectsEach: detectsEach)
            } else if !isPart, DocumentLines.answersAfterFirstLine(source, sketch: sketch, feed: feed) == true {
                // Lines of answers whose first is not one (`null`, a line cut short): the
                // engine tells lines by their first, so they are told here by the next.
                read = try DocumentLines.read(source, feed: feed, detectsEach: detectsEach)
            } else {
                read = try feed.read(source, sketch: sketch)
            }
        } catch {
            switch error.reason {
            case .notJSON(let syntax) where syntax.code == .listPerLine:
                // Lines that are each a whole answer holding a list: each read as a document.
                read = try DocumentLines.read(source, feed: feed, detectsEach: detectsEach)
            case .notAList(let key):
                // An answer whose list is one station object, or stations keyed by id: read
                // as the list of them.
                guard let one = try DocumentLines.readMember(key, of: source, feed: feed) else { throw error }
                read = one
            default:
                throw error
            }
        }
        content = read.content
        problems = read.problems
        problemsNotKept = read.problemsNotKept
    }

    /// `source` under another label (a scratch copy of a built-in response is `B*`).
    public init(relabeling source: LoadedSource, label: String) {
        self.label = label
        path = source.path
        self.source = source.source
        content = source.content
        problems = source.problems
        problemsNotKept = source.problemsNotKept
        isReadOnce = source.isReadOnce
    }

    public var layout: DocumentLayout { content.layout }
    /// Whether its lines, or its list's elements, are each a whole answer holding several
    /// stations (``SourceContent/holdsAnswers``).
    public var holdsAnswers: Bool { content.holdsAnswers }
    /// The name of the feed that read it (``Feed/name``).
    public var feed: String { content.feedName }
    /// How many stations it holds.
    public var count: Int { content.count }

    /// Station `index` (0-based, among the stations) in the catalog's terms.
    public func station(at index: Int) -> CatalogStation { content.station(at: index) }

    /// What the list needs of station `index`.
    public func facts(at index: Int) -> StationFacts { content.facts(at: index) }

    /// The full validation record of station `index`, rebuilt from the source.
    public func record(at index: Int) -> StationRecord? { content.record(at: index) }

    /// The part of a document of one station's record kept as it is validated, when the
    /// document is of ``firstRecordBytes`` or more: its first ``firstRecordLines`` fields and
    /// ignored keys, a screen's first page of them, so that the station opens without being
    /// validated again. A smaller station is validated again in no time, and a folder of
    /// thousands of them keeps no records.
    public static let firstRecordLines = 512
    public static let firstRecordWindow = RecordWindow(fields: 0..<firstRecordLines, ignored: 0..<firstRecordLines)
    public static let firstRecordBytes = 1 << 20

    /// The part `window` asks for of station `index`'s full record, rebuilt from the source
    /// (see ``RecordWindow``).
    public func record(at index: Int, window: RecordWindow) -> PartialRecord? { content.record(at: index, window: window) }

    /// Where the fields and ignored keys at `paths` are in station `index`'s record.
    public func ordinals(of paths: [FieldPath], inStation index: Int) -> FieldOrdinals? {
        content.ordinals(of: paths, inStation: index)
    }

    /// Station `index` as the sample app's model, when it arrived in its shape (the value
    /// validated, not rebuilt).
    public func sample(at index: Int) -> Station? { content.sample(at: index) }

    /// Counts of station `index`'s outcomes, from the compact record.
    public func counts(at index: Int) -> OutcomeCounts { content.counts(at: index) }

    /// Station `index`'s position in the document (its element's index in the list).
    public func documentIndex(of index: Int) -> Int { content.documentIndex(of: index) }

    /// The credit the data's licence asks for wherever it is shown, if any; answers of several
    /// feeds gathered in one list or log credit each feed, the first first.
    public var attribution: String? {
        var credits: [String] = []
        for name in content.feedNames {
            if let credit = Feeds.named(name)?.attribution, !credits.contains(credit) { credits.append(credit) }
        }
        return credits.isEmpty ? nil : credits.joined(separator: "; ")
    }
}
