import Lenient

/// One line of the validation panel — a field's record or an ignored key — with everything
/// the panel, the JSON highlight and the trace need, made safe for the terminal once.
public struct FieldItem: Sendable, Equatable {
    /// Where the item's input sits in the source: 1-based line, and 0-based scalar columns
    /// `from..<to` on that line (`to == nil`: to the end of the line).
    public struct Segment: Sendable, Equatable {
        public var line: Int
        public var from: Int
        public var to: Int?

        public init(line: Int, from: Int, to: Int?) {
            self.line = line
            self.from = from
            self.to = to
        }
    }

    /// The field's path, or the ignored key's.
    public var path: FieldPath
    /// The path as shown, escaped: `historicalPrices[0].price`, `(document)`.
    public var pathText: String
    /// The outcome, or `nil` for an ignored key.
    public var outcome: Outcome?
    /// `"$3.50" → 3.5`: the input and what became of it, escaped.
    public var change: String
    /// The rule, the reason or the key's remap, escaped: `currency_text`.
    public var rule: String
    /// The record the item shows, kept to word its trace only when it is asked for: a file
    /// of a million fields would otherwise hold a million traces nobody reads.
    private enum Source: Sendable, Equatable {
        case field(FieldRecord)
        case ignored(IgnoredKey)
    }

    private var source: Source

    /// The numbered steps of the trace, worded and escaped (a step clips the values it
    /// shows to 60 characters); a step still wider than ``stepColumns`` (a key of
    /// megabytes, ignored) is cut with `…`.
    public var steps: [String] {
        let trace = switch source {
        case .field(let field): field.trace
        case .ignored(let ignored): ignored.trace
        }
        return trace.map { SafeText.line($0.text, columns: Self.stepColumns) }
    }
    /// About fifty lines of an 80-column trace: a value longer than that is better read in
    /// the raw JSON or with `validate --get`, and wrapping megabytes on every key press
    /// would stall the screen.
    public static let stepColumns = 4000
    /// Line and column of the input, when there was one.
    public var line: Int?
    public var column: Int?
    /// Where the input sits: its first line and column, its last line and the column just
    /// past it; `nil` when the key is absent. Kept as its ends, not line by line: a list of
    /// 300,000 entries spans 1.5 million lines.
    private var extent: Extent?

    private struct Extent: Sendable, Equatable {
        var line: Int
        var from: Int
        var lastLine: Int
        var to: Int
    }

    /// Where the input sits, line by line (empty when the key is absent).
    public var segments: [Segment] {
        guard let extent else { return [] }
        return (extent.line...extent.lastLine).compactMap { segment(onLine: $0) }
    }

    /// The part of source line `number` the input covers, if any.
    public func segment(onLine number: Int) -> Segment? {
        guard let extent, number >= extent.line, number <= extent.lastLine else { return nil }
        return Segment(line: number, from: number == extent.line ? extent.from : 0, to: number == extent.lastLine ? extent.to : nil)
    }

    /// The first and the last line the input covers.
    public var firstSegment: Segment? { extent.flatMap { segment(onLine: $0.line) } }
    public var lastSegment: Segment? { extent.flatMap { segment(onLine: $0.lastLine) } }

    /// The marker that tells the outcome without colour.
    public var marker: String {
        outcome.map(FieldLine.marker) ?? FieldLine.ignoredMarker
    }

    /// The style role of the outcome.
    public var role: Style.Role { Style.Role(outcome) }

    public init(_ field: FieldRecord) {
        path = field.path
        pathText = FieldLine.path(field)
        outcome = field.outcome
        change = FieldLine.change(field, limit: 48, compact: true)
        rule = SafeText.line(FieldLine.rule(field))
        source = .field(field)
        line = field.line
        column = field.column
        extent = Self.extent(input: field.input, end: field.inputEnd, line: field.line, column: field.column)
    }

    public init(_ ignored: IgnoredKey) {
        path = ignored.path
        pathText = SafeText.line(ignored.path.description, columns: 48)
        outcome = nil
        change = SafeText.line(ignored.input, columns: 48)
        rule = ignored.reason.name
        source = .ignored(ignored)
        line = ignored.line
        column = ignored.column
        extent = Self.extent(input: ignored.input, end: ignored.inputEnd, line: ignored.line, column: ignored.column)
    }

    /// The lines and columns an input covers, counted as the source's positions are: in
    /// Unicode scalars, a line break starting a new line. An input a record window cut
    /// short says where it ends (`end`).
    private static func extent(input: String?, end: SourcePosition?, line: Int?, column: Int?) -> Extent? {
        guard let input, let line, let column else { return nil }
        if let end { return Extent(line: line, from: column - 1, lastLine: end.line, to: end.column - 1) }
        var lastLine = line
        var position = column - 1
        for scalar in input.unicodeScalars {
            if scalar == "\n" {
                lastLine += 1
                position = 0
            } else {
                position += 1
            }
        }
        return Extent(line: line, from: column - 1, lastLine: lastLine, to: position)
    }

    /// Items are equal when they show the same: the same path, outcome, input and what
    /// became of it, rule and place (the record they were made of may be whole, or a
    /// window's, whose values stop a level down).
    public static func == (lhs: FieldItem, rhs: FieldItem) -> Bool {
        lhs.path == rhs.path && lhs.pathText == rhs.pathText && lhs.outcome == rhs.outcome && lhs.change == rhs.change
            && lhs.rule == rhs.rule && lhs.line == rhs.line && lhs.column == rhs.column && lhs.extent == rhs.extent
    }
}
