import Lenient

/// A part of a loaded source that holds no station, and where it is.
public struct SourceProblem: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// A line of NDJSON that is not JSON.
        case lineNotJSON(JSONSyntaxError)
        /// A list element (at this index) that is not an object.
        case notAnObject(index: Int, kind: JSONKind?)
        /// A list element (at this index) of a feed's stations that is `{}`: no station.
        case emptyObject(index: Int)
        /// Text before the document's JSON, skipped: how many bytes, and how it begins.
        case leadingTextSkipped(bytes: Int, preview: String)
        /// An entry of the document (at `path`) that names a station by `key`, when the
        /// document holds no station with that key (a price for an unknown station).
        case unjoined(path: String, key: String)
        /// A station (at `path`) whose key an earlier station (at `first`) has: the entries
        /// that name the key went to the earlier one, and this one is listed without them.
        case repeatedKey(path: String, key: String, first: String)
        /// An entry of a document read whole (at `path`: an element of its stations or their
        /// prices, a member of stations keyed by id) that the engine left out, and why.
        case entryNotRead(path: String, reason: Code)
        /// A member of stations keyed by id (at `path`) whose key an earlier member, which
        /// begins at `firstLine`, `firstColumn`, has too: both are listed, each with its own
        /// fields.
        case repeatedMember(path: String, firstLine: Int, firstColumn: Int)
        /// A document's list of entries joined to its stations (NSW's `prices`) given as
        /// another value (`kind`): none of its entries was read.
        case entryListNotRead(key: String, kind: JSONKind?)
        /// A line of a file of documents one per line (``DocumentLines``) that the feed could
        /// not read as one of its documents, and why.
        case lineNotRead(String)
        /// An element of a list of answers (``DocumentLines``) that the feed could not read as
        /// one of its answers, and why; or, with the key of the object that holds them, a
        /// member of stations keyed by id that the feed could not read as a station.
        case elementNotRead(String, keyedUnder: String? = nil)
        /// The answer's own time (its member `key`: Spain's `Fecha`, the UK's `last_updated`),
        /// whose text is no time in the feed's `format`: its prices have none.
        case answerTimeNotRead(key: String, text: String, format: String, kind: JSONKind = .string)
        /// A list given again under the key of the wrapped list the stations were read from,
        /// after it in the same object: only the first is read (`{"stations": […], "stations": […]}`);
        /// or, where `envelope`, an object given again under the key of an object the list is
        /// in (`{"data": {"stations": […]}, "data": {…}}`).
        case repeatedList(key: String, envelope: Bool = false)
        /// A list of stations under another envelope, beside the one the list read is in, by
        /// the same keys (`south.stations` after `north.stations`): only the first list of a
        /// document is read.
        case otherList(path: String)
    }

    /// Problems past this many are counted, not listed (a million bad lines would be noise).
    public static let limit = 1000

    public var line: Int
    public var column: Int
    public var reason: Reason

    public init(line: Int, column: Int, reason: Reason) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The syntax error of a line of NDJSON that is not JSON (``Reason/lineNotJSON(_:)``).
    public var lineNotJSON: JSONSyntaxError? {
        if case .lineNotJSON(let error) = reason { error } else { nil }
    }

    /// A stable code: `line_not_json`, `not_an_object`.
    public var code: String {
        switch reason {
        case .lineNotJSON: "line_not_json"
        case .notAnObject: "not_an_object"
        case .emptyObject: "empty_object"
        case .leadingTextSkipped: "leading_text_skipped"
        case .unjoined: "unjoined_entry"
        case .repeatedKey: "repeated_key"
        case .entryNotRead: "entry_not_read"
        case .repeatedMember: "repeated_member"
        case .entryListNotRead: "entries_not_a_list"
        case .lineNotRead: "line_not_read"
        case .elementNotRead: "element_not_read"
        case .answerTimeNotRead: "answer_time_not_read"
        case .repeatedList: "repeated_list"
        case .otherList: "other_list"
        }
    }

    /// `a number`, `text`, `null`, `a list`.
    static func article(_ kind: JSONKind?) -> String {
        switch kind {
        case .null: "null"
        case .string: "text"
        case .bool: "a bool"
        case .number: "a number"
        case .array: "a list"
        case .object: "an object"
        case nil: "not a value"
        }
    }

    /// What was wrong, without the place.
    public var message: String {
        switch reason {
        case .lineNotJSON(let error):
            "line \(line) \(error.isLimit ? "cannot be read" : "is not JSON"): \(error.message); the other lines were read"
        case .notAnObject(let index, let kind): "element \(index) is \(Self.article(kind)), not a station object; left out"
        case .emptyObject(let index): "element \(index) is an empty object, which holds no station; left out"
        case .leadingTextSkipped(let bytes, let preview):
            "\(bytes) \(bytes == 1 ? "byte" : "bytes") of text before the JSON skipped: \(preview)"
        case .unjoined(let path, ""):
            "\(path) names no station (its key is missing or empty); left out"
        case .unjoined(let path, let key):
            "\(path) names station \(JSONWriter.string(key)), which the document does not hold; left out"
        case .entryListNotRead(let key, let kind):
            "\(JSONWriter.string(key)) holds \(Self.article(kind)), not a list: none of its entries was read"
        case .repeatedKey(let path, let key, let first):
            "\(path) has the key \(JSONWriter.string(key)) of \(first), which took the entries that name it; listed without them"
        case .entryNotRead(let path, let reason):
            "\(path) was left out: \(reason.explanation) (\(reason.name))"
        case .repeatedMember(let path, let firstLine, let firstColumn):
            "\(path) repeats the key of the member at line \(firstLine), column \(firstColumn); both are listed, each with its own fields"
        case .lineNotRead(let reason):
            "line \(line) was not read: \(reason); the other lines were read"
        case .elementNotRead(let reason, nil):
            "this element was not read: \(reason); the list's other elements were read"
        case .elementNotRead(let reason, let key?):
            "this member of \(JSONWriter.string(key)) was not read: \(reason); its other members were read"
        case .repeatedList(let key, false):
            "the key \(JSONWriter.string(key)) is given again, after the list of stations read under it: this list was not read"
        case .repeatedList(let key, true):
            "the key \(JSONWriter.string(key)) is given again, after the object the list of stations was read from: what this object holds was not read"
        case .otherList(let path):
            "\(JSONWriter.string(path)) holds another list of stations, which was not read: a document's stations are read from its first list (read each list as a file of its own)"
        case .answerTimeNotRead(let key, let text, let format, .string), .answerTimeNotRead(let key, let text, let format, .number),
             .answerTimeNotRead(let key, let text, let format, .bool):
            "\(JSONWriter.string(key)) is \(JSONWriter.string(text.count > 60 ? String(text.prefix(60)) + "…" : text)), which is no time in \(format): the answer's prices have no time"
        case .answerTimeNotRead(let key, _, let format, let kind):
            "\(JSONWriter.string(key)) holds \(Self.article(kind)), not a time in \(format): the answer's prices have no time"
        }
    }

    /// Problems kept as they come: the first ``limit`` of each kind, the rest counted (three
    /// million broken lines are counted, not held).
    struct Kept {
        private(set) var problems: [SourceProblem] = []
        private(set) var notKept = 0
        private var kinds: [String: Int] = [:]

        mutating func append(_ problem: SourceProblem) {
            kinds[problem.code, default: 0] += 1
            if kinds[problem.code, default: 0] <= SourceProblem.limit { problems.append(problem) } else { notKept += 1 }
        }

        mutating func append(contentsOf problems: some Sequence<SourceProblem>) {
            for problem in problems { append(problem) }
        }
    }

    /// Problems at byte offsets of `source`, placed by line and column in document order.
    static func placed(_ places: [(offset: Int, reason: Reason)], in source: SourceText) -> [SourceProblem] {
        let ordered = places.sorted { $0.offset < $1.offset }
        let positions = source.positions(of: ordered.map(\.offset))
        return zip(ordered, positions).map { place, position in
            SourceProblem(line: position.line, column: position.column, reason: place.reason)
        }
    }

    /// The problem of `range`, text skipped before `source`'s JSON: its first 60 characters
    /// shown, made safe for a terminal.
    static func leadingText(_ range: Range<Int>, of source: SourceText) -> Reason {
        let text = source.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        let safe = String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
        }))
        let preview = safe.count > 60 ? String(safe.prefix(60)) + "…" : safe
        return .leadingTextSkipped(bytes: range.count, preview: JSONWriter.string(preview))
    }
}

/// A source that could not be loaded at all, and why.
public struct SourceFailure: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The path does not exist, or cannot be read (the system's reason).
        case unreadable(SourceReadError)
        /// A folder without `*.json` files.
        case emptyFolder
        /// A folder that cannot be listed.
        case unlistable(String)
        /// A file read again (watched, or `R`) that is a named pipe, or became one: a pipe is
        /// read once, when it is named, never again (its writer may never come).
        case pipeNotReadAgain
        /// Not JSON (truncated, binary, or a syntax error).
        case notJSON(JSONSyntaxError)
        /// A list without elements (at `key` when wrapped).
        case emptyList(key: String?)
        /// A feed's answers read whole (NSW's), none of whose `objects` has its list of
        /// stations at `key`: a document of another shape (`list`: the key of the list the
        /// objects were read from, when wrapped), or (`given`) one that holds another value
        /// there (`"stations": 5`). Not ``notAList(key:)``, which has an answer's key read as
        /// stations keyed by id.
        case missingList(key: String, objects: Int, list: String?, given: JSONKind? = nil)
        /// A list whose `count` elements are none of them a station: not objects, or (`empty`
        /// of them) a feed's `{}`.
        case noObjects(count: Int, key: String?, empty: Int = 0)
        /// A feed's answers, `count` of them in a list (at `key` when wrapped) or one per line
        /// (`lines`), none of which the feed reads as an answer that holds a station.
        case noAnswers(count: Int, key: String?, lines: Bool)
        /// NDJSON of which no line is JSON.
        case noLineIsJSON(count: Int)
        /// The feed's own error response (Tankerkönig's `{"ok": false, "message": …}`).
        case feedError(feed: String, message: String)
        /// `--feed` named a feed that does not exist.
        case unknownFeed(String)
        /// A document of `size` bytes that `feed` reads whole (stations keyed by id, or
        /// joined from two lists: ``StationDocument``), larger than the `limit` it reads so.
        case tooLargeToReadWhole(feed: String, size: Int, limit: Int)
        /// A feed's answer whose list of stations (at `key`) is `null` or one value that is
        /// not a list: read as it was, the answer itself would be one station.
        case notAList(key: String)
        /// A document of one value that is not an object (`null`, `0`, `"x"`): no station.
        case notAnObject(kind: JSONKind?)
        /// A feed's document that is one object none of whose `keys` (its first, in order) is
        /// a station's or an answer's of the feed (Tankerkönig's answer without its stations,
        /// `{"ok": true, "status": "ok"}`): read, it was one station of defaults (the sample's
        /// stays one, what the engine makes of any object).
        case nothingRead(keys: [String])
        /// A feed's document that is `{}`: no station (the sample's is one of defaults, what
        /// the engine makes of any object).
        case emptyObject
        /// A feed's answer whose station, or stations keyed by id, at `key` are not an object
        /// (Tankerkönig's `{"ok": true, "station": null}`), or whose station is an empty one
        /// (`kind` `.object`).
        case noStation(key: String, kind: JSONKind?)
    }

    /// The source as the user named it (a path or a label).
    public var source: String
    public var line: Int?
    public var column: Int?
    public var reason: Reason

    public init(source: String, line: Int? = nil, column: Int? = nil, reason: Reason) {
        self.source = source
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `source` is not JSON: placed at the error's line and column, and naming what the
    /// document is instead when its first bytes say it (``ForeignContent``).
    public init(notJSON error: JSONSyntaxError, in source: SourceText) {
        let (line, column) = source.position(of: error.offset)
        self.init(source: source.name, line: line, column: column, reason: .notJSON(error.noting(contentOf: source)))
    }

    /// Bytes in megabytes (10⁶), to one decimal.
    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The feed the document was recognized as, when that is what refused it.
    public var feed: String? {
        switch reason {
        case .feedError(let feed, _), .tooLargeToReadWhole(let feed, _, _): feed
        default: nil
        }
    }

    /// A stable code for scripts.
    public var code: String {
        switch reason {
        case .unreadable: "unreadable"
        case .emptyFolder: "empty_folder"
        case .unlistable: "unlistable"
        case .pipeNotReadAgain: "pipe_not_read_again"
        case .notJSON: "not_json"
        case .emptyList: "empty_list"
        case .missingList: "missing_list"
        case .noObjects: "no_objects"
        case .noAnswers: "no_answers"
        case .noLineIsJSON: "no_line_is_json"
        case .feedError: "feed_error"
        case .unknownFeed: "unknown_feed"
        case .tooLargeToReadWhole: "too_large_to_read_whole"
        case .notAList: "not_a_list"
        case .notAnObject: "not_an_object"
        case .emptyObject: "empty_object"
        case .nothingRead: "nothing_read"
        case .noStation: "no_station"
        }
    }

    /// `file:line:column: what` (or `file: what`), on one line. Not yet made safe for a
    /// terminal: the view and the command line escape it.
    public var message: String {
        let place = [source, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return "\(place): \(reasonText)"
    }

    /// What was wrong, without the place.
    public var reasonText: String {
        switch reason {
        case .unreadable(let error):
            // The error's own message names the path first; keep only its reason.
            let text = error.message
            return text.hasPrefix(error.path + ": ") ? String(text.dropFirst(error.path.count + 2)) : text
        case .emptyFolder: return "the folder has no .json, .ndjson or .jsonl files"
        case .unlistable(let reason): return "cannot list the folder: \(reason)"
        case .pipeNotReadAgain: return "a named pipe, read once when it is named, not again"
        case .notJSON(let error): return "\(error.verdict): \(error.message)"
        case .emptyList(let key): return key.map { "the list at \"\($0)\" is empty: no stations" } ?? "the list is empty: no stations"
        case .missingList(let key, _, _, let given?):
            return "\"\(key)\" holds \(SourceProblem.article(given)), not a list of stations: no stations"
        case .missingList(let key, let objects, let list, nil):
            let place = list.map { " in the list at \"\($0)\"" } ?? ""
            if objects == 1 { return (list == nil ? "the document" : "the one object" + place) + " has no \"\(key)\" list: no stations" }
            return "none of the \(objects) objects\(place) has a \"\(key)\" list: no stations"
        case .noObjects(let count, let key, let empty):
            let list = key.map { "the list at \"\($0)\"" } ?? "the list"
            let values = "\(count) value\(count == 1 ? "" : "s")"
            switch empty {
            case 0: return "\(list) holds \(values) and none is an object: no stations"
            case count: return "\(list) holds \(values), \(count == 1 ? "an empty object" : "each an empty object"): no stations"
            default:
                let others = count - empty
                return "\(list) holds \(values) and none is a station: \(empty) \(empty == 1 ? "is an empty object" : "are empty objects"), "
                    + (others == 1 ? "the other is not an object" : "the other \(others) are not objects") + ": no stations"
            }
        case .noAnswers(let count, _, true):
            return "none of its \(count) line\(count == 1 ? "" : "s") is an answer that holds a station: no stations"
        case .noAnswers(let count, let key, false):
            let list = key.map { "the list at \"\($0)\"" } ?? "the list"
            return "\(list) holds \(count) value\(count == 1 ? "" : "s") and none is an answer that holds a station: no stations"
        case .noLineIsJSON(let count): return "none of its \(count) line\(count == 1 ? "" : "s") is JSON: no stations"
        case .notAnObject(let kind): return "the document holds \(SourceProblem.article(kind)), not a station object: no stations"
        case .emptyObject: return "the document is an empty object, which holds no station: no stations"
        case .nothingRead(let keys):
            let named = keys.prefix(5).map { "\"" + ($0.count > 40 ? $0.prefix(39) + "…" : $0) + "\"" }.joined(separator: ", ")
            return "the document is an object from which nothing was read: none of its keys (\(named)\(keys.count > 5 ? ", …" : "")) "
                + "is a station's: no stations"
        case .noStation(let key, .object): return "\"\(key)\" holds an empty object: no stations"
        case .noStation(let key, let kind): return "\"\(key)\" holds \(SourceProblem.article(kind)), not a station object: no stations"
        case .feedError(let feed, let message): return "the \(feed) feed answered with an error: \(message)"
        case .unknownFeed(let name):
            return "no feed is called '\(name)' (feeds: \((["auto"] + Feeds.all.map { $0.name }).joined(separator: ", ")))"
        case .notAList(let key):
            return "\"\(key)\" holds no list of stations (null, a value that is not a list, or an object that holds no station): no stations"
        case .tooLargeToReadWhole(let feed, let size, let limit):
            return "this \(feed) document holds its stations keyed by id or in two lists to join, so it is read whole, "
                + "taking about 50 times its size in memory: at most \(limit >> 20) MiB, and this one is \(Self.megabytes(size)) MB"
        }
    }
}
