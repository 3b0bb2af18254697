import Lenient

/// The validation panel: a heading that counts each outcome, then one line per field —
/// cursor, marker, path, input and what became of it, rule:
/// `▸~ price   "$3.50" → 3.5  currency_text`.
///
/// Markers tell the outcomes apart without colour (✓ ~ ! ✗ ·); colour only adds to them.
enum ValidationPanel {
    /// The cursor of the selected line; the line is also in reverse video.
    static let cursor = "▸"

    /// - Parameter indent: columns before the heading (beside the table, one clears the
    ///   separator).
    static func draw(_ state: AppState, entry: ResponseEntry, in rect: Rect, indent: Int = 0, into grid: inout Grid) {
        let rows = rect.height - 1
        let count = entry.itemCount
        let scroll = AppState.clamp(state.panelScroll, count: count, rows: rows)
        let range = count > rows && rows > 0
            ? "\(ValidationReport.grouped(scroll + 1))–\(ValidationReport.grouped(min(count, scroll + rows))) of \(ValidationReport.grouped(count))" : nil
        let heading = heading(entry, range: range, width: rect.width - indent)
        var end = grid.put(heading, x: rect.x + indent, y: rect.y, maxWidth: rect.width - indent)
        if end < rect.x + rect.width - 1 {
            end = grid.put(" ", x: end, y: rect.y)
            grid.put(String(repeating: "─", count: rect.x + rect.width - end), x: end, y: rect.y, style: .dim)
        }
        let selected = min(max(0, state.selectedFieldIndex), max(0, count - 1))
        // Only the lines in view are made (``ResponseEntry/items(_:)``).
        for (row, item) in entry.items(scroll..<scroll + max(0, rows)).enumerated() {
            let index = scroll + row
            let spans = line(item, pathWidth: state.metrics.pathWidth, width: rect.width, selected: index == selected,
                             mark: entry.changeMark(item))
            if index == selected { grid.fill(x: rect.x, y: rect.y + 1 + row, width: rect.width, height: 1, style: Style(.selected, reverse: true)) }
            grid.put(spans, x: rect.x, y: rect.y + 1 + row, maxWidth: rect.width)
        }
    }

    /// `Validation  ✓ 12 exact  ~ 0 coerced …  1–12 of 40` within `width`: when it does not
    /// fit, the counts drop their words (`✓ 12  ~ 0 …`), and then the end is cut with `…`, so
    /// a number is never cut short silently.
    static func heading(_ entry: ResponseEntry, range: String?, width: Int) -> [Span] {
        func build(short: Bool) -> [Span] {
            var spans = [Span("Validation", .heading), Span("  ")] + summary(entry, short: short)
            if entry.changeCount > 0 { spans.append(Span("  " + changedMarker + " \(entry.changeCount)" + (short ? "" : " changed"), .warning)) }
            if let range { spans.append(Span("  " + range, .dim)) }
            return spans
        }
        let long = build(short: false)
        if long.reduce(0, { $0 + TextWidth.of($1.text) }) <= width { return long }
        var spans: [Span] = []
        var room = width
        let short = build(short: true)
        let total = short.reduce(0) { $0 + TextWidth.of($1.text) }
        for span in short {
            let spanWidth = TextWidth.of(span.text)
            if total <= width || spanWidth < room {
                spans.append(span)
                room -= spanWidth
            } else {
                spans.append(Span(TextWidth.clip(span.text + " ", to: max(0, room), ellipsis: true), span.style))
                break
            }
        }
        return spans
    }

    /// `✓ 12 exact  ~ 0 coerced  ! 0 defaulted  · 0 ignored` (and `✗ n dropped` when any); `short` leaves the words out: `✓ 12  ~ 0  ! 0  · 0`.
    static func summary(_ entry: ResponseEntry, short: Bool = false) -> [Span] {
        guard let counts = entry.counts else { return [Span("no station", .warning)] }
        func part(_ marker: String, _ count: Int, _ word: String) -> String {
            marker + " " + ValidationReport.grouped(count) + (short ? "" : " " + word)
        }
        var parts: [(String, Style.Role)] = [
            (part(FieldLine.marker(.exact), counts.exact, "exact"), .exact),
            (part(FieldLine.marker(.coerced), counts.coerced, "coerced"), .coerced),
            (part(FieldLine.marker(.defaulted), counts.defaulted, "defaulted"), .defaulted),
        ]
        if counts.dropped > 0 { parts.append((part(FieldLine.marker(.dropped), counts.dropped, "dropped"), .dropped)) }
        parts.append((part(FieldLine.ignoredMarker, counts.ignored, "ignored"), .ignored))
        var spans: [Span] = []
        for (index, part) in parts.enumerated() {
            if index > 0 { spans.append(Span("  ")) }
            spans.append(Span(part.0, Style(part.1)))
        }
        return spans
    }

    /// The marker of a line that changed since the previous version.
    static let changedMarker = "Δ"

    /// One item's line within `width` columns. When it does not fit, the input and its
    /// result are cut first, so the rule stays readable. A line that changed since the
    /// previous version says how after its path: `Δ exact → defaulted`.
    static func line(_ item: FieldItem, pathWidth: Int, width: Int, selected: Bool, mark: String? = nil) -> [Span] {
        let markText = mark.map { changedMarker + " " + $0 + "  " } ?? ""
        let prefix = 3 + pathWidth + 2 + TextWidth.of(markText)
        let rest = max(0, width - prefix)
        var change = item.change
        var rule = item.rule
        let changeWidth = TextWidth.of(change)
        let ruleWidth = TextWidth.of(rule)
        if !rule.isEmpty, changeWidth + 2 + ruleWidth > rest {
            let changeBudget = max(min(changeWidth, 16), rest - 2 - ruleWidth)
            change = TextWidth.clip(change, to: changeBudget, ellipsis: true)
            rule = TextWidth.clip(rule, to: max(0, rest - TextWidth.of(change) - 2), ellipsis: true)
        }
        var spans = [
            Span(selected ? cursor : " ", .chosen),
            Span(item.marker + " ", Style.outcome(item.role)),
            Span(TextWidth.pad(item.pathText, to: pathWidth) + "  ", Style(item.role)),
        ]
        if !markText.isEmpty { spans.append(Span(markText, .warning)) }
        spans += [
            Span(change),
        ]
        if !rule.isEmpty { spans += [Span("  "), Span(rule, .dim)] }
        if selected {
            spans = spans.map { Span($0.text, Style($0.style.role, bold: $0.style.bold, reverse: true)) }
        } else {
            spans[0].style = .plain
        }
        return spans
    }
}
