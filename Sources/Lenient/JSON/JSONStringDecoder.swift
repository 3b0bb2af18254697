/// Decodes the content of a JSON string (between its quotes) into text.
enum JSONStringDecoder {
    /// - Returns: the text, and whether anything had to be replaced with U+FFFD (invalid
    ///   UTF-8, or a `\u` escape naming a lone surrogate).
    static func decode(_ content: UnsafeBufferPointer<UInt8>, flags: UInt8) -> (text: String, repaired: Bool) {
        if flags & JSONNode.hasEscapes == 0 {
            if flags & JSONNode.hasNonASCII == 0 {
                return (String(decoding: content, as: UTF8.self), false)
            }
            if let valid = String(validating: content, as: UTF8.self) {
                return (valid, false)
            }
            return (String(decoding: content, as: UTF8.self), true)
        }
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var repaired = false
        var index = 0
        let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
        while index < content.count {
            let byte = content[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < content.count else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = content[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4(content, at: index) else { repaired = true; output += replacement; continue }
                index += 4
                var scalarValue = unit
                if (0xD800...0xDBFF).contains(unit) {
                    // A high surrogate must be followed by `\u` and a low surrogate.
                    if index + 5 < content.count + 0, content[index] == UInt8(ascii: "\\"),
                       content[index + 1] == UInt8(ascii: "u"), let low = hex4(content, at: index + 2),
                       (0xDC00...0xDFFF).contains(low) {
                        scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    } else {
                        repaired = true
                        output += replacement
                        continue
                    }
                } else if (0xDC00...0xDFFF).contains(unit) {
                    repaired = true
                    output += replacement
                    continue
                }
                if let scalar = Unicode.Scalar(scalarValue) {
                    UTF8.encode(scalar) { output.append($0) }
                } else {
                    repaired = true
                    output += replacement
                }
            default:
                output.append(escape)
            }
        }
        if let valid = String(validating: output, as: UTF8.self) {
            return (valid, repaired)
        }
        return (String(decoding: output, as: UTF8.self), true)
    }

    private static func hex4(_ content: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 3 < content.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = JSONScanner.hexValue(content[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }
}
