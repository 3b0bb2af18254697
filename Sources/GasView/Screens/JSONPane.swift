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
        let range = entry.lineCount > rows && rows > 0
            ? "lines \(ValidationReport.grouped(first + 1))–\(ValidationReport.grouped(min(entry.lineCount, first + rows))) of \(ValidationReport.grouped(entry.lineCount))" : nil
        grid.put(heading(fileName: entry.fileName, range: range, width: rect.width), x: rect.x, y: rect.y, maxWidth: rect.width)
        for row in 0..<max(0, rows) {
            let number = first + row + 1
            guard number <= entry.lineCount else { break }
            let spans = line(entry, number: number, item: item)
            grid.put(spans, x: rect.x, y: rect.y + 1 + row, maxWidth: rect.width)
        }
    }

    /// `JSON  A.json  lines 1–10 of 17` within `width`: the file name gives way first (cut
    /// with `…`, then left out), then the range's end is cut with `…`, so a line number is
    /// never cut short silently.
    static func heading(fileName: String, range: String?, width: Int) -> [Span] {
        let title = "JSON"
        let rangeText = range.map { "  " + $0 } ?? ""
        let room = width - TextWidth.of(title) - TextWidth.of(rangeText)
        var spans = [Span(title, .heading)]
        let name = "  " + fileName
        if TextWidth.of(name) <= room {
            spans.append(Span(name))
        } else if room >= 4 {
            spans.append(Span(TextWidth.clip(name, to: room, ellipsis: true)))
        }
        if !rangeText.isEmpty {
            let left = width - spans.reduce(0) { $0 + TextWidth.of($1.text) }
            let fits = TextWidth.of(rangeText) <= left
            spans.append(Span(fits ? rangeText : TextWidth.clip(rangeText, to: max(0, left), ellipsis: true), .dim))
        }
        return spans
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
