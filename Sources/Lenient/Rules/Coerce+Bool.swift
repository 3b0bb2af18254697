extension Coerce {
    /// A bool from a JSON number: `1` → true, `0` → false (also `1.0`, `0e0`).
    /// - Returns: `nil` for any other number.
    public static func bool(fromNumber value: Double) -> Bool? {
        switch value {
        case 1: true
        case 0: false
        default: nil
        }
    }

    /// A bool from text, trimmed, in any case.
    ///
    /// True: `true yes y t on 1`. False: `false no n f off 0`.
    /// - Returns: `nil` for any other text, the empty text included.
    public static func bool(fromText text: String) -> Bool? {
        switch trimWhitespace(text).lowercased() {
        case "true", "yes", "y", "t", "on", "1": true
        case "false", "no", "n", "f", "off", "0": false
        default: nil
        }
    }
}
