import Foundation

/// Case folding for filtering and sorting, as Unicode's full case folding does it, scalar by
/// scalar (ASCII letters byte by byte): `É` finds `é`, `strasse` finds `Straße` (`ß` folds to
/// `ss`, as its capital `SS` does), `σοφος` finds `ΣΟΦΟΣ` (the final `ς` folds to `σ`). Text
/// that holds combining marks is composed first, so `Cafe\u{301}` and `Café` fold alike.
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
        // Combining marks (seldom: most text is composed) are composed with their letters.
        if text.unicodeScalars.contains(where: { $0.value >= 0x300 && $0.properties.canonicalCombiningClass != .notReordered }) {
            text = text.precomposedStringWithCanonicalMapping
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                output.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
            } else if scalar.properties.changesWhenCaseFolded {
                output.append(contentsOf: folded(scalar).utf8)
            } else {
                UTF8.encode(scalar) { output.append($0) }
            }
        }
    }

    /// A scalar's full case folding: a capital's lowercase, or, for a letter whose lowercase
    /// folds otherwise (`ß`, `ẞ`, `ς`, `ﬀ`), the lowercase of that lowercase's capital
    /// (`ẞ` → `ß` → `SS` → `ss`).
    private static func folded(_ scalar: Unicode.Scalar) -> String {
        let lower = scalar.properties.lowercaseMapping
        let scalars = lower.unicodeScalars
        if scalars.count == 1, let only = scalars.first, only != scalar, !only.properties.changesWhenCaseFolded { return lower }
        return lower.uppercased().lowercased()
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
