/// The models of one document with their compact record: values, where each began in the
/// source, and only the outcomes that were not exact.
///
/// A large list validated in chunks keeps its chunks as they are (see ``ModelList``): a
/// batch is never copied into one piece.
public struct Batch<Model: LenientModel>: Sendable {
    public let source: SourceText
    /// Whether the document is a top-level list.
    public let isList: Bool
    /// How the document holds its models.
    public let layout: DocumentLayout
    /// Lines that are not JSON, in a document of ``DocumentLayout/lines``; they hold no model.
    /// The first ``LineProblems/limit`` are kept; ``lines`` counts them all.
    public var problems: [JSONSyntaxError] { lines.kept }
    /// Lines that are not JSON, every one counted.
    public let lines: LineProblems
    public let values: ModelList<Model>
    /// The compact record of each piece of ``values``, in the same order.
    let records: [CompactRecord]
    /// How many fields were validated in all.
    public let fieldCount: Int
    /// Text skipped before the document's JSON, when the options allow it
    /// (``ValidationOptions/skipsLeadingText``); `nil` when there was none.
    public let leadingText: Range<Int>?

    init(source: SourceText, layout: DocumentLayout, pieces: [[Model]], records: [CompactRecord],
         problems: LineProblems = LineProblems(), leadingText: Range<Int>? = nil) {
        self.leadingText = leadingText
        self.source = source
        self.isList = layout == .list
        self.layout = layout
        self.lines = problems
        self.values = ModelList(pieces: pieces)
        self.records = records
        self.fieldCount = records.reduce(0) { $0 + $1.fieldCount }
    }

    /// The byte offset where each model's JSON begins, for rebuilding its full record.
    public var offsets: [Int] { values.indices.map { offset(ofModel: $0) ?? 0 } }

    /// The byte offset where model `index`'s JSON begins.
    public func offset(ofModel index: Int) -> Int? {
        guard values.indices.contains(index) else { return nil }
        let (piece, local) = values.locate(index)
        return records[piece].starts[local]
    }

    /// Counts of model `index`'s outcomes and ignored keys, without rebuilding its record.
    public func counts(ofModel index: Int) -> OutcomeCounts {
        guard values.indices.contains(index) else { return OutcomeCounts() }
        let (piece, local) = values.locate(index)
        return records[piece].counts(ofModel: local)
    }

    /// How many non-exact outcomes (ignored keys included) the batch holds.
    public var outcomeCount: Int { records.reduce(0) { $0 + $1.packed.count } }

    /// Every non-exact outcome, model by model, in record order. This builds an array of
    /// all of them: for a large batch, prefer ``outcomes(ofModel:)`` and ``summary``.
    public var outcomes: [CompactOutcome] {
        var result: [CompactOutcome] = []
        result.reserveCapacity(outcomeCount)
        for model in values.indices { result += outcomes(ofModel: model) }
        return result
    }

    /// The non-exact outcomes of model `index`, in record order.
    public func outcomes(ofModel index: Int) -> [CompactOutcome] {
        guard values.indices.contains(index) else { return [] }
        let (piece, local) = values.locate(index)
        return records[piece].outcomes(ofModel: local, as: index)
    }

    /// Counts per outcome and per code, for a file of any size.
    public var summary: Summary {
        var summary = Summary(models: values.count, fields: fieldCount)
        var codes = [Int](repeating: 0, count: 256 * 256)
        // The slots counted, so that a batch of one model (a station of a document read a
        // member at a time) reads back only those, not all 65,536 (which it still zeroes:
        // microseconds, where the loop over them took 15 ms in a debug build).
        var counted: [Int] = []
        for record in records {
            for outcome in record.packed {
                let slot = Int(outcome.outcome) << 8 | Int(outcome.code.number)
                if codes[slot] == 0 { counted.append(slot) }
                codes[slot] += 1
            }
        }
        for slot in counted {
            let count = codes[slot]
            guard let code = Code(number: UInt8(slot & 0xFF)) else { continue }
            if let kind = Outcome(rawValue: UInt8(slot >> 8)) {
                summary.outcomes[kind, default: 0] += count
                summary.codes[Summary.Key(outcome: kind, code: code), default: 0] += count
            } else {
                summary.ignored[code, default: 0] += count
            }
        }
        let nonExact = summary.outcomes.values.reduce(0, +)
        summary.outcomes[.exact] = fieldCount - nonExact
        return summary
    }
}

/// Counts of outcomes and codes over a batch.
public struct Summary: Sendable, Equatable {
    public struct Key: Hashable, Sendable, Comparable {
        public var outcome: Outcome
        public var code: Code

        public init(outcome: Outcome, code: Code) {
            self.outcome = outcome
            self.code = code
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.outcome.rawValue, lhs.code.number) < (rhs.outcome.rawValue, rhs.code.number)
        }
    }

    public var models: Int
    public var fields: Int
    public var outcomes: [Outcome: Int] = [:]
    /// Non-exact fields by outcome and rule or reason.
    public var codes: [Key: Int] = [:]
    /// Ignored keys by reason.
    public var ignored: [Code: Int] = [:]

    public init(models: Int, fields: Int) {
        self.models = models
        self.fields = fields
    }

    /// The counts of full records: each model's fields and ignored keys. A field that is
    /// not exact counts under its post-validation's code, else its rule or reason.
    public init(fields: [[FieldRecord]], ignored: [[IgnoredKey]]) {
        self.init(models: fields.count, fields: fields.reduce(0) { $0 + $1.count })
        for field in fields.joined() {
            outcomes[field.outcome, default: 0] += 1
            guard field.outcome != .exact else { continue }
            codes[Key(outcome: field.outcome, code: field.post ?? field.rule ?? .customRule), default: 0] += 1
        }
        for key in ignored.joined() { self.ignored[key.reason, default: 0] += 1 }
    }
}
