import Lenient

/// The table of a record's fields and ignored keys in `validate`'s text report: path,
/// outcome, input, rule; the path column as wide as the widest path, up to ``pathLimit``.
struct FieldTable {
    /// The path column's width.
    let pathWidth: Int
    static let inputWidth = 30
    /// Ignored keys' paths are cut to this many columns.
    static let ignoredPathWidth = 40
    /// The widest a path column gets; a longer path is cut with an ellipsis. (Unbounded, one
    /// key of 80,000 characters padded every row of its station to its width: 0.2 MB of
    /// JSON made a report of 642 MB.)
    static let pathLimit = 60

    init(pathWidth: Int) {
        self.pathWidth = max(4, min(pathWidth, Self.pathLimit))
    }

    /// The width of the widest path of `fields` and `ignored`, as the table shows them.
    static func pathWidth(fields: [FieldRecord], ignored: [IgnoredKey]) -> Int {
        max(fields.map { TextWidth.of(FieldLine.path($0)) }.max() ?? 0, ignored.map { TextWidth.of(path($0)) }.max() ?? 0)
    }

    var heading: String { row("PATH", TextWidth.pad("OUTCOME", to: 13), TextWidth.pad("INPUT", to: Self.inputWidth), "RULE") }

    func row(_ field: FieldRecord) -> String {
        let input: String
        switch (field.input, field.inputKind) {
        case (nil, _): input = Self.missingCell
        case (_, .object): input = Self.objectCell
        case (_, .array): input = Self.listCell
        default: input = TextWidth.pad(FieldLine.input(field, limit: Self.inputWidth), to: Self.inputWidth)
        }
        return row(FieldLine.path(field), Self.outcomeCells[field.outcome] ?? "", input, FieldLine.rule(field))
    }

    func row(_ ignored: IgnoredKey) -> String {
        row(Self.path(ignored), Self.ignoredCell,
            TextWidth.pad(TextWidth.clip(SafeText.line(ignored.input), to: Self.inputWidth, ellipsis: true), to: Self.inputWidth),
            ignored.reason.name)
    }

    private static func path(_ ignored: IgnoredKey) -> String {
        SafeText.line(ignored.path.description, columns: ignoredPathWidth)
    }

    /// `path  outcome input  rule`, the outcome and input cells already padded, made in one
    /// string of the row's size.
    private func row(_ path: String, _ outcome: String, _ input: String, _ rule: String) -> String {
        let clipped = TextWidth.clip(path, to: pathWidth, ellipsis: true)
        var line = ""
        line.reserveCapacity(clipped.utf8.count + pathWidth + outcome.utf8.count + input.utf8.count + rule.utf8.count + 4)
        line += clipped
        Self.appendSpaces(max(0, pathWidth - TextWidth.of(clipped)) + 2, to: &line)
        line += outcome
        line += input
        guard !rule.isEmpty else { return ValidationReport.trimTrailing(line) }
        line += "  "
        line += rule
        return ValidationReport.trimTrailing(line)
    }

    private static let spaces = String(repeating: " ", count: 64)

    private static func appendSpaces(_ count: Int, to line: inout String) {
        var left = count
        while left > 0 {
            let run = min(left, spaces.utf8.count)
            line.append(contentsOf: spaces.prefix(run))
            left -= run
        }
    }

    // Cells that are the same on many rows, padded once: their markers and ellipses are not
    // ASCII, and measuring them character by character on every row took a tenth of the
    // report's time.
    private static let outcomeCells: [Outcome: String] = Dictionary(uniqueKeysWithValues: Outcome.allCases.map {
        ($0, TextWidth.pad(FieldLine.marker($0) + " " + $0.description, to: 13))
    })
    private static let ignoredCell = TextWidth.pad(FieldLine.ignoredMarker + " ignored", to: 13)
    private static let missingCell = TextWidth.pad("(missing)", to: inputWidth)
    private static let objectCell = TextWidth.pad("{…}", to: inputWidth)
    private static let listCell = TextWidth.pad("[…]", to: inputWidth)
}
