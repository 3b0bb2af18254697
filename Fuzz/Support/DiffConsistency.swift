import Lenient

/// Two versions of a document — the bytes cut in two at their first `0x1E` (record
/// separator), or in the middle — compared station by station as `validate --against` and
/// the app compare them (``RecordDiff``), whatever the bytes:
///
/// - a record against itself differs in nothing;
/// - every field of either version is matched or reported once (nothing lost, nothing twice);
/// - comparing the other way round swaps before and after: a field that got worse one way got
///   better the other, and a new field one way is gone the other.
public func requireConsistentDiff<Model: LenientModel>(_ type: Model.Type, _ bytes: [UInt8], options: ValidationOptions) {
    let cut = bytes.firstIndex(of: 0x1E) ?? bytes.count / 2
    let older = records(Model.self, Array(bytes[..<cut]), options: options)
    let newer = records(Model.self, Array(bytes[min(bytes.count, cut + (cut < bytes.count && bytes[cut] == 0x1E ? 1 : 0))...]),
                        options: options)
    for record in older + newer {
        let same = RecordDiff(before: record.fields, after: record.fields, ignoredBefore: record.ignored, ignoredAfter: record.ignored)
        require(same.fields.isEmpty && same.ignored.isEmpty, "a record differs from itself: \(same)")
    }
    for index in 0..<max(older.count, newer.count) {
        let before = index < older.count ? older[index] : nil
        let after = index < newer.count ? newer[index] : nil
        let forward = RecordDiff(before: before?.fields ?? [], after: after?.fields ?? [],
                                 ignoredBefore: before?.ignored ?? [], ignoredAfter: after?.ignored ?? [])
        let backward = RecordDiff(before: after?.fields ?? [], after: before?.fields ?? [],
                                  ignoredBefore: after?.ignored ?? [], ignoredAfter: before?.ignored ?? [])
        let unchanged = (after?.fields.count ?? 0) - forward.fields.filter { $0.after != nil }.count
        require(unchanged >= 0, "more changes than fields")
        require(forward.fields.filter { $0.before != nil }.count + unchanged == (before?.fields.count ?? 0) || hasRepeatedPaths(before, after),
                "the older version's fields are not each matched or reported once")
        require(forward.fields.count == backward.fields.count, "the two directions report \(forward.fields.count) and \(backward.fields.count) fields")
        require(forward.ignored.count == backward.ignored.count, "the two directions report different ignored keys")
        require(forward.worse.count == backward.fields.filter { $0.isBetter }.count + forward.fields.filter { $0.before == nil && $0.isWorse }.count,
                "worse one way is not better the other")
        for change in forward.fields {
            require(change.before != nil || change.after != nil, "a change with neither side")
            require(change.before == nil || change.after == nil || !change.aspects.isEmpty, "a matched field reported without a difference")
        }
    }
}

/// Every model's record in a document; none when it is not JSON.
private func records<Model: LenientModel>(_ type: Model.Type, _ bytes: [UInt8], options: ValidationOptions) -> [ModelRecord<Model>] {
    let decoder = LenientDecoder<Model>(options: options)
    guard let batch = try? decoder.decode(SourceText(name: "fuzz.json", bytes: bytes)) else { return [] }
    return (0..<min(batch.values.count, 64)).compactMap { decoder.record(at: $0, of: batch) }
}

/// Whether a record holds one path twice (a field is matched to the first of its path).
private func hasRepeatedPaths<Model>(_ records: ModelRecord<Model>?...) -> Bool {
    records.contains { record in
        guard let record else { return false }
        return Set(record.fields.map(\.path)).count != record.fields.count
    }
}
