/// Lines of NDJSON that are not JSON: every one counted, the first ``limit`` kept.
///
/// A file of millions of broken lines would otherwise hold an error for each (about 90 bytes
/// apiece), more than the file itself; what is reported of them is the first few and how
/// many there were.
public struct LineProblems: Sendable, Equatable {
    /// How many lines' errors are kept.
    public static let limit = 1_000
    /// The first ``limit`` lines that are not JSON, in document order.
    public private(set) var kept: [JSONSyntaxError] = []
    /// How many lines are not JSON, kept or not.
    public private(set) var count = 0

    public init() {}

    /// How many lines that are not JSON were counted but not kept.
    public var notKept: Int { count - kept.count }

    /// Counts a line that is not JSON; keeps its error while fewer than ``limit`` are kept.
    mutating func append(_ problem: JSONSyntaxError) {
        count += 1
        if kept.count < Self.limit { kept.append(problem) }
    }

    /// Adds the lines of a later part of the same document.
    mutating func append(contentsOf later: LineProblems) {
        count += later.count
        kept += later.kept.prefix(Self.limit - kept.count)
    }
}
