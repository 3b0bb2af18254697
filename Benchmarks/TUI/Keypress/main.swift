import BenchSupport
import Foundation
import GasPrices
import GasView
import Terminal

// gasprices-tui-bench: how long one keypress takes from key to drawn frame — the app's
// update, its view, and the ncurses renderer drawing the changed cells and refreshing — on a
// headless screen (ncurses writing to /dev/null) of 200×60. `Benchmarks/TUI/run` runs it;
// see docs/terminal.md.
//
// Usage: gasprices-tui-bench [KEYS] [WIDTH] [HEIGHT]   (defaults: 5000 200 60)

let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
let keyCount = max(1, (arguments.first ?? nil) ?? 5000)
let width = max(1, (arguments.dropFirst().first ?? nil) ?? 200)
let height = max(1, (arguments.dropFirst(2).first ?? nil) ?? 60)

/// Keys a user presses while browsing: switching responses, the JSON view, traces, help,
/// compare, scrolling. Quitting keys are left out; quit commands are ignored anyway.
let cycle: [Key] = [
    .character("2"), .character("3"), .character("4"), .character("5"), .character("1"),
    .right, .right, .left, .character("r"), .down, .down, .pageDown, .pageUp, .character("r"),
    .down, .down, .enter, .escape, .character("?"), .escape, .tab, .backTab, .up, .home, .end,
    .character("v"), .character("v"), .character("c"), .right, .escape,
]

/// Measures and prints; returns the exit status.
@MainActor func measure() -> Int32 {
    guard let screen = CursesScreen.headless(width: width, height: height) else {
        FileHandle.standardError.write(Data("gasprices-tui-bench: xterm-256color is not in the terminfo database\n".utf8))
        return 1
    }
    var state = AppState(responses: StubResponse.builtIn, timeZone: TimeZone(identifier: "America/New_York") ?? .current,
                         width: width, height: height)
    screen.draw(App.view(state))

    func press(_ key: Key) {
        _ = App.update(&state, .keyPressed(key))
        screen.draw(App.view(state))
    }

    for index in 0..<min(500, keyCount) { press(cycle[index % cycle.count]) }

    let clock = ContinuousClock()
    let milliseconds = BenchSupport.milliseconds
    var samples: [Double] = []
    samples.reserveCapacity(keyCount)
    for index in 0..<keyCount {
        let key = cycle[index % cycle.count]
        samples.append(milliseconds(clock.measure { press(key) }))
    }
    // The same keys without drawing: what the view costs, the rest being the renderer's.
    var viewState = state
    let viewOnly = milliseconds(clock.measure {
        for index in 0..<keyCount {
            _ = App.update(&viewState, .keyPressed(cycle[index % cycle.count]))
            _ = App.view(viewState)
        }
    }) / Double(keyCount)
    let firstRow = screen.text(row: 0)
    screen.close()

    samples.sort()
    func percentile(_ fraction: Double) -> Double {
        samples[min(samples.count - 1, Int((Double(samples.count) * fraction).rounded(.down)))]
    }
    let mean = samples.reduce(0, +) / Double(samples.count)
    func format(_ value: Double) -> String { String(format: "%.3f", value) }
    print("keypress to drawn frame at \(width)×\(height), \(keyCount) keys (\(screen.colorMode == .eightColors ? "8 colours" : "monochrome"))")
    print("  mean \(format(mean)) ms   p50 \(format(percentile(0.5))) ms   p99 \(format(percentile(0.99))) ms   max \(format(samples.last ?? 0)) ms")
    print("  of which update + view \(format(viewOnly)) ms, drawing \(format(max(0, mean - viewOnly))) ms (means)")
    print("  first row of the last frame: \(firstRow.prefix(60))")
    return 0
}

exit(measure())
