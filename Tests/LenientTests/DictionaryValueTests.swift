import Foundation
@testable import Lenient
import Testing

@LenientModel
struct PriceTable: Equatable {
    var prices: [String: Double]
    var stations: [String: Item]
}

/// Dictionaries keyed by text are values: each entry validated and recorded at its key.
@Suite struct DictionaryValueTests {
    @Test func entriesAreValidatedAndRecordedAtTheirKeys() throws {
        let json = #"{"prices": {"E5": "1,79", "e10": "n/a", "B7": 1.82, "SDV": null}, "stations": {"s-1": {"label": "A", "price": "$2"}, "s-2": 7}}"#
        let record = try #require(LenientDecoder<PriceTable>(options: ValidationOptions(decimalComma: true))
            .records(SourceText(name: "t.json", text: json)).first)
        #expect(record.value.prices == ["E5": 1.79, "B7": 1.82])
        #expect(record.value.stations == ["s-1": Item(label: "A", price: 2)])
        #expect(record.field("prices")?.outcome == .exact && record.field("prices")?.type == "number by key")
        #expect(record.field("prices.E5")?.rule == .decimalComma && record.field("prices.E5")?.match == .entry)
        #expect(record.field("prices.e10")?.outcome == .dropped && record.field("prices.e10")?.rule == .notANumber)
        #expect(record.field("prices.SDV")?.rule == .null)
        #expect(record.field("stations.s-1.price")?.rule == .currencyText)
        #expect(record.field("stations.s-2")?.rule == .expectedObject)
        // The trace names what an entry is validated as, not its key (until 2026-12-04:
        // "validated as E5").
        #expect(record.field("prices.E5")?.trace.contains(.keyLookup(key: "E5", property: "number", match: .entry)) == true)
        #expect(record.field("prices.E5")?.trace.map(\.text).contains(#"entry: "E5" is a key of the data, validated as number"#) == true)
    }

    @Test func aKeyGivenTwiceKeepsItsFirstValue() throws {
        let result = try probe(DictionaryBox.self, #"{"a": 1, "b": 2, "a": 3}"#)
        #expect(result.model.value == ["a": 1, "b": 2])
        let second = result.record.fields.filter { $0.path.description == "value.a" }
        #expect(second.map(\.outcome) == [.exact, .dropped])
        #expect(second.last?.rule == .duplicateKey)
        // Left out for its key, before any validator runs: no validator, no type check, no
        // rule that gave up (until 2026-12-06: "type check: number is not a number").
        let trace = try #require(second.last?.trace.map(\.text))
        #expect(trace.last == "dropped: value.a is left out of the object (duplicate_key)")
        #expect(!trace.contains { $0.hasPrefix("validator:") || $0.hasPrefix("type check:") || $0.contains("gives up") })
    }

    @Test func otherValuesAreNotDictionaries() throws {
        #expect(try probe(DictionaryBox.self, "[1, 2]").field.rule == .expectedObject)
        #expect(try probe(DictionaryBox.self, "null").field.rule == .null)
        #expect(try probe(DictionaryBox.self, "null").model.value.isEmpty)
    }

    @Test func keyPathsReadEntriesInKeyOrder() throws {
        let value = try probe(DictionaryBox.self, #"{"b": 2, "a": 1}"#).model.value
        #expect(value.kvcValue == .object([.init("a", .number(1)), .init("b", .number(2))]))
        #expect(try value.kvcValue.value(forKeyPath: "b") == .number(2))
    }
}

@LenientModel
struct DictionaryBox { var value: [String: Double] }
