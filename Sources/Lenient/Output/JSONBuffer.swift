import Foundation

/// JSON text made as UTF-8 bytes, appended in place: the records of a large document are
/// written without a `String` made for each piece of each field.
///
/// Strings are escaped as ``JSONWriter/string(_:)`` says: `"`, `\`, every C0 and C1 control,
/// DEL and the bidirectional controls, so the output is safe to print to a terminal.
public struct JSONBuffer: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text made so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Empties the buffer, keeping its memory for what comes next.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends JSON text as it is: punctuation, `null`, a key already quoted.
    public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends JSON made in another buffer, as it is.
    public mutating func append(_ json: JSONBuffer) {
        bytes.append(contentsOf: json.bytes)
    }

    /// Appends bytes of JSON made elsewhere, as they are.
    public mutating func append(bytes other: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// Appends text as it is, unescaped.
    public mutating func append(raw text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `text` as a JSON string literal, quoted and escaped.
    public mutating func append(string text: String) {
        bytes.append(UInt8(ascii: "\""))
        append(escaping: text, quotesAndBackslashes: true)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as a JSON string literal, or `null`.
    public mutating func append(string text: String?) {
        if let text { append(string: text) } else { append("null") }
    }

    /// Appends an integer in decimal.
    public mutating func append(integer value: Int) {
        if value >= 0, value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var magnitude = value.magnitude
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: buffer[index...])
        }
    }

    /// Appends an integer in decimal, or `null`.
    public mutating func append(integer value: Int?) {
        if let value { append(integer: value) } else { append("null") }
    }

    /// Appends a number: integral values without a fraction (`4`, `9007199254740992`), others
    /// in their shortest round-trip form (`3.5`, `1e+16`); `null` when not finite.
    public mutating func append(number value: Double) {
        guard value.isFinite else { return append("null") }
        if let integral = Coerce.integralDigits(of: value) { return append(integer: Int(integral)) }
        append(raw: Coerce.text(fromDouble: value))
    }

    /// Appends a date as a JSON string of RFC 3339 UTC text (``JSONWriter/date(_:)``).
    public mutating func append(date: Date) {
        bytes.append(UInt8(ascii: "\""))
        append(dateText: date)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a value as compact JSON.
    public mutating func append(_ value: KVCValue) {
        switch value {
        case .null: append("null")
        case .bool(let flag): flag ? append("true") : append("false")
        case .integer(let number): append(integer: number)
        case .number(let number): append(number: number)
        case .text(let text): append(string: text)
        case .date(let date): append(date: date)
        case .list(let elements):
            bytes.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                append(elements[index])
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                append(string: members[index].name)
                bytes.append(UInt8(ascii: ":"))
                append(members[index].value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a field's path as a JSON string (`"historicalPrices[0].price"`), as
    /// ``FieldPath/description`` writes it.
    public mutating func append(path: FieldPath) {
        bytes.append(UInt8(ascii: "\""))
        var isEmpty = true
        for component in path.components {
            switch component {
            case .key(let key):
                if !isEmpty { bytes.append(UInt8(ascii: ".")) }
                append(escaping: key, quotesAndBackslashes: true)
                isEmpty = isEmpty && key.isEmpty
            case .index(let index):
                bytes.append(UInt8(ascii: "["))
                append(integer: index)
                bytes.append(UInt8(ascii: "]"))
                isEmpty = false
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text` with every character a terminal would take for a control escaped as
    /// in a JSON string, and `"` and `\` too when `quotesAndBackslashes`. Runs of characters
    /// that need nothing are copied whole.
    mutating func append(escaping text: String, quotesAndBackslashes: Bool) {
        var text = text
        text.withUTF8 { source in
            var runStart = 0
            var index = 0
            while index < source.count {
                let length = Self.escapedLength(source, at: index, quotesAndBackslashes: quotesAndBackslashes)
                if length == 0 {
                    index += 1
                    continue
                }
                if index > runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index])) }
                var value = UInt32(source[index])
                if length == 2 { value = (value & 0x1F) << 6 | UInt32(source[index + 1] & 0x3F) }
                if length == 3 { value = (value & 0x0F) << 12 | UInt32(source[index + 1] & 0x3F) << 6 | UInt32(source[index + 2] & 0x3F) }
                switch value {
                case 0x22: append(#"\""#)
                case 0x5C: append(#"\\"#)
                case 0x0A: append(#"\n"#)
                case 0x0D: append(#"\r"#)
                case 0x09: append(#"\t"#)
                default:
                    append(#"\u"#)
                    for shift in stride(from: 12, through: 0, by: -4) {
                        let digit = UInt8((value >> UInt32(shift)) & 0xF)
                        bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
                    }
                }
                index += length
                runStart = index
            }
            if source.count > runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...])) }
        }
    }

    /// The UTF-8 length of the character at `index` when it must be escaped, else 0: `"` and
    /// `\` (when asked), C0 controls, DEL, C1 controls (C2 80–9F), U+061C (D8 9C), U+200E,
    /// U+200F and U+2028–U+202E (E2 80 …), U+2066–U+2069 (E2 81 A6–A9).
    @inline(__always)
    private static func escapedLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, quotesAndBackslashes: Bool) -> Int {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return 1 }
        if byte < 0x80 { return quotesAndBackslashes && (byte == 0x22 || byte == 0x5C) ? 1 : 0 }
        guard index + 1 < bytes.count else { return 0 }
        let second = bytes[index + 1]
        switch byte {
        case 0xC2: return (0x80...0x9F).contains(second) ? 2 : 0
        case 0xD8: return second == 0x9C ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count else { return 0 }
            let third = bytes[index + 2]
            if second == 0x80, (0x8E...0x8F).contains(third) || (0xA8...0xAE).contains(third) { return 3 }
            if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }
            return 0
        default: return 0
        }
    }

    /// Appends a date as RFC 3339 UTC text ending in `Z`, unquoted: the instant rounded to
    /// the millisecond, as ``Coerce/heldDate(seconds:)`` rounds it when checking the years
    /// 0001–9999, with fractional seconds only when present. An instant too far off to count
    /// in milliseconds (only code can make one) is written as its seconds since 1970.
    mutating func append(dateText date: Date) {
        let seconds = date.timeIntervalSince1970
        let rounded = (seconds * 1000).rounded()
        guard abs(rounded) < 9e18 else { return append(raw: "\(seconds) seconds since 1970") }
        let millis = Int64(rounded)
        let (days, millisOfDay) = Self.floorDivision(millis, 86_400_000)
        let secondOfDay = Int(millisOfDay / 1000)
        let (year, month, day) = CivilDate.date(fromDays: Int(days))
        if year < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(year)
        if magnitude < 1000 { append(digits: magnitude, width: 4) } else { append(integer: magnitude) }
        bytes.append(UInt8(ascii: "-"))
        append(digits: month, width: 2)
        bytes.append(UInt8(ascii: "-"))
        append(digits: day, width: 2)
        bytes.append(UInt8(ascii: "T"))
        append(digits: secondOfDay / 3600, width: 2)
        bytes.append(UInt8(ascii: ":"))
        append(digits: secondOfDay / 60 % 60, width: 2)
        bytes.append(UInt8(ascii: ":"))
        append(digits: secondOfDay % 60, width: 2)
        var fraction = Int(millisOfDay % 1000)
        if fraction > 0 {
            bytes.append(UInt8(ascii: "."))
            var width = 3
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            append(digits: fraction, width: width)
        }
        bytes.append(UInt8(ascii: "Z"))
    }

    /// Appends a non-negative number of at most `width` digits, padded with zeros to `width`.
    private mutating func append(digits value: Int, width: Int) {
        var divisor = 1
        for _ in 1..<max(1, width) { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Quotient rounded down and a non-negative remainder.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
