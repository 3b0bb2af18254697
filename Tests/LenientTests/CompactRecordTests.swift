import Lenient
import Testing

/// `decode` keeps only non-exact outcomes, by model and field ordinal; `record(at:of:)`
/// rebuilds the full record, and the two must agree.
@Suite struct CompactRecordTests {
    static let messy = """
        [
          {"name": "a", "price": "$3.50", "count": 2.5, "flag": "yes", "bogus": 1,
           "items": [{"label": 1, "price": "x"}, 3], "values": 5, "PRICE": 2},
          {"name": "b", "price": 1, "count": 1, "flag": true, "when": "2013-02-18T20:43:24Z",
           "values": [], "items": [], "part": null, "identifier": "i"},
          7,
          {"ID": 9, "part": {"label": "p", "extra": 0}, "when": 1361220204}
        ]
        """

    static let decoder = LenientDecoder<Sample>()

    @Test func compactOutcomesMatchRebuiltRecords() throws {
        let source = SourceText(name: "messy.json", text: Self.messy)
        let batch = try Self.decoder.decode(source)
        let full = try Self.decoder.records(source)
        #expect(batch.isList)
        #expect(batch.values.count == 4)
        #expect(Array(batch.values) == full.map(\.value))
        for index in batch.values.indices {
            let rebuilt = try #require(Self.decoder.record(at: index, of: batch))
            #expect(rebuilt.value == full[index].value)
            #expect(rebuilt.fields == full[index].fields)
            #expect(rebuilt.ignored == full[index].ignored)
            #expect([rebuilt.line, rebuilt.column] == [full[index].line, full[index].column])

            let compact = Array(batch.outcomes(ofModel: index))
            #expect(compact.allSatisfy { $0.model == UInt32(index) })
            let fieldOutcomes = compact.filter { $0.outcome != nil }
            let ignoredOutcomes = compact.filter { $0.outcome == nil }
            // Every non-exact field appears once, at its ordinal, with its code.
            let nonExact = rebuilt.fields.enumerated().filter { $0.element.outcome != .exact }
            #expect(fieldOutcomes.map { Int($0.ordinal) } == nonExact.map(\.offset))
            for outcome in fieldOutcomes {
                let field = rebuilt.fields[Int(outcome.ordinal)]
                #expect(field.outcome == outcome.outcome)
                #expect(outcome.code == (field.post ?? field.rule))
            }
            #expect(ignoredOutcomes.map { Int($0.ordinal) } == Array(rebuilt.ignored.indices))
            #expect(ignoredOutcomes.map(\.code) == rebuilt.ignored.map(\.reason))
        }
        #expect(Self.decoder.record(at: 4, of: batch) == nil)
        #expect(Self.decoder.record(at: -1, of: batch) == nil)
    }

    @Test func compactOutcomesOfTheFirstModel() throws {
        let batch = try Self.decoder.decode(SourceText(name: "messy.json", text: Self.messy))
        let codes = batch.outcomes(ofModel: 0).map { "\($0.ordinal):\($0.outcome.map(\.description) ?? "ignored"):\($0.code.name)" }
        #expect(codes == [
            "0:ignored:unknown_key", "1:ignored:duplicate_key",
            "1:coerced:currency_text", "2:defaulted:not_integral", "3:coerced:text_to_bool", "4:defaulted:missing",
            "5:coerced:single_to_list", "9:coerced:number_to_text", "10:defaulted:not_a_number", "11:dropped:expected_object",
            "12:defaulted:missing", "13:defaulted:missing",
        ])
    }

    @Test func summaryCounts() throws {
        let source = SourceText(name: "messy.json", text: Self.messy)
        let batch = try Self.decoder.decode(source)
        let full = try Self.decoder.records(source)
        let summary = batch.summary
        #expect(summary.models == 4)
        #expect(summary.fields == full.map(\.fields.count).reduce(0, +))
        for outcome in Outcome.allCases {
            let expected = full.flatMap(\.fields).filter { $0.outcome == outcome }.count
            #expect(summary.outcomes[outcome, default: 0] == expected, "\(outcome)")
        }
        #expect(summary.ignored == [.unknownKey: 2, .duplicateKey: 1])
        #expect(summary.codes[Summary.Key(outcome: .defaulted, code: .notIntegral)] == 1)
        let expectedObject = summary.codes.filter { $0.key.code == .expectedObject }.map(\.value).reduce(0, +)
        #expect(expectedObject == 2)
    }

    @Test func batchOfOneObject() throws {
        let batch = try Self.decoder.decode(SourceText(name: "one.json", text: #"  {"name": "x", "price": "2"}"#))
        #expect(!batch.isList)
        #expect(batch.offsets == [2])
        #expect(batch.values.map(\.name) == ["x"])
        #expect(batch.summary.fields == 9)
        #expect(batch.summary.outcomes[.exact] == 1)
        #expect(batch.summary.outcomes[.coerced] == 1)
        #expect(batch.summary.outcomes[.defaulted] == 7)
    }

    @Test func emptyList() throws {
        let batch = try Self.decoder.decode(SourceText(name: "empty.json", text: " [ ] "))
        #expect(batch.isList)
        #expect(batch.values.isEmpty)
        #expect(batch.summary == Summary(models: 0, fields: 0).with(exact: 0))
        #expect(batch.outcomes(ofModel: 0).isEmpty)
    }

    /// A zip coerced and then padded is reported by its post-validation code.
    @Test func compactCodeOfAPostValidatedValue() throws {
        let batch = try LenientDecoder<Listing>().decode(SourceText(name: "z.json", text: #"{"zip": 7105}"#))
        let zip = batch.outcomes(ofModel: 0).first { $0.ordinal == 1 }
        #expect(zip?.code == .zeroPadded)
        #expect(zip?.outcome == .coerced)
    }

    @Test func forEachRecordStreamsEveryModel() throws {
        var names: [String] = []
        let isList = try Self.decoder.forEachRecord(in: SourceText(name: "messy.json", text: Self.messy)) { names.append($0.value.name) }
        #expect(isList)
        #expect(names == ["a", "b", "", ""])
    }
}

extension Summary {
    func with(exact: Int) -> Summary {
        var copy = self
        copy.outcomes[.exact] = exact
        return copy
    }
}
