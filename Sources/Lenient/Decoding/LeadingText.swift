/// Text before a document's JSON: a warning a server printed ahead of its answer
/// (`Warning (2): file_get_contents(…) [APP/views/radius.ctp, line 2]{"status": …}`).
public enum LeadingText {
    /// How far into a document its JSON is looked for.
    public static let searchLimit = 1 << 16

    /// The offset of the first `{` or `[` at or after `offset` (within ``searchLimit`` bytes)
    /// that can begin a JSON value: `{` before a key or `}`, `[` before a value or `]`, each
    /// after optional whitespace. A bracket inside the warning's own text (`[APP/…`) is
    /// passed over. `nil` when there is none.
    static func valueStart(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        let end = min(bytes.count, offset + searchLimit)
        var index = offset
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                var scanner = JSONScanner(bytes: bytes, position: index + 1)
                scanner.skipWhitespace()
                if let next = scanner.peek(), canFollow(byte, next) { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether `next` can follow `open` as the first byte inside it.
    private static func canFollow(_ open: UInt8, _ next: UInt8) -> Bool {
        if open == UInt8(ascii: "{") { return next == UInt8(ascii: "\"") || next == UInt8(ascii: "}") }
        switch next {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "]"), UInt8(ascii: "-"),
             UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return true
        default:
            return JSONScanner.isDigit(next)
        }
    }
}
