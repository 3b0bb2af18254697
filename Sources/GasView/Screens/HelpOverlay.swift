/// The help (`?`): a box over the screen listing every key and every marker.
enum HelpOverlay {
    static let keyColumn = 21

    /// Every key binding, as the help and `docs/screens.md` list them.
    static func bindings(_ state: AppState) -> [(keys: String, text: String)] {
        let count = state.entries.count
        let digits = count <= 1 ? "1" : "1–\(min(9, count))"
        return [
            ("\(digits)  A–E  a b d e", "show that response (C or 3 for C: c is compare)"),
            ("← →  Tab  Shift-Tab", "previous / next response"),
            ("↑ ↓  j k", "move the field selection, or scroll"),
            ("PgUp PgDn", "a page up / down (scroll the raw JSON when shown)"),
            ("g G  Home End", "first / last"),
            ("Enter", "trace the selected field"),
            ("r", "View JSON / Hide JSON"),
            ("v", "validation panel on / off"),
            ("c", "compare every response"),
            ("?  F1", "this help"),
            ("Esc", "close the help, the trace, compare, then the JSON"),
            ("q  Ctrl-C", "quit"),
        ]
    }

    /// The help's lines at `width` columns inside the box.
    static func lines(_ state: AppState, width: Int) -> [[Span]] {
        var lines: [[Span]] = [[Span("Keys", .heading)]]
        for binding in bindings(state) {
            let text = TextWrap.lines(binding.text, columns: max(1, width - keyColumn))
            for (index, part) in text.enumerated() {
                lines.append([Span(TextWidth.pad(index == 0 ? binding.keys : "", to: keyColumn), .key), Span(part)])
            }
        }
        lines.append([])
        lines.append([Span("Markers", .heading)])
        let markers: [(String, Style.Role)] = [
            ("✓ exact", .exact), ("~ coerced", .coerced), ("! defaulted", .defaulted), ("✗ dropped", .dropped), ("· ignored", .ignored),
        ]
        var spans: [Span] = []
        for (index, marker) in markers.enumerated() {
            if index > 0 { spans.append(Span("  ")) }
            spans.append(Span(marker.0, Style(marker.1)))
        }
        lines.append(spans)
        lines.append([Span(CompareScreen.differs + " differs from the first response (compare)")])
        lines.append([Span(ValidationPanel.cursor + " the selected field, and where its input sits (raw JSON)")])
        return lines
    }

    /// The box: centred, at most 76 columns wide, within the screen's body.
    static func box(_ state: AppState) -> Rect {
        let layout = Layout(state)
        let width = min(76, max(0, state.width - 2))
        let height = min(lines(state, width: width - 4).count + 2, layout.body.height)
        return Rect(x: (state.width - width) / 2, y: layout.body.y, width: width, height: height)
    }

    /// Lines of help the box shows at once.
    static func rows(_ state: AppState) -> Int {
        max(1, box(state).height - 2)
    }

    static func lineCount(_ state: AppState) -> Int {
        lines(state, width: box(state).width - 4).count
    }

    static func draw(_ state: AppState, layout: Layout, into grid: inout Grid) {
        let box = box(state)
        guard box.width >= 4, box.height >= 3 else { return }
        let lines = lines(state, width: box.width - 4)
        let rows = box.height - 2
        let first = AppState.clamp(state.helpScroll, count: lines.count, rows: rows)
        grid.fill(x: box.x, y: box.y, width: box.width, height: box.height)
        let title = lines.count > rows ? " Help \(first + 1)–\(min(lines.count, first + rows)) of \(lines.count) " : " Help "
        let top = "┌─" + title + String(repeating: "─", count: max(0, box.width - 3 - TextWidth.of(title))) + "┐"
        grid.put(top, x: box.x, y: box.y, style: .dim)
        grid.put("└" + String(repeating: "─", count: box.width - 2) + "┘", x: box.x, y: box.y + box.height - 1, style: .dim)
        for row in 0..<rows {
            grid.put("│", x: box.x, y: box.y + 1 + row, style: .dim)
            grid.put("│", x: box.x + box.width - 1, y: box.y + 1 + row, style: .dim)
            if first + row < lines.count {
                grid.put(lines[first + row], x: box.x + 2, y: box.y + 1 + row, maxWidth: box.width - 4)
            }
        }
    }
}
