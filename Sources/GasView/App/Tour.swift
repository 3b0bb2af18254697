import GasPrices
import Lenient

/// The talk a presenter gives over the sample's responses A–E, one step per thing that
/// changed in the JSON: which response, which field, and one line saying what the JSON holds
/// there, against the first response, and which rule handled it.
///
/// Made from the records, never from fixed text: the first response is the reference; for
/// each next one, every field whose outcome, value or rule differs from the reference's, or
/// whose input differs and was not taken as it is, is a step
/// (a list or object whose input differs only inside it is left to its elements and members,
/// which say it better). A rule that changes changes the tour.
public struct Tour: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        /// The response's label.
        public var label: String
        /// The field to select and highlight; `nil` for a step about the whole response.
        public var path: FieldPath?
        public var text: String
    }

    public var steps: [Step]
    /// The step shown.
    public var index = 0

    /// The labels a tour goes through, in order.
    public static let labels = ["A", "B", "C", "D", "E"]

    public var step: Step? { steps.indices.contains(index) ? steps[index] : nil }

    /// The tour of `entries`' stations, the first being the reference.
    public init(_ entries: [ResponseEntry], records: [StationRecord?]) {
        var steps: [Step] = []
        guard let reference = records.first ?? nil, let first = entries.first else {
            self.steps = []
            return
        }
        steps.append(Self.opening(first.label, reference))
        for (entry, record) in zip(entries.dropFirst(), records.dropFirst()) {
            guard let record else {
                steps.append(Step(label: entry.label, path: nil, text: "\(entry.label) holds no station"))
                continue
            }
            let diff = RecordDiff(before: reference.fields, after: record.fields)
            var found = false
            for change in diff.fields {
                guard let after = change.after, Self.isStep(change) else { continue }
                found = true
                steps.append(Step(label: entry.label, path: after.path,
                                  text: Self.sentence(entry.label, after, before: change.before, reference: first.label)))
            }
            if !found {
                steps.append(Step(label: entry.label, path: nil, text: "\(entry.label): the same JSON as \(first.label) where it matters; every field as in \(first.label)"))
            }
        }
        self.steps = steps
    }

    /// The first step: the reference's fields, and the keys that found their property by
    /// another name.
    static func opening(_ label: String, _ record: StationRecord) -> Step {
        let counts = record.outcomeCounts
        var text = "\(label), the reference: \(counts.exact) of \(record.fields.count) fields exact"
        if counts.coerced + counts.defaulted + counts.dropped > 0 {
            text += ", \(counts.coerced) coerced, \(counts.defaulted + counts.dropped) defaulted"
        }
        let remapped = record.fields.first { $0.match == .remapped || $0.match == .globallyRemapped }
        if let remapped, let key = remapped.key {
            text += "; \(JSONWriter.string(key)) is remapped to \(remapped.path)"
        }
        return Step(label: label, path: remapped?.path ?? record.fields.first?.path, text: text)
    }

    /// Whether a change is worth a step: the field's input or outcome differs from the
    /// reference's, and it is not a container that differs only inside.
    static func isStep(_ change: FieldChange) -> Bool {
        guard let after = change.after else { return false }
        guard let before = change.before else { return after.outcome != .exact }
        let container: Set<JSONKind> = [.object, .array]
        if let kind = after.inputKind, container.contains(kind), before.inputKind == kind,
           before.outcome == after.outcome, before.rule == after.rule {
            return false
        }
        // The same value written otherwise and taken as it is (3.5 for 3.50) is no news.
        return change.isChanged || (change.aspects.contains(.input) && after.outcome != .exact)
    }

    /// `B · price: "$3.50" where A has 3.50 → coerced to 3.5 (currency_text: …)`.
    static func sentence(_ label: String, _ field: FieldRecord, before: FieldRecord?, reference: String) -> String {
        let input = FieldLine.input(field, limit: 24)
        let was = before.map { " where \(reference) has " + FieldLine.input($0, limit: 16) } ?? ""
        let value = TextWidth.clip(SafeText.line(field.value.displayText), to: 24, ellipsis: true)
        let outcome: String = switch field.outcome {
        case .exact: "exact, as written"
        case .coerced: "coerced to \(value)"
        case .defaulted: "defaulted to \(value)"
        case .dropped: if case .key = field.path.components.last { "dropped from its object" } else { "dropped from its list" }
        }
        var rules = [field.rule, field.post].compactMap { $0 }.map { "\($0.name): \($0.explanation)" }.joined(separator: "; ")
        if let note = FieldLine.keyNote(field), field.match != before?.match { rules = rules.isEmpty ? note : note + "; " + rules }
        return "\(label) · \(FieldLine.path(field)): \(input)\(was) → \(outcome)" + (rules.isEmpty ? "" : " (\(SafeText.line(rules)))")
    }
}
