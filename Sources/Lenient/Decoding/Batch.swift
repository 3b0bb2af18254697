/// The models of one document with their compact record: values, where each began in the
/// source, and only the outcomes that were not exact.
public struct Batch<Model: LenientModel>: Sendable {
    public let source: SourceText
    /// Whether the document is a top-level list.
    public let isList: Bool
    public let values: [Model]
    /// The byte offset where each model's JSON begins, for rebuilding its full record.
    public let offsets: [Int]
    /// The non-exact outcomes, model by model, in record order.
    public let outcomes: [CompactOutcome]
    /// How many fields were validated in all.
    public let fieldCount: Int

    /// Counts per outcome and per code, for a file of any size.
    public var summary: Summary {
        var summary = Summary(models: values.count, fields: fieldCount)
        for outcome in outcomes {
            if let kind = outcome.outcome {
                summary.outcomes[kind, default: 0] += 1
                summary.codes[Summary.Key(outcome: kind, code: outcome.code), default: 0] += 1
            } else {
                summary.ignored[outcome.code, default: 0] += 1
            }
        }
        let nonExact = summary.outcomes.values.reduce(0, +)
        summary.outcomes[.exact] = fieldCount - nonExact
        return summary
    }

    /// The compact outcomes of model `index` (binary search: outcomes are in model order).
    public func outcomes(ofModel index: Int) -> ArraySlice<CompactOutcome> {
        let model = UInt32(truncatingIfNeeded: index)
        var low = 0, high = outcomes.count
        while low < high {
            let middle = (low + high) / 2
            if outcomes[middle].model < model { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < outcomes.count, outcomes[end].model == model { end += 1 }
        return outcomes[low..<end]
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
            (lhs.outcome.rawValue, lhs.code.rawValue) < (rhs.outcome.rawValue, rhs.code.rawValue)
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
}
