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
        let pathWidth = max(4, fields.map { TextWidth.of(FieldLine.path($0)) }.max() ?? 0,
                            ignored.map { TextWidth.of(SafeText.line($0.path.description, columns: 40)) }.max() ?? 0)
        let inputWidth = 30
        func row(_ path: String, _ outcome: String, _ input: String, _ rule: String) -> String {
            let line = TextWidth.pad(path, to: pathWidth) + "  " + TextWidth.pad(outcome, to: 13) + TextWidth.pad(input, to: inputWidth) + "  " + rule
            return trimTrailing(line)
        }
        var lines = [row("PATH", "OUTCOME", "INPUT", "RULE")]
        for field in fields {
            lines.append(row(FieldLine.path(field), FieldLine.marker(field.outcome) + " " + field.outcome.description,
                             FieldLine.input(field, limit: inputWidth), FieldLine.rule(field)))
        }
        for ignored in ignored {
            lines.append(row(SafeText.line(ignored.path.description, columns: 40), FieldLine.ignoredMarker + " ignored",
                             TextWidth.clip(SafeText.line(ignored.input), to: inputWidth, ellipsis: true), ignored.reason.name))
        }
        return lines
    }

    /// `9 exact, 4 coerced, 0 defaulted, 0 ignored`.
    public static func countsLine(_ record: ModelRecord<Station>) -> String {
        countsLine(fields: record.fields, ignored: record.ignored)
    }

    /// `9 exact, 4 coerced, 0 defaulted, 0 ignored`, of `fields` and `ignored` keys.
    public static func countsLine(fields: [FieldRecord], ignored: [IgnoredKey]) -> String {
        let counts = fields.reduce(into: [Outcome: Int]()) { $0[$1.outcome, default: 0] += 1 }
        var parts = [Outcome.exact, .coerced, .defaulted].map { "\(counts[$0] ?? 0) \($0)" }
        if let dropped = counts[.dropped] { parts.append("\(dropped) dropped") }
        parts.append("\(ignored.count) ignored")
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

    static func trimTrailing(_ line: String) -> String {
        var line = line
        while line.utf8.last == UInt8(ascii: " ") { line.removeLast() }
        return line
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
