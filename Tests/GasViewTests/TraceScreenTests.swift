import Foundation
import GasPrices
import GasView
import Lenient
import Testing

/// The trace screen shows the steps the engine rebuilds, in the engine's words: text that
/// was only cleaned passed its type check, and the cleaning is a step of its own.
@Suite struct TraceScreenTests {
    static func traceLines(_ json: String, field: FieldPath) throws -> [String] {
        var state = Fixtures.state(width: 120, height: 40, responses: [Fixtures.response("T", json)])
        let found = state.selectResponse(labeled: "T")
        #expect(found)
        let selected = state.selectField(field)
        try #require(selected)
        return ScreenName.trace.render(state).text.split(separator: "\n").map(String.init)
    }

    @Test func trimmedTextIsCleanedNotDefaultValidated() throws {
        let lines = try Self.traceLines(#"{"description": "  Newark "}"#, field: "stationName")
        let steps = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(steps.contains { $0.hasPrefix("4. type check: text is a valid text") }, "\(lines)")
        #expect(steps.contains { $0.hasPrefix("5. cleaning: text_trimmed (") && $0.hasSuffix(#"→ "Newark""#) }, "\(lines)")
        #expect(!steps.contains { $0.contains("default validation") }, "\(lines)")
    }

    @Test func failedTypeCheckTakesTheRightArticle() throws {
        let lines = try Self.traceLines(#"{"address": "unknown"}"#, field: "address")
        #expect(lines.contains { $0.contains("type check: text is not an Address;") }, "\(lines)")
    }
}
