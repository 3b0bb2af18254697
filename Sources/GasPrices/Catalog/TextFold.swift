/// Case folding for filtering and sorting: ASCII letters lowered byte by byte, other text
/// through `lowercased()`, so `É` finds `é` and `STRASSE` finds `strasse`.
enum TextFold {
    /// The folded UTF-8 bytes of `text`, appended to `output`.
    static func append(_ text: String, to output: inout [UInt8]) {
        var ascii = true
        for byte in text.utf8 where byte >= 0x80 {
            ascii = false
            break
        }
        if ascii {
            for byte in text.utf8 { output.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) }
        } else {
            output.append(contentsOf: text.lowercased().utf8)
        }
    }

    /// The folded bytes of `text`.
    static func bytes(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        append(text, to: &output)
        return output
    }

    /// Whether `text` holds `part` (both folded); an empty part is in every text.
    static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        guard !part.isEmpty else { return true }
        guard part.count <= text.count else { return false }
        for start in 0...(text.count - part.count) where text[start..<start + part.count].elementsEqual(part) { return true }
        return false
    }

    /// The first eight folded bytes, big-endian, so integer order is byte order.
    static func prefixKey(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var key: UInt64 = 0
        for index in 0..<8 { key = key << 8 | UInt64(index < bytes.count ? bytes[index] : 0) }
        return key
    }
}
