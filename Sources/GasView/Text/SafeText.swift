import Lenient

/// Untrusted text made fit for one line of a terminal: nothing in it can move the cursor,
/// change colours or reorder what follows.
public enum SafeText {
    /// Escapes controls, escape sequences' introducers and bidirectional controls as JSON
    /// does (`\u001B`), turns line breaks into `\n`, and clips to `columns` with `…`.
    ///
    /// With a width, only the start of the text that can show is escaped, so a ten-megabyte
    /// value costs no more than a short one.
    public static func line(_ text: String, columns: Int = .max) -> String {
        guard columns != .max else { return JSONWriter.inline(text) }
        guard columns > 0 else { return "" }
        // Escaping works scalar by scalar, so the escaped start of the text is the start of
        // the escaped text. Take a longer start until it is wider than the line (or whole);
        // doubling keeps this linear even through zero-width characters.
        var length = columns + 1
        while true {
            let start = text.prefix(length)
            let escaped = JSONWriter.inline(String(start))
            if start.endIndex == text.endIndex || TextWidth.of(escaped) > columns {
                return TextWidth.clip(escaped, to: columns, ellipsis: true)
            }
            length *= 2
        }
    }
}
