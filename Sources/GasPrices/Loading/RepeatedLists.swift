import Foundation
import Lenient

/// For a wrapped list, where its key is given again after it in the same object with a list
/// (a writer that appended a second page), or the key of an object of its envelope given again
/// after that object with an object (`{"data": {"items": […]}, "data": {…}}`), in any case.
/// The engine reads the first; the JSON a reader of the last keeps would be the other. And
/// an object after the envelope the list was read from that holds a list by the same keys
/// (`{"north": {"stations": […]}, "south": {"stations": […]}}`: two answers kept in one file),
/// whose stations are not read either.
enum RepeatedLists {
    /// Each such value of `batch`'s document: where it begins, and the problem that says it
    /// (``SourceProblem/Reason/repeatedList(key:envelope:)``). None for a batch that is not a
    /// wrapped list, or whose list is empty.
    static func problems<Model: LenientModel>(of batch: Batch<Model>) -> [(offset: Int, reason: SourceProblem.Reason)] {
        guard let last = batch.values.indices.last, let offset = batch.offset(ofModel: last) else { return [] }
        return problems(in: batch.source, layout: batch.layout, lastElement: offset)
    }

    /// The same for a document of `layout` whose last model begins at `lastElement`.
    static func problems(in source: SourceText, layout: DocumentLayout, lastElement: Int) -> [(offset: Int, reason: SourceProblem.Reason)] {
        guard case .wrapped(let path) = layout else { return [] }
        let keys: [String] = path.components.compactMap { if case .key(let key) = $0 { key.lowercased() } else { nil } }
        return source.withBytes { problems(keys: keys, lastElement: lastElement, in: $0) }
    }

    /// The same for a document whose layout is not at hand (a part of one read a part at a
    /// time, validated a model at a time), its last model at `lastElement`: the list's keys
    /// are found by walking to it, which reads the list's text to its end.
    static func problems(in source: SourceText, lastElement: Int) -> [(offset: Int, reason: SourceProblem.Reason)] {
        source.withBytes { bytes in
            guard let found = JSONSpans.keys(toListOf: lastElement, in: bytes), !found.isEmpty else { return [] }
            return problems(keys: found.map { text(ofKey: $0).lowercased() }, lastElement: lastElement, in: bytes)
        }
    }

    /// The repeats after the list whose last element begins at `lastElement`, reached by
    /// `keys` (lowercase, outermost first).
    private static func problems(keys: [String], lastElement: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [(offset: Int, reason: SourceProblem.Reason)] {
        let levels = JSONSpans.membersAfterList(bytes, lastElement: lastElement, levels: keys.count)
        return levels.enumerated().flatMap { level, members in
            // The innermost level holds the list's own key, the next its envelope's.
            let key = keys[keys.count - 1 - level]
            let opener = level == 0 ? UInt8(ascii: "[") : UInt8(ascii: "{")
            return members.compactMap { member -> (offset: Int, reason: SourceProblem.Reason)? in
                let given = text(ofKey: member.key)
                guard member.value < bytes.count, bytes[member.value] == opener else { return nil }
                if given.lowercased() == key { return (member.value, .repeatedList(key: given, envelope: level > 0)) }
                guard level > 0, let (list, path) = list(reachedBy: keys.suffix(level), from: member.value, in: bytes),
                      holdsTheSameKind(list, as: lastElement, in: bytes) else { return nil }
                return (list, .otherList(path: ([given] + path).joined(separator: ".")))
            }
        }
    }

    /// Whether the list at `list` begins with an object that shares a key (in any case) with
    /// the object at `element`, a station of the list read: a list of other things under the
    /// same key (`"facets": {"items": ["brand", "city"]}`) is nothing to say.
    private static func holdsTheSameKind(_ list: Int, as element: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes[element] == UInt8(ascii: "{"), let first = JSONSpans.firstElement(ofListAt: list, in: bytes),
              bytes[first] == UInt8(ascii: "{") else { return false }
        let keys = Set(JSONSpans.memberStarts(of: bytes, at: element).map { text(ofKey: $0.key).lowercased() })
        return JSONSpans.memberStarts(of: bytes, at: first).contains { keys.contains(text(ofKey: $0.key).lowercased()) }
    }

    /// Where the list that `keys` (lowercase) reach from the object at `start` begins, and
    /// the keys as the object gives them; nil when they reach none, or an empty one.
    private static func list(reachedBy keys: ArraySlice<String>, from start: Int,
                             in bytes: UnsafeBufferPointer<UInt8>) -> (Int, [String])? {
        var current = start
        var path: [String] = []
        for key in keys {
            guard bytes[current] == UInt8(ascii: "{"),
                  let member = JSONSpans.memberStarts(of: bytes, at: current).first(where: { text(ofKey: $0.key).lowercased() == key }),
                  member.value < bytes.count else { return nil }
            path.append(text(ofKey: member.key))
            current = member.value
        }
        guard bytes[current] == UInt8(ascii: "["), !JSONSpans.isEmptyList(bytes, at: current) else { return nil }
        return (current, path)
    }

    /// A key's text from its bytes between the quotes, its escapes read (`sta\u0074ions` is
    /// `stations`, as the engine reads it).
    static func text(ofKey bytes: [UInt8]) -> String {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        let quoted = Data([UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")])
        return (try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)) as? String
            ?? String(decoding: bytes, as: UTF8.self)
    }
}

extension SourceProblem {
    /// The repeats of a wrapped list's key, or of its envelope's, after the list
    /// (``Reason/repeatedList(key:envelope:)``), for `validate` of the sample's stations,
    /// which reads them without loading a source: in `batch`.
    public static func repeatedLists<Model: LenientModel>(of batch: Batch<Model>) -> [SourceProblem] {
        placed(RepeatedLists.problems(of: batch), in: batch.source)
    }

    /// The same for `source`, of `layout`, validated a model at a time, the last of which
    /// begins at `lastModel` (``RecordParts/start``); none without one.
    public static func repeatedLists(in source: SourceText, layout: DocumentLayout, lastModel: Int?) -> [SourceProblem] {
        guard let lastModel else { return [] }
        return placed(RepeatedLists.problems(in: source, layout: layout, lastElement: lastModel), in: source)
    }

    /// The same for the last part of a document read a part at a time, whose last model
    /// begins at `lastModel` in the part's text, placed in the document's lines and columns.
    public static func repeatedLists(in part: DocumentStream.Part, lastModel: Int?) -> [SourceProblem] {
        guard part.isLast, let lastModel else { return [] }
        return placed(RepeatedLists.problems(in: part.source, lastElement: lastModel), in: part.source).map { problem in
            var placed = problem
            (placed.line, placed.column) = part.position(line: problem.line, column: problem.column)
            return placed
        }
    }
}
