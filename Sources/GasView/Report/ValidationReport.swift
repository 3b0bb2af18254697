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
        write(line: record.line, column: record.column, number: number, rows: StationRows(record, timeZone: timeZone),
              fields: { $0(record.fields) }, ignored: { $0(record.ignored) }, outlines: { $0(record.fields) },
              ignoredOutlines: { $0(record.ignored) }) { lines.append($0) }
        return lines
    }

    /// The text report of one station whose record is made a part at a time
    /// (``RecordParts``): the lines ``text(_:number:timeZone:)`` gives of its whole record,
    /// handed to `write` one at a time. A record of more than one part is validated again to
    /// measure the path column and count the outcomes (from outlines of its fields, in larger
    /// parts), then for each part it writes.
    public static func text(_ parts: RecordParts<Station>, number: Int?, timeZone: TimeZone, _ write: (String) -> Void) {
        Self.write(line: parts.line, column: parts.column, number: number, rows: StationRows(parts.value, timeZone: timeZone),
                   fields: { body in parts.forEachFieldPart { body($1) } }, ignored: { body in parts.forEachIgnoredPart { body($1) } },
                   outlines: { body in parts.forEachFieldPart(outline: true) { body($1) } },
                   ignoredOutlines: { body in parts.forEachIgnoredPart(outline: true) { body($1) } }, write)
    }

    /// A station's report from its rows and its record handed out in pieces: once as outlines,
    /// to measure the path column and count the outcomes, then whole, to write the table.
    private static func write(line: Int, column: Int, number: Int?, rows: StationRows,
                              fields: (([FieldRecord]) -> Void) -> Void, ignored: (([IgnoredKey]) -> Void) -> Void,
                              outlines: (([FieldRecord]) -> Void) -> Void, ignoredOutlines: (([IgnoredKey]) -> Void) -> Void,
                              _ write: (String) -> Void) {
        let heading = number.map { "Station \($0)" } ?? "Station"
        write("\(heading) (line \(line), column \(column))")
        for row in rows.lines() { write(trimTrailing("  " + row)) }
        write("")
        var pathWidth = 0
        var counts = OutcomeCounts()
        outlines { part in
            pathWidth = max(pathWidth, FieldTable.pathWidth(fields: part, ignored: []))
            counts.add(part)
        }
        ignoredOutlines { part in
            pathWidth = max(pathWidth, FieldTable.pathWidth(fields: [], ignored: part))
            counts.ignored += part.count
        }
        let table = FieldTable(pathWidth: pathWidth)
        write("  " + table.heading)
        // Each piece's rows are written as it comes (`write` does not outlive this call).
        withoutActuallyEscaping(write) { write in
            fields { part in part.forEach { write("  " + table.row($0)) } }
            ignored { part in part.forEach { write("  " + table.row($0)) } }
        }
        write("")
        write("  " + countsLine(counts))
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
        var lines = ["\(SafeText.line(source)): \(grouped(summary.models)) station\(summary.models == 1 ? "" : "s"), \(grouped(summary.fields)) field\(summary.fields == 1 ? "" : "s")"]
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
