import Foundation
import GasPrices
import GasView
import Testing
@testable import Terminal

/// The loop's machinery on a small program of its own, so the tests do not depend on what the
/// real app does with each message: commands run on workers, their results come back as
/// messages without a key, the clock ticks, and quitting never waits for a worker.
@Suite struct AppLoopWorkTests {
    /// The state of the test program: every message it received, one line each.
    struct Log {
        var width = 40
        var height = 10
        var lines: [String] = []
        var catalog = Catalog()
    }

    /// Keys: `l` loads `B`, `x` loads a missing file, `o` orders with the filter typed so
    /// far (each digit key appends itself), `e` empties the catalog, `q` quits.
    static var program: Program<Log> { Program<Log>(
        update: { log, message in
            switch message {
            case .keyPressed(.character("q")): return [.quit]
            case .keyPressed(.character("l")): return [.load(["B"])]
            case .keyPressed(.character("x")): return [.load(["/nonexistent/x.json"])]
            case .keyPressed(.character("e")): log.catalog = Catalog()
            case .keyPressed(.character(let digit)) where digit.isNumber:
                return [.order(StationQuery(filter: String(digit)), among: nil)]
            case .resized(let width, let height):
                log.width = width
                log.height = height
            default: break
            }
            log.lines.append(Self.describe(message))
            return []
        },
        view: { log in
            var grid = Grid(width: log.width, height: log.height)
            for (row, line) in log.lines.suffix(log.height).enumerated() { _ = grid.put(line, x: 0, y: row) }
            return grid
        },
        size: { ($0.width, $0.height) },
        catalog: { $0.catalog }
    ) }

    static func describe(_ message: Message) -> String {
        switch message {
        case .keyPressed(let key): "key \(key)"
        case .resized(let width, let height): "resized \(width)x\(height)"
        case .mouse(let event): "mouse \(event)"
        case .clockTicked(let date): "tick \(Int(date.timeIntervalSince1970))"
        case .loadProgressed(let progress): "progress \(progress.source) \(progress.phase)"
        case .sourceLoaded(let source): "loaded \(source.label)"
        case .sourceFailed(let failure): "failed \(failure.source)"
        case .loadingFinished: "finished"
        case .stationsOrdered(let order): "ordered \(order.query.filter) of \(order.matched)"
        case .fileChanged(let path): "changed \(path)"
        case .sourceReloaded(let path, let source): "reloaded \(path) \(source.count)"
        case .reloadFailed(let path, _): "reload failed \(path)"
        case .editorFinished(let request, let outcome): "edited \(request.path) \(outcome)"
        }
    }

    /// A minute boundary, so the first clock wait is a whole minute.
    static let epoch = Date(timeIntervalSince1970: 1_800_000_000)
    static let fixedClock = Effects(requests: Effects.live.requests, load: Effects.live.load, order: Effects.live.order,
                                    now: { AppLoopWorkTests.epoch })

    @Test func aLoadsResultsArriveWithoutAKey() {
        let screen = ScriptedScreen(width: 40, height: 10, steps: [.waitFor("finished")])
        var log = Log()
        AppLoop.run(&log, on: screen, commands: [.load(["B", "/nonexistent/x.json"])], program: Self.program,
                    effects: Self.fixedClock, timing: .live)
        #expect(screen.failures.isEmpty)
        #expect(log.lines == ["tick 1800000000", "progress B.json validating", "loaded B", "failed /nonexistent/x.json", "finished"])
        #expect(screen.frames.count >= 2)
        // While the load ran the loop polled; with messages waiting, it only looked.
        #expect(screen.timeouts.dropLast().allSatisfy { $0 == .zero || $0 == Timing.live.poll })
    }

    @Test func anIdleLoopWaitsForTheNextMinute() {
        let screen = ScriptedScreen(width: 40, height: 10, steps: [.key(.down)])
        var log = Log()
        AppLoop.run(&log, on: screen, commands: [], program: Self.program, effects: Self.fixedClock, timing: .live)
        #expect(screen.timeouts == [.milliseconds(60_001), .milliseconds(60_001)])
        #expect(log.lines == ["tick 1800000000", "key down"])
    }

    @Test func theClockTicksWhileIdle() {
        // Ticks every 20 ms on the real clock; the screen waits until the third has come.
        let live = Effects(requests: Effects.live.requests, load: Effects.live.load, order: Effects.live.order, now: { Date() })
        var program = Self.program
        let update = program.update
        program.update = { log, message in
            let commands = update(&log, message)
            if log.lines.filter({ $0.hasPrefix("tick") }).count == 3, case .clockTicked = message { log.lines.append("three ticks") }
            return commands
        }
        let screen = ScriptedScreen(width: 40, height: 10, steps: [.waitFor("three ticks"), .key(.up)])
        var log = Log()
        AppLoop.run(&log, on: screen, commands: [], program: program, effects: live, timing: Timing(clock: 0.02))
        #expect(screen.failures.isEmpty)
        #expect(log.lines.last == "key up")
    }

    /// A file written after it was read and before its watch began (the app's first moments)
    /// is read again when the watch begins: the watch's first look was already the new
    /// version, so the change was not seen until the next one (until 2026-12-03). A file not
    /// written since is not.
    @Test func aFileWrittenBetweenItsLoadAndItsWatchIsReadAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gasprices-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = folder.appendingPathComponent("w.json").path
        let quiet = folder.appendingPathComponent("q.json").path
        for path in [written, quiet] { try Data(#"{"description": "A"}"#.utf8).write(to: URL(fileURLWithPath: path)) }
        var log = Log(width: 200, height: 10)
        log.catalog = Catalog(sources: [try SourceLoader.load(.file(written)), try SourceLoader.load(.file(quiet))])
        try Data(#"{"description": "B"}"#.utf8).write(to: URL(fileURLWithPath: written))
        var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 0), timespec(tv_sec: 1_700_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, written, &times, 0) == 0)
        let screen = ScriptedScreen(width: 200, height: 10, steps: [.waitFor("changed \(written)"), .run { Thread.sleep(forTimeInterval: 0.3) },
                                                                    .key(.character("z"))])
        AppLoop.run(&log, on: screen, commands: [.watch([written, quiet])], program: Self.program, effects: Self.fixedClock, timing: .live)
        #expect(screen.failures.isEmpty)
        #expect(log.lines.filter { $0.hasPrefix("changed") } == ["changed \(written)"])
    }

    @Test func qQuitsWhileALoadIsStillRunning() {
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let endless = Effects(requests: { [.file($0)] }, load: { (request, _, _) throws(SourceFailure) -> LoadedSource in
            started.signal()
            release.wait()
            throw SourceFailure(source: request.name, reason: .emptyFolder)
        }, order: Effects.live.order, now: { AppLoopWorkTests.epoch })
        let screen = ScriptedScreen(width: 40, height: 10, steps: [.run { started.wait() }, .key(.character("q")), .key(.down)])
        var log = Log()
        let begun = ContinuousClock.now
        AppLoop.run(&log, on: screen, commands: [.load(["huge.json"])], program: Self.program, effects: endless, timing: .live)
        #expect(ContinuousClock.now - begun < .seconds(1))
        #expect(screen.steps.count == 1)
        #expect(log.lines == ["tick 1800000000"])
        release.signal()
    }

    @Test func aMouseEventIsForwarded() {
        let screen = ScriptedScreen(width: 40, height: 10, steps: [.mouse(.click(x: 3, y: 4)), .mouse(.wheelDown(x: 0, y: 1))])
        var log = Log()
        AppLoop.run(&log, on: screen, commands: [], program: Self.program, effects: Self.fixedClock, timing: .live)
        #expect(log.lines.suffix(2) == ["mouse click(x: 3, y: 4)", "mouse wheelDown(x: 0, y: 1)"])
    }

    @Test func anOrderWorksOnTheCatalogAsItWasWhenAsked() throws {
        let counts = Counts()
        let effects = Effects(requests: Effects.live.requests, load: Effects.live.load, order: { catalog, query, among, limit in
            counts.append(catalog.count)
            return catalog.order(query, among: among, limit: limit)
        }, now: { AppLoopWorkTests.epoch })
        let screen = ScriptedScreen(width: 40, height: 10, steps: [.key(.character("7")), .key(.character("e")), .waitFor("ordered 7")])
        var log = Log()
        log.catalog = Catalog(sources: [try SourceLoader.load(.builtIn("B"))])
        AppLoop.run(&log, on: screen, commands: [], program: Self.program, effects: effects, timing: .live)
        #expect(screen.failures.isEmpty)
        #expect(counts.values == [1])
        #expect(log.lines.contains("ordered 7 of 1"))
        #expect(log.catalog.count == 0)
    }

    @Test func aQuitAmongTheFirstCommandsEndsAtOnce() {
        let screen = ScriptedScreen(width: 40, height: 10, steps: [.key(.down)])
        var log = Log()
        AppLoop.run(&log, on: screen, commands: [.load(["B"]), .quit], program: Self.program, effects: Self.fixedClock, timing: .live)
        #expect(screen.frames.isEmpty)
        #expect(screen.steps.count == 1)
    }
}

/// Numbers appended from any thread.
final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int] = []

    func append(_ value: Int) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(value)
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
