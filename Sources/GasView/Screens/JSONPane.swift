/// The raw JSON in place of the station table: the response's source with line numbers and
/// syntax colours, scrolled so that the selected field's input — highlighted, and marked `▸`
/// in the gutter — is in view.
enum JSONPane {
    /// Columns of the gutter: the `▸` mark, the line number, ` │ `.
    static func gutterWidth(lineCount: Int) -> Int {
        1 + max(2, String(lineCount).count) + 3
    }

    static func draw(_ entry: ResponseEntry, item: FieldItem?, scroll: Int, in rect: Rect, into grid: inout Grid) {
        let rows = rect.height - 1
        let first = AppState.clamp(scroll, count: entry.lineCount, rows: rows)
        var heading = [Span("JSON", .heading), Span("  " + entry.fileName)]
        if entry.lineCount > rows, rows > 0 {
            heading.append(Span("  lines \(first + 1)–\(min(entry.lineCount, first + rows)) of \(entry.lineCount)", .dim))
        }
        grid.put(heading, x: rect.x, y: rect.y, maxWidth: rect.width)
        for row in 0..<max(0, rows) {
            let number = first + row + 1
            guard number <= entry.lineCount else { break }
            let spans = line(entry, number: number, item: item)
            grid.put(spans, x: rect.x, y: rect.y + 1 + row, maxWidth: rect.width)
        }
    }

    /// Source line `number` with its gutter; the gutter mark `▸` shows where the selected
    /// input sits.
    static func line(_ entry: ResponseEntry, number: Int, item: FieldItem?) -> [Span] {
        let segment = item?.segment(onLine: number)
        let digits = max(2, String(entry.lineCount).count)
        let label = String(number)
        let mark: Span = segment != nil ? Span("▸", .chosen) : Span(" ")
        let gutter = [mark, Span(String(repeating: " ", count: digits - label.count) + label, Style(.lineNumber)), Span(" │ ", .dim)]
        return gutter + JSONLine.spans(entry.sourceLine(number), highlight: segment)
    }
}
