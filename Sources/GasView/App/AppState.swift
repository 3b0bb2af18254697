import Foundation
import GasPrices

/// Everything the interactive app shows, as plain data. Only ``App/update(_:_:)`` changes it
/// in the app; `gasprices render` and tests set it up with the `select…`, `add` and
/// ``applyQuery()`` methods.
///
/// Sources arrive already validated (``LoadedSource``, loaded by a command); the state keeps
/// them in a ``Catalog`` and the view only reads. The view also clamps every index and scroll
/// offset it reads, so no value set from outside can crash it.
public struct AppState: Sendable {
    /// The main screens; the trace and the help are overlays over them.
    public enum Screen: Sendable, Equatable {
        /// Every station, one row each, sorted and filtered.
        case list
        /// One station: the sample app's screen with the validation panel.
        case detail
        /// Every source's station side by side.
        case compare
        /// What changed in the station shown since its file's previous version (`d`).
        case changes
    }

    /// Every station of every source loaded, and the sources that failed.
    public internal(set) var catalog = Catalog()
    /// One entry per source (``Catalog/sources`` `[i]`): the station of it the detail screen
    /// shows, at first its first.
    public internal(set) var entries: [ResponseEntry] = []
    /// The entries' labels in lower case, for ``distinctlyLabeled(_:among:)``: every label
    /// is added once and kept (a source replaced by a new version keeps its label).
    var takenLabels: Set<String> = []
    /// The zone dates are shown in (the user's local zone in the app; fixed in tests).
    public var timeZone: TimeZone
    /// The time prices' ages are measured from: set by ``Message/clockTicked(_:)``, never
    /// read from a clock.
    public var now: Date
    /// The terminal's size.
    public var width: Int
    public var height: Int

    // MARK: Loading

    /// Whether a ``Command/load(_:feed:)`` is under way.
    public internal(set) var isLoading = false
    /// How far the source being loaded has come; `nil` before its first report.
    public internal(set) var progress: LoadProgress?
    /// The sources that could not be loaded, in the order they were tried.
    public var failures: [SourceFailure] { catalog.failures }

    // MARK: The station list

    /// What the list shows: fuel, sort, direction, filter. Change it with ``applyQuery()``
    /// (at once) or through ``App/update(_:_:)`` (an ``Command/order(_:among:first:)``).
    public var query = StationQuery()
    /// The stations in the list's order, as last worked out; `nil` until the first order.
    public internal(set) var order: StationOrder?
    /// The last whole order without a filter: a filter shortened or cleared narrows it
    /// rather than sorting every station again.
    public internal(set) var unfilteredOrder: StationOrder?
    /// Whether ``order`` and ``unfilteredOrder`` were worked out before a source's new
    /// version replaced its stations: shown until the next order comes, never narrowed, as
    /// their prices and names may since have changed.
    var ordersPredateCatalog = false
    /// The selected row of the list, and the first row shown.
    public var listRow = 0
    /// Whether the user has chosen a row (moved, scrolled, opened a station): a new order
    /// then keeps that station selected; until then the list starts at its first row.
    var listChosen = false
    public var listScroll = 0
    /// Whether keys are typed into the filter (after `/`).
    public var isFiltering = false
    /// Whether the user has chosen the price basis shown (`$`); until then the list shows
    /// the one most stations are priced in.
    var basisChosen = false

    // MARK: The detail screen

    /// The source shown (an index into ``entries``).
    public var selected = 0
    public var screen = Screen.detail
    /// The raw JSON in place of the station table (the sample app's "View JSON").
    public var showsJSON = false
    /// The validation panel beside or below the station table.
    public var showsValidation = true
    /// The price history as a chart instead of a table (`h`).
    public var showsChart = false
    /// The trace of the selected field, over the detail screen.
    public var showsTrace = false
    /// The key help, over everything.
    public var showsHelp = false

    /// The index of the selected line of the validation panel (a field or an ignored key)
    /// among ``ResponseEntry/items``.
    public var selectedFieldIndex = 0
    /// First line shown of the validation panel, the raw JSON, the trace, the help and the
    /// compare table.
    public var panelScroll = 0
    public var jsonScroll = 0
    public var traceScroll = 0
    public var helpScroll = 0
    public var compareScroll = 0

    /// The screen Esc goes back to from the detail screen, and where the app opened: the
    /// list when browsing stations, the detail screen for one station per source.
    public internal(set) var home = Screen.detail
    /// Whether ``home`` is settled: the first source with more than one station, the end of
    /// loading, or the user's own move settles it.
    var homeIsSettled = false

    // MARK: Versions: editing, watching, reloading

    /// How sources are read: the feed named at start (`--feed`), for files read again.
    public var feedChoice = FeedChoice.auto
    /// Where scratch copies of built-in responses are written for the editor; without one,
    /// a built-in response cannot be edited.
    public var scratchFolder: String?
    /// Scratch copies asked for: path → the built-in response's label.
    var scratchCopies: [String: String] = [:]
    /// Per source (index into ``entries``), the version before the one shown: what the
    /// panel's marks and the change screen compare with.
    var previousVersions: [Int: LoadedSource] = [:]
    /// Files whose latest change could not be read, oldest first: their last good version
    /// stays shown.
    public internal(set) var reloadErrors: [SourceFailure] = []
    /// One line of news for the status line (a reload, the editor's exit), until the next key.
    public internal(set) var notice: String?
    /// What the editor said when it exited with an error on a first copy of a built-in, kept
    /// for the notice the copy gets when it is read back.
    var editorNotice: String?
    /// The files the backend was last asked to watch.
    var watched: [String] = []
    /// Lines of the change screen, and the first shown.
    public var changesScroll = 0

    // MARK: The tour

    /// The tour of A–E while it is on (`t`).
    public internal(set) var tour: Tour?
    /// Whether the tour waits for A–E to load.
    var tourPending = false

    /// Sizes that stay the same whichever source is shown, so the layout never jumps.
    private(set) var metrics = Metrics()
    /// Column widths of the list, measured over every station once, as it is added.
    private(set) var listMetrics = ListMetrics()
    /// Line counts of the trace and the compare screen, kept so that a key press does not
    /// build a whole screen to learn how far it scrolls.
    var counts = LineCounts()
    /// Bumped whenever ``entries`` change (for ``counts``).
    private(set) var entriesVersion = 0

    /// An empty state, for the app: ``App/start(_:sources:)`` then asks for the sources.
    public init(timeZone: TimeZone, width: Int, height: Int, now: Date) {
        self.timeZone = timeZone
        self.width = width
        self.height = height
        self.now = now
        screen = .list
        home = .list
    }

    /// A state with `sources` (and `failures`) loaded, ordered and on its home screen — for
    /// `gasprices render` and tests.
    /// - Parameter now: the time ages are measured from; without it, the latest price's.
    public init(sources: [LoadedSource], failures: [SourceFailure] = [], timeZone: TimeZone, width: Int, height: Int, now: Date? = nil) {
        self.init(timeZone: timeZone, width: width, height: height, now: now ?? .distantPast)
        for source in sources { add(source) }
        for failure in failures { add(failure) }
        if now == nil { self.now = catalog.latestUpdate ?? Date(timeIntervalSince1970: 0) }
        settleHome(final: true)
        applyQuery()
    }

    /// The responses loaded at once, each as the app loads a source: one that is not JSON,
    /// or holds no station, is a failure.
    public init(responses: [StubResponse], timeZone: TimeZone, width: Int, height: Int, now: Date? = nil) {
        var sources: [LoadedSource] = []
        var failures: [SourceFailure] = []
        for response in responses {
            do {
                sources.append(try SourceLoader.read(response.source, label: response.label, path: nil, feed: .auto))
            } catch {
                failures.append(error)
            }
        }
        self.init(sources: sources, failures: failures, timeZone: timeZone, width: width, height: height, now: now)
    }

    /// Adds a source's stations to the catalog, and the source to the selector.
    public mutating func add(_ source: LoadedSource) {
        let source = Self.distinctlyLabeled(source, among: takenLabels)
        takenLabels.insert(source.label.lowercased())
        let first = catalog.count
        catalog.add(source)
        let entry = ResponseEntry(source, station: 0, previous: previousVersions[entries.count])
        entries.append(entry)
        entriesVersion += 1
        metrics.include(entry, timeZone: timeZone)
        listMetrics.include(catalog, stations: first..<catalog.count)
        // Prices compare only within one currency and unit: with several, the list shows
        // one, the largest until the user picks another.
        let bases = catalog.bases
        let chosen = basisChosen ? query.basis : nil
        show(basis: bases.count > 1 ? chosen ?? bases.first : nil)
        if source.count > 1 { settleHome(final: false) }
        reveal()
    }

    /// `source`, under a label none of `taken` has in any case, so that the selector and a
    /// response named by its label (`render x`) tell them apart: `x.json`, `x.ndjson` and
    /// `x.jsonl` are all labelled `x` by their names. Its own, else with its file's extension
    /// (`x (ndjson)`), else numbered (`x (2)`): none looks like a file's path, which `render`
    /// would load rather than select.
    /// A built-in response keeps its letter: `e` finds the response to copy by it. `taken`:
    /// the labels in lower case.
    static func distinctlyLabeled(_ source: LoadedSource, among taken: Set<String>) -> LoadedSource {
        func isTaken(_ label: String) -> Bool { taken.contains(label.lowercased()) }
        guard let path = source.path, isTaken(source.label) else { return source }
        let suffix = (path as NSString).pathExtension
        let candidates = (suffix.isEmpty ? [] : ["\(source.label) (\(suffix))"]).lazy
            + (2...(taken.count + 2)).lazy.map { "\(source.label) (\($0))" }
        return source.labeled(candidates.first { !isTaken($0) } ?? source.label)
    }

    /// Counts entry `index` as made again (a new version of its source): sizes and line
    /// counts are measured again.
    mutating func entryReplaced(_ index: Int) {
        guard entries.indices.contains(index) else { return }
        entriesVersion += 1
        metrics.include(entries[index], timeZone: timeZone)
        listMetrics.include(catalog, stations: 0..<catalog.count)
    }

    /// Records a source that could not be loaded.
    public mutating func add(_ failure: SourceFailure) {
        catalog.add(failure)
    }

    /// Orders the stations for ``query`` at once (the app asks for it with a command). A
    /// currency set without a unit takes the unit most of its stations are priced per.
    public mutating func applyQuery() {
        if let currency = query.currency, query.unit == nil,
           let basis = catalog.bases.first(where: { $0.currency.uppercased() == currency.uppercased() }) {
            basisChosen = true
            show(basis: basis)
        }
        apply(catalog.order(query))
    }

    /// The source shown, with the station of it shown; `nil` only when there are none.
    public var entry: ResponseEntry? {
        entries.isEmpty ? nil : entries[min(max(0, selected), entries.count - 1)]
    }

    /// The selected line of the validation panel, if the station has any.
    public var selectedItem: FieldItem? {
        guard let entry, entry.itemCount > 0 else { return nil }
        return entry.item(at: min(max(0, selectedFieldIndex), entry.itemCount - 1))
    }

    /// Whether the user browses a list of stations (``home`` is the list): Esc goes back to
    /// it, and the help and the key hints say so.
    public var browses: Bool { home == .list }

    /// Settles where the app opens: the list as soon as a source holds more than one
    /// station; once loading is over (`final`), the detail screen when every source holds
    /// one (the sample app's way), else the list (which, with no station, lists what failed).
    /// Once settled, it stays.
    mutating func settleHome(final: Bool) {
        guard !homeIsSettled else { return }
        let many = catalog.sources.contains { $0.count > 1 }
        guard many || final else { return }
        homeIsSettled = true
        home = many || catalog.count == 0 ? .list : .detail
        if screen == .list || screen == .detail, !showsHelp { screen = home }
    }

    /// Replaces the station shown for source `index` (the source's own line index is kept).
    mutating func show(station: Int, ofSource index: Int) {
        guard catalog.sources.indices.contains(index), entries.indices.contains(index) else { return }
        if entries[index].stationIndex != station {
            entries[index] = ResponseEntry(catalog.sources[index], station: station, lines: entries[index].lines,
                                           previous: previousVersions[index])
            entriesVersion += 1
        }
    }

    /// Makes the panel's lines in view, and the selected one, if they are not made yet (a
    /// station of many fields makes them a page at a time, here rather than in the view).
    mutating func keepShownItems() {
        guard !entries.isEmpty else { return }
        let index = min(max(0, selected), entries.count - 1)
        let rows = Layout(self).panelRows
        let field = min(max(0, selectedFieldIndex), max(0, entries[index].itemCount - 1))
        let shown = rows > 0 ? panelScroll..<panelScroll + rows : field..<field + 1
        entries[index].keep(min(shown.lowerBound, field)..<max(shown.upperBound, field + 1))
    }
}

extension Catalog {
    /// When the most recently updated station was updated; `nil` when none says.
    var latestUpdate: Date? {
        var latest: Date? = nil
        for index in 0..<count {
            if let date = updated(index), latest.map({ date > $0 }) ?? true { latest = date }
        }
        return latest
    }
}
