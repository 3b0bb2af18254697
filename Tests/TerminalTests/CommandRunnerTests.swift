import Foundation
import GasPrices
import GasView
import Testing
@testable import Terminal

@Suite struct CommandRunnerTests {
    /// Waits until every job has finished, then takes what they posted.
    func drain(_ mailbox: Mailbox) -> [Message] {
        let deadline = ContinuousClock.now + .seconds(5)
        while mailbox.status.working, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.002) }
        return mailbox.take()
    }

    func filters(_ messages: [Message]) -> [String] {
        messages.compactMap { if case .stationsOrdered(let order) = $0 { order.query.filter } else { nil } }
    }

    @Test func aRunningOrderIsPostedAndAWaitingOneSkipped() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let effects = Effects(requests: Effects.live.requests, load: Effects.live.load, order: { catalog, query, among, limit in
            if query.filter == "a" {
                started.signal()
                release.wait()
            }
            return catalog.order(query, among: among, limit: limit)
        }, now: { Date() })
        let mailbox = Mailbox()
        let runner = CommandRunner(effects: effects, mailbox: mailbox, progressInterval: .milliseconds(100))
        runner.order(StationQuery(filter: "a"), among: nil, first: nil, in: Catalog())
        started.wait()
        runner.order(StationQuery(filter: "ab"), among: nil, first: nil, in: Catalog())
        runner.order(StationQuery(filter: "abc"), among: nil, first: nil, in: Catalog())
        #expect(mailbox.status.working)
        release.signal()
        #expect(filters(drain(mailbox)) == ["a", "abc"])
        #expect(!mailbox.status.working)
    }

    @Test func ordersOneAfterAnotherAreAllPosted() {
        let mailbox = Mailbox()
        let runner = CommandRunner(effects: .live, mailbox: mailbox, progressInterval: .milliseconds(100))
        runner.order(StationQuery(filter: "x"), among: nil, first: nil, in: Catalog())
        let first = drain(mailbox)
        runner.order(StationQuery(filter: "y"), among: Catalog().order(StationQuery()), first: nil, in: Catalog())
        #expect(filters(first + drain(mailbox)) == ["x", "y"])
    }

    @Test func anOrderWithFirstRowsPostsThemThenTheWhole() throws {
        let catalog = Catalog(sources: [try SourceLoader.load(.builtIn("F"))])
        let mailbox = Mailbox()
        let runner = CommandRunner(effects: .live, mailbox: mailbox, progressInterval: .milliseconds(100))
        runner.order(StationQuery(), among: nil, first: 3, in: catalog)
        let orders = drain(mailbox).compactMap { if case .stationsOrdered(let order) = $0 { order } else { nil } }
        #expect(orders.map(\.indices.count) == [3, catalog.count])
        #expect(orders.first?.indices == Array(catalog.order(StationQuery()).indices.prefix(3)))
        #expect(orders.map(\.isComplete) == [false, true])
    }

    /// A named pipe among the sources is read after the others: one without a writer yet
    /// held back every source after it, the whole app on "Loading…", until 2026-12-02. It is
    /// read when its writer writes, and never reloaded (reading it again would wait).
    @Test func aPipeIsReadAfterTheOtherSources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("pipe.json").path
        #expect(mkfifo(pipe, 0o600) == 0)
        try Data(#"{"description": "One", "price": 3.1}"#.utf8).write(to: folder.appendingPathComponent("one.json"))
        #expect(NamedPipe.at(pipe) && !NamedPipe.at(folder.appendingPathComponent("one.json").path))

        let mailbox = Mailbox()
        let runner = CommandRunner(effects: .live, mailbox: mailbox, progressInterval: .milliseconds(100))
        runner.load([pipe, "A", folder.appendingPathComponent("one.json").path])
        // The others are posted while the pipe has no writer.
        var posted: [String] = []
        let deadline = ContinuousClock.now + .seconds(5)
        while posted.count < 2, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            posted += mailbox.take().compactMap { if case .sourceLoaded(let source) = $0 { source.label } else { nil } }
        }
        #expect(posted == ["A", "one"])
        #expect(mailbox.status.working)
        let writer = open(pipe, O_WRONLY)
        #expect(writer >= 0)
        let text = Array(#"{"description": "Piped", "price": 2.9}"#.utf8)
        #expect(write(writer, text, text.count) == text.count)
        close(writer)
        let rest = drain(mailbox).compactMap { message -> String? in
            switch message {
            case .sourceLoaded(let source): "loaded \(source.label)"
            case .loadingFinished: "finished"
            default: nil
            }
        }
        #expect(rest == ["loaded pipe", "finished"])
        runner.reload(pipe, feed: .auto)
        #expect(!mailbox.status.working)
    }

    @Test func aLoadPostsEachDocumentThenFinished() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"description": "One", "price": 3.1}"#.utf8).write(to: folder.appendingPathComponent("one.json"))
        try Data("not json".utf8).write(to: folder.appendingPathComponent("two.json"))

        let mailbox = Mailbox()
        let runner = CommandRunner(effects: .live, mailbox: mailbox, progressInterval: .milliseconds(100))
        runner.load(["A", folder.path, "/nonexistent"])
        runner.load(["C"])
        let outcomes = drain(mailbox).compactMap { message -> String? in
            switch message {
            case .sourceLoaded(let source): "loaded \(source.label)"
            case .sourceFailed(let failure): "failed \((failure.source as NSString).lastPathComponent)"
            case .loadingFinished: "finished"
            default: nil
            }
        }
        #expect(outcomes == ["loaded A", "loaded one", "failed two.json", "failed nonexistent", "finished", "loaded C", "finished"])
    }
}

@Suite struct ProgressThrottleTests {
    func reading(_ source: String, _ done: Int) -> LoadProgress { LoadProgress(source: source, phase: .reading, done: done, total: 100) }
    func validating(_ source: String) -> LoadProgress { LoadProgress(source: source, phase: .validating, done: 100, total: 100) }

    static let start = ContinuousClock.now

    @Test func atMostOneReportPerInterval() {
        var throttle = ProgressThrottle(interval: .milliseconds(100))
        let admitted = [0, 30, 60, 99, 100, 150, 260].map { milliseconds in
            throttle.admits(reading("big.json", milliseconds), at: Self.start + .milliseconds(milliseconds))
        }
        #expect(admitted == [true, false, false, false, true, false, true])
    }

    @Test func aShownReadingAlwaysShowsValidating() {
        var throttle = ProgressThrottle(interval: .milliseconds(100))
        let admitted = [
            throttle.admits(reading("big.json", 1), at: Self.start),
            throttle.admits(validating("big.json"), at: Self.start + .milliseconds(10)),
            throttle.admits(validating("big.json"), at: Self.start + .milliseconds(20)),
        ]
        #expect(admitted == [true, true, false])
    }

    @Test func manySmallFilesAreThrottledToo() {
        var throttle = ProgressThrottle(interval: .milliseconds(100))
        let admitted = (0..<20).filter { index in
            throttle.admits(validating("\(index).json"), at: Self.start + .milliseconds(index * 10))
        }
        #expect(admitted == [0, 10])
    }
}
