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

extension OutcomeCounts {
    /// The counts of a record's `fields` by outcome, with `ignored` keys ignored.
    public init(fields: [FieldRecord], ignored: Int) {
        self.init(ignored: ignored)
        add(fields)
    }

    /// Counts `fields` too, by outcome.
    public mutating func add(_ fields: [FieldRecord]) {
        for field in fields {
            switch field.outcome {
            case .exact: exact += 1
            case .coerced: coerced += 1
            case .defaulted: defaulted += 1
            case .dropped: dropped += 1
            }
        }
    }
}

extension ModelRecord {
    /// The record's counts: every field by outcome, and the ignored keys.
    public var outcomeCounts: OutcomeCounts { OutcomeCounts(fields: fields, ignored: ignored.count) }
}
