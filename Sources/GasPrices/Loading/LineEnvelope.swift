import Lenient

/// The first line of lines of objects, when it is an envelope rather than a station: an
/// object none of whose keys names a property of the model, that holds a list object keys
/// lead to. The engine tells such lines by their list of stations (a feed's answers logged
/// one per line); an envelope whose list is empty or holds no station (`{"stations": []}`,
/// a first poll that found none) is told here, so that the lines after it are read as
/// envelopes too, each a document of its own, not each as one station of defaults.
enum LineEnvelope {
    /// The key path of the list the first object of `source` holds (`stations`,
    /// `data.items`), when that object is an envelope; `nil` when it is a station, holds no
    /// list, or the document does not begin with an object.
    static func listPath(in source: SourceText, namesProperty: (String) -> Bool) -> String? {
        source.withBytes { bytes -> String? in
            // The first line, when it is a whole object within the first bytes a sketch reads
            // (a broken first line is no envelope: the lines are told by the next ones).
            let head = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, DocumentSketch.limit)])
            guard let first = DocumentLines.lines(head, upTo: 1).first else { return nil }
            let marked = DocumentLines.startsWithMark(head, at: first.range)
            let line = UnsafeBufferPointer(rebasing: head[(first.range.lowerBound + (marked ? 3 : 0))..<first.range.upperBound])
            guard DocumentLines.isWholeObject(line) else { return nil }
            let members = JSONSpans.memberStarts(of: line, at: 0)
            guard !members.contains(where: { namesProperty(String(decoding: $0.key, as: UTF8.self)) }) else { return nil }
            return firstList(in: line, members: members, path: [], depth: 0)?.joined(separator: ".")
        }
    }

    /// The key path of the first list among `members`, or in an object they hold, as deep as
    /// the engine's layout walk goes for a wrapped list.
    private static func firstList(in bytes: UnsafeBufferPointer<UInt8>, members: [(key: [UInt8], value: Int)],
                                  path: [String], depth: Int) -> [String]? {
        for member in members where member.value < bytes.count {
            let key = path + [String(decoding: member.key, as: UTF8.self)]
            switch bytes[member.value] {
            case UInt8(ascii: "["):
                return key
            case UInt8(ascii: "{") where depth < maximumDepth:
                if let found = firstList(in: bytes, members: JSONSpans.memberStarts(of: bytes, at: member.value), path: key, depth: depth + 1) {
                    return found
                }
            default:
                continue
            }
        }
        return nil
    }

    /// How many objects deep a list is looked for.
    static let maximumDepth = 16
}

extension SampleFeed {
    /// For lines of the sample's objects whose first is an envelope whose list holds no
    /// station (``LineEnvelope``), which the engine alone reads as stations: the refusal the
    /// engine gives lines of envelopes around stations (`list_per_line`, at the first line),
    /// for `validate` given the sample's own options, which would not reach lines read each
    /// as a document. `nil` for any other document, the engine's own refusal included.
    public static func envelopeLinesRefusal(_ source: SourceText, options: ValidationOptions) -> JSONSyntaxError? {
        let decoder = LenientDecoder<Station>(options: options)
        // Envelopes one per line after a first line that is `null` or another value (which
        // the engine would read as lines of stations once told they are lines): refused at
        // the first of them.
        if DocumentLines.linesAfterFirstValue(source) != nil, DocumentLines.answersAfterFirstLine(source, sketch: DocumentSketch(source), feed: self) == true,
           let first = DocumentLines.firstWholeLine(source) {
            let path = LineEnvelope.listPath(in: first.text, namesProperty: namesProperty(options))
            // At the list's `[`, as the engine places its own refusal of such lines.
            let list = path.flatMap { path in first.text.withBytes { JSONSpans.member(path, in: $0) } }?.lowerBound
            var refusal = JSONSyntaxError(.listPerLine, at: first.start + (list ?? 0))
            refusal.listPath = path
            return refusal
        }
        guard decoder.beginsLines(source), !decoder.firstLineHoldsList(source),
              let path = LineEnvelope.listPath(in: source, namesProperty: namesProperty(options)) else { return nil }
        var refusal = JSONSyntaxError(.listPerLine, at: source.withBytes { JSONSpans.objectStart(in: $0) })
        refusal.listPath = path
        return refusal
    }
}
