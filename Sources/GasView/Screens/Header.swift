/// Row 0: the screen's title and the response selector, the response shown marked `[B]` and
/// in reverse video. Row 1: a note about the response, when it needs one.
enum Header {
    /// Longest label the selector shows before abbreviating it with `…`.
    static let labelLimit = 12

    static func title(_ state: AppState) -> String {
        switch state.screen {
        case .compare: "Compare"
        case .detail: state.showsTrace ? "Trace" : "Station Details"
        }
    }

    static func draw(_ state: AppState, into grid: inout Grid) {
        let title = title(state)
        let titleEnd = grid.put(title, x: 0, y: 0, style: .title)
        let room = grid.width - titleEnd - 2
        var spans = selector(state.entries.map(\.label), selected: state.selected, width: room)
        let prefix = "Response  "
        if Span.width(spans) + TextWidth.of(prefix) <= room { spans.insert(Span(prefix, .dim), at: 0) }
        grid.put(spans, x: grid.width - Span.width(spans), y: 0)
        if let note = note(state) { grid.put(note, x: 0, y: 1, style: .dim) }
    }

    /// The selector's spans within `width` columns: every label when they fit, else a window
    /// around the one shown, with `‹` and `›` where labels are left out.
    static func selector(_ labels: [String], selected: Int, width: Int) -> [Span] {
        guard !labels.isEmpty, width > 0 else { return [] }
        let chosen = min(max(0, selected), labels.count - 1)
        let items = labels.enumerated().map { index, label in
            let shown = TextWidth.clip(SafeText.line(label), to: labelLimit, ellipsis: true)
            return index == chosen ? "[" + shown + "]" : " " + shown + " "
        }
        func span(_ range: Range<Int>) -> Int {
            range.reduce(0) { $0 + TextWidth.of(items[$1]) } + max(0, range.count - 1)
                + (range.lowerBound > 0 ? 2 : 0) + (range.upperBound < items.count ? 2 : 0)
        }
        var start = 0
        var end = chosen + 1
        while span(start..<end) > width, start < chosen { start += 1 }
        while end < items.count, span(start..<(end + 1)) <= width { end += 1 }
        var spans: [Span] = []
        if start > 0 { spans.append(Span("‹ ", .dim)) }
        for index in start..<end {
            if index > start { spans.append(Span(" ")) }
            spans.append(Span(items[index], index == chosen ? .chosen : .plain))
        }
        if end < items.count { spans.append(Span(" ›", .dim)) }
        return spans
    }

    /// Row 1: how many stations a list holds.
    static func note(_ state: AppState) -> String? {
        guard state.screen == .detail, let entry = state.entry,
              case .station(_, let count, let isList) = entry.content, isList else { return nil }
        return "\(entry.fileName) holds a list of \(ValidationReport.grouped(count)) station\(count == 1 ? "" : "s"); this is the first."
    }
}
