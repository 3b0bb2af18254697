import Lenient

/// What became of each field of a document, as plain text: a line per field (path, outcome,
/// input, code) and per ignored key, then what each code means, in the order they first
/// occur, then the counts.
public enum Report {
    /// The report of one model's full record.
    public static func lines<Model: LenientModel>(for record: ModelRecord<Model>) -> [String] {
        var rows: [[String]] = [["PATH", "OUTCOME", "INPUT", "CODE"]]
        var codes: [Code] = []
        for field in record.fields {
            let shown = [field.rule, field.post].compactMap { $0 }
            codes += shown
            rows.append([field.path.description, field.outcome.description, input(field),
                         shown.map(\.name).joined(separator: ", ")])
        }
        for key in record.ignored {
            codes.append(key.reason)
            rows.append([key.path.description, "ignored", clip(key.input), key.reason.name])
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { column, text in
                column == row.count - 1 ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var seen: Set<Code> = []
        let explained = codes.filter { seen.insert($0).inserted }
        if !explained.isEmpty {
            lines.append("")
            lines += explained.map { "\($0.name): \($0.explanation)" }
        }
        let counts = record.outcomeCounts
        lines.append("")
        lines.append("\(counts.exact) exact, \(counts.coerced) coerced, \(counts.defaulted) defaulted, "
                     + "\(counts.dropped) dropped, \(counts.ignored) ignored")
        return lines
    }

    /// A field's input as the report shows it: an object or list by its brackets alone, and
    /// `(absent)` for a missing key.
    static func input(_ field: FieldRecord) -> String {
        switch field.inputKind {
        case .object: "{…}"
        case .array: "[…]"
        case nil: "(absent)"
        default: clip(field.input ?? "")
        }
    }

    /// Text on one line, cut with an ellipsis after 24 characters.
    static func clip(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 24 ? String(line.prefix(23)) + "…" : line
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
