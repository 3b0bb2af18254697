import Lenient

/// Reads one part of a ``SourceStream`` with the document's feed, as a document of its own,
/// and places what it finds in the whole document's lines and columns. It holds nothing
/// that changes from part to part, so parts are read on several threads at once; what does
/// depend on the parts before (the index of each value, which counts theirs) is added by
/// ``PartLoad/placed(after:)`` once they are known.
public struct PartReader: Sendable {
    /// What the source is called in messages: the path, or `<stdin>`.
    public let name: String
    let label: String
    /// The feed that reads it.
    public let feed: any Feed.Type
    /// What the document's first bytes look like: every part is read by the feed as a part
    /// of this document, not told again from its own first bytes.
    let sketch: DocumentSketch
    /// A built-in response has no path: it is named by its label, as a loaded one is.
    var isBuiltIn: Bool
    /// Whether the document's lines are each a whole answer holding a list of stations: a
    /// part of its lines is read a line at a time, each as a document (``DocumentLines``),
    /// every part as the first is.
    public internal(set) var linesAreDocuments = false
    /// Whether the feed was told from the document's shape, not named: each line or element
    /// that is another feed's answer is read as that feed's.
    var detectsEach = false
    /// Whether the document is a list whose elements are each a whole answer, as its first
    /// told: every part of the list is read so, as the whole document is.
    var elementsAreAnswers = false

    /// Reads `part` with the feed, its values counted from 0 (``PartLoad/firstIndex`` is 0;
    /// see ``PartLoad/placed(after:)``). The stations before a syntax error are read from a
    /// copy of the part that ends before it, so that they are written before the error is
    /// reported. `isFirst`: the part begins the document (text skipped before the JSON is
    /// reported by it alone).
    public func load(_ part: DocumentStream.Part, isFirst: Bool) -> PartLoad {
        var result = PartLoad(loaded: nil, firstIndex: 0, problems: [], failure: nil)
        if let error = part.emptyFirstElement {
            // Read alone the part would be an empty list; the document has no value there.
            result.failure = failure(error, in: part)
            return result
        }
        do {
            let loaded = try read(part.source, asDocuments: linesAreDocuments && part.framing == .lines, isPart: part.framing != .whole || part.cut != nil)
            result.loaded = loaded
            result.problems = place(loaded.problems, of: part, isFirst: isFirst)
            result.problemsNotKept = loaded.problemsNotKept
            result.elements = loaded.content.elementCount
            // Lines or elements of answers none of which holds a station: why, as for any part
            // of none.
            if loaded.count == 0, let reason = loaded.content.noStationReason {
                result.loaded = nil
                result.emptyReason = place(reason, of: part)
            }
            endAtCut(part, &result)
        } catch {
            if part.framing != .whole, let streamable = feed as? any StreamableFeed.Type {
                switch error.reason {
                case .noObjects, .noAnswers, .noLineIsJSON:
                    // A part that holds no station, in a document whose other parts may.
                    let (problems, values, notKept) = streamable.problems(in: part.source)
                    result.problems = place(problems, of: part, isFirst: isFirst)
                    result.problemsNotKept = notKept
                    result.elements = values
                    result.emptyReason = place(error, of: part)
                    endAtCut(part, &result)
                    return result
                default: break
                }
            }
            result.failure = place(error, of: part)
            if case .notJSON(let syntax) = error.reason, let (before, count) = part.elements(before: syntax.offset),
               let loaded = try? read(before.source, asDocuments: linesAreDocuments && part.framing == .lines, isPart: part.framing != .whole || part.cut != nil) {
                result.loaded = loaded
                result.problems = place(loaded.problems, of: before, isFirst: isFirst)
                result.problemsNotKept = loaded.problemsNotKept
                result.elements = count
            }
            if case .notJSON(let syntax) = error.reason { result.failure = failure(syntax, in: part) }
        }
        return result
    }

    /// Lines of NDJSON are read on past one that is not JSON; but where the part was cut
    /// inside a line too large to read, that line is the source's error (not a line that is
    /// not JSON), and no line after it was read.
    private func endAtCut(_ part: DocumentStream.Part, _ result: inout PartLoad) {
        guard case .tooLarge(let start, _)? = part.cut else { return }
        let cutAt = part.documentOffset(of: start)
        let listed = result.problems.count
        result.problems.removeAll { problem in
            if case .lineNotJSON(let error) = problem.reason { error.offset >= cutAt } else { false }
        }
        // Past the problems listed, the cut line was counted among those not listed, when
        // read as a line it is not JSON.
        if result.problems.count == listed, result.problemsNotKept > 0, let streamable = feed as? any StreamableFeed.Type {
            let line = SourceText(name: name, bytes: part.source.withBytes { Array($0[start...]) }, lineDelimited: true, continuation: true)
            if streamable.problems(in: line).problems.contains(where: { if case .lineNotJSON = $0.reason { true } else { false } }) {
                result.problemsNotKept -= 1
            }
        }
        result.failure = failure(JSONSyntaxError(.unexpectedEnd, at: part.source.count), in: part)
    }

    /// A syntax error found in `part`, placed in the document (see
    /// ``DocumentStream/Part/place(_:)``).
    public func failure(_ error: JSONSyntaxError, in part: DocumentStream.Part) -> SourceFailure {
        failure(part.place(error))
    }

    /// A syntax error placed in the document, as the source's failure.
    public func failure(_ placed: DocumentStream.PlacedError) -> SourceFailure {
        SourceFailure(source: name, line: placed.line, column: placed.column, reason: .notJSON(placed.error))
    }

    private func read(_ source: SourceText, asDocuments: Bool, isPart: Bool) throws(SourceFailure) -> LoadedSource {
        try LoadedSource(label: label, path: isBuiltIn ? nil : name, source: source, feed: feed, sketch: sketch,
                         linesAreDocuments: asDocuments, isPart: isPart, detectsEach: detectsEach,
                         elementsAreAnswers: isPart ? elementsAreAnswers : nil)
    }

    /// Problems of a part, placed in the document's lines and columns; text skipped before
    /// the JSON belongs to the document's opening, which every part repeats, so only the
    /// first part reports it.
    private func place(_ problems: [SourceProblem], of part: DocumentStream.Part, isFirst: Bool) -> [SourceProblem] {
        problems.compactMap { problem in
            var placed = problem
            switch problem.reason {
            case .leadingTextSkipped: if !isFirst { return nil }
            case .answerTimeNotRead:
                // Each part of a wrapped list of stations holds the envelope's beginning
                // again; a part of answers (in lines, a list, or a list under a key) each
                // answer's own.
                if !isFirst, !elementsAreAnswers, case .list(let depth) = part.framing, depth > 1 { return nil }
            case .repeatedMember(let path, let line, let column):
                let first = part.position(line: line, column: column)
                placed.reason = .repeatedMember(path: path, firstLine: first.line, firstColumn: first.column)
            case .lineNotJSON(var error):
                error.offset = part.documentOffset(of: error.offset)
                placed.reason = .lineNotJSON(error)
            case .notAnObject, .emptyObject, .unjoined, .repeatedKey, .entryNotRead, .entryListNotRead, .lineNotRead, .elementNotRead, .repeatedList, .otherList: break
            }
            (placed.line, placed.column) = part.position(line: problem.line, column: problem.column)
            return placed
        }
    }

    private func place(_ failure: SourceFailure, of part: DocumentStream.Part) -> SourceFailure {
        var placed = failure
        placed.source = name
        if let line = failure.line, let column = failure.column {
            (placed.line, placed.column) = part.position(line: line, column: column)
        }
        if case .notJSON(var error) = failure.reason {
            error.offset = part.documentOffset(of: error.offset)
            placed.reason = .notJSON(error)
        }
        return placed
    }
}
