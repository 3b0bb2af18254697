import Lenient
import Testing

extension Code {
    static let negativeReading = Code.custom("negative_reading", explanation: "a reading below zero")
    static let beyondCapacity = Code.custom("beyond_capacity", explanation: "an element past the third: left out")
    static let noReadings = Code.custom("no_readings", explanation: "a list of readings without one valid reading")
    static let privateKey = Code.custom("private_key", explanation: "a key that begins with _: left out")
}

/// Up to three readings, none below zero: a list container declared outside the engine's
/// module, with public API only (the test target imports `Lenient` without `@testable`).
struct Readings: LenientValue, Equatable {
    var values: [Double]

    static var lenientDefault: Readings { Readings(values: []) }
    static var lenientTypeName: String { "readings" }
    static var lenientExactKind: JSONKind { .array }
    static func lenientShape(depth: Int) -> KVCValue { .list([Double.lenientShape(depth: depth - 1)]) }

    /// A list: each of the first three elements validated as a number and recorded, a
    /// negative one dropped (`negative_reading`); later ones dropped unread
    /// (`beyond_capacity`). No valid reading at all refuses the list (`no_readings`).
    static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Readings> {
        guard input.kind == .array else { return .invalid(input.kind == .null ? .null : .expectedList) }
        var values: [Double] = []
        var index = 0
        input.forEachElement { element in
            defer { index += 1 }
            guard index < 3 else {
                context.dropElement(element, at: index, as: Double.self, reason: .beyondCapacity)
                return
            }
            if let value = context.validateElement(element, at: index, as: Double.self, refusing: { $0 < 0 ? .negativeReading : nil }) {
                values.append(value)
            }
        }
        return values.isEmpty ? .invalid(.noReadings) : .exact(Readings(values: values))
    }

    var kvcValue: KVCValue { .list(values.map(\.kvcValue)) }
}

/// Text by key, without the keys that begin with `_`: an object container of the same kind.
struct Labels: LenientValue, Equatable {
    var entries: [String: String]

    static var lenientDefault: Labels { Labels(entries: [:]) }
    static var lenientTypeName: String { "labels" }
    static var lenientExactKind: JSONKind { .object }

    static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Labels> {
        guard input.kind == .object else { return .invalid(input.kind == .null ? .null : .expectedObject) }
        var entries: [String: String] = [:]
        input.forEachMember { key, value in
            let name = key.decodedText.text
            if name.hasPrefix("_") {
                context.dropEntry(value, key: key, as: String.self, reason: .privateKey)
            } else if let text = context.validateEntry(value, key: key, as: String.self) {
                entries[name] = text
            }
        }
        return .exact(Labels(entries: entries))
    }

    var kvcValue: KVCValue { .object(entries.keys.sorted().map { KVCValue.Member($0, .text(entries[$0] ?? "")) }) }
}

@LenientModel
struct Meter: Equatable {
    var readings: Readings
    var labels: Labels
    var history: [Readings]
}

/// Containers declared outside the engine record their children as `[T]` and `[String: T]`
/// do: each at its index or key, dropped ones with the container's own code, and nothing of
/// a container that then refuses itself.
@Suite struct ContainerTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var path: FieldPath
        var match: KeyMatch
        var outcome: Outcome
        var code: Code?

        init(_ path: FieldPath, _ match: KeyMatch, _ outcome: Outcome, _ code: Code? = nil) {
            self.path = path
            self.match = match
            self.outcome = outcome
            self.code = code
        }

        var testDescription: String { path.description }
    }

    static let document = #"""
        {"readings": [1.5, "2,5", -1, 4, 5],
         "labels": {"site": "north", "_internal": "x", "floor": 2, "room": []},
         "history": [[-3, null], [7]]}
        """#

    static let rows: [Row] = [
        Row("readings", .exact, .exact),
        Row("readings[0]", .element, .exact),
        Row("readings[1]", .element, .coerced, .decimalComma),
        Row("readings[2]", .element, .dropped, .negativeReading),
        Row("readings[3]", .element, .dropped, .beyondCapacity),
        Row("readings[4]", .element, .dropped, .beyondCapacity),
        Row("labels", .exact, .exact),
        Row("labels.site", .entry, .exact),
        Row("labels._internal", .entry, .dropped, .privateKey),
        Row("labels.floor", .entry, .coerced, .numberToText),
        Row("labels.room", .entry, .dropped, .expectedText),
        Row("history", .exact, .exact),
        // Refused as a whole: its elements are not part of the record.
        Row("history[0]", .element, .dropped, .noReadings),
        Row("history[1]", .element, .exact),
        Row("history[1][0]", .element, .exact),
    ]

    @Test(arguments: rows) func childRecord(_ row: Row) throws {
        let field = try #require(try record(Meter.self, Self.document).field(row.path))
        #expect(field.match == row.match)
        #expect(field.outcome == row.outcome)
        #expect(field.rule == row.code)
    }

    @Test func recordOrderAndValues() throws {
        let record = try record(Meter.self, Self.document)
        #expect(record.fields.map(\.path.description) == [
            "readings", "readings[0]", "readings[1]", "readings[2]", "readings[3]", "readings[4]",
            "labels", "labels.site", "labels._internal", "labels.floor", "labels.room",
            "history", "history[0]", "history[1]", "history[1][0]",
        ])
        #expect(record.value == Meter(readings: Readings(values: [1.5, 2.5]),
                                      labels: Labels(entries: ["site": "north", "floor": "2"]),
                                      history: [Readings(values: [7])]))
        #expect(record.field("readings[3]")?.type == "number")
        #expect(record.field("readings[2]")?.value == .null)
    }

    /// A container refused by the property that holds it leaves only the property's field.
    /// A container's own code is traced as its own rule, with no type check the engine did
    /// not make (until 2026-12-06 an element left out past the capacity read "type check:
    /// number is not a number; default validation runs").
    @Test func aContainersOwnCodeIsTracedAsItsRule() throws {
        let record = try record(Meter.self, Self.document)
        let beyond = try #require(record.field("readings[3]")).trace.map(\.text)
        #expect(!beyond.contains { $0.hasPrefix("type check:") })
        #expect(beyond.contains("own rule: gives up, beyond_capacity (an element past the third: left out)"))
        #expect(beyond.last == "dropped: readings[3] is left out of the list (beyond_capacity)")
        let privateKey = try #require(record.field("labels._internal")).trace.map(\.text)
        #expect(privateKey.last == "dropped: labels._internal is left out of the object (private_key)")
        // The engine's own reason keeps its type check.
        let room = try #require(record.field("labels.room")).trace.map(\.text)
        #expect(room.contains { $0.hasPrefix("type check:") && $0.contains("is not a text") })
    }

    @Test func refusedContainerForgetsItsChildren() throws {
        let record = try record(Meter.self, #"{"readings": [-1, -2]}"#)
        let field = try #require(record.field("readings"))
        #expect(field.outcome == .defaulted)
        #expect(field.rule == .noReadings)
        #expect(!record.fields.contains { $0.path.description.hasPrefix("readings[") })
    }

    /// The compact record holds the same codes, in the same order, as the full one.
    @Test func compactRecordAgrees() throws {
        let batch = try LenientDecoder<Meter>().decode(SourceText(name: "meter.json", text: Self.document))
        let full = try record(Meter.self, Self.document)
        let expected = full.fields.enumerated().filter { $0.element.outcome != .exact }
            .map { CompactOutcome(model: 0, ordinal: UInt32($0.offset), code: $0.element.rule ?? .customRule, outcome: $0.element.outcome) }
        #expect(batch.outcomes == expected)
    }
}
