import Lenient

/// Untrusted text made fit for one line of a terminal: nothing in it can move the cursor,
/// change colours or reorder what follows.
public enum SafeText {
    /// Escapes controls, escape sequences' introducers and bidirectional controls as JSON
    /// does (`\u001B`), turns line breaks into `\n`, and clips to `columns` with `…`.
    public static func line(_ text: String, columns: Int = .max) -> String {
        let escaped = JSONWriter.inline(text)
        return columns == .max ? escaped : TextWidth.clip(escaped, to: columns, ellipsis: true)
    }
}
