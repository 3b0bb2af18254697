import Lenient

/// What a feed read of a document: its stations, and the parts of it that hold none.
public struct FeedContent: Sendable {
    public var content: any SourceContent
    /// Lines that are not JSON, elements that are not objects, text skipped before the JSON,
    /// entries that join no station; in document order.
    public var problems: [SourceProblem]
    /// Problems past the ``SourceProblem/limit`` kept: counted, not kept.
    public var problemsNotKept: Int

    public init(content: any SourceContent, problems: [SourceProblem], problemsNotKept: Int = 0) {
        self.content = content
        self.problems = problems
        self.problemsNotKept = problemsNotKept
    }
}

extension FeedContent {
    /// The content with `more` problems, all of them in document order, each kind held to
    /// ``SourceProblem/limit``.
    func adding(_ more: [SourceProblem]) -> FeedContent {
        guard !more.isEmpty else { return self }
        var kept = SourceProblem.Kept()
        kept.append(contentsOf: (problems + more).sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        return FeedContent(content: content, problems: kept.problems, problemsNotKept: problemsNotKept + kept.notKept)
    }
}
