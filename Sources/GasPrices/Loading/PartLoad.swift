import Lenient

/// What reading one part with the feed gave (``PartReader/load(_:isFirst:)``).
public struct PartLoad: Sendable {
    /// Its stations; `nil` when it holds none.
    public var loaded: LoadedSource?
    /// The index in the whole document of the part's first value.
    public var firstIndex: Int
    /// What holds no station, placed in the document.
    public var problems: [SourceProblem]
    /// How many more such problems the part had than ``problems`` keeps.
    public var problemsNotKept = 0
    /// Why the part holds no (more) stations, placed in the document: after a syntax
    /// error the stations before it are in ``loaded`` and the document ends here.
    public var failure: SourceFailure?
    /// How many values the part held (stations and what is not one), up to a syntax error:
    /// the next part's values are counted after them.
    public var elements = 0
    /// Why the part, read alone, held no station although it held values (none an object,
    /// no line JSON), placed in the document: not a failure while other parts hold stations,
    /// but the source's when none does (``adding(_:)``).
    public var emptyReason: SourceFailure?

    /// Whether nothing after this part can be read: the part is not JSON (or the feed's
    /// error answer, an unreadable input).
    public var isFatal: Bool {
        switch failure?.reason {
        case nil, .emptyList?, .missingList?, .noObjects?, .noAnswers?, .noLineIsJSON?: false
        default: true
        }
    }

    /// The failure of a source whose parts held no station so far, `reason` for the parts
    /// before and this part's ``emptyReason`` added: placed at the first, counting the values
    /// (or lines) of all, as the whole document read at once says it.
    public func adding(_ reason: SourceFailure?) -> SourceFailure? {
        guard var total = reason else { return emptyReason }
        guard let mine = emptyReason else { return total }
        switch (total.reason, mine.reason) {
        case (.noObjects(let before, let key, let emptyBefore), .noObjects(let count, _, let empty)):
            total.reason = .noObjects(count: before + count, key: key, empty: emptyBefore + empty)
        case (.noAnswers(let before, let key, let lines), .noAnswers(let count, _, _)):
            total.reason = .noAnswers(count: before + count, key: key, lines: lines)
        case (.noLineIsJSON(let before), .noLineIsJSON(let count)): total.reason = .noLineIsJSON(count: before + count)
        default: break
        }
        return total
    }

    /// The part's load with its values counted after the `before` values of the parts
    /// before it: its first index, and the index each problem names.
    public func placed(after before: Int) -> PartLoad {
        var placed = self
        placed.firstIndex += before
        placed.problems = problems.map { problem in
            var moved = problem
            if case .notAnObject(let index, let kind) = problem.reason { moved.reason = .notAnObject(index: index + before, kind: kind) }
            if case .emptyObject(let index) = problem.reason { moved.reason = .emptyObject(index: index + before) }
            return moved
        }
        return placed
    }
}

extension SourceStream {
    public typealias PartLoad = GasPrices.PartLoad
}
