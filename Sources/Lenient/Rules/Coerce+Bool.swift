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
        var text = text
        if let fast = text.withUTF8({ bool(fromASCII: $0) }) { return fast }
        return boolFromWords(text)
    }

    /// The same words read straight from ASCII bytes; `nil` when the bytes are not one of
    /// them (the caller then tries the general path).
    static func bool(fromASCII bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var low = 0, high = bytes.count
        while low < high, bytes[low] == 0x20 || (0x09...0x0D).contains(bytes[low]) { low += 1 }
        while high > low, bytes[high - 1] == 0x20 || (0x09...0x0D).contains(bytes[high - 1]) { high -= 1 }
        guard high - low <= 5 else { return nil }
        var packed: UInt64 = 0
        for index in low..<high {
            let byte = bytes[index]
            // A NUL would shift into the packed word as nothing, so "\0y" would read as "y".
            guard byte != 0, byte < 0x80 else { return nil }
            packed = packed << 8 | UInt64((byte &- UInt8(ascii: "A")) < 26 ? byte | 0x20 : byte)
        }
        switch packed {
        case 0x74_72_75_65, 0x79_65_73, 0x79, 0x74, 0x6F_6E, 0x31: return true  // true yes y t on 1
        case 0x66_61_6C_73_65, 0x6E_6F, 0x6E, 0x66, 0x6F_66_66, 0x30: return false  // false no n f off 0
        default: return nil
        }
    }

    private static func boolFromWords(_ text: String) -> Bool? {
        switch trimWhitespace(text).lowercased() {
        case "true", "yes", "y", "t", "on", "1": true
        case "false", "no", "n", "f", "off", "0": false
        default: nil
        }
    }
}
