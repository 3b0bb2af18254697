import Foundation
@testable import GasPrices
import Lenient
import Testing

/// An answer's own time: read in the feed's format, or said where it is no such time.
@Suite struct AnswerTimeTests {
    static let format = DateFormat("dd/MM/yyyy HH:mm:ss", timeZone: TimeZone(identifier: "UTC") ?? .gmt)

    static func time(_ text: String) -> AnswerTime {
        let source = SourceText(name: "a.json", text: text)
        return AnswerTime("last_updated", format: format, of: source, sketch: DocumentSketch(source))
    }

    @Test func aTimeInTheFormatIsTheAnswersAndSaysNothing() {
        let time = Self.time(#"{"last_updated": "01/02/2024 10:00:00", "stations": []}"#)
        #expect(time.date == Coerce.date(fromRFC3339: "2024-02-01T10:00:00Z") && time.problem == nil)
    }

    @Test func noSuchMemberIsNoTimeAndNothingToSay() {
        let time = Self.time(#"{"stations": []}"#)
        #expect(time.date == nil && time.problem == nil)
    }

    @Test func textThatIsNoTimeIsSaidAtItsValue() throws {
        let time = Self.time("{\n  \"LAST_UPDATED\": \"soon\u{1B}[31m\", \"stations\": []}")
        let problem = try #require(time.problem)
        #expect(time.date == nil && problem.code == "answer_time_not_read" && (problem.line, problem.column) == (2, 19))
        // The text is quoted as JSON: a control character never reaches a terminal.
        #expect(problem.message == #""LAST_UPDATED" is "soon\u001B[31m", which is no time in dd/MM/yyyy HH:mm:ss: the answer's prices have no time"#)
    }

    /// A member that holds no text is said with what it holds: until 2026-12-04 `null`, an
    /// object or a list left the prices without a time and nothing said.
    @Test(arguments: [("null", "null"), ("{}", "an object"), ("[\"01/02/2024 10:00:00\"]", "a list")])
    func aMemberThatHoldsNoTextIsSaid(value: String, holds: String) throws {
        let time = Self.time(#"{"last_updated": "# + value + #", "stations": []}"#)
        let problem = try #require(time.problem)
        #expect(time.date == nil && problem.code == "answer_time_not_read" && (problem.line, problem.column) == (1, 18))
        #expect(problem.message == #""last_updated" holds "# + holds + ", not a time in dd/MM/yyyy HH:mm:ss: the answer's prices have no time")
    }

    @Test func aMemberNotInTheseBytesIsNotSaid() {
        // A station read alone, given its answer's time: the answer's place is not here.
        var sketch = DocumentSketch(SourceText(name: "s.json", text: #"{"site_id": "gb1"}"#))
        sketch.scalars["last_updated"] = "soon"
        let time = AnswerTime("last_updated", format: Self.format, of: SourceText(name: "s.json", text: #"{"site_id": "gb1"}"#), sketch: sketch)
        #expect(time.date == nil && time.problem == nil)
    }

    @Test func addingPutsTheProblemInDocumentOrder() throws {
        let source = SourceText(name: "a.json", text: #"{"last_updated": "soon", "stations": [{"site_id": "gb1"}]}"#)
        let time = AnswerTime("last_updated", format: Self.format, of: source, sketch: DocumentSketch(source))
        let content = FeedContent(content: try #require(try? SourceLoader.read(source, label: "a", path: nil, feed: .auto)).content,
                                  problems: [SourceProblem(line: 3, column: 1, reason: .notAnObject(index: 0, kind: .null))])
        #expect(time.adding(to: content).problems.map(\.code) == ["answer_time_not_read", "not_an_object"])
    }
}
