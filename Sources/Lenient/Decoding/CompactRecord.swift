/// The compact record of a run of models (the whole document, or one chunk of a large list):
/// where each model's JSON begins and its non-exact outcomes, 4 bytes each.
struct CompactRecord: Sendable {
    /// Where each model's JSON begins.
    var starts: ModelStarts
    /// The non-exact outcomes, model after model.
    var packed: [PackedOutcome] = []
    /// Where each model's outcomes start in `packed`.
    var outcomeStarts: [UInt32] = []
    /// How many fields the models before each one had, counted from the run's start.
    var fieldStarts: [UInt32] = []
    /// How many fields were validated in all.
    var fieldCount = 0

    init(sourceSize: Int) {
        starts = ModelStarts(sourceSize: sourceSize)
    }

    mutating func reserveCapacity(models: Int) {
        starts.reserveCapacity(models)
        outcomeStarts.reserveCapacity(models)
        fieldStarts.reserveCapacity(models)
    }

    /// Starts the next model, whose JSON begins at `offset` and whose outcomes will be
    /// appended from `outcomeCount` on, after `fieldCount` fields of the run.
    mutating func beginModel(at offset: Int, outcomeCount: Int, fieldCount: Int) {
        starts.append(offset)
        outcomeStarts.append(UInt32(truncatingIfNeeded: outcomeCount))
        fieldStarts.append(UInt32(truncatingIfNeeded: fieldCount))
    }

    /// How many fields the run's model `local` has.
    func fieldCount(ofModel local: Int) -> Int {
        guard fieldStarts.indices.contains(local) else { return 0 }
        let end = local + 1 < fieldStarts.count ? Int(fieldStarts[local + 1]) : fieldCount
        return end - Int(fieldStarts[local])
    }

    /// Counts of the run's model `local`'s outcomes, without building them.
    func counts(ofModel local: Int) -> OutcomeCounts {
        var counts = OutcomeCounts()
        guard outcomeStarts.indices.contains(local) else { return counts }
        let start = Int(outcomeStarts[local])
        let end = local + 1 < outcomeStarts.count ? Int(outcomeStarts[local + 1]) : packed.count
        var nonExact = 0
        for index in start..<end {
            switch Outcome(rawValue: packed[index].outcome) {
            case .coerced: counts.coerced += 1; nonExact += 1
            case .defaulted: counts.defaulted += 1; nonExact += 1
            case .dropped: counts.dropped += 1; nonExact += 1
            case .exact: nonExact += 1
            case nil: counts.ignored += 1
            }
        }
        counts.exact = fieldCount(ofModel: local) - nonExact
        return counts
    }

    /// The outcomes of the run's model `local`, handed out as model `model` of the batch.
    func outcomes(ofModel local: Int, as model: Int) -> [CompactOutcome] {
        guard outcomeStarts.indices.contains(local) else { return [] }
        let start = Int(outcomeStarts[local])
        let end = local + 1 < outcomeStarts.count ? Int(outcomeStarts[local + 1]) : packed.count
        let number = UInt32(truncatingIfNeeded: model)
        return packed[start..<end].map { CompactOutcome(model: number, packed: $0) }
    }
}

/// Byte offsets where models begin: 4 bytes each for sources under 4 GiB, 8 otherwise.
struct ModelStarts: Sendable {
    let isNarrow: Bool
    var narrow: [UInt32] = []
    var wide: [Int] = []

    init(sourceSize: Int) {
        isNarrow = sourceSize <= Int(UInt32.max)
    }

    var count: Int { isNarrow ? narrow.count : wide.count }

    subscript(index: Int) -> Int {
        isNarrow ? Int(narrow[index]) : wide[index]
    }

    mutating func append(_ offset: Int) {
        if isNarrow { narrow.append(UInt32(truncatingIfNeeded: offset)) } else { wide.append(offset) }
    }

    mutating func reserveCapacity(_ count: Int) {
        if isNarrow { narrow.reserveCapacity(count) } else { wide.reserveCapacity(count) }
    }
}
