/// How one series is drawn, so that series are told apart without colour: a line pattern,
/// and after the first series a marker on every point.
struct SeriesStyle: Equatable {
    var pattern: BrailleCanvas.Pattern
    /// Drawn over each point; `nil` for a plain line.
    var marker: Character?

    /// What a series of a single point shows: there is no line to draw.
    var loneMarker: Character { marker ?? "●" }

    /// The styles in the order series take them (the fuels' order). Beyond the table they
    /// repeat; the legend still names each fuel.
    static let all: [SeriesStyle] = [
        SeriesStyle(pattern: .solid, marker: nil),
        SeriesStyle(pattern: .dashed, marker: "•"),
        SeriesStyle(pattern: .dotted, marker: "×"),
        SeriesStyle(pattern: .solid, marker: "◇"),
        SeriesStyle(pattern: .dashed, marker: "○"),
        SeriesStyle(pattern: .dotted, marker: "+"),
        SeriesStyle(pattern: .solid, marker: "△"),
    ]

    /// The style of the series at `index`.
    static func of(series index: Int) -> SeriesStyle {
        all[((index % all.count) + all.count) % all.count]
    }

    /// The style as the legend shows it, three cells drawn the way the plot draws: `⠒⠒⠒`
    /// for a plain line, `⠒•⠒` dashed with a dot, `⠂×⠂` dotted with a cross; for a series of
    /// one point, its marker alone.
    func sample(lone: Bool) -> String {
        if lone { return String(loneMarker) }
        var canvas = BrailleCanvas(columns: 3, rows: 1)
        var step = 0
        canvas.line(from: (0, 1), to: (canvas.dotWidth - 1, 1), pattern: pattern, step: &step)
        var cells = Array(canvas.text.first ?? "   ")
        if let marker, cells.count == 3 { cells[1] = marker }
        return String(cells)
    }
}
