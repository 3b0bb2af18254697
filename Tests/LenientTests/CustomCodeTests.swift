import Foundation
@testable import Lenient
import Testing

extension Code {
    static let notAFuelGrade = Code.custom("not_a_fuel_grade", explanation: "text that names no fuel grade")
    static let gradeAbbreviated = Code.custom("grade_abbreviated", explanation: "a fuel grade's abbreviation: written out")
    static let gradeRenamed = Code.custom("grade_renamed", explanation: "an old name of a fuel grade: the current one")
    static let oddLitres = Code.custom("odd_litres", explanation: "a number of litres that is not even", isConstraint: true)
}

/// A model whose own validator, post-validation and constraint record codes of their own.
@LenientModel
struct Pump: Equatable {
    var grade: String
    var litres: Int
    var grades: [String]

    /// `"super"` is exact; `"sp"` is written out; anything else is refused.
    static let gradeValidator = Validator<String> { input, context in
        switch String.lenientValidate(input, in: &context) {
        case .exact("super"): .exact("super")
        case .exact("sp"), .coerced("sp", _): .coerced("super", by: .gradeAbbreviated)
        case .exact("premium"): .exact("premium")
        case .exact, .coerced: .invalid(.notAFuelGrade)
        case .invalid(let reason): .invalid(reason)
        }
    }

    static var exceptions: Exceptions<Pump> {
        Exceptions()
            .validate(\.grade, with: gradeValidator)
            .postValidate(\.grade, PostValidation(code: .gradeRenamed) { $0 == "premium" ? "super" : nil })
            .constrain(\.litres, Constraint { $0 % 2 == 0 ? nil : .oddLitres })
    }
}

/// Codes a program declares: recorded, written, traced and counted as the engine's are, by
/// their own names and wording.
@Suite struct CustomCodeTests {
    /// A code prints as its name, the engine's and a program's alike; it printed as
    /// `Code(number: 10)`, its number in this process, until a user's package printed one.
    @Test func aCodePrintsAsItsName() {
        #expect("\(Code.currencyText)" == "currency_text")
        #expect(String(describing: Code.gradeAbbreviated) == "grade_abbreviated")
        #expect([Code.null, .oddLitres].map(\.description) == ["null", "odd_litres"])
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var json: String
        var path: FieldPath
        var outcome: Outcome
        var code: Code?
        var value: KVCValue

        init(_ json: String, _ path: FieldPath, _ outcome: Outcome, _ code: Code?, _ value: KVCValue) {
            self.json = json
            self.path = path
            self.outcome = outcome
            self.code = code
            self.value = value
        }

        var testDescription: String { json }
    }

    static let rows: [Row] = [
        Row(#"{"grade": "super"}"#, "grade", .exact, nil, .text("super")),
        Row(#"{"grade": "sp"}"#, "grade", .coerced, .gradeAbbreviated, .text("super")),
        Row(#"{"grade": " sp "}"#, "grade", .coerced, .gradeAbbreviated, .text("super")),
        Row(#"{"grade": "diesel"}"#, "grade", .defaulted, .notAFuelGrade, .text("")),
        Row(#"{"grade": null}"#, "grade", .defaulted, .null, .text("")),
        Row(#"{"grade": "premium"}"#, "grade", .coerced, .gradeRenamed, .text("super")),
        Row(#"{"litres": 4}"#, "litres", .exact, nil, .integer(4)),
        Row(#"{"litres": 5}"#, "litres", .defaulted, .oddLitres, .integer(0)),
    ]

    /// The full record: the field's outcome and code (a post-validation's code first).
    @Test(arguments: rows) func fullRecord(_ row: Row) throws {
        let field = try #require(try record(Pump.self, row.json).field(row.path))
        #expect(field.outcome == row.outcome)
        #expect(field.post ?? field.rule == row.code)
        #expect(field.value == row.value)
    }

    /// The compact record keeps the same code for each non-exact field.
    @Test(arguments: rows) func compactRecord(_ row: Row) throws {
        let batch = try LenientDecoder<Pump>().decode(SourceText(name: "pump.json", text: row.json))
        let ordinal = try #require(try record(Pump.self, row.json).fields.firstIndex { $0.path == row.path })
        let outcome = batch.outcomes.first { $0.ordinal == UInt32(ordinal) }
        #expect(outcome?.code == row.code)
        #expect(outcome?.outcome == (row.outcome == .exact ? nil : row.outcome))
    }

    @Test func jsonRecordWritesTheNames() throws {
        let json = RecordJSON.write(try record(Pump.self, #"{"grade": "diesel", "litres": 3}"#))
        #expect(json.contains(#""path":"grade","key":"grade","match":"exact","type":"text","input":"\"diesel\"","line":1,"column":11,"outcome":"defaulted","rule":"not_a_fuel_grade""#))
        #expect(json.contains(#""rule":"odd_litres""#))
    }

    @Test func traceWordsTheCode() throws {
        let rows = try record(Pump.self, #"{"grade": "diesel", "litres": 3}"#)
        let grade = try #require(rows.field("grade")).trace.map(\.text)
        #expect(grade.contains("validator: the model's own validator for this key (text)"))
        #expect(grade.contains("own rule: gives up, not_a_fuel_grade (text that names no fuel grade)"))
        // The engine's type check is not the model's validator's: until 2026-12-06 the trace
        // said "type check: text is not a text" before the validator's own code.
        #expect(!grade.contains { $0.hasPrefix("type check:") })
        // Declared as a constraint's code, the failure is traced as the constraint's.
        let litres = try #require(rows.field("litres")).trace.map(\.text)
        #expect(litres.contains("constraint: fails, odd_litres (a number of litres that is not even)"))
    }

    @Test func summaryCountsTheCodes() throws {
        let json = #"[{"grade": "diesel", "litres": 3}, {"grade": "sp", "litres": 5}, {"grade": "lpg"}]"#
        let summary = try LenientDecoder<Pump>().decode(SourceText(name: "pumps.json", text: json)).summary
        #expect(summary.codes[Summary.Key(outcome: .defaulted, code: .notAFuelGrade)] == 2)
        #expect(summary.codes[Summary.Key(outcome: .coerced, code: .gradeAbbreviated)] == 1)
        #expect(summary.codes[Summary.Key(outcome: .defaulted, code: .oddLitres)] == 2)
        let full = Summary(fields: try records(Pump.self, json).map(\.fields), ignored: [])
        #expect(full.codes == summary.codes)
    }

    @Test func declaredCodes() throws {
        #expect(Code.notAFuelGrade.name == "not_a_fuel_grade")
        #expect(Code.notAFuelGrade.explanation == "text that names no fuel grade")
        #expect(Code.notAFuelGrade.isCustom)
        #expect(!Code.notAFuelGrade.isConstraint)
        #expect(Code.oddLitres.isConstraint)
        #expect(Code(name: "not_a_fuel_grade") == .notAFuelGrade)
        // Declared again, the same code; the engine's codes come first in its order.
        #expect(Code.custom("not_a_fuel_grade", explanation: "text that names no fuel grade") == .notAFuelGrade)
        #expect(Code.builtIn.allSatisfy { $0 < .notAFuelGrade })
        #expect(Code.notAFuelGrade != .gradeAbbreviated)
    }

    @Test(arguments: [
        ("not_a_grade", true), ("a", true), ("grade2", true), ("", false), ("Grade", false), ("2grade", false),
        ("_grade", false), ("grade-name", false), ("grade name", false), ("gräde", false),
    ]) func codeNames(name: String, valid: Bool) {
        #expect(Code.isSnakeCase(name) == valid)
    }
}
