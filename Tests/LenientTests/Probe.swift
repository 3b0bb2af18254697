import Foundation
import Lenient
import Testing

/// The outcome of validating one snippet as the `value` of a box.
struct Probe<Model: LenientModel> {
    var model: Model
    var field: FieldRecord
    var record: ModelRecord<Model>
}

/// Validates `{"value": <snippet>}` as `Model` and returns the record of its `value` field.
func probe<Model: LenientModel>(
    _ type: Model.Type, _ snippet: String, options: ValidationOptions = ValidationOptions()
) throws -> Probe<Model> {
    let source = SourceText(name: "probe.json", text: "{\"value\": \(snippet)}")
    let records = try LenientDecoder<Model>(options: options).records(source)
    let record = try #require(records.first)
    let field = try #require(record.field("value"))
    return Probe(model: record.value, field: field, record: record)
}

/// Every model's full record of `json`.
func records<Model: LenientModel>(
    _ type: Model.Type, _ json: String, options: ValidationOptions = ValidationOptions()
) throws -> [ModelRecord<Model>] {
    try LenientDecoder<Model>(options: options).records(SourceText(name: "test.json", text: json))
}

/// The one model's full record of `json`, a top-level object.
func record<Model: LenientModel>(
    _ type: Model.Type, _ json: String, options: ValidationOptions = ValidationOptions()
) throws -> ModelRecord<Model> {
    let all = try records(type, json, options: options)
    try #require(all.count == 1)
    return try #require(all.first)
}

/// The syntax error that decoding `bytes` throws, if any.
func syntaxError(_ bytes: [UInt8], options: ValidationOptions = ValidationOptions()) -> JSONSyntaxError? {
    do {
        _ = try LenientDecoder<Sample>(options: options).decode(SourceText(name: "test.json", bytes: bytes))
        return nil
    } catch {
        return error
    }
}

func syntaxError(_ text: String, options: ValidationOptions = ValidationOptions()) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), options: options)
}

/// 2013-02-18T20:43:24Z, the date of the sample responses.
let sampleInstant: TimeInterval = 1_361_220_204
/// 2013-02-18T00:00:00Z.
let sampleDay: TimeInterval = 1_361_145_600

func date(_ seconds: TimeInterval) -> KVCValue { .date(Date(timeIntervalSince1970: seconds)) }

/// One row of a rule table: a JSON snippet and what the rule makes of it.
struct RuleCase: Sendable, CustomTestStringConvertible {
    var snippet: String
    var value: KVCValue
    var outcome: Outcome
    var code: Code?

    init(_ snippet: String, _ value: KVCValue, _ outcome: Outcome, _ code: Code? = nil) {
        self.snippet = snippet
        self.value = value
        self.outcome = outcome
        self.code = code
    }

    var testDescription: String { snippet }
}

/// Validates the row's snippet as the `value` of `Model` and checks the value (in the model
/// and in the record), the outcome, the rule or reason, and the raw input kept.
@discardableResult
func check<Model: LenientModel>(
    _ type: Model.Type, _ row: RuleCase, options: ValidationOptions = ValidationOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Probe<Model> {
    let result = try probe(type, row.snippet, options: options)
    #expect(result.field.value == row.value, sourceLocation: sourceLocation)
    #expect(result.model.kvcValue == .object([KVCValue.Member("value", row.value)]), sourceLocation: sourceLocation)
    #expect(result.field.outcome == row.outcome, sourceLocation: sourceLocation)
    #expect(result.field.rule == row.code, sourceLocation: sourceLocation)
    #expect(result.field.input == row.snippet, sourceLocation: sourceLocation)
    #expect(result.field.key == "value", sourceLocation: sourceLocation)
    return result
}
