import Lenient

/// What changed in the station shown since the previous version of its file (`d`): a
/// sentence that says against what, then one row per field whose outcome, value or rule
/// changed — field, before, after, rule — the worse ones marked `▼`, the better `▲`.
enum ChangesScreen {
    static let worse = "▼"
    static let better = "▲"

    static func draw(_ state: AppState, layout: Layout, into grid: inout Grid) {
        grid.put(lines: lines(state, width: layout.body.width), scrolledTo: state.changesScroll, in: layout.body)
    }

    static func lineCount(_ state: AppState) -> Int {
        lines(state, width: state.width).count
    }

    /// The screen's lines at `width`.
    static func lines(_ state: AppState, width: Int) -> [[Span]] {
        guard let entry = state.entry else { return [[Span("No response is loaded.", .dim)]] }
        if entry.tooLargeToCompare {
            return TextWrap.lines("\(entry.label) has more than \(ValidationReport.grouped(ResponseEntry.comparableFields)) fields in one of "
                                  + "its versions: too many to compare here. gasprices validate NEW --against OLD compares files of any size.",
                                  columns: max(1, width)).map { [Span($0, .dim)] }
        }
        guard let changes = entry.changes else {
            return TextWrap.lines("\(entry.label) has no earlier version to compare with. Changes are listed here once its file "
                                  + "is read again: after e (edit), when the file changes on disk, or after R (reload).",
                                  columns: max(1, width)).map { [Span($0, .dim)] }
        }
        let rows = ChangeTable.rows(changes.diff)
        let worseCount = rows.filter { $0.verdict == .worse }.count
        let previous = state.previousVersions[min(max(0, state.selected), state.entries.count - 1)]
        let against = previous.map { $0.label == entry.label ? "its previous version" : $0.label } ?? "its previous version"
        var sentence = "\(entry.label) against \(against): "
        switch changes.presence {
        case .added: sentence += "a station the previous version did not have. "
        case .removed, .both: break
        }
        sentence += rows.isEmpty ? "no field changed." : "\(rows.count) changed, \(worseCount) worse."
        var lines = TextWrap.lines(sentence, columns: max(1, width)).map { [Span($0)] }
        guard !rows.isEmpty else { return lines }
        lines.append([])
        // Columns: verdict mark, field, before, after, rule; before and after share what the
        // field and the rule leave.
        let pathWidth = min(max(5, rows.map { TextWidth.of($0.path) }.max() ?? 0), max(8, width / 4))
        let ruleWidth = min(max(4, rows.map { TextWidth.of($0.rule) }.max() ?? 0), max(6, width / 5))
        let sides = max(8, (width - 2 - pathWidth - ruleWidth - 6) / 2)
        func cell(_ text: String, _ columns: Int) -> String {
            TextWidth.pad(TextWidth.clip(text, to: columns, ellipsis: true), to: columns)
        }
        lines.append([Span("  " + cell("Field", pathWidth) + "  " + cell("Before", sides) + "  " + cell("After", sides) + "  "
                          + cell("Rule", ruleWidth), .heading)])
        for row in rows {
            let mark: Span = switch row.verdict {
            case .worse: Span(Self.worse + " ", .warning)
            case .better: Span(Self.better + " ", Style(.exact))
            case .changed: Span("  ")
            }
            lines.append([
                mark,
                Span(cell(row.path, pathWidth) + "  "),
                Span(cell(row.before, sides), Style.outcome(Style.Role(row.beforeOutcome))),
                Span("  "),
                Span(cell(row.after, sides), Style.outcome(Style.Role(row.afterOutcome))),
                Span("  "),
                Span(cell(row.rule, ruleWidth), .dim),
            ])
        }
        return lines
    }
}
