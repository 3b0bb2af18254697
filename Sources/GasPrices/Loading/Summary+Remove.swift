import Lenient

extension Summary {
    /// Takes one model out of the counts: its non-exact `outcomes` (ignored keys among them)
    /// and its `counts`, as ``Batch/summary`` counted them.
    mutating func remove(_ outcomes: [CompactOutcome], counts: OutcomeCounts) {
        models -= 1
        fields -= counts.exact + counts.coerced + counts.defaulted + counts.dropped
        // The exact count is always there, 0 or not, as a batch's summary gives it.
        if let exact = self.outcomes[.exact] { self.outcomes[.exact] = max(0, exact - counts.exact) }
        for outcome in outcomes {
            if let kind = outcome.outcome {
                Self.decrement(&self.outcomes, kind)
                Self.decrement(&codes, Key(outcome: kind, code: outcome.code))
            } else {
                Self.decrement(&ignored, outcome.code)
            }
        }
    }

    /// Lowers a non-exact count by one, leaving out a key whose count reaches 0, as a summary
    /// that never counted it would.
    private static func decrement<K>(_ counts: inout [K: Int], _ key: K) {
        guard let count = counts[key] else { return }
        counts[key] = count > 1 ? count - 1 : nil
    }
}
