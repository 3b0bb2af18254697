import Foundation
import Lenient

/// The time of a whole answer, read from one of its members (Spain's `Fecha`, the UK's
/// `last_updated`) in the feed's format, and given to every price it holds.
struct AnswerTime {
    /// `nil` when the answer has no such member, or its text is no time in the format.
    let date: Date?
    /// The member's text that is no time in the format, said at its place; `nil` when it is
    /// one, when the answer has none, or when the member is not in these bytes (a station
    /// keyed by id, read as a document of its own with its answer's members).
    let problem: SourceProblem?

    /// The time of `source`, whose first bytes look like `sketch`, as `feed` gives its
    /// answers one (``Feed/answerTime``); none for a feed that does not.
    init(of source: SourceText, sketch: DocumentSketch, feed: any Feed.Type) {
        guard let (key, format) = feed.answerTime else {
            self.init(date: nil, problem: nil)
            return
        }
        self.init(key, format: format, of: source, sketch: sketch)
    }

    private init(date: Date?, problem: SourceProblem?) {
        self.date = date
        self.problem = problem
    }

    init(_ key: String, format: DateFormat, of source: SourceText, sketch: DocumentSketch) {
        let text = sketch.scalar(key)
        // A member that holds no text (`"Fecha": null`, an object, a list) is said too: until
        // 2026-12-04 the prices had no time and nothing said why.
        guard text != nil || sketch.has(key) else {
            (date, problem) = (nil, nil)
            return
        }
        date = text.flatMap(format.date(from:))
        guard date == nil, let range = source.withBytes({ JSONSpans.member(key, in: $0, skipping: sketch.skipped) }),
              let kind = source.withBytes({ bytes in range.isEmpty ? nil : JSONKind.of(byte: bytes[range.lowerBound]) }) else {
            problem = nil
            return
        }
        let position = source.position(of: range.lowerBound)
        // The key as the answer spells it (matched in any case).
        let given = sketch.keys.first { $0.lowercased() == key.lowercased() } ?? key
        problem = SourceProblem(line: position.line, column: position.column,
                                reason: .answerTimeNotRead(key: given, text: text ?? "", format: format.pattern, kind: kind))
    }

    /// `content` with the problem, if any, among its problems in document order.
    func adding(to content: FeedContent) -> FeedContent {
        guard let problem else { return content }
        return content.adding([problem])
    }
}
