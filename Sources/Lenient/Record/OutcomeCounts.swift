/// How many of one model's fields ended each way, and how many keys were ignored.
public struct OutcomeCounts: Sendable, Equatable, Hashable {
    public var exact = 0
    public var coerced = 0
    public var defaulted = 0
    public var dropped = 0
    public var ignored = 0

    public init(exact: Int = 0, coerced: Int = 0, defaulted: Int = 0, dropped: Int = 0, ignored: Int = 0) {
        self.exact = exact
        self.coerced = coerced
        self.defaulted = defaulted
        self.dropped = dropped
        self.ignored = ignored
    }
}

extension ModelRecord {
    /// The record's counts: every field by outcome, and the ignored keys.
    public var outcomeCounts: OutcomeCounts {
        var counts = OutcomeCounts(ignored: ignored.count)
        for field in fields {
            switch field.outcome {
            case .exact: counts.exact += 1
            case .coerced: counts.coerced += 1
            case .defaulted: counts.defaulted += 1
            case .dropped: counts.dropped += 1
            }
        }
        return counts
    }
}
