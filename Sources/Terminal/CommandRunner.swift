import Dispatch
import Foundation
import GasPrices
import GasView

/// Performs ``GasView/Command/load(_:feed:)`` and ``GasView/Command/order(_:among:first:)`` off the main
/// thread and posts their results to the mailbox, so the loop keeps answering keys while a
/// large file loads or a million stations sort.
///
/// Loads run one after another, in the order asked. Orders also run one at a time: an order
/// still waiting when a newer one is asked for is skipped (typing a filter asks for one per
/// key), while the one already running finishes and is posted, for the view to drop as
/// stale. Nothing is ever waited for: on quit the process exits with the workers.
final class CommandRunner: @unchecked Sendable {
    private let effects: Effects
    private let mailbox: Mailbox
    private let progressInterval: Duration
    private let loads = DispatchQueue(label: "gasprices.load")
    private let orders = DispatchQueue(label: "gasprices.order")
    private let lock = NSLock()
    private var latestOrder = 0

    init(effects: Effects, mailbox: Mailbox, progressInterval: Duration) {
        self.effects = effects
        self.mailbox = mailbox
        self.progressInterval = progressInterval
    }

    /// Loads every document `arguments` name, in order, posting throttled progress,
    /// `sourceLoaded` or `sourceFailed` per document, then `loadingFinished`.
    func load(_ arguments: [String], feed: FeedChoice = .auto) {
        mailbox.begin()
        loads.async { [effects, mailbox, progressInterval] in
            var throttle = ProgressThrottle(interval: progressInterval)
            func load(_ request: SourceRequest) {
                do throws(SourceFailure) {
                    let source = try effects.load(request, feed) { progress in
                        if throttle.admits(progress, at: .now) { mailbox.post(.loadProgressed(progress)) }
                    }
                    mailbox.post(.sourceLoaded(source))
                } catch {
                    mailbox.post(.sourceFailed(error))
                }
            }
            // Pipes last: one without a writer yet would hold back every source after it.
            var pipes: [SourceRequest] = []
            for argument in arguments {
                let requests: [SourceRequest]
                do throws(SourceFailure) {
                    requests = try effects.requests(argument)
                } catch {
                    mailbox.post(.sourceFailed(error))
                    continue
                }
                for request in requests {
                    if case .file(let path) = request, NamedPipe.at(path) {
                        pipes.append(request)
                    } else {
                        load(request)
                    }
                }
            }
            pipes.forEach(load)
            mailbox.finish(with: .loadingFinished)
        }
    }

    /// Reads the file at `path` again, after any load asked before, posting
    /// `sourceReloaded` or `reloadFailed`.
    func reload(_ path: String, feed: FeedChoice) {
        // A pipe is read once: reading it again would wait for a writer that may never come.
        // A watched file that became one is said (a source given as a pipe is never watched).
        guard !NamedPipe.at(path) else {
            mailbox.post(.reloadFailed(path: path, SourceFailure(source: path, reason: .pipeNotReadAgain)))
            return
        }
        mailbox.begin()
        loads.async { [effects, mailbox] in
            do throws(SourceFailure) {
                let source = try effects.load(.file(path), feed) { _ in }
                mailbox.finish(with: .sourceReloaded(path: path, source))
            } catch {
                mailbox.finish(with: .reloadFailed(path: path, error))
            }
        }
    }

    /// Orders `catalog` (the state's, as it was when the command was issued) for `query`,
    /// posting `stationsOrdered`, unless a newer order is asked for before this one starts.
    /// With `first`, posts the first that many stations before working out the rest.
    func order(_ query: StationQuery, among: StationOrder?, first: Int? = nil, in catalog: Catalog) {
        mailbox.begin()
        let ticket = nextTicket()
        orders.async { [effects, mailbox] in
            guard self.isLatest(ticket) else {
                mailbox.finish(with: nil)
                return
            }
            if let first {
                mailbox.post(.stationsOrdered(effects.order(catalog, query, among, first)))
                // A newer order asked for meanwhile makes the rest of this one stale.
                guard self.isLatest(ticket) else {
                    mailbox.finish(with: nil)
                    return
                }
            }
            mailbox.finish(with: .stationsOrdered(effects.order(catalog, query, among, nil)))
        }
    }

    private func nextTicket() -> Int {
        lock.lock()
        defer { lock.unlock() }
        latestOrder += 1
        return latestOrder
    }

    private func isLatest(_ ticket: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return ticket == latestOrder
    }
}

/// Decides which progress reports of a load are posted: at most one per `interval`, so a
/// folder of a thousand small files does not flood the loop; but a source whose reading was
/// shown always shows that it moved on to validating, which can take seconds.
struct ProgressThrottle {
    let interval: Duration
    private var lastPosted: ContinuousClock.Instant?
    private var lastSource: String?

    init(interval: Duration) {
        self.interval = interval
    }

    mutating func admits(_ progress: LoadProgress, at now: ContinuousClock.Instant) -> Bool {
        let due = lastPosted.map { now - $0 >= interval } ?? true
        let movedOn = progress.phase == .validating && progress.source == lastSource
        guard due || movedOn else { return false }
        lastPosted = now
        lastSource = progress.phase == .reading ? progress.source : nil
        return true
    }
}
