import Foundation
import GasPrices
import GasView

/// The app's one event loop: view, draw, wait for input or a worker's message, update,
/// perform the commands. It only performs I/O; what anything means is ``App/update(_:_:)``'s.
public enum AppLoop {
    /// Runs until the app asks to quit or input ends.
    /// - Parameters:
    ///   - state: the app's state; it holds the screen's size on return.
    ///   - screen: where frames go and keys come from.
    ///   - commands: performed at start, after the first `resized` (if the screen's size
    ///     differs) and `clockTicked`: typically the `load` of the sources named.
    public static func run(_ state: inout AppState, on screen: some Screen, commands: [Command]) {
        run(&state, on: screen, commands: commands, program: .app, effects: .live, timing: .live)
    }

    /// Runs with no command at start.
    public static func run(_ state: inout AppState, on screen: some Screen) {
        run(&state, on: screen, commands: [])
    }

    /// The loop, for any state: tests drive it with a program of their own.
    ///
    /// Each turn draws if anything changed, then waits for input: without a job running it
    /// blocks until the next clock tick, so an idle app uses no CPU; while one runs, for at
    /// most ``Timing/poll``; with messages already posted, not at all. Then it applies the
    /// event and every posted message, in order, before drawing again.
    static func run<State>(_ state: inout State, on screen: some Screen, commands initial: [Command],
                           program: Program<State>, effects: Effects, timing: Timing) {
        let mailbox = Mailbox()
        let runner = CommandRunner(effects: effects, mailbox: mailbox, progressInterval: timing.progress)
        var clock = Clock(interval: timing.clock, now: effects.now())
        var dirty = true
        // Made when the app first asks to watch files; reports go to the mailbox.
        var watcher: FileWatcher?
        var watching = false
        var watchedBefore = Set<String>()
        defer { watcher?.stop() }

        /// Performs what `update` asked for; false to quit.
        func perform(_ commands: [Command]) -> Bool {
            if commands.contains(where: { if case .quit = $0 { true } else { false } }) { return false }
            for command in commands {
                switch command {
                case .quit: break
                case .load(let arguments, let feed): runner.load(arguments, feed: feed)
                case .order(let query, let among, let first):
                    runner.order(query, among: among, first: first, in: program.catalog(state))
                case .reload(let path, let feed):
                    runner.reload(path, feed: feed)
                case .watch(let given):
                    let paths = given.filter { !NamedPipe.at($0) }
                    if watcher == nil, !paths.isEmpty { watcher = effects.watcher { path in mailbox.post(.fileChanged(path)) } }
                    watcher?.watch(paths)
                    watching = !paths.isEmpty
                    // The watch's first look at a file is its state now: a file written since
                    // it was read (between the load and the watch, the app's first moments)
                    // would not be seen until its next change, so it is read again now.
                    let catalog = program.catalog(state)
                    for path in paths where !watchedBefore.contains(path) {
                        guard let read = catalog.sources.first(where: { $0.path == path })?.source.modified,
                              FileWatcher.modified(path).map({ $0 != read }) ?? true else { continue }
                        mailbox.post(.fileChanged(path))
                    }
                    watchedBefore = Set(paths)
                case .edit(let request) where NamedPipe.at(request.path):
                    // An editor would wait on the pipe for a writer, the app with it.
                    mailbox.post(.editorFinished(request, .pipe(request.path)))
                case .edit(let request):
                    var outcome = EditorOutcome.failed("the editor did not run")
                    screen.handOver { outcome = effects.edit(request) }
                    dirty = true
                    mailbox.post(.editorFinished(request, outcome))
                }
            }
            return true
        }
        func apply(_ message: Message) -> Bool {
            dirty = true
            return perform(program.update(&state, message))
        }

        if program.size(state) != (screen.width, screen.height) {
            guard apply(.resized(width: screen.width, height: screen.height)) else { return }
        }
        guard apply(.clockTicked(clock.start)), perform(initial) else { return }
        while true {
            if dirty {
                screen.draw(program.view(state))
                dirty = false
            }
            let now = effects.now()
            if let tick = clock.tick(at: now) {
                guard apply(.clockTicked(tick)) else { return }
                continue
            }
            let status = mailbox.status
            let idle = watching ? min(timing.watch, clock.wait(from: now)) : clock.wait(from: now)
            let timeout: Duration = status.hasMessages ? .zero : status.working ? timing.poll : idle
            switch screen.nextEvent(timeout: timeout) {
            case .ended:
                return
            case .timedOut:
                break
            case .event(let event):
                let message: Message = switch event {
                case .key(let key): .keyPressed(key)
                case .resized: .resized(width: screen.width, height: screen.height)
                case .mouse(let mouse): .mouse(mouse)
                }
                guard apply(message) else { return }
            }
            for message in mailbox.take() {
                guard apply(message) else { return }
            }
        }
    }

    /// When the clock ticks: on the wall clock's multiples of the interval, so a minute
    /// ticks as the minute changes.
    struct Clock {
        let interval: TimeInterval
        let start: Date
        private var next: Date

        init(interval: TimeInterval, now: Date) {
            self.interval = interval
            start = now
            next = Self.after(now, interval)
        }

        /// The tick due at `now`, if one is; the next is then an interval later.
        mutating func tick(at now: Date) -> Date? {
            guard now >= next else { return nil }
            next = Self.after(now, interval)
            return now
        }

        /// How long until the next tick.
        func wait(from now: Date) -> Duration {
            .milliseconds(Int64(max(0, next.timeIntervalSince(now)) * 1000) + 1)
        }

        private static func after(_ date: Date, _ interval: TimeInterval) -> Date {
            let seconds = date.timeIntervalSince1970
            return Date(timeIntervalSince1970: (seconds / interval).rounded(.down) * interval + interval)
        }
    }
}

/// What the loop needs of an app: the Elm pair, the size the state holds, and the catalog an
/// `order` command works on.
struct Program<State> {
    var update: (inout State, Message) -> [Command]
    var view: (State) -> Grid
    var size: (State) -> (width: Int, height: Int)
    var catalog: (State) -> Catalog
}

extension Program where State == AppState {
    static var app: Program {
        Program(update: App.update, view: App.view, size: { ($0.width, $0.height) }, catalog: { $0.catalog })
    }
}
