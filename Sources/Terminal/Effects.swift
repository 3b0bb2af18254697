import Foundation
import GasPrices
import GasView

/// The I/O behind the commands, and the clock: the real ones in ``live``; tests pass
/// their own (a load that never ends, a fixed time).
struct Effects: Sendable {
    /// The documents a SOURCE argument names (``SourceLoader/requests(for:)``).
    var requests: @Sendable (String) throws(SourceFailure) -> [SourceRequest]
    /// Reads and validates one document with a feed, reporting progress (``SourceLoader/load(_:feed:progress:)``).
    var load: @Sendable (SourceRequest, FeedChoice, (LoadProgress) -> Void) throws(SourceFailure) -> LoadedSource
    /// The stations of a catalog a query selects, in order (``Catalog/order(_:among:limit:)``).
    /// The last argument limits it to the first stations.
    var order: @Sendable (Catalog, StationQuery, StationOrder?, Int?) -> StationOrder
    /// The time, for ``GasView/Message/clockTicked(_:)``.
    var now: @Sendable () -> Date
    /// Prepares a file and runs the user's editor on it, the terminal handed over
    /// (``Editor``).
    var edit: @Sendable (EditRequest) -> EditorOutcome
    /// A watcher of files that reports each change (``FileWatcher``).
    var watcher: @Sendable (@escaping @Sendable (String) -> Void) -> FileWatcher

    init(requests: @escaping @Sendable (String) throws(SourceFailure) -> [SourceRequest],
                load: @escaping @Sendable (SourceRequest, FeedChoice, (LoadProgress) -> Void) throws(SourceFailure) -> LoadedSource,
                order: @escaping @Sendable (Catalog, StationQuery, StationOrder?, Int?) -> StationOrder,
                now: @escaping @Sendable () -> Date,
                edit: @escaping @Sendable (EditRequest) -> EditorOutcome = Effects.runEditor,
                watcher: @escaping @Sendable (@escaping @Sendable (String) -> Void) -> FileWatcher = { FileWatcher(onChange: $0) }) {
        self.requests = requests
        self.load = load
        self.order = order
        self.now = now
        self.edit = edit
        self.watcher = watcher
    }

    /// The editor the environment names, on the request's file (its scratch copy written
    /// first).
    static let runEditor: @Sendable (EditRequest) -> EditorOutcome = { request in
        if let problem = Editor.prepare(request) { return .failed(problem) }
        return Editor.run(Editor.command(environment: ProcessInfo.processInfo.environment), path: request.path)
    }

    static let live = Effects(
        requests: { argument throws(SourceFailure) in try SourceLoader.requests(for: argument) },
        load: { request, feed, progress throws(SourceFailure) in try SourceLoader.load(request, feed: feed, progress: progress) },
        order: { catalog, query, among, limit in catalog.order(query, among: among, limit: limit) },
        now: { Date() }
    )
}

/// How often the loop looks and reports.
struct Timing: Sendable {
    /// How long a posted message can wait while a job runs: the loop polls the keyboard this
    /// long, then takes what was posted. An idle loop blocks on the keyboard instead.
    var poll: Duration
    /// The least time between two progress reports of a load.
    var progress: Duration
    /// How often the clock ticks (on the wall clock's multiples: a minute ticks as the
    /// minute changes).
    var clock: TimeInterval
    /// The longest an idle loop waits for a key while files are watched: a change the
    /// watcher reports shows within this without a key.
    var watch: Duration

    init(poll: Duration = .milliseconds(50), progress: Duration = .milliseconds(100), clock: TimeInterval = 60,
         watch: Duration = .milliseconds(200)) {
        self.poll = poll
        self.progress = progress
        self.clock = clock
        self.watch = watch
    }

    static let live = Timing()
}
