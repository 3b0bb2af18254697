import GasPrices
import Lenient

/// One changed field (or ignored key) as the change screen and `validate --against` show
/// it, side by side: the field, what it was, what it is, the rule now, and whether it got
/// worse. Every text is escaped for the terminal.
public struct ChangeRow: Sendable, Equatable {
    public enum Verdict: String, Sendable, Equatable {
        /// Further from its input: exact → coerced → defaulted.
        case worse
        /// Closer to its input.
        case better
        /// As far as before: a value, a rule or an ignored key changed.
        case changed
    }

    public var path: String
    /// `✓ exact 3.5`, `~ coerced "$3.50" → 3.5`, `(absent)` for a field only one side has.
    public var before: String
    public var after: String
    /// The rule or reason now; `was currency_text` when only the older version had one.
    public var rule: String
    public var verdict: Verdict
    /// The outcomes of each side (`nil`: absent, or an ignored key), for colour.
    public var beforeOutcome: Outcome?
    public var afterOutcome: Outcome?
    /// The field's path, to find its line in the panel.
    public var fieldPath: FieldPath
}

/// Turns a ``RecordDiff`` into rows and lines: one wording for the change screen, the
/// panel's marks and `gasprices validate --against`.
public enum ChangeTable {
    /// How a field that one version does not have is shown on that side.
    static let absent = "(absent)"

    /// A row per field whose outcome, value or rule changed, then per ignored key that came
    /// or went, in the newer record's order.
    public static func rows(_ diff: RecordDiff) -> [ChangeRow] {
        var rows: [ChangeRow] = []
        for change in diff.fields where change.isChanged {
            let verdict: ChangeRow.Verdict = change.isWorse ? .worse : change.isBetter ? .better : .changed
            rows.append(ChangeRow(path: (change.after ?? change.before).map(FieldLine.path) ?? "",
                                  before: change.before.map(side) ?? absent, after: change.after.map(side) ?? absent,
                                  rule: rule(change), verdict: verdict,
                                  beforeOutcome: change.before?.outcome, afterOutcome: change.after?.outcome,
                                  fieldPath: change.path))
        }
        for change in diff.ignored {
            let path = SafeText.line(change.path.description, columns: 60)
            rows.append(ChangeRow(path: path, before: change.before.map(side) ?? absent, after: change.after.map(side) ?? absent,
                                  rule: (change.after ?? change.before).map { $0.reason.name } ?? "", verdict: .changed,
                                  beforeOutcome: nil, afterOutcome: nil, fieldPath: change.path))
        }
        return rows
    }

    /// One side of a field: marker, outcome, and the input with what became of it.
    static func side(_ field: FieldRecord) -> String {
        FieldLine.marker(field.outcome) + " " + field.outcome.description + " " + FieldLine.change(field, limit: 20, compact: true)
    }

    /// One side of an ignored key.
    static func side(_ key: IgnoredKey) -> String {
        FieldLine.ignoredMarker + " ignored " + TextWidth.clip(SafeText.line(key.input), to: 20, ellipsis: true)
    }

    /// The rule or reason of the newer version, else the older one's as `was …`.
    static func rule(_ change: FieldChange) -> String {
        if let after = change.after {
            let now = FieldLine.rule(after)
            if !now.isEmpty || change.before == nil { return now }
        }
        guard let before = change.before else { return "" }
        let was = FieldLine.rule(before)
        return was.isEmpty ? "" : "was " + was
    }

    /// The panel's short mark of a changed field: `exact → defaulted` when the outcome
    /// changed, `was 3.5` when only the value did, `was currency_text` when only the rule
    /// did, `new` for a field the older version did not have.
    public static func mark(_ change: FieldChange) -> String {
        guard let after = change.after else { return "gone" }
        guard let before = change.before else { return "new" }
        if before.outcome != after.outcome { return "\(before.outcome) → \(after.outcome)" }
        if change.aspects.contains(.value) {
            return "was " + TextWidth.clip(SafeText.line(before.value.displayText), to: 16, ellipsis: true)
        }
        let was = [before.rule?.name, before.post?.name].compactMap { $0 }.joined(separator: ", ")
        return was.isEmpty ? "rule added" : "was " + was
    }

    /// The panel's mark of an ignored key that came or went.
    public static func mark(_ change: IgnoredChange) -> String {
        change.before == nil ? "new" : "gone"
    }

    /// The rows as aligned text under a heading row (`FIELD  BEFORE  AFTER  RULE`), the
    /// verdict last: what `validate --against` prints for a station.
    public static func lines(_ rows: [ChangeRow]) -> [String] {
        // The path column is cut as the report's is (``FieldTable/pathLimit``).
        let pathWidth = max(5, min(FieldTable.pathLimit, rows.map { TextWidth.of($0.path) }.max() ?? 0))
        let beforeWidth = max(6, rows.map { TextWidth.of($0.before) }.max() ?? 0)
        let afterWidth = max(5, rows.map { TextWidth.of($0.after) }.max() ?? 0)
        let ruleWidth = max(4, rows.map { TextWidth.of($0.rule) }.max() ?? 0)
        func line(_ cells: String...) -> String {
            let widths = [pathWidth, beforeWidth, afterWidth, ruleWidth]
            let padded = cells.enumerated().map { index, cell in index < widths.count ? TextWidth.pad(cell, to: widths[index]) : cell }
            return ValidationReport.trimTrailing(padded.joined(separator: "  "))
        }
        return [line("FIELD", "BEFORE", "AFTER", "RULE", "")]
            + rows.map { line(TextWidth.clip($0.path, to: pathWidth, ellipsis: true), $0.before, $0.after, $0.rule,
                              $0.verdict == .changed ? "" : $0.verdict.rawValue) }
    }
}
