/// Case folding for filtering and sorting: each scalar lowered as `lowercased()` lowers it
/// (ASCII letters byte by byte), so `É` finds `é` and `STRASSE` finds `strasse`.
enum TextFold {
    /// The folded UTF-8 bytes of `text`, appended to `output`.
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        // The text is copied whole, then its ASCII letters lowered in place: no appending
        // byte by byte. Other scalars are seldom letters that change.
        let start = output.count
        let ascii = text.withUTF8 { bytes -> Bool in
            output.append(contentsOf: bytes)
            return output.withUnsafeMutableBufferPointer { folded -> Bool in
                var ascii = true
                for index in start..<folded.count {
                    let byte = folded[index]
                    if byte &- UInt8(ascii: "A") < 26 { folded[index] = byte | 0x20 }
                    if byte >= 0x80 { ascii = false }
                }
                return ascii
            }
        }
        guard !ascii else { return }
        output.removeSubrange(start...)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                output.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
            } else if scalar.properties.changesWhenLowercased {
                output.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            } else {
                UTF8.encode(scalar) { output.append($0) }
            }
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
