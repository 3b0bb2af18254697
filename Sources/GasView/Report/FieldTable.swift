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

    var heading: String { row("PATH", "OUTCOME", "INPUT", "RULE") }

    func row(_ field: FieldRecord) -> String {
        row(FieldLine.path(field), FieldLine.marker(field.outcome) + " " + field.outcome.description,
            FieldLine.input(field, limit: Self.inputWidth), FieldLine.rule(field))
    }

    func row(_ ignored: IgnoredKey) -> String {
        row(Self.path(ignored), FieldLine.ignoredMarker + " ignored",
            TextWidth.clip(SafeText.line(ignored.input), to: Self.inputWidth, ellipsis: true), ignored.reason.name)
    }

    private static func path(_ ignored: IgnoredKey) -> String {
        SafeText.line(ignored.path.description, columns: ignoredPathWidth)
    }

    private func row(_ path: String, _ outcome: String, _ input: String, _ rule: String) -> String {
        ValidationReport.trimTrailing(TextWidth.pad(path, to: pathWidth) + "  " + TextWidth.pad(outcome, to: 13)
            + TextWidth.pad(input, to: Self.inputWidth) + "  " + rule)
    }
}
