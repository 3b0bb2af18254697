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
/// scrolling. Quitting keys are left out; the loop ignores quit commands anyway.
let cycle: [Key] = [
    .character("2"), .character("3"), .character("4"), .character("5"), .character("1"),
    .right, .right, .left, .character("r"), .down, .down, .pageDown, .pageUp, .character("r"),
    .down, .down, .enter, .escape, .character("?"), .escape, .tab, .backTab, .up, .home, .end,
    .character("v"), .character("v"),
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
    var milliseconds: [Double] = []
    milliseconds.reserveCapacity(keyCount)
    for index in 0..<keyCount {
        let key = cycle[index % cycle.count]
        let elapsed = clock.measure { press(key) }
        let (seconds, attoseconds) = elapsed.components
        milliseconds.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    let firstRow = screen.text(row: 0)
    screen.close()

    milliseconds.sort()
    func percentile(_ fraction: Double) -> Double {
        milliseconds[min(milliseconds.count - 1, Int((Double(milliseconds.count) * fraction).rounded(.down)))]
    }
    let mean = milliseconds.reduce(0, +) / Double(milliseconds.count)
    func format(_ value: Double) -> String { String(format: "%.3f", value) }
    print("keypress to drawn frame at \(width)×\(height), \(keyCount) keys (\(screen.colorMode == .eightColors ? "8 colours" : "monochrome"))")
    print("  mean \(format(mean)) ms   p50 \(format(percentile(0.5))) ms   p99 \(format(percentile(0.99))) ms   max \(format(milliseconds.last ?? 0)) ms")
    print("  first row of the last frame: \(firstRow.prefix(60))")
    return 0
}

exit(measure())
