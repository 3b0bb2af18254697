/// Every response side by side — rows Name, Price, Sells Diesel, Address, History; one column
/// per response — with each cell that differs from the first response marked `≠`, and a
/// sentence that states the result.
enum CompareScreen {
    /// The label column: `Sells Diesel` and a space.
    static let labelWidth = 13
    static let minimumColumn = 10
    static let maximumColumn = 26
    /// Lines one value may take in its cell; a longer value ends in `…` (the trace and the
    /// raw JSON show it whole).
    static let maximumValueLines = 3
    /// The marker of a cell that differs from the first response's.
    static let differs = "≠"

    static func draw(_ state: AppState, layout: Layout, into grid: inout Grid) {
        let body = layout.body
        let lines = lines(state, width: body.width)
        grid.put(lines: lines, scrolledTo: state.compareScroll, in: body)
    }

    /// How many lines the screen has at the state's width, counted without making them.
    static func lineCount(_ state: AppState) -> Int {
        let width = max(0, state.width)
        let comparison = Comparison(state.entries, timeZone: state.timeZone)
        guard !comparison.labels.isEmpty else { return 1 }
        let selected = min(max(0, state.selected), comparison.labels.count - 1)
        let columns = columns(comparison, selected: selected, width: width)
        let rows = comparison.rows.reduce(0) { total, row in
            total + max(1, columns.map { column in row.cells[column.index].reduce(0) { $0 + wrap($1, columns: column.width - 2).count } }.max() ?? 1)
        }
        return 1 + rows + 1 + TextWrap.lines(comparison.sentence, columns: max(1, width)).count + 1
    }

    /// The columns shown and their widths: all of them when they fit, else the first (the
    /// reference) and a window around the response shown.
    static func columns(_ comparison: Comparison, selected: Int, width: Int) -> [(index: Int, width: Int)] {
        let count = comparison.labels.count
        guard count > 0 else { return [] }
        let available = max(0, width - labelWidth)
        let natural = (0..<count).map { index in
            let content = comparison.rows.flatMap { $0.cells[index] }.map { TextWidth.of(TextWidth.clip($0, to: maximumColumn)) }.max() ?? 0
            return min(maximumColumn, max(minimumColumn, content + 3, TextWidth.of(comparison.labels[index]) + 3))
        }
        if natural.reduce(0, +) <= available { return natural.enumerated().map { ($0.offset, $0.element) } }
        let even = max(minimumColumn, available / count)
        if even * count <= available { return (0..<count).map { ($0, even) } }
        let others = max(0, available / even - 1)
        let start = selected >= 1 ? max(1, selected - others + 1) : 1
        let end = min(count, start + others)
        return [(0, even)] + (start..<max(start, end)).map { ($0, even) }
    }

    /// A value wrapped in its cell, at most ``maximumValueLines`` lines, the last cut with `…`
    /// when the value goes on. Only as much of the value as can show is wrapped.
    static func wrap(_ value: String, columns: Int) -> [String] {
        let columns = max(1, columns)
        let shown = TextWidth.clip(value, to: maximumValueLines * columns + 1)
        let lines = TextWrap.lines(shown, columns: columns)
        guard lines.count > maximumValueLines || shown.utf8.count < value.utf8.count else { return lines }
        var kept = Array(lines.prefix(maximumValueLines))
        let last = kept.removeLast()
        kept.append(TextWidth.of(last) < columns ? last + "…" : TextWidth.clip(last, to: columns - 1) + "…")
        return kept
    }

    static func lines(_ state: AppState, width: Int) -> [[Span]] {
        let comparison = Comparison(state.entries, timeZone: state.timeZone)
        guard !comparison.labels.isEmpty else { return [[Span("No responses.")]] }
        let selected = min(max(0, state.selected), comparison.labels.count - 1)
        let columns = columns(comparison, selected: selected, width: width)
        var lines: [[Span]] = []

        var header = [Span(String(repeating: " ", count: labelWidth))]
        for column in columns {
            let label = TextWidth.clip(comparison.labels[column.index], to: column.width - 3, ellipsis: true)
            let text = column.index == selected ? "[" + label + "]" : " " + label + " "
            header.append(Span(text, column.index == selected ? .chosen : .heading))
            header.append(Span(String(repeating: " ", count: max(0, column.width - TextWidth.of(text)))))
        }
        lines.append(header)

        for row in comparison.rows {
            let wrapped = columns.map { column in
                row.cells[column.index].flatMap { wrap($0, columns: column.width - 2) }
            }
            let height = max(1, wrapped.map(\.count).max() ?? 1)
            for sub in 0..<height {
                var spans = [Span(TextWidth.pad(sub == 0 ? row.field.label : "", to: labelWidth), .dim)]
                for (position, column) in columns.enumerated() {
                    let isDifferent = row.differs[column.index]
                    let style = isDifferent ? Style(.differs, bold: true) : Style.plain
                    let marker = isDifferent && sub == 0 ? differs : " "
                    let text = sub < wrapped[position].count ? wrapped[position][sub] : ""
                    spans.append(Span(marker, style))
                    spans.append(Span(TextWidth.pad(text, to: column.width - 1), style))
                }
                lines.append(spans)
            }
        }

        lines.append([])
        lines += TextWrap.lines(comparison.sentence, columns: max(1, width)).map { [Span($0, .heading)] }
        var legend = differs + " differs from " + comparison.labels[0]
        if columns.count < comparison.labels.count {
            legend += "  ·  \(columns.count) of \(comparison.labels.count) responses shown; ←→ moves"
        }
        lines.append([Span(legend, .dim)])
        return lines
    }
}
