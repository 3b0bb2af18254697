/// Reads JSON tokens from bytes; the grammar of strings, numbers and literals lives here.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    @inline(__always)
    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// Reads `"key" :`, leaving the scanner at the member's value.
    mutating func readKey() throws(JSONSyntaxError) -> String {
        guard let byte = peek() else { throw JSONSyntaxError(.unexpectedEnd, at: position) }
        guard byte == UInt8(ascii: "\"") else { throw JSONSyntaxError(.expectedKey, at: position, found: byte) }
        let start = position
        let (end, flags) = try scanString()
        let content = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)])
        let key = JSONStringDecoder.decode(content, flags: flags).text
        skipWhitespace()
        guard let colon = peek() else { throw JSONSyntaxError(.unexpectedEnd, at: position) }
        guard colon == UInt8(ascii: ":") else { throw JSONSyntaxError(.expectedColon, at: position, found: colon) }
        position += 1
        return key
    }

    @inline(__always)
    mutating func skipWhitespace() {
        // Indentation comes in runs of spaces: skip eight at a time.
        while position + 8 <= bytes.count, JSONScanner.load8(bytes, position) == 0x2020_2020_2020_2020 { position += 8 }
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Scans a string starting at its opening quote.
    ///
    /// Accepts raw control characters and invalid UTF-8 inside strings: they are not JSON,
    /// but the text rules replace them and record the change, which salvages more than a
    /// syntax error would. Rejects malformed escapes.
    /// - Returns: the offset past the closing quote, and the string flags of ``JSONNode``.
    mutating func scanString() throws(JSONSyntaxError) -> (end: Int, flags: UInt8) {
        let start = position
        var index = position + 1
        var flags: UInt8 = 0
        let count = bytes.count
        while index < count {
            index = JSONScanner.skipPlain(bytes, from: index)
            guard index < count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return (index + 1, flags)
            }
            if byte == UInt8(ascii: "\\") {
                flags |= JSONNode.hasEscapes
                guard index + 1 < count else { break }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    // A character that is not a hex digit is a bad escape, even near the end;
                    // only hex digits running into the end are a truncated one.
                    for offset in 2...5 {
                        guard index + offset < count else { throw JSONSyntaxError(.unexpectedEnd, at: count) }
                        if JSONScanner.hexValue(bytes[index + offset]) == nil { throw JSONSyntaxError(.invalidEscape, at: index) }
                    }
                    index += 6
                default:
                    throw JSONSyntaxError(.invalidEscape, at: index)
                }
                continue
            }
            if byte >= 0x80 {
                flags |= JSONNode.hasNonASCII
            } else if byte < 0x20 || byte == 0x7F {
                flags |= JSONNode.hasControls
            }
            index += 1
        }
        throw JSONSyntaxError(.unterminatedString, at: start)
    }

    /// Scans a number by JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    /// - Returns: the offset past the number and the number flags of ``JSONNode``.
    mutating func scanNumber() throws(JSONSyntaxError) -> (end: Int, flags: UInt8) {
        var index = position
        let count = bytes.count
        var flags = JSONNode.isInteger
        if bytes[index] == UInt8(ascii: "-") {
            flags |= JSONNode.isNegative
            index += 1
        }
        guard index < count else { throw JSONSyntaxError(.unexpectedEnd, at: index) }
        guard JSONScanner.isDigit(bytes[index]) else { throw JSONSyntaxError(.invalidNumber, at: index, found: bytes[index]) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < count, JSONScanner.isDigit(bytes[index]) { index += 1 }
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            flags &= ~JSONNode.isInteger
            index += 1
            guard index < count else { throw JSONSyntaxError(.unexpectedEnd, at: index) }
            guard JSONScanner.isDigit(bytes[index]) else { throw JSONSyntaxError(.invalidNumber, at: index, found: bytes[index]) }
            while index < count, JSONScanner.isDigit(bytes[index]) { index += 1 }
        }
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            flags &= ~JSONNode.isInteger
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < count else { throw JSONSyntaxError(.unexpectedEnd, at: index) }
            guard JSONScanner.isDigit(bytes[index]) else { throw JSONSyntaxError(.invalidNumber, at: index, found: bytes[index]) }
            while index < count, JSONScanner.isDigit(bytes[index]) { index += 1 }
        }
        // A number must end at a delimiter: `01` or `1x` is malformed, not two tokens.
        if index < count, JSONScanner.isDigit(bytes[index]) || JSONScanner.isIdentifier(bytes[index]) {
            throw JSONSyntaxError(.invalidNumber, at: index, found: bytes[index])
        }
        position = index
        return (index, flags)
    }

    /// Consumes `literal` (`true`, `false` or `null`) exactly.
    mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let length = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        for offset in 0..<length {
            let index = position + offset
            guard index < bytes.count else { throw JSONSyntaxError(.unexpectedEnd, at: index) }
            guard bytes[index] == text[offset] else { throw JSONSyntaxError(.invalidLiteral, at: position, found: bytes[position]) }
        }
        let after = position + length
        if after < bytes.count, JSONScanner.isIdentifier(bytes[after]) || JSONScanner.isDigit(bytes[after]) {
            throw JSONSyntaxError(.invalidLiteral, at: position, found: bytes[position])
        }
        position = after
    }

    /// Where the first byte at or after `index` that is special in a string (a quote, a
    /// backslash, a control or non-ASCII) is, or where the last whole word of eight bytes
    /// ends: eight bytes at a time while none is, then straight to the first that is.
    @inline(__always)
    static func skipPlain(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = bytes.count
        while index + 8 <= count {
            let special = specialBytes(load8(bytes, index))
            if special != 0 { return index + special.trailingZeroBitCount >> 3 }
            index += 8
        }
        return index
    }

    /// Eight bytes from `index` as one little-endian word.
    @inline(__always)
    static func load8(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self).littleEndian
    }

    /// The bytes of a word that are `"`, `\\`, below 0x20, DEL, or 0x80 and above: the high
    /// bit of each such byte is set, and the lowest set bit is exact (a borrow can only
    /// mark bytes above a true one), so `trailingZeroBitCount / 8` is the first such byte.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        return (word & highs) | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
            | zeroBytes(word ^ (ones &* 0x7F)) | ((word &- ones &* 0x20) & ~word & highs)
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @inline(__always)
    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
