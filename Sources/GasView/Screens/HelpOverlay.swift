/// The help (`?`): a box over the screen listing the keys of the screen under it, from the
/// keymap's own table, and the markers it shows.
enum HelpOverlay {
    static let keyColumn = 21

    /// The bindings listed over the state's screen, keys as the help writes them.
    static func bindings(_ state: AppState) -> [(keys: String, text: String)] {
        let withHistory = state.screen != .list && DetailScreen.hasChart(state.entry)
        return Keymap.shown(on: state.screen, browsing: state.browses, withHistory: withHistory,
                            severalBases: state.hasSeveralBases).map { binding in
            (keys(binding.keys, state), binding.text)
        }
    }

    static func keys(_ keys: Keymap.Keys, _ state: AppState) -> String {
        switch keys {
        case .text(let text):
            return text
        case .responses:
            let count = state.entries.count
            let digits = count <= 1 ? "1" : "1–\(min(9, count))"
            let last = state.entries.contains { $0.label.uppercased() == "F" } ? "F" : "E"
            return "\(digits)  A–\(last)  a b"
        }
    }

    /// The lines after the keys: the markers of the screen under the help.
    static func markers(_ state: AppState) -> [[Span]] {
        if state.screen == .list {
            return [
                [Span(StationList.cheapestMark + " the cheapest price of the fuel (its difference reads cheapest)")],
                [Span("~3", Style(.coerced)), Span(" "), Span("!1", Style.outcome(.defaulted)),
                 Span(" fields coerced and defaulted in the station's record")],
                [Span(ValidationPanel.cursor + " the selected row")],
            ]
        }
        let markers: [(String, Style.Role)] = [
            ("✓ exact", .exact), ("~ coerced", .coerced), ("! defaulted", .defaulted), ("✗ dropped", .dropped), ("· ignored", .ignored),
        ]
        var spans: [Span] = []
        for (index, marker) in markers.enumerated() {
            if index > 0 { spans.append(Span("  ")) }
            spans.append(Span(marker.0, Style(marker.1)))
        }
        return [
            spans,
            [Span(CompareScreen.differs + " differs from the first response (compare)")],
            [Span(ValidationPanel.changedMarker + " changed since the previous version; " + ChangesScreen.worse + " worse, "
                  + ChangesScreen.better + " better (d)")],
            [Span(ValidationPanel.cursor + " the selected field, and where its input sits (raw JSON)")],
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
        return lines + markers(state)
    }

    /// How many lines ``lines(_:width:)`` makes, counted without making them.
    static func lineCount(_ state: AppState, width: Int) -> Int {
        let keys = bindings(state).reduce(0) { $0 + TextWrap.lines($1.text, columns: max(1, width - keyColumn)).count }
        return 1 + keys + 2 + markers(state).count
    }

    /// The box: centred, at most 76 columns wide, within the screen's body.
    static func box(_ state: AppState) -> Rect {
        let layout = Layout(state)
        let width = min(76, max(0, state.width - 2))
        let height = min(lineCount(state, width: width - 4) + 2, layout.body.height)
        return Rect(x: (state.width - width) / 2, y: layout.body.y, width: width, height: height)
    }

    /// Lines of help the box shows at once.
    static func rows(_ state: AppState) -> Int {
        max(1, box(state).height - 2)
    }

    static func lineCount(_ state: AppState) -> Int {
        lineCount(state, width: box(state).width - 4)
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
