import Foundation
import GasPrices
import GasView
import Testing
@testable import Terminal

/// A terminal that replays keys and resizes and keeps every frame it was given.
final class ScriptedScreen: Screen {
    enum Step {
        case key(Key)
        case resize(width: Int, height: Int)
    }

    var width: Int
    var height: Int
    var steps: [Step]
    var frames: [Grid] = []

    init(width: Int, height: Int, steps: [Step]) {
        self.width = width
        self.height = height
        self.steps = steps
    }

    func draw(_ grid: Grid) { frames.append(grid) }

    func nextEvent() -> TerminalEvent? {
        guard !steps.isEmpty else { return nil }
        switch steps.removeFirst() {
        case .key(let key): return .key(key)
        case .resize(let width, let height):
            self.width = width
            self.height = height
            return .resized
        }
    }
}

@Suite struct AppLoopTests {
    func state(width: Int = 80, height: Int = 24) -> AppState {
        AppState(responses: StubResponse.samples, timeZone: TimeZone(identifier: "America/New_York") ?? .current,
                 width: width, height: height)
    }

    @Test(arguments: [Key.character("q"), Key.control("c")])
    func quitKeysEndTheLoop(_ key: Key) {
        let screen = ScriptedScreen(width: 80, height: 24, steps: [.key(key), .key(.down)])
        var state = state()
        AppLoop.run(&state, on: screen)
        #expect(screen.frames.count == 1)
        #expect(screen.steps.count == 1)
    }

    @Test func everyEventIsFollowedByAFrame() {
        let screen = ScriptedScreen(width: 80, height: 24, steps: [.key(.down), .key(.right), .key(.character("q"))])
        var state = state()
        AppLoop.run(&state, on: screen)
        #expect(screen.frames.count == 3)
    }

    @Test func aResizeLaysOutAgainAtTheNewSize() {
        let screen = ScriptedScreen(width: 80, height: 24, steps: [.resize(width: 120, height: 40)])
        var state = state()
        AppLoop.run(&state, on: screen)
        #expect(screen.frames.map { [$0.width, $0.height] } == [[80, 24], [120, 40]])
        #expect(state.width == 120 && state.height == 40)
    }

    @Test func startsAtTheScreensSize() {
        let screen = ScriptedScreen(width: 100, height: 30, steps: [])
        var state = state(width: 80, height: 24)
        AppLoop.run(&state, on: screen)
        #expect(screen.frames.map { [$0.width, $0.height] } == [[100, 30]])
    }

    @Test func theEndOfInputEndsTheLoop() {
        let screen = ScriptedScreen(width: 80, height: 24, steps: [])
        var state = state()
        AppLoop.run(&state, on: screen)
        #expect(screen.frames.count == 1)
    }
}
