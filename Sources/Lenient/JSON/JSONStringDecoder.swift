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
        // Each escape is written in at most as many bytes as it takes, but for a `\u` with
        // bad digits: two bytes that become U+FFFD's three.
        let capacity = content.count + content.count / 2 + 4
        var repaired = false
        // Written into a temporary buffer (on the stack when small), then made into a text of
        // its own size.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let written = UnsafeBufferPointer(rebasing: buffer[..<unescape(content, into: buffer, repaired: &repaired)])
            if let valid = String(validating: written, as: UTF8.self) {
                return (valid, repaired)
            }
            return (String(decoding: written, as: UTF8.self), true)
        }
    }

    /// Writes the content with its escapes replaced into `output`, which holds at least
    /// one and a half times the content's bytes.
    /// - Returns: the bytes written.
    private static func unescape(_ content: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>,
                                 repaired: inout Bool) -> Int {
        var written = 0
        func append(_ byte: UInt8) {
            output[written] = byte
            written += 1
        }
        func appendReplacement() {
            repaired = true
            append(0xEF)
            append(0xBF)
            append(0xBD)
        }
        var index = 0
        while index < content.count {
            let byte = content[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < content.count else {
                append(byte)
                index += 1
                continue
            }
            let escape = content[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): append(0x08)
            case UInt8(ascii: "f"): append(0x0C)
            case UInt8(ascii: "n"): append(0x0A)
            case UInt8(ascii: "r"): append(0x0D)
            case UInt8(ascii: "t"): append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4(content, at: index) else { appendReplacement(); continue }
                index += 4
                var scalarValue = unit
                if (0xD800...0xDBFF).contains(unit) {
                    // A high surrogate must be followed by `\u` and a low surrogate.
                    if index + 5 < content.count, content[index] == UInt8(ascii: "\\"),
                       content[index + 1] == UInt8(ascii: "u"), let low = hex4(content, at: index + 2),
                       (0xDC00...0xDFFF).contains(low) {
                        scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    } else {
                        appendReplacement()
                        continue
                    }
                } else if (0xDC00...0xDFFF).contains(unit) {
                    appendReplacement()
                    continue
                }
                if let scalar = Unicode.Scalar(scalarValue) {
                    UTF8.encode(scalar) { append($0) }
                } else {
                    appendReplacement()
                }
            default:
                append(escape)
            }
        }
        return written
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
