/// The list's filter, above the key hints: `/shell▏` while typing (every key is text),
/// `/shell` once kept with Enter.
enum FilterPrompt {
    /// The cursor drawn after the text while typing.
    static let cursor = "▏"

    static func draw(_ state: AppState, row: Int, into grid: inout Grid) {
        let text = SafeText.line(state.query.filter)
        var spans = [Span("/", .key)]
        // The end of a long filter stays in view: that is where typing goes.
        let room = max(0, grid.width - 2 - (state.isFiltering ? 1 : 0))
        let shown = TextWidth.of(text) > room ? "…" + String(text.suffix(max(0, room - 1))) : text
        spans.append(Span(TextWidth.clip(shown, to: room)))
        if state.isFiltering { spans.append(Span(cursor, .key)) }
        grid.put(spans, x: 0, y: row, maxWidth: grid.width)
    }
}
