import Lenient

/// The table of a record's fields and ignored keys in `validate`'s text report: path,
/// outcome, input, rule; the path column as wide as the widest path.
struct FieldTable {
    /// The path column's width.
    let pathWidth: Int
    static let inputWidth = 30
    /// Ignored keys' paths are cut to this many columns.
    static let ignoredPathWidth = 40

    init(pathWidth: Int) {
        self.pathWidth = max(4, pathWidth)
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

    /// `path  outcome input  rule`, the outcome and input cells already padded.
    private func row(_ path: String, _ outcome: String, _ input: String, _ rule: String) -> String {
        ValidationReport.trimTrailing(TextWidth.pad(path, to: pathWidth) + "  " + outcome + input + "  " + rule)
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
