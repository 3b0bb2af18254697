/// Word wrapping by display width (``TextWidth``), for trace steps, help text and compare cells.
public enum TextWrap {
    /// `text` broken into lines of at most `columns` columns: at spaces where possible, inside
    /// a word only when the word alone is wider than a line. Text must already be safe
    /// (see ``SafeText``); an empty text gives one empty line.
    public static func lines(_ text: String, columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let wordWidth = TextWidth.of(word)
            let gap = current.isEmpty ? 0 : 1
            if used + gap + wordWidth <= columns {
                if gap == 1 { current += " " }
                current += word
                used += gap + wordWidth
                continue
            }
            if !current.isEmpty {
                lines.append(current)
                current = ""
                used = 0
            }
            // A word wider than a line is cut into line-sized pieces, in one pass over it; a
            // character wider than the whole line gets a line of its own.
            var piece = ""
            var pieceWidth = 0
            for character in word {
                let width = TextWidth.of(character)
                if pieceWidth + width > columns, !piece.isEmpty {
                    lines.append(piece)
                    piece = ""
                    pieceWidth = 0
                }
                piece.append(character)
                pieceWidth += width
            }
            current = piece
            used = pieceWidth
        }
        lines.append(current)
        return lines
    }

    /// `text` wrapped after a fixed `prefix` on the first line and as many spaces on the
    /// others (a hanging indent): ` 5. default validation: …` / `    code removed…`.
    public static func hanging(_ prefix: String, _ text: String, columns: Int) -> [String] {
        let indent = TextWidth.of(prefix)
        let body = lines(text, columns: max(1, columns - indent))
        let pad = String(repeating: " ", count: indent)
        return body.enumerated().map { ($0.offset == 0 ? prefix : pad) + $0.element }
    }
}
