import Lenient

/// One field of a record on one line: marker, path, input, what became of it, and the rule:
/// `~ price  "$3.50" → 3.5  currency_text`.
public enum FieldLine {
    /// The marker of each outcome, distinct without colour.
    public static func marker(_ outcome: Outcome) -> String {
        switch outcome {
        case .exact: "✓"
        case .coerced: "~"
        case .defaulted: "!"
        case .dropped: "✗"
        }
    }

    /// The marker of an ignored key.
    public static let ignoredMarker = "·"

    /// What the field's input was, escaped and clipped: `"$3.50"`, `{…}` for an object,
    /// `[…]` for a list, or `(missing)`.
    public static func input(_ field: FieldRecord, limit: Int = 28) -> String {
        guard let input = field.input else { return "(missing)" }
        switch field.inputKind {
        case .object: return "{…}"
        case .array: return "[…]"
        default: return TextWidth.clip(SafeText.line(input), to: limit, ellipsis: true)
        }
    }

    /// How the key found its property, when it was not by its own name:
    /// `remapped from "description"`, `case-folded from "PRICE"`.
    public static func keyNote(_ field: FieldRecord) -> String? {
        guard let key = field.key else { return nil }
        let quoted = SafeText.line(JSONWriter.string(key), columns: 24)
        switch field.match {
        case .remapped: return "remapped from \(quoted)"
        case .globallyRemapped: return "global remap from \(quoted)"
        case .caseFolded: return "case-folded from \(quoted)"
        default: return nil
        }
    }

    /// The key note, then the rule or reason, then the post-validation step.
    public static func rule(_ field: FieldRecord) -> String {
        var parts: [String] = []
        if let note = keyNote(field) { parts.append(note) }
        if let rule = field.rule { parts.append(rule.name) }
        if let post = field.post { parts.append(post.name) }
        return parts.joined(separator: ", ")
    }

    /// The path as shown, escaped (a feed's own keys name fields: `prices.E5`): the document
    /// itself is `(document)`.
    public static func path(_ field: FieldRecord) -> String {
        field.path.components.isEmpty ? documentPath : SafeText.line(field.path.description)
    }

    /// How the table names the document itself (a field whose path is empty).
    public static let documentPath = "(document)"

    /// Whether `text`, as a user typed it, names `path`: parsed as a record path, or written
    /// as the table shows it. A key with a dot or brackets in its name (`"a.b"`, ignored)
    /// has a path that parsing splits; the table's spelling still finds it, and
    /// `(document)` finds the document.
    public static func names(_ text: String, _ path: FieldPath) -> Bool {
        if path.components.isEmpty { return text == documentPath || text.isEmpty }
        return FieldPath(parsing: text) == path || text == path.description
    }

    /// Whether `text` names `path` in any case (`stationname` names `stationName`), as keys are
    /// read in any case: what a search falls back to when no path is spelled as typed.
    public static func namesInAnyCase(_ text: String, _ path: FieldPath) -> Bool {
        if names(text, path) { return true }
        let typed = text.lowercased()
        let spelled = path.description.lowercased()
        return typed == spelled || FieldPath(parsing: typed) == FieldPath(parsing: spelled)
    }

    /// `"$3.50" → 3.5`: the input and, when it changed, the resulting value. With `compact`,
    /// a resulting object is `{…}` and an empty list `[]`, as the input side shows them.
    public static func change(_ field: FieldRecord, limit: Int = 28, compact: Bool = false) -> String {
        let before = input(field, limit: limit)
        switch field.outcome {
        case .exact: return before
        case .coerced, .defaulted:
            let after: String = switch field.value {
            case .object where compact: "{…}"
            case .list(let elements) where compact && elements.isEmpty: "[]"
            default: TextWidth.clip(SafeText.line(field.value.displayText), to: limit, ellipsis: true)
            }
            return before + " → " + after
        case .dropped: return before + " → (dropped)"
        }
    }
}
