import Lenient
import Testing

/// The steps a field went through, rebuilt from its record, for each kind of outcome.
@Suite struct TraceTests {
    @Test func exactValue() throws {
        let record = try record(Sample.self, #"{"name": "a"}"#)
        #expect(record.field("name")?.trace == [
            .received(key: "name", path: "name", input: #""a""#, line: 1, column: 10),
            .keyLookup(key: "name", property: "name", match: .exact),
            .validatorChosen(type: "text", custom: false),
            .typeCheck(found: .string, type: "text", passed: true),
            .postValidationUnchanged,
            .set(path: "name", value: #""a""#),
        ])
    }

    /// A long value is cut in the step's words as the input is (until 2026-12-04 a 20 MB
    /// name made a 20 MB `set` line); the step itself and the record keep it whole.
    @Test func aLongValueIsCutInTheWords() throws {
        let long = String(repeating: "x", count: 5_000)
        let record = try record(Sample.self, #"{"name": " "# + long + #" "}"#)
        let steps = try #require(record.field("name")?.trace)
        #expect(steps.last == .set(path: "name", value: "\"" + long + "\""))
        for step in steps { #expect(step.text.count < 140, "\(step.text.prefix(80))") }
        #expect(steps.last?.text == "set name = \"" + String(repeating: "x", count: 58) + "…")
        #expect(TraceStep.set(path: "name", value: #""short""#).text == #"set name = "short""#)
        // A key of megabytes too, where the steps name it.
        let key = String(repeating: "k", count: 5_000)
        let withKey = try LenientTests.record(Sample.self, #"{""# + key + #"": 1}"#)
        for step in try #require(withKey.ignored.first?.trace) { #expect(step.text.count < 200, "\(step.text.prefix(80))") }
    }

    @Test func coercedValue() throws {
        let record = try record(Sample.self, #"{"PRICE": "$3.50"}"#)
        #expect(record.field("price")?.trace == [
            .received(key: "PRICE", path: "price", input: #""$3.50""#, line: 1, column: 11),
            .keyLookup(key: "PRICE", property: "price", match: .caseFolded),
            .validatorChosen(type: "number", custom: false),
            .typeCheck(found: .string, type: "number", passed: false),
            .defaultValidation(rule: .currencyText, value: "3.5"),
            .postValidationUnchanged,
            .set(path: "price", value: "3.5"),
        ])
    }

    @Test func coercedThenPostValidated() throws {
        let record = try record(Listing.self, #"{"zip": 7105}"#)
        #expect(record.field("zip")?.trace == [
            .received(key: "zip", path: "zip", input: "7105", line: 1, column: 9),
            .keyLookup(key: "zip", property: "zip", match: .exact),
            .validatorChosen(type: "text", custom: false),
            .typeCheck(found: .number, type: "text", passed: false),
            .defaultValidation(rule: .numberToText, value: "a valid text"),
            .postValidation(rule: .zeroPadded, value: #""07105""#),
            .set(path: "zip", value: #""07105""#),
        ])
    }

    @Test func exactThenPostValidated() throws {
        let record = try record(Listing.self, #"{"zip": "7105"}"#)
        #expect(record.field("zip")?.trace == [
            .received(key: "zip", path: "zip", input: #""7105""#, line: 1, column: 9),
            .keyLookup(key: "zip", property: "zip", match: .exact),
            .validatorChosen(type: "text", custom: false),
            .typeCheck(found: .string, type: "text", passed: true),
            .postValidation(rule: .zeroPadded, value: #""07105""#),
            .set(path: "zip", value: #""07105""#),
        ])
    }

    /// Text that only needed cleaning was text all along: the type check passes and the
    /// cleaning is its own step, not a default validation.
    @Test func cleanedText() throws {
        let record = try record(Sample.self, #"{"name": " a\u001b "}"#)
        #expect(record.field("name")?.trace == [
            .received(key: "name", path: "name", input: #"" a\u001b ""#, line: 1, column: 10),
            .keyLookup(key: "name", property: "name", match: .exact),
            .validatorChosen(type: "text", custom: false),
            .typeCheck(found: .string, type: "text", passed: true),
            .cleaned(rule: .textSanitized, value: JSONWriter.string("a\u{FFFD}")),
            .postValidationUnchanged,
            .set(path: "name", value: JSONWriter.string("a\u{FFFD}")),
        ])
    }

    @Test func trimmedThenPostValidated() throws {
        let record = try record(Listing.self, #"{"zip": " 7105 "}"#)
        #expect(record.field("zip")?.trace == [
            .received(key: "zip", path: "zip", input: #"" 7105 ""#, line: 1, column: 9),
            .keyLookup(key: "zip", property: "zip", match: .exact),
            .validatorChosen(type: "text", custom: false),
            .typeCheck(found: .string, type: "text", passed: true),
            .cleaned(rule: .textTrimmed, value: "a valid text"),
            .postValidation(rule: .zeroPadded, value: #""07105""#),
            .set(path: "zip", value: #""07105""#),
        ])
    }

    /// The wording of a failed type check takes the article its type needs.
    @Test(arguments: [
        (TraceStep.typeCheck(found: .number, type: "Item", passed: false), "type check: number is not an Item;"),
        (.typeCheck(found: .string, type: "number", passed: false), "type check: text is not a number;"),
        (.typeCheck(found: .string, type: "optional number", passed: false), "type check: text is not an optional number;"),
        (.cleaned(rule: .textTrimmed, value: #""a""#), "cleaning: text_trimmed ("),
    ] as [(TraceStep, String)])
    func stepWording(step: TraceStep, start: String) {
        #expect(step.text.hasPrefix(start), "\(step.text)")
    }

    @Test func defaultedValue() throws {
        let record = try record(Sample.self, #"{"flag": "maybe"}"#)
        #expect(record.field("flag")?.trace == [
            .received(key: "flag", path: "flag", input: #""maybe""#, line: 1, column: 10),
            .keyLookup(key: "flag", property: "flag", match: .exact),
            .validatorChosen(type: "bool", custom: false),
            .typeCheck(found: .string, type: "bool", passed: false),
            .defaultValidationFailed(reason: .unrecognizedBool),
            .postValidationSkipped,
            .defaulted(path: "flag", value: "false", reason: .unrecognizedBool),
        ])
    }

    @Test func defaultedByAConstraint() throws {
        let record = try record(Listing.self, #"{"price": 11}"#)
        #expect(record.field("price")?.trace == [
            .received(key: "price", path: "price", input: "11", line: 1, column: 11),
            .keyLookup(key: "price", property: "price", match: .exact),
            .validatorChosen(type: "number", custom: false),
            .typeCheck(found: .number, type: "number", passed: true),
            .postValidationUnchanged,
            .constraintFailed(reason: .aboveMaximum),
            .defaulted(path: "price", value: "0", reason: .aboveMaximum),
        ])
    }

    @Test func customValidatorRejects() throws {
        let record = try record(Listing.self, #"{"title": 5}"#)
        let trace = try #require(record.field("title")?.trace)
        #expect(trace.contains(.validatorChosen(type: "text", custom: true)))
        #expect(trace.last == .defaulted(path: "title", value: #""""#, reason: .customRejection))
        // The model's validator decided, with the engine's code for it: no type check of the
        // engine's (it said "type check: number is not a text" until 2026-12-06), and the
        // rule worded as the model's own.
        #expect(!trace.contains { if case .typeCheck = $0 { true } else { false } })
        #expect(trace.map(\.text).contains("own rule: gives up, custom_rejection (\(Code.customRejection.explanation))"))
        let coerced = try #require(try records(Listing.self, #"{"title": "abc"}"#).first?.field("title")?.trace)
        #expect(coerced.map(\.text).contains { $0.hasPrefix("own rule: custom_rule (") })
        #expect(!coerced.contains { if case .typeCheck = $0 { true } else { false } })
    }

    @Test func missingKey() throws {
        let record = try record(Sample.self, "{}")
        #expect(record.field("count")?.trace == [
            .absent(property: "count"),
            .defaulted(path: "count", value: "0", reason: .missing),
        ])
    }

    @Test func droppedElement() throws {
        let record = try record(Sample.self, #"{"values": [1, "x"]}"#)
        let trace = try #require(record.field("values[1]")?.trace)
        #expect(trace.last == .dropped(path: "values[1]", reason: .notANumber))
        #expect(trace == [
            .received(key: nil, path: "values[1]", input: #""x""#, line: 1, column: 16),
            .keyLookup(key: nil, property: "number", match: .element),
            .validatorChosen(type: "number", custom: false),
            .typeCheck(found: .string, type: "number", passed: false),
            .defaultValidationFailed(reason: .notANumber),
            .dropped(path: "values[1]", reason: .notANumber),
        ])
    }

    @Test func ignoredKeys() throws {
        let record = try record(Sample.self, #"{"price": 1, "PRICE": 2, "x": null}"#)
        #expect(record.ignored.map(\.trace) == [
            [.received(key: "PRICE", path: "PRICE", input: "2", line: 1, column: 14),
             .ignored(key: "PRICE", reason: .duplicateKey, property: "price")],
            [.received(key: "x", path: "x", input: "null", line: 1, column: 26),
             .ignored(key: "x", reason: .unknownKey, property: nil)],
        ])
    }

    @Test func documentThatIsNotAnObject() throws {
        let record = try record(Sample.self, "[3]")
        #expect(record.fields.first?.trace == [
            .received(key: nil, path: FieldPath(), input: "3", line: 1, column: 2),
            .keyLookup(key: nil, property: "Sample", match: .root),
            .validatorChosen(type: "Sample", custom: false),
            .typeCheck(found: .number, type: "Sample", passed: false),
            .defaultValidationFailed(reason: .expectedObject),
            .postValidationSkipped,
            .defaulted(path: FieldPath(), value: "{name, price, count, flag, when, values, items, part, identifier}", reason: .expectedObject),
        ])
    }

    /// Wording is for people, but it must be safe to print: a hostile key or input never
    /// carries a control character into a step's text.
    @Test func stepTextCarriesNoControls() throws {
        let json = "{\"\u{1B}[2Jkey\": \"\u{1B}]0;title\u{07}\", \"name\": \"a\u{1B}[31mb\u{202E}\"}"
        let record = try record(Sample.self, json)
        let steps = record.fields.flatMap(\.trace) + record.ignored.flatMap(\.trace)
        #expect(!steps.isEmpty)
        for step in steps {
            #expect(!step.text.isEmpty)
            #expect(!step.text.unicodeScalars.contains(where: TextRuleTests.isUnsafe), "\(step)")
        }
    }

    @Test func longInputsAreClipped() throws {
        let long = String(repeating: "x", count: 500)
        let record = try record(Sample.self, "{\"name\": \"\(long)\"}")
        let received = try #require(record.field("name")?.trace.first)
        #expect(received.text.count < 200)
    }
}
