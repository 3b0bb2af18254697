extension Coerce {
    /// Text from a JSON number.
    ///
    /// Accepts any JSON number. An integer written without fraction or exponent keeps its
    /// digits exactly (`7105` → `"7105"`, even beyond 2⁶⁴); any other number is written in
    /// its shortest round-trip form, integral values without a fraction (`3.50` → `"3.5"`,
    /// `1E3` → `"1000"`, `7105.0` → `"7105"`); a number beyond `Double`'s range keeps its
    /// source text (`1e400` → `"1e400"`).
    public static func text(fromNumber source: String, isIntegerLiteral: Bool, value: Double) -> String {
        if isIntegerLiteral || !value.isFinite { return source }
        return text(fromDouble: value)
    }

    /// The integer a double is written as: an integral value below 10¹⁶ in magnitude, whose
    /// digits are exact; `nil` for the rest (see ``text(fromDouble:)``).
    public static func integralDigits(of value: Double) -> Int64? {
        value == value.rounded() && abs(value) < 1e16 ? Int64(value) : nil
    }

    /// A finite double: integral values below 10¹⁶ in magnitude as their digits, the rest in
    /// the shortest round-trip form: `3.5` → `"3.5"`, `7105.0` → `"7105"`,
    /// `9007199254740993.0` → `"9007199254740992"` (the nearest double), `1e16` → `"1e+16"`.
    public static func text(fromDouble value: Double) -> String {
        if let integral = integralDigits(of: value) { return String(integral) }
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Text from a JSON bool: `"true"` or `"false"`.
    public static func text(fromBool value: Bool) -> String {
        value ? "true" : "false"
    }

    /// Makes untrusted text safe to show, then trims it.
    ///
    /// Replaces with U+FFFD: each escape sequence whole (ESC or C1 CSI/OSC/DCS and what
    /// follows up to its terminator, so `"\e[2J"` becomes one `"�"`), every other C0 control
    /// but tab, line feed and carriage return, DEL, every C1 control, and the bidirectional
    /// controls U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069. A sequence the text
    /// ends inside, without its terminator, is not a sequence: only its introducer is
    /// replaced and the rest is kept (`"AT&T \e]Plaza"` → `"AT&T �]Plaza"`). Turns tab, line
    /// feed, carriage return, U+2028 and U+2029 into a space. Then trims leading and trailing
    /// whitespace.
    /// - Returns: the clean text and ``Code/textSanitized`` when anything was replaced,
    ///   else ``Code/textTrimmed`` when whitespace was trimmed, else `nil`.
    public static func cleanText(_ text: String) -> (text: String, rule: Code?) {
        if text.utf8.withContiguousStorageIfAvailable({ !needsReplacing($0) }) == true {
            // Nothing to replace (most text, accented or not): at most whitespace to trim.
            let trimmed = trimWhitespace(text)
            return trimmed.utf8.count == text.utf8.count ? (text, nil) : (trimmed, .textTrimmed)
        }
        var scalars = String.UnicodeScalarView()
        var replaced = false
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        // Once a string sequence (OSC, DCS…) runs to the end unterminated, no later one can
        // find a terminator either: knowing it keeps the scan linear.
        var stringTerminatorAhead = true
        while let scalar = pending ?? iterator.next() {
            pending = nil
            let value = scalar.value
            switch value {
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                scalars.append(" ")
                replaced = true
            case 0x1B, 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                replaced = true
                scalars.append("\u{FFFD}")
                let afterIntroducer = iterator
                switch skipEscapeSequence(introducer: value, &iterator, stringTerminatorAhead: &stringTerminatorAhead) {
                case .ended: break
                case .endedBefore(let next): pending = next
                case .unterminated: iterator = afterIntroducer
                }
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                scalars.append("\u{FFFD}")
                replaced = true
            default:
                scalars.append(scalar)
            }
        }
        let clean = replaced ? String(scalars) : text
        let trimmed = trimWhitespace(clean)
        if replaced { return (trimmed, .textSanitized) }
        if trimmed.utf8.count != text.utf8.count { return (trimmed, .textTrimmed) }
        return (text, nil)
    }

    /// Whether valid UTF-8 holds a scalar that ``cleanText(_:)`` replaces: a C0 or C1
    /// control, DEL, U+2028, U+2029 or a bidirectional control.
    static func needsReplacing(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { return true }
                index += 1
                continue
            }
            let next: UInt8 = index + 1 < count ? utf8[index + 1] : 0
            switch byte {
            case 0xC2 where next <= 0x9F: return true  // U+0080–U+009F
            case 0xD8 where next == 0x9C: return true  // U+061C
            case 0xE2:
                let third: UInt8 = index + 2 < count ? utf8[index + 2] : 0
                // U+200E, U+200F, U+2028–U+202E; U+2066–U+2069.
                if next == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return true }
                if next == 0x81, (0xA6...0xA9).contains(third) { return true }
            default: break
            }
            index += 1
        }
        return false
    }

    /// How an escape sequence whose introducer was just read ends.
    private enum EscapeEnd {
        /// At its terminator or final character, which belongs to it.
        case ended
        /// Just before this scalar, which belongs to the text.
        case endedBefore(Unicode.Scalar)
        /// The text ends inside it: it is not a sequence after all.
        case unterminated
    }

    /// Consumes the rest of an escape sequence whose introducer was just read.
    private static func skipEscapeSequence(
        introducer: UInt32, _ iterator: inout String.UnicodeScalarView.Iterator, stringTerminatorAhead: inout Bool
    ) -> EscapeEnd {
        var kind = introducer
        if introducer == 0x1B {
            // A lone ESC at the very end: replacing it is all there is to do.
            guard let next = iterator.next() else { return .ended }
            switch next.value {
            case 0x5B: kind = 0x9B  // ESC [ : CSI
            case 0x5D: kind = 0x9D  // ESC ] : OSC
            case 0x50, 0x58, 0x5E, 0x5F: kind = 0x90  // ESC P, X, ^, _ : strings ended by ST
            case 0x20...0x2F:
                // ESC, intermediates, then one final character.
                while let scalar = iterator.next() {
                    if !(0x20...0x2F).contains(scalar.value) { return (0x30...0x7E).contains(scalar.value) ? .ended : .endedBefore(scalar) }
                }
                return .unterminated
            case 0x30...0x7E: return .ended  // a two-character sequence
            default: return .endedBefore(next)
            }
        }
        if kind == 0x9B {
            // CSI: parameters and intermediates, then a final character in 0x40–0x7E.
            while let scalar = iterator.next() {
                switch scalar.value {
                case 0x20...0x3F: continue
                case 0x40...0x7E: return .ended
                default: return .endedBefore(scalar)
                }
            }
            return .unterminated
        }
        // OSC, DCS, SOS, PM, APC: up to BEL or ST (ESC \ or 0x9C).
        guard stringTerminatorAhead else { return .unterminated }
        var afterEscape = false
        while let scalar = iterator.next() {
            switch scalar.value {
            case 0x07, 0x9C: return .ended
            case 0x5C where afterEscape: return .ended
            default: afterEscape = scalar.value == 0x1B
            }
        }
        stringTerminatorAhead = false
        return .unterminated
    }

    /// Whether a scalar is Unicode whitespace; ASCII without a table look-up.
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value == 0x20 || scalar.value &- 0x09 < 5 : scalar.properties.isWhitespace
    }

    /// Removes leading and trailing Unicode whitespace.
    static func trimWhitespace(_ text: String) -> String {
        // Most text starts and ends with a visible ASCII character: nothing to do.
        let utf8 = text.utf8
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return text }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }
}
