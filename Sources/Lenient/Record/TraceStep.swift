/// One step of a field's path through validation, in the style of the numbered execution
/// paths of the KVC validation article. Steps are data; ``text`` words them.
public enum TraceStep: Sendable, Equatable {
    /// The value arrived under `key` (or as a list element, or as the document itself).
    case received(key: String?, path: FieldPath, input: String, line: Int?, column: Int?)
    /// No key of the object landed on the property.
    case absent(property: String)
    /// How the key found its property.
    case keyLookup(key: String?, property: String, match: KeyMatch)
    /// The validator chosen: the model's own for this key, or the declared type's.
    case validatorChosen(type: String, custom: Bool)
    /// The type check: the input's kind against the declared type. Left out where the
    /// engine did not decide (a code of the program's own, a key given twice).
    case typeCheck(found: JSONKind, type: String, passed: Bool)
    /// The default validation turned the input into a valid value, by `rule` (for a code of
    /// the program's own, worded as its own rule).
    case defaultValidation(rule: Code, value: String)
    /// Text of the right type was cleaned: trimmed, or unsafe characters replaced.
    case cleaned(rule: Code, value: String)
    /// The default validation could not make a valid value.
    case defaultValidationFailed(reason: Code)
    /// A post-validation step changed the valid value.
    case postValidation(rule: Code, value: String)
    /// Post-validation ran and changed nothing, or was skipped because the value was invalid.
    case postValidationUnchanged
    case postValidationSkipped
    /// A constraint failed on the valid value.
    case constraintFailed(reason: Code)
    /// The property was set to the value.
    case set(path: FieldPath, value: String)
    /// The property kept its default.
    case defaulted(path: FieldPath, value: String, reason: Code)
    /// A list element or an entry of an object keyed by data was left out.
    case dropped(path: FieldPath, reason: Code)
    /// A key set nothing.
    case ignored(key: String, reason: Code, property: String?)

    /// The step in words.
    public var text: String {
        switch self {
        case .received(let key, let path, let input, let line, let column):
            let place = line.map { " at line \($0), column \(column ?? 0)" } ?? ""
            let shown = Self.clip(input)
            if let key { return "received key \(Self.shorten(JSONWriter.string(key)))\(place): \(shown)" }
            if path.components.isEmpty { return "received the document\(place): \(shown)" }
            return "received element \(path)\(place): \(shown)"
        case .absent(let property):
            return "no key of the object lands on \(property)"
        case .keyLookup(let key, let property, let match):
            let quoted = key.map { Self.shorten(JSONWriter.string($0)) } ?? ""
            switch match {
            case .exact: return "key lookup: \(quoted) is the property \(property)"
            case .caseFolded: return "key lookup: \(quoted) matches \(property) case-insensitively"
            case .remapped: return "remap: the model maps \(quoted) to \(property)"
            case .globallyRemapped: return "remap: the global mapping sends \(quoted) to \(property)"
            case .missing: return "key lookup: nothing for \(property)"
            case .element: return "list element: validated as \(property)"
            case .entry: return "entry: \(quoted) is a key of the data, validated as \(property)"
            case .root: return "document: validated as \(property)"
            }
        case .validatorChosen(let type, let custom):
            return custom ? "validator: the model's own validator for this key (\(type))" : "validator: \(type), from the declared type"
        case .typeCheck(let found, let type, let passed):
            return passed ? "type check: \(found) is a valid \(type)" : "type check: \(found) is not \(Self.article(type)) \(type); default validation runs"
        case .defaultValidation(let rule, let value):
            return "\(Self.stage(rule)): \(rule.name) (\(rule.explanation)) → \(Self.shorten(value))"
        case .cleaned(let rule, let value):
            return "cleaning: \(rule.name) (\(rule.explanation)) → \(Self.shorten(value))"
        case .defaultValidationFailed(let reason):
            return "\(Self.stage(reason)): gives up, \(reason.name) (\(reason.explanation))"
        case .postValidation(let rule, let value):
            return "post-validation: \(rule.name) (\(rule.explanation)) → \(Self.shorten(value))"
        case .postValidationUnchanged:
            return "post-validation: nothing to change"
        case .postValidationSkipped:
            return "post-validation: skipped, the value is not valid"
        case .constraintFailed(let reason):
            return "constraint: fails, \(reason.name) (\(reason.explanation))"
        case .set(let path, let value):
            return "set \(Self.name(path)) = \(Self.shorten(value))"
        case .defaulted(let path, let value, let reason):
            return "default: \(Self.name(path)) keeps \(Self.shorten(value)) (\(reason.name))"
        case .dropped(let path, let reason):
            let container = if case .key = path.components.last { "object" } else { "list" }
            return "dropped: \(Self.name(path)) is left out of the \(container) (\(reason.name))"
        case .ignored(let key, let reason, let property):
            let winner = property.map { ", \($0) was set from another key" } ?? ""
            return "ignored: \(Self.shorten(JSONWriter.string(key))) sets nothing (\(reason.name): \(reason.explanation)\(winner))"
        }
    }

    /// Who applied a rule, as a step names it: the engine's default validation, or the
    /// program's own validator or container for a code it declared.
    static func stage(_ rule: Code) -> String {
        isOwn(rule) ? "own rule" : "default validation"
    }

    /// Whether `rule` is the program's: a code it declared, or the engine's codes for what a
    /// model's own validator or post-validation decided without one (`custom_rule`,
    /// `custom_rejection`).
    static func isOwn(_ rule: Code) -> Bool {
        rule.isCustom || rule == .customRule || rule == .customRejection
    }

    /// A path as a step names it; the empty path is the document itself.
    static func name(_ path: FieldPath) -> String {
        path.components.isEmpty ? "the document" : path.description
    }

    /// `a` or `an` before a type's name.
    static func article(_ word: String) -> String {
        guard let first = word.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// A value as a step shows it (already written for display), cut to `limit` characters
    /// with an ellipsis, so that a value of 20 MB is not a line of 20 MB. The record holds it
    /// whole. Counts no further than `limit`.
    static func shorten(_ value: String, limit: Int = 60) -> String {
        var end = value.startIndex
        for _ in 0..<limit {
            guard end < value.endIndex else { return value }
            value.formIndex(after: &end)
        }
        return end == value.endIndex ? value : String(value[..<value.index(before: end)]) + "…"
    }

    static func clip(_ text: String, limit: Int = 60) -> String {
        shorten(JSONWriter.inline(text), limit: limit)
    }
}

extension FieldRecord {
    /// The ordered steps this field went through, rebuilt from its record.
    public var trace: [TraceStep] {
        var steps: [TraceStep] = []
        let property = path.components.last.map { component -> String in
            if case .key(let name) = component { return name }
            return type
        } ?? type
        guard let input else {
            steps.append(.absent(property: property))
            steps.append(.defaulted(path: path, value: value.displayText, reason: rule ?? .missing))
            return steps
        }
        steps.append(.received(key: key, path: path, input: input, line: line, column: column))
        steps.append(.keyLookup(key: key, property: [.element, .root, .entry].contains(match) ? type : property, match: match))
        let constraintFailure = rule.map(\.isConstraint) ?? false
        let cleaning = rule.map { [.textTrimmed, .textSanitized, .invalidUTF8].contains($0) } ?? false
        // What the engine cannot know is left unsaid: a code of the program's own is what its
        // validator or container decided, whatever the type check would say, and a key given
        // twice is decided by its key, before any validator runs.
        let ownRule = rule.map { TraceStep.isOwn($0) && !$0.isConstraint } ?? false
        let keyRule = rule == .duplicateKey
        if !keyRule { steps.append(.validatorChosen(type: type, custom: customValidator)) }
        if !ownRule && !keyRule {
            let typePassed = rule == nil || constraintFailure || cleaning
            steps.append(.typeCheck(found: inputKind ?? .null, type: type, passed: typePassed))
        }
        switch outcome {
        case .exact:
            steps.append(.postValidationUnchanged)
            steps.append(.set(path: path, value: value.displayText))
        case .coerced:
            if let rule {
                let shown = post == nil ? value.displayText : "\(TraceStep.article(type)) valid \(type)"
                steps.append(cleaning ? .cleaned(rule: rule, value: shown) : .defaultValidation(rule: rule, value: shown))
            }
            if let post {
                steps.append(.postValidation(rule: post, value: value.displayText))
            } else {
                steps.append(.postValidationUnchanged)
            }
            steps.append(.set(path: path, value: value.displayText))
        case .defaulted:
            if constraintFailure, let rule {
                steps.append(.postValidationUnchanged)
                steps.append(.constraintFailed(reason: rule))
                steps.append(.defaulted(path: path, value: value.displayText, reason: rule))
            } else {
                steps.append(.defaultValidationFailed(reason: rule ?? .customRejection))
                steps.append(.postValidationSkipped)
                steps.append(.defaulted(path: path, value: value.displayText, reason: rule ?? .customRejection))
            }
        case .dropped:
            if constraintFailure, let rule {
                steps.append(.constraintFailed(reason: rule))
            } else if !keyRule {
                steps.append(.defaultValidationFailed(reason: rule ?? .customRejection))
            }
            steps.append(.dropped(path: path, reason: rule ?? .customRejection))
        }
        return steps
    }
}

extension IgnoredKey {
    /// The steps of a key that set nothing.
    public var trace: [TraceStep] {
        [.received(key: key, path: path, input: input, line: line, column: column),
         .ignored(key: key, reason: reason, property: property)]
    }
}
