/// The trace of the selected field (Enter): what it was and what became of it, the numbered
/// steps it went through — in the style of the KVC validation article's execution paths —
/// and the source lines where its input sits.
enum TraceScreen {
    /// Source lines shown around the input, at most.
    static let contextLines = 8

    static func draw(_ state: AppState, layout: Layout, into grid: inout Grid) {
        let body = layout.body
        let lines = lines(state, width: body.width)
        grid.put(lines: lines, scrolledTo: state.traceScroll, in: body)
    }

    /// How many lines the trace takes at the state's width, counted without making them.
    static func lineCount(_ state: AppState) -> Int {
        let width = max(0, state.width)
        guard let entry = state.entry, let item = state.selectedItem else { return 1 }
        let steps = item.steps
        let prefix = String(repeating: " ", count: String(steps.count).count + 3)
        let wrapped = steps.reduce(0) { $0 + TextWrap.hanging(prefix, $1, columns: max(prefix.count + 1, width)).count }
        return 3 + wrapped + 1 + sourceLineCount(entry, item: item)
    }

    /// Lines of ``source(_:item:)``: its heading, and the input's lines with context.
    static func sourceLineCount(_ entry: ResponseEntry, item: FieldItem) -> Int {
        guard let first = item.firstSegment, let last = item.lastSegment else { return 1 }
        let from = max(1, first.line - 1)
        let to = min(entry.lineCount, last.line + 1, from + contextLines - 1)
        return 1 + (max(from, to) - from + 1) + (to < last.line + 1 ? 1 : 0)
    }

    static func lines(_ state: AppState, width: Int) -> [[Span]] {
        guard let entry = state.entry else { return [[Span("No responses.")]] }
        guard let item = state.selectedItem else {
            return [[Span("Nothing to trace: ", .warning), Span(SafeText.line("\(entry.label) has no fields."))]]
        }
        var lines: [[Span]] = []
        var heading = [Span("Trace of ", .heading), Span(item.pathText, Style(.title, bold: true)), Span(" in " + entry.fileName, .dim)]
        if entry.stationCount > 1 { heading.append(Span(", station \(entry.stationIndex + 1) of \(entry.stationCount)", .dim)) }
        lines.append(heading)
        let outcome = item.outcome?.description ?? "ignored"
        var summary = [Span(item.marker + " " + outcome, Style.outcome(item.role)), Span("  " + item.change)]
        if !item.rule.isEmpty { summary += [Span("  "), Span(item.rule, .dim)] }
        lines.append(summary)
        lines.append([])
        let steps = item.steps
        let digits = String(steps.count).count
        for (index, step) in steps.enumerated() {
            let number = String(index + 1)
            let prefix = String(repeating: " ", count: 1 + digits - number.count) + number + ". "
            let wrapped = TextWrap.hanging(prefix, step, columns: max(prefix.count + 1, width))
            lines += wrapped.map { [Span($0)] }
        }
        lines.append([])
        lines += source(entry, item: item)
        return lines
    }

    /// The lines where the input sits, one line of context either side.
    static func source(_ entry: ResponseEntry, item: FieldItem) -> [[Span]] {
        guard let first = item.firstSegment, let last = item.lastSegment else {
            return [[Span("Source", .heading), Span("  the key is absent: nothing in \(entry.fileName) to show", .dim)]]
        }
        var lines: [[Span]] = [[Span("Source", .heading), Span("  \(entry.fileName), line \(first.line), column \(first.from + 1)", .dim)]]
        let from = max(1, first.line - 1)
        let to = min(entry.lineCount, last.line + 1, from + contextLines - 1)
        for number in from...max(from, to) {
            lines.append(JSONPane.line(entry, number: number, item: item))
        }
        if to < last.line + 1 { lines.append([Span("  …", .dim)]) }
        return lines
    }
}
