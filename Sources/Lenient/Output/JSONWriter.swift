import Foundation

/// Writes JSON text: values, strings escaped so that no output can carry a terminal control.
public enum JSONWriter {
    /// A JSON string literal. Escapes `"`, `\`, every C0 and C1 control, DEL, and the
    /// bidirectional controls, so the output is safe to print to a terminal.
    public static func string(_ text: String) -> String {
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        escape(text, into: &output, quotesAndBackslashes: true)
        output += "\""
        return output
    }

    /// Text with every control escaped as in a JSON string, but without the quotes and
    /// without escaping `"` or `\`: safe on one line of a terminal, and still readable.
    public static func inline(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        escape(text, into: &output, quotesAndBackslashes: false)
        return output
    }

    /// Appends `text` escaped: runs of characters that need nothing are copied whole, so
    /// plain text costs one copy.
    private static func escape(_ text: String, into output: inout String, quotesAndBackslashes: Bool) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let length = escapedLength(bytes, at: index, quotesAndBackslashes: quotesAndBackslashes)
                if length == 0 {
                    index += 1
                    continue
                }
                if index > runStart { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
                var value = UInt32(bytes[index])
                if length == 2 { value = (value & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F) }
                if length == 3 { value = (value & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F) }
                switch value {
                case 0x22: output += "\\\""
                case 0x5C: output += "\\\\"
                case 0x0A: output += "\\n"
                case 0x0D: output += "\\r"
                case 0x09: output += "\\t"
                default:
                    let hex = String(value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                index += length
                runStart = index
            }
            if bytes.count > runStart { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self) }
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

    /// A date as RFC 3339 UTC text ending in `Z`, with fractional seconds only when present:
    /// `2013-02-18T20:43:24Z`. The instant is rounded to the millisecond, as
    /// ``Coerce/heldDate(seconds:)`` rounds it when checking the years 0001–9999. An instant
    /// too far off to count in milliseconds (only code can make one) is written as its
    /// seconds since 1970.
    public static func date(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let rounded = (seconds * 1000).rounded()
        guard abs(rounded) < 9e18 else { return "\(seconds) seconds since 1970" }
        let millis = Int64(rounded)
        let (days, millisOfDay) = floorDivision(millis, 86_400_000)
        let secondOfDay = Int(millisOfDay / 1000)
        let (year, month, day) = CivilDate.date(fromDays: Int(days))
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(abs(year))
        var text = (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
        text += "-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
        if millisOfDay % 1000 > 0 {
            let millis = Int(millisOfDay % 1000)
            var digits = (millis < 10 ? "00" : millis < 100 ? "0" : "") + String(millis)
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text + "Z"
    }

    /// Quotient rounded down and a non-negative remainder.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// A number: integral values without a fraction (`4`, `9007199254740992`), others in
    /// their shortest round-trip form (`3.5`, `1e+16`); not finite → `null`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return Coerce.text(fromDouble: value)
    }

    /// A value as compact JSON.
    public static func value(_ value: KVCValue) -> String {
        var output = ""
        write(value, into: &output)
        return output
    }

    static func write(_ value: KVCValue, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .number(let number): output += JSONWriter.number(number)
        case .text(let text): output += string(text)
        case .date(let date): output += string(JSONWriter.date(date))
        case .list(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                write(element, into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                output += string(member.name) + ":"
                write(member.value, into: &output)
            }
            output += "}"
        }
    }
}

extension KVCValue {
    /// A short, single-line form for tables and traces: text quoted, dates in RFC 3339,
    /// lists and objects summarised.
    public var displayText: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .number(let number): JSONWriter.number(number)
        case .text(let text): JSONWriter.string(text)
        case .date(let date): JSONWriter.date(date)
        case .list(let elements): elements.count == 1 ? "[1 element]" : "[\(elements.count) elements]"
        case .object(let members): "{" + members.map(\.name).joined(separator: ", ") + "}"
        }
    }
}
