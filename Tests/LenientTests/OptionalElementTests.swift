import Foundation
@testable import Lenient
import Testing

@LenientModel
struct OptionalList { var value: [String?] }

@LenientModel
struct OptionalEntries { var value: [String: Double?] }

/// A list of optionals holds `nil` where its input could not become the element type, so that
/// its indices stay those of the input; a list of plain values leaves such an element out.
/// (Until 2026-12-06 `[String?]` dropped a `null` element as `[String]` does.)
@Suite struct OptionalElementTests {
    @Test func aListOfOptionalsKeepsNilWhereItsInputWas() throws {
        let result = try probe(OptionalList.self, #"["a", null, {"x": 1}, 7]"#)
        #expect(result.model.value == ["a", nil, nil, "7"])
        let elements = result.record.fields.filter { $0.path.description.hasPrefix("value[") }
        #expect(elements.map(\.path.description) == ["value[0]", "value[1]", "value[2]", "value[3]"])
        #expect(elements.map(\.outcome) == [.exact, .defaulted, .defaulted, .coerced])
        #expect(elements[1].rule == .null)
        #expect(elements[2].rule == .expectedText)
    }

    @Test func aListOfPlainValuesStillLeavesThemOut() throws {
        let result = try probe(TextList.self, #"["a", null, 7]"#)
        #expect(result.model.value == ["a", "7"])
        #expect(result.record.field("value[1]")?.outcome == .dropped)
    }

    @Test func anEntryOfOptionalsKeepsNil() throws {
        let result = try probe(OptionalEntries.self, #"{"E5": 1.5, "E10": "n/a", "B7": null}"#)
        let expected: [String: Double?] = ["E5": 1.5, "E10": nil, "B7": nil]
        #expect(result.model.value == expected)
        #expect(result.model.value.count == 3)
        #expect(result.record.field("value.E10")?.outcome == .defaulted)
        #expect(result.record.field("value.E10")?.rule == .notANumber)
    }

    @Test func theCompactRecordCountsWhatTheFullRecordHolds() throws {
        let json = #"[{"value": [null, "b"]}, {"value": ["c", null, null]}]"#
        let decoded = try LenientDecoder<OptionalList>().decode(SourceText(name: "t.json", text: json))
        #expect(decoded.values.map(\.value) == [[nil, "b"], ["c", nil, nil]])
        let full = try LenientDecoder<OptionalList>().records(SourceText(name: "t.json", text: json))
        #expect(full.flatMap(\.fields).filter { $0.outcome == .defaulted }.count == 3)
        #expect(decoded.summary.outcomes[.defaulted] == 3)
        #expect(decoded.counts(ofModel: 1) == full[1].outcomeCounts)
    }
}

@LenientModel
struct TextList { var value: [String] }
