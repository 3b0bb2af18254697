import Foundation

/// Writes JSON text: values, strings escaped so that no output can carry a terminal control.
public enum JSONWriter {
    /// A JSON string literal. Escapes `"`, `\`, every C0 and C1 control, DEL, and the
    /// bidirectional controls, so the output is safe to print to a terminal.
    public static func string(_ text: String) -> String {
        var buffer = JSONBuffer(capacity: text.utf8.count + 2)
        buffer.append(string: text)
        return buffer.text
    }

    /// Text with every control escaped as in a JSON string, but without the quotes and
    /// without escaping `"` or `\`: safe on one line of a terminal, and still readable.
    public static func inline(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) { return text }
        var buffer = JSONBuffer(capacity: text.utf8.count)
        buffer.append(escaping: text, quotesAndBackslashes: false)
        return buffer.text
    }

    /// A date as RFC 3339 UTC text ending in `Z`, with fractional seconds only when present:
    /// `2013-02-18T20:43:24Z`. The instant is rounded to the millisecond, as
    /// ``Coerce/heldDate(seconds:)`` rounds it when checking the years 0001–9999. An instant
    /// too far off to count in milliseconds (only code can make one) is written as its
    /// seconds since 1970.
    public static func date(_ date: Date) -> String {
        var buffer = JSONBuffer(capacity: 24)
        buffer.append(dateText: date)
        return buffer.text
    }

    /// A number: integral values without a fraction (`4`, `9007199254740992`), others in
    /// their shortest round-trip form (`3.5`, `1e+16`); not finite → `null`.
    public static func number(_ value: Double) -> String {
        var buffer = JSONBuffer(capacity: 24)
        buffer.append(number: value)
        return buffer.text
    }

    /// A value as compact JSON.
    public static func value(_ value: KVCValue) -> String {
        var buffer = JSONBuffer()
        buffer.append(value)
        return buffer.text
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
