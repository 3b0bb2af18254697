import Foundation
import GasPrices
import Testing
@testable import Terminal

@Suite struct EffectsTests {
    @Test func liveResolvesAndLoadsWithTheSourceLoader() throws {
        #expect(try Effects.live.requests("B") == [.builtIn("B")])
        var phases: [LoadProgress.Phase] = []
        let source = try Effects.live.load(.builtIn("B"), .auto) { phases.append($0.phase) }
        #expect(source.label == "B")
        #expect(phases == [.validating])
        #expect(throws: SourceFailure.self) { try Effects.live.requests("/nonexistent/x.json") }
    }

    @Test func liveOrdersTheCatalog() throws {
        let catalog = Catalog(sources: [try SourceLoader.load(.builtIn("F"))])
        let order = Effects.live.order(catalog, StationQuery(sort: .name), nil, nil)
        #expect(order.matched == catalog.count)
        #expect(order == catalog.order(StationQuery(sort: .name)))
        #expect(Effects.live.order(catalog, StationQuery(), nil, 3) == catalog.order(StationQuery(), limit: 3))
    }

    @Test func liveTimingPollsAt50MillisecondsAndTicksEveryMinute() {
        #expect(Timing.live.poll == .milliseconds(50))
        #expect(Timing.live.progress == .milliseconds(100))
        #expect(Timing.live.clock == 60)
    }
}

@Suite struct ClockTests {
    static let minute = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func ticksAsTheMinuteChanges() {
        var clock = AppLoop.Clock(interval: 60, now: Self.minute.addingTimeInterval(45))
        #expect(clock.wait(from: Self.minute.addingTimeInterval(45)) == .milliseconds(15_001))
        #expect(clock.tick(at: Self.minute.addingTimeInterval(59.9)) == nil)
        #expect(clock.tick(at: Self.minute.addingTimeInterval(60)) == Self.minute.addingTimeInterval(60))
        #expect(clock.tick(at: Self.minute.addingTimeInterval(61)) == nil)
        #expect(clock.wait(from: Self.minute.addingTimeInterval(61)) == .milliseconds(59_001))
    }

    @Test func aLateWakeTicksOnceAndKeepsToTheMinute() {
        var clock = AppLoop.Clock(interval: 60, now: Self.minute)
        #expect(clock.tick(at: Self.minute.addingTimeInterval(185)) != nil)
        #expect(clock.tick(at: Self.minute.addingTimeInterval(200)) == nil)
        #expect(clock.tick(at: Self.minute.addingTimeInterval(240)) != nil)
    }
}
