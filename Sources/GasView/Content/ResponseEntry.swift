import Foundation
import GasPrices
import Lenient

/// One station of a loaded source, as the detail screen, the validation panel and the raw
/// JSON show it: its counts, its table, its price history, where its source's lines start,
/// and the panel's lines — made a page at a time from the station's record, rebuilt from the
/// source (never decoded here), so that a station of 900,000 fields costs a page of them.
public struct ResponseEntry: Sendable {
    /// The selector's label: `A`…`F`, or a file's name without its extension.
    public let label: String
    /// The source's file name, escaped: `A.json`.
    public let fileName: String
    public let source: SourceText
    /// How the document holds its stations.
    public let layout: DocumentLayout
    /// Whether its lines are each a whole answer holding several stations.
    public var holdsAnswers: Bool { loaded.holdsAnswers }
    /// The credit its source's licences ask for (``LoadedSource/attribution``).
    public var attribution: String? { loaded.attribution }
    /// The lines and elements of the source that hold no station (left out, each with where
    /// and why), as `gasprices stations` warns of them, and how many more there were.
    public var problems: [SourceProblem] { loaded.problems }
    public var problemCount: Int { loaded.problems.count + loaded.problemsNotKept }
    /// The feed it was read as (``Feed/name``).
    public let feed: String
    /// Which of the source's stations this is (0-based), and how many it holds.
    public let stationIndex: Int
    public let stationCount: Int
    /// How many of the station's fields ended each way, and its ignored keys; `nil` when the
    /// source holds no station.
    public let counts: OutcomeCounts?
    /// Lines of the validation panel: every field, then every ignored key.
    public let itemCount: Int
    /// How many of them are fields.
    public let fieldCount: Int
    /// The station's price history, as the chart draws it, and the currency of its prices.
    public let history: PriceHistory
    public let currency: String
    /// The station as the table shows it: the sample app's model when it arrived in its
    /// shape, else in the catalog's terms; `nil` when the source holds no station.
    private let shown: Shown?
    /// The source, to rebuild the station's record from.
    private let loaded: LoadedSource
    /// The panel's lines made so far.
    private(set) var page: ItemPage
    /// Where the source's lines start, shared by every station of the source.
    let lines: LineIndex
    /// What changed in the station since the previous version of its source (the file
    /// before it was edited or changed on disk, the built-in response a scratch copy was
    /// made from); `nil` when there is none.
    public let changes: StationDiff?
    /// Whether the station has an earlier version but too many fields to compare with it
    /// here (``comparableFields``): both full records would be held at once.
    public let tooLargeToCompare: Bool
    /// The most fields a station may have, in either version, to be compared on screen
    /// (`gasprices validate --against` compares any size).
    public static let comparableFields = 100_000
    /// The changes by path, for the panel's marks: fields, and ignored keys.
    private let fieldChanges: [FieldPath: FieldChange]
    private let ignoredChanges: [FieldPath: IgnoredChange]

    private enum Shown: Sendable {
        case sample(Station)
        case catalog(CatalogStation)
    }

    /// Lines of the panel made at once: several screens of the tallest terminal, so that
    /// moving about rebuilds the record seldom.
    public static let pageLines = LoadedSource.firstRecordLines

    /// Station `index` of `source`.
    /// - Parameters:
    ///   - lines: the source's line index, when another station of it already made one (the
    ///     source is not scanned again).
    ///   - pageLines: lines of the panel made at once.
    ///   - previous: the version of the source before this one: the station is compared
    ///     with the station at its position there.
    public init(_ source: LoadedSource, station index: Int, lines: LineIndex? = nil, pageLines: Int = ResponseEntry.pageLines,
                previous: LoadedSource? = nil) {
        label = source.label
        self.source = source.source
        let name = source.source.name.split(separator: "/").last.map(String.init) ?? source.source.name
        fileName = SafeText.line(name)
        layout = source.layout
        feed = source.feed
        stationCount = source.count
        loaded = source
        let index = min(max(0, index), max(0, source.count - 1))
        stationIndex = index
        // The counts are the compact record's: the panel's first page is all that is rebuilt.
        let counts = source.count > 0 ? source.counts(at: index) : nil
        let fields = counts.map { $0.exact + $0.coerced + $0.defaulted + $0.dropped } ?? 0
        let window = RecordWindow(lines: 0..<pageLines, fieldCount: fields)
        if let counts, let first = source.record(at: index, window: window) {
            self.counts = counts
            fieldCount = fields
            itemCount = fields + counts.ignored
            page = ItemPage(first, capacity: pageLines)
            if let sample = source.sample(at: index) {
                shown = .sample(sample)
                history = sample.priceHistory
                currency = "USD"
            } else {
                let station = source.station(at: index)
                shown = .catalog(station)
                history = PriceHistory(station.history)
                currency = station.fuels.first?.currency ?? "USD"
            }
        } else {
            self.counts = nil
            fieldCount = 0
            itemCount = 0
            page = ItemPage(first: 0, items: [], capacity: pageLines)
            shown = nil
            history = PriceHistory()
            currency = "USD"
        }
        self.lines = lines ?? LineIndex(source.source)
        let previousFields = previous.map { index < $0.count ? Self.fieldCount($0.counts(at: index)) : 0 } ?? 0
        tooLargeToCompare = previous != nil && max(previousFields, fields) > Self.comparableFields
        if let previous, source.count > 0, !tooLargeToCompare {
            let before = index < previous.count ? previous.record(at: index) : nil
            let changes = StationDiff(index: index, before: before, after: source.record(at: index))
            self.changes = changes
            fieldChanges = Dictionary(changes.diff.fields.filter(\.isChanged).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            ignoredChanges = Dictionary(changes.diff.ignored.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        } else {
            changes = nil
            fieldChanges = [:]
            ignoredChanges = [:]
        }
    }

    private static func fieldCount(_ counts: OutcomeCounts) -> Int {
        counts.exact + counts.coerced + counts.defaulted + counts.dropped
    }

    /// The panel's mark for `item` when it changed since the previous version:
    /// `exact → defaulted`, `was 3.5`, `new`.
    public func changeMark(_ item: FieldItem) -> String? {
        if item.outcome != nil { return fieldChanges[item.path].map(ChangeTable.mark) }
        return ignoredChanges[item.path].map(ChangeTable.mark)
    }

    /// How many fields and ignored keys changed since the previous version.
    public var changeCount: Int { fieldChanges.count + ignoredChanges.count }

    /// Whether the station could be rebuilt: a source that holds none has no table, no
    /// panel and nothing to compare.
    public var hasStation: Bool { shown != nil }

    /// The station's name, as the table's first row shows it.
    public var stationName: String? {
        switch shown {
        case .sample(let station): station.stationName
        case .catalog(let station): station.name
        case nil: nil
        }
    }

    /// The rows of the station's table, dates in `timeZone` (history rows are made when asked
    /// for); `nil` when the source holds no station.
    public func rows(timeZone: TimeZone) -> StationRows? {
        switch shown {
        case .sample(let station): StationRows(station, timeZone: timeZone)
        case .catalog(let station): StationRows(station, timeZone: timeZone)
        case nil: nil
        }
    }

    // MARK: The panel's lines

    /// Line `index` of the panel: made already when it is on the current page, else made now
    /// from the station's record.
    public func item(at index: Int) -> FieldItem? {
        guard index >= 0, index < itemCount else { return nil }
        if let item = page.item(at: index) { return item }
        return makePage(around: index..<index + 1).item(at: index)
    }

    /// Lines `range` of the panel (clamped to those there are), made as ``item(at:)`` makes
    /// them, the record rebuilt at most once.
    public func items(_ range: Range<Int>) -> [FieldItem] {
        let wanted = range.clamped(to: 0..<itemCount)
        guard !wanted.isEmpty else { return [] }
        let from = page.covers(wanted) ? page : makePage(around: wanted)
        return wanted.compactMap { from.item(at: $0) }
    }

    /// Makes the page hold lines `range`, rebuilding it from the record when it does not.
    mutating func keep(_ range: Range<Int>) {
        let wanted = range.clamped(to: 0..<itemCount)
        guard !wanted.isEmpty, !page.covers(wanted) else { return }
        page = makePage(around: wanted)
    }

    /// A page that holds `range`, with room to move on either side.
    private func makePage(around range: Range<Int>) -> ItemPage {
        let size = max(page.capacity, range.count)
        let start = max(0, min(range.lowerBound - (size - range.count) / 2, itemCount - size))
        let window = RecordWindow(lines: start..<start + size, fieldCount: fieldCount)
        guard let record = loaded.record(at: stationIndex, window: window) else { return ItemPage(first: start, items: []) }
        return ItemPage(record, capacity: page.capacity)
    }

    /// The line of the first field at `path`, else of the first ignored key at it.
    public func line(of path: FieldPath) -> Int? {
        lines(of: [path]).first ?? nil
    }

    /// For each of `paths`, the line of its first field, else of its first ignored key: from
    /// the page when it holds every line, else in one pass over the station's record.
    public func lines(of paths: [FieldPath]) -> [Int?] {
        if page.covers(0..<itemCount) {
            return paths.map { path in page.items.firstIndex { $0.path == path }.map { page.first + $0 } }
        }
        guard let found = loaded.ordinals(of: paths, inStation: stationIndex) else { return paths.map { _ in nil } }
        return paths.indices.map { index in
            found.fields[index] ?? found.ignored[index].map { fieldCount + $0 }
        }
    }

    /// The line of the first item `text` names as a user types it (``FieldLine/names(_:_:)``).
    /// In a station whose lines are not all made, a path written as the table writes it
    /// (a key with a dot in its name) is found only among the lines made.
    public func line(named text: String) -> Int? {
        if let index = page.items.firstIndex(where: { FieldLine.names(text, $0.path) }) { return page.first + index }
        guard !page.covers(0..<itemCount) else { return nil }
        let document = text == FieldLine.documentPath || text.isEmpty ? [FieldPath()] : []
        return lines(of: [FieldPath(parsing: text)] + document).compactMap { $0 }.min()
    }

    // MARK: The source

    /// How many lines the source has.
    public var lineCount: Int { lines.count }

    /// Bytes of a line that a screen ever shows: far wider than any terminal, and a bound on
    /// the work a minified file of one huge line costs per frame.
    public static let lineLimit = 4096

    /// Source line `number` (1-based) as text, without its line break (nor a `\r` before it),
    /// cut after ``lineLimit`` bytes. Not safe to print: ``JSONLine`` escapes it.
    public func sourceLine(_ number: Int) -> String {
        let bytes = source.bytes
        guard let range = lines.range(ofLine: number, in: bytes) else { return "" }
        var end = range.upperBound
        if end > range.lowerBound, bytes[end - 1] == 0x0D { end -= 1 }
        end = min(end, range.lowerBound + Self.lineLimit)
        return String(decoding: bytes[range.lowerBound..<max(range.lowerBound, end)], as: UTF8.self)
    }
}

/// Consecutive lines of the validation panel, made from one window of a station's record.
struct ItemPage: Sendable {
    /// The panel line of the first item.
    var first: Int
    var items: [FieldItem]
    /// Lines a page is made with.
    var capacity = ResponseEntry.pageLines

    init(first: Int, items: [FieldItem], capacity: Int = ResponseEntry.pageLines) {
        self.first = first
        self.items = items
        self.capacity = capacity
    }

    /// The lines of a record window: its fields, then its ignored keys.
    init(_ record: PartialRecord, capacity: Int = ResponseEntry.pageLines) {
        let first = record.window.fields.isEmpty ? record.fieldCount + record.window.ignored.lowerBound : record.window.fields.lowerBound
        self.init(first: first, items: record.fields.map(FieldItem.init) + record.ignored.map(FieldItem.init), capacity: capacity)
    }

    func covers(_ range: Range<Int>) -> Bool {
        range.lowerBound >= first && range.upperBound <= first + items.count
    }

    func item(at index: Int) -> FieldItem? {
        items.indices.contains(index - first) ? items[index - first] : nil
    }
}
