/// A run of text in one style: screens build lines out of spans, then ``Grid/put(_:x:y:maxWidth:)``
/// writes them.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// Columns the spans take together.
    public static func width(_ spans: [Span]) -> Int {
        spans.reduce(0) { $0 + TextWidth.of($1.text) }
    }

    /// The spans' text, without styles: what a plain-text rendering shows.
    public static func text(_ spans: [Span]) -> String {
        spans.map(\.text).joined()
    }
}

extension Grid {
    /// Writes spans one after another from column `x` of row `y`, clipped to `maxWidth`
    /// columns and to the grid, never splitting a wide character.
    /// - Returns: the column after the last cell written.
    @discardableResult
    public mutating func put(_ spans: [Span], x: Int, y: Int, maxWidth: Int? = nil) -> Int {
        let limit = x + (maxWidth ?? width)
        var column = x
        for span in spans where column < limit {
            column = put(span.text, x: column, y: y, style: span.style, maxWidth: limit - column)
        }
        return column
    }
}

extension Grid {
    /// Writes as many of `lines` as fit in `rect`, starting at line `scroll` (clamped so the
    /// last line is never scrolled above the rectangle's bottom).
    mutating func put(lines: [[Span]], scrolledTo scroll: Int, in rect: Rect) {
        let first = AppState.clamp(scroll, count: lines.count, rows: rect.height)
        for (row, spans) in lines.dropFirst(first).prefix(rect.height).enumerated() {
            put(spans, x: rect.x, y: rect.y + row, maxWidth: rect.width)
        }
    }
}
