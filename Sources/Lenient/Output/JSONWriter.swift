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

    private static func escape(_ text: String, into output: inout String, quotesAndBackslashes: Bool) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22 where quotesAndBackslashes: output += "\\\""
            case 0x5C where quotesAndBackslashes: output += "\\\\"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
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
        var text = "\(String(format: "%04d", year))-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
        if millisOfDay % 1000 > 0 {
            var digits = String(format: "%03d", Int(millisOfDay % 1000))
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
