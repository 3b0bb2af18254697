import Foundation
import GasPrices

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

    init(requests: @escaping @Sendable (String) throws(SourceFailure) -> [SourceRequest],
                load: @escaping @Sendable (SourceRequest, FeedChoice, (LoadProgress) -> Void) throws(SourceFailure) -> LoadedSource,
                order: @escaping @Sendable (Catalog, StationQuery, StationOrder?, Int?) -> StationOrder,
                now: @escaping @Sendable () -> Date) {
        self.requests = requests
        self.load = load
        self.order = order
        self.now = now
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

    init(poll: Duration = .milliseconds(50), progress: Duration = .milliseconds(100), clock: TimeInterval = 60) {
        self.poll = poll
        self.progress = progress
        self.clock = clock
    }

    static let live = Timing()
}
