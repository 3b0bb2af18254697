import Foundation
import GasPrices
import Lenient

/// What `gasprices validate` prints: the stations, their fields and ignored keys, as text or
/// as JSON (`docs/output-format.md`).
public enum ValidationReport {
    /// The text report of one station's record.
    public static func text(_ record: ModelRecord<Station>, number: Int?, timeZone: TimeZone) -> [String] {
        text(StationRecord(record, station: record.value.catalogStation), number: number, timeZone: timeZone)
    }

    /// The text report of one station's record, whatever its feed: the station in the
    /// catalog's terms, then its fields.
    public static func text(_ record: StationRecord, number: Int?, timeZone: TimeZone) -> [String] {
        var lines: [String] = []
        let heading = number.map { "Station \($0)" } ?? "Station"
        lines.append("\(heading) (line \(record.line), column \(record.column))")
        lines += StationRows(record, timeZone: timeZone).lines().map { trimTrailing("  " + $0) }
        lines.append("")
        lines += fieldTable(fields: record.fields, ignored: record.ignored).map { "  " + $0 }
        lines.append("")
        lines.append("  " + countsLine(fields: record.fields, ignored: record.ignored))
        return lines
    }

    /// The table of fields (path, outcome, input, rule) and of ignored keys.
    public static func fieldTable(_ record: ModelRecord<Station>) -> [String] {
        fieldTable(fields: record.fields, ignored: record.ignored)
    }

    /// The table of `fields` (path, outcome, input, rule) and of `ignored` keys.
    public static func fieldTable(fields: [FieldRecord], ignored: [IgnoredKey]) -> [String] {
        let table = FieldTable(pathWidth: FieldTable.pathWidth(fields: fields, ignored: ignored))
        return [table.heading] + fields.map(table.row) + ignored.map(table.row)
    }

    /// The text report of one station whose record is made a part at a time
    /// (``RecordParts``): the lines ``text(_:number:timeZone:)`` gives of its whole record,
    /// handed to `write` one at a time. A record of more than one part is validated again to
    /// measure the path column and count the outcomes (from outlines of its fields, in larger
    /// parts), then for each part it writes.
    public static func text(_ parts: RecordParts<Station>, number: Int?, timeZone: TimeZone, _ write: (String) -> Void) {
        let heading = number.map { "Station \($0)" } ?? "Station"
        write("\(heading) (line \(parts.line), column \(parts.column))")
        for line in StationRows(parts.value, timeZone: timeZone).lines() { write(trimTrailing("  " + line)) }
        write("")
        var pathWidth = 0
        var counts = OutcomeCounts(ignored: parts.ignoredCount)
        parts.forEachFieldPart(outline: true) { _, fields in
            pathWidth = max(pathWidth, FieldTable.pathWidth(fields: fields, ignored: []))
            counts.add(fields)
        }
        parts.forEachIgnoredPart(outline: true) { _, ignored in
            pathWidth = max(pathWidth, FieldTable.pathWidth(fields: [], ignored: ignored))
        }
        let table = FieldTable(pathWidth: pathWidth)
        write("  " + table.heading)
        parts.forEachFieldPart { _, fields in fields.forEach { write("  " + table.row($0)) } }
        parts.forEachIgnoredPart { _, ignored in ignored.forEach { write("  " + table.row($0)) } }
        write("")
        write("  " + countsLine(counts))
    }

    /// `9 exact, 4 coerced, 0 defaulted, 0 ignored`.
    public static func countsLine(_ record: ModelRecord<Station>) -> String {
        countsLine(fields: record.fields, ignored: record.ignored)
    }

    /// `9 exact, 4 coerced, 0 defaulted, 0 ignored`, of `fields` and `ignored` keys.
    public static func countsLine(fields: [FieldRecord], ignored: [IgnoredKey]) -> String {
        countsLine(OutcomeCounts(fields: fields, ignored: ignored.count))
    }

    /// `9 exact, 4 coerced, 0 defaulted, 0 ignored`; dropped fields only when there are some.
    public static func countsLine(_ counts: OutcomeCounts) -> String {
        var parts = ["\(counts.exact) exact", "\(counts.coerced) coerced", "\(counts.defaulted) defaulted"]
        if counts.dropped > 0 { parts.append("\(counts.dropped) dropped") }
        parts.append("\(counts.ignored) ignored")
        return parts.joined(separator: ", ")
    }

    /// The JSON report: `{"source":…, "stations":[{"value", "fields", "ignored"}…]}`.
    public static func json(source: String, records: [String]) -> String {
        "{\"source\":" + JSONWriter.string(source) + ",\"stations\":[" + records.joined(separator: ",") + "]}"
    }

    /// The text summary of a batch: counts per outcome and per rule or reason.
    public static func summaryText(_ summary: Summary, source: String) -> [String] {
        var lines = ["\(SafeText.line(source)): \(grouped(summary.models)) station\(summary.models == 1 ? "" : "s"), \(grouped(summary.fields)) fields"]
        for outcome in Outcome.allCases {
            let count = summary.outcomes[outcome] ?? 0
            if outcome == .dropped && count == 0 { continue }
            lines.append("  " + TextWidth.pad(outcome.description, to: 22) + leftPad(grouped(count), 14))
            for (key, count) in summary.codes.sorted(by: { $0.key < $1.key }) where key.outcome == outcome {
                lines.append("    " + TextWidth.pad(key.code.name, to: 20) + leftPad(grouped(count), 14))
            }
        }
        let ignored = summary.ignored.values.reduce(0, +)
        lines.append("  " + TextWidth.pad("ignored keys", to: 22) + leftPad(grouped(ignored), 14))
        for (code, count) in summary.ignored.sorted(by: { $0.key < $1.key }) {
            lines.append("    " + TextWidth.pad(code.name, to: 20) + leftPad(grouped(count), 14))
        }
        return lines
    }

    /// The JSON summary.
    public static func summaryJSON(_ summary: Summary, source: String) -> String {
        var outcomes: [String] = []
        for outcome in Outcome.allCases { outcomes.append("\"\(outcome)\":\(summary.outcomes[outcome] ?? 0)") }
        let rules = summary.codes.sorted { $0.key < $1.key }
            .map { "{\"outcome\":\"\($0.key.outcome)\",\"rule\":\"\($0.key.code.name)\",\"count\":\($0.value)}" }
        let ignored = summary.ignored.sorted { $0.key < $1.key }.map { "\"\($0.key.name)\":\($0.value)" }
        return "{\"source\":\(JSONWriter.string(source)),\"stations\":\(summary.models),\"fields\":\(summary.fields),"
            + "\"outcomes\":{\(outcomes.joined(separator: ","))},\"rules\":[\(rules.joined(separator: ","))],"
            + "\"ignored\":{\(ignored.joined(separator: ","))}}"
    }

    /// `line` without its trailing spaces, found on its bytes and cut once (removing them one
    /// character at a time took a sixth of a text report's time).
    static func trimTrailing(_ line: String) -> String {
        let bytes = line.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard bytes[before] == UInt8(ascii: " ") else { break }
            end = before
        }
        return end == bytes.endIndex ? line : String(line[..<end])
    }

    /// `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    static func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// A value read by `--get`: text as it is (escaped), dates in RFC 3339, lists and
    /// objects as JSON.
    public static func getValue(_ value: KVCValue) -> String {
        switch value {
        case .text(let text): SafeText.line(text)
        case .date(let date): JSONWriter.date(date)
        case .list, .object: JSONWriter.value(value)
        default: value.displayText
        }
    }

    /// The numbered trace of one field.
    public static func trace(_ steps: [TraceStep], path: String, source: String, station: Int) -> [String] {
        var lines = ["Trace of \(SafeText.line(path)) in \(SafeText.line(source)), station \(station)"]
        for (index, step) in steps.enumerated() {
            lines.append(leftPad("\(index + 1).", 4) + " " + step.text)
        }
        return lines
    }
}
