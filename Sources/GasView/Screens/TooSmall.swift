/// What a terminal smaller than the minimum shows: one line, clipped, never wrapped.
enum TooSmall {
    /// The longest wording that fits `width` columns.
    static func message(width: Int, height: Int) -> String {
        let need = "\(Layout.minimumWidth)×\(Layout.minimumHeight)"
        let wordings = [
            "Terminal too small: \(width)×\(height), need \(need)",
            "Too small: \(width)×\(height), need \(need)",
            "Too small: need \(need)",
        ]
        return wordings.first { TextWidth.of($0) <= width } ?? TextWidth.clip("Too small", to: width)
    }

    static func draw(width: Int, height: Int, into grid: inout Grid) {
        guard height > 0 else { return }
        let text = message(width: width, height: height)
        grid.put(text, x: max(0, (width - TextWidth.of(text)) / 2), y: (height - 1) / 2, style: .warning)
    }
}
