import GasPrices

/// Row 0: the screen's title and the response selector, the response shown marked `[B]` and
/// in reverse video (on the list: how many stations, the fuel and the sort). Row 1: a note
/// about the response, when it needs one (on the list: the column headings).
enum Header {
    /// Longest label the selector shows before abbreviating it with `…`.
    static let labelLimit = 12
    static let selectorPrefix = "Response  "

    static func title(_ state: AppState) -> String {
        switch state.screen {
        case .list: "Stations"
        case .compare: "Compare"
        case .changes: "Changes"
        case .detail: state.showsTrace ? "Trace" : "Station Details"
        }
    }

    static func draw(_ state: AppState, layout: Layout, into grid: inout Grid) {
        let title = title(state)
        let titleEnd = grid.put(title, x: 0, y: 0, style: .title)
        if state.screen == .list {
            StationList.drawHeader(StationList.Props(state), titleEnd: titleEnd, width: grid.width, into: &grid)
            return
        }
        let spans = selector(state, width: grid.width - titleEnd - 2).flatMap(\.spans)
        grid.put(spans, x: grid.width - Span.width(spans), y: 0)
        // A note wider than the screen ends in `…`, not mid-word.
        if let note = note(state) { grid.put(TextWidth.clip(note, to: grid.width, ellipsis: true), x: 0, y: 1, style: .dim) }
    }

    /// The selector's pieces, left to right, each with the response it shows (`nil` for
    /// the prefix, gaps and marks): what row 0 draws and what a click hits.
    static func selector(_ state: AppState, width room: Int) -> [(spans: [Span], response: Int?)] {
        var pieces = selector(state.entries.map(\.label), selected: state.selected, width: room)
        let width = pieces.reduce(0) { $0 + Span.width($1.spans) }
        if width + TextWidth.of(selectorPrefix) <= room { pieces.insert(([Span(selectorPrefix, .dim)], nil), at: 0) }
        return pieces
    }

    /// The response label at column `x` of row 0, for a click.
    static func response(at x: Int, _ state: AppState) -> Int? {
        let titleEnd = TextWidth.of(title(state))
        let pieces = selector(state, width: state.width - titleEnd - 2)
        var column = state.width - pieces.reduce(0) { $0 + Span.width($1.spans) }
        for piece in pieces {
            let width = Span.width(piece.spans)
            if x >= column, x < column + width { return piece.response }
            column += width
        }
        return nil
    }

    /// The selector within `width` columns: every label when they fit, else a window around
    /// the one shown, with `‹` and `›` where labels are left out.
    static func selector(_ labels: [String], selected: Int, width: Int) -> [(spans: [Span], response: Int?)] {
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
        var pieces: [(spans: [Span], response: Int?)] = []
        if start > 0 { pieces.append(([Span("‹ ", .dim)], nil)) }
        for index in start..<end {
            if index > start { pieces.append(([Span(" ")], nil)) }
            pieces.append(([Span(items[index], index == chosen ? .chosen : .plain)], index))
        }
        if end < items.count { pieces.append(([Span(" ›", .dim)], nil)) }
        return pieces
    }

    /// Row 1: which of a source's stations is shown, when it holds a list of them, the feed
    /// it was read as when that is not the sample's, and the encoding it was converted from
    /// when that was not UTF-8.
    static func note(_ state: AppState) -> String? {
        guard state.screen == .detail, let entry = state.entry else { return nil }
        let encoding = entry.source.encoding == .utf8 ? nil : entry.source.encoding.rawValue
        let notes = [entry.feed == SampleFeed.name ? nil : "\(SafeText.line(entry.feed)) feed", encoding].compactMap { $0 }
        let feed = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
        let leftOut = Self.leftOut(entry)
        guard entry.stationCount > 1 || entry.layout != .single else {
            return feed.isEmpty && leftOut.isEmpty ? nil : "\(entry.fileName)\(feed) holds one station." + leftOut
        }
        let count = entry.stationCount
        let stations = "\(ValidationReport.grouped(count)) station\(count == 1 ? "" : "s")"
        let which = entry.stationIndex == 0 ? "the first" : "station \(ValidationReport.grouped(entry.stationIndex + 1))"
        let held: String = switch entry.layout {
        case .wrapped(let path):
            (entry.holdsAnswers ? "holds \(stations) in a list of answers" : "holds a list of \(stations)") + " at \(SafeText.line(path.description, columns: 30))"
        case .lines: entry.holdsAnswers ? "holds \(stations) in answers one per line" : "holds \(stations), one per line"
        case .list: entry.holdsAnswers ? "holds \(stations) in a list of answers" : "holds a list of \(stations)"
        case .single: "holds a list of \(stations)"
        }
        return "\(entry.fileName)\(feed) \(held); this is \(which)." + leftOut
    }

    /// ` 3 left out, the first at 2:30: line 2 is not JSON: …`: what of the source holds no
    /// station, as `gasprices stations` warns of it (until 2026-12-03 the app said nothing
    /// of it); empty when nothing was left out.
    static func leftOut(_ entry: ResponseEntry) -> String {
        guard let first = entry.problems.first else { return "" }
        let count = entry.problemCount
        return " \(ValidationReport.grouped(count)) left out, \(count == 1 ? "at" : "the first at") \(first.line):\(first.column): "
            + SafeText.line(first.message, columns: 80)
    }
}
