import Lenient

/// For a wrapped list, where its key is given again after it in the same object with a list
/// (a writer that appended a second page), or the key of an object of its envelope given again
/// after that object with an object (`{"data": {"items": […]}, "data": {…}}`), in any case.
/// The engine reads the first; the JSON a reader of the last keeps would be the other.
enum RepeatedLists {
    /// Each such value of `batch`'s document: where it begins, and the problem that says it
    /// (``SourceProblem/Reason/repeatedList(key:envelope:)``). None for a batch that is not a
    /// wrapped list, or whose list is empty.
    static func problems<Model: LenientModel>(of batch: Batch<Model>) -> [(offset: Int, reason: SourceProblem.Reason)] {
        guard case .wrapped(let path) = batch.layout,
              let last = batch.values.indices.last, let offset = batch.offset(ofModel: last) else { return [] }
        let keys: [String] = path.components.compactMap { if case .key(let key) = $0 { key.lowercased() } else { nil } }
        return batch.source.withBytes { bytes in
            let levels = JSONSpans.membersAfterList(bytes, lastElement: offset, levels: keys.count)
            return levels.enumerated().flatMap { level, members in
                // The innermost level holds the list's own key, the next its envelope's.
                let key = keys[keys.count - 1 - level]
                let opener = level == 0 ? UInt8(ascii: "[") : UInt8(ascii: "{")
                return members.compactMap { member -> (offset: Int, reason: SourceProblem.Reason)? in
                    let given = String(decoding: member.key, as: UTF8.self)
                    guard member.value < bytes.count, bytes[member.value] == opener, given.lowercased() == key else { return nil }
                    return (member.value, .repeatedList(key: given, envelope: level > 0))
                }
            }
        }
    }
}
