/// The models of one document with their compact record: values, where each began in the
/// source, and only the outcomes that were not exact.
public struct Batch<Model: LenientModel>: Sendable {
    public let source: SourceText
    /// Whether the document is a top-level list.
    public let isList: Bool
    public let values: [Model]
    /// Where each model's JSON begins, 4 bytes each for sources under 4 GiB.
    let starts: ModelStarts
    /// The non-exact outcomes, model after model, 4 bytes each.
    let packed: [PackedOutcome]
    /// Where each model's outcomes start in `packed`.
    let outcomeStarts: [UInt32]
    /// How many fields were validated in all.
    public let fieldCount: Int

    init(source: SourceText, isList: Bool, values: [Model], starts: ModelStarts, packed: [PackedOutcome],
         outcomeStarts: [UInt32], fieldCount: Int) {
        self.source = source
        self.isList = isList
        self.values = values
        self.starts = starts
        self.packed = packed
        self.outcomeStarts = outcomeStarts
        self.fieldCount = fieldCount
    }

    /// The byte offset where each model's JSON begins, for rebuilding its full record.
    public var offsets: [Int] { (0..<starts.count).map { starts[$0] } }

    /// The byte offset where model `index`'s JSON begins.
    public func offset(ofModel index: Int) -> Int? {
        index >= 0 && index < starts.count ? starts[index] : nil
    }

    /// How many non-exact outcomes (ignored keys included) the batch holds.
    public var outcomeCount: Int { packed.count }

    /// Every non-exact outcome, model by model, in record order. This builds an array of
    /// all of them: for a large batch, prefer ``outcomes(ofModel:)`` and ``summary``.
    public var outcomes: [CompactOutcome] {
        var result: [CompactOutcome] = []
        result.reserveCapacity(packed.count)
        for model in values.indices { result += outcomes(ofModel: model) }
        return result
    }

    /// The non-exact outcomes of model `index`, in record order.
    public func outcomes(ofModel index: Int) -> [CompactOutcome] {
        guard outcomeStarts.indices.contains(index) else { return [] }
        let start = Int(outcomeStarts[index])
        let end = index + 1 < outcomeStarts.count ? Int(outcomeStarts[index + 1]) : packed.count
        let model = UInt32(truncatingIfNeeded: index)
        return packed[start..<end].map { CompactOutcome(model: model, packed: $0) }
    }

    /// Counts per outcome and per code, for a file of any size.
    public var summary: Summary {
        var summary = Summary(models: values.count, fields: fieldCount)
        var codes = [Int](repeating: 0, count: 256 * 256)
        for outcome in packed { codes[Int(outcome.outcome) << 8 | Int(outcome.code.rawValue)] += 1 }
        for (slot, count) in codes.enumerated() where count > 0 {
            guard let code = Code(rawValue: UInt8(slot & 0xFF)) else { continue }
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

/// Byte offsets of a batch's models: 32-bit where the source allows, 64-bit otherwise.
enum ModelStarts: Sendable {
    case narrow([UInt32])
    case wide([Int])

    init(_ offsets: [Int], sourceSize: Int) {
        self = sourceSize <= Int(UInt32.max) ? .narrow(offsets.map { UInt32(truncatingIfNeeded: $0) }) : .wide(offsets)
    }

    var count: Int {
        switch self {
        case .narrow(let offsets): offsets.count
        case .wide(let offsets): offsets.count
        }
    }

    subscript(index: Int) -> Int {
        switch self {
        case .narrow(let offsets): Int(offsets[index])
        case .wide(let offsets): offsets[index]
        }
    }
}
