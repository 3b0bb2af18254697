import Foundation
import GasPrices
import GasView
import Testing
@testable import Terminal

/// The loop with the real app: keys, resizes, quitting.
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

    @Test func theSourcesLoadWithoutAKey() {
        var state = AppState(timeZone: TimeZone(identifier: "America/New_York") ?? .current, width: 80, height: 24, now: Date())
        let commands = App.start(&state, sources: ["B"])
        let screen = ScriptedScreen(width: 80, height: 24, steps: [.waitFor("7/11 Fake St."), .key(.character("q"))])
        AppLoop.run(&state, on: screen, commands: commands)
        #expect(screen.failures.isEmpty)
        #expect(screen.steps.isEmpty)
        #expect(state.catalog.count == 1)
    }

    @Test func theEndOfInputEndsTheLoop() {
        let screen = ScriptedScreen(width: 80, height: 24, steps: [])
        var state = state()
        AppLoop.run(&state, on: screen)
        #expect(screen.frames.count == 1)
    }
}
