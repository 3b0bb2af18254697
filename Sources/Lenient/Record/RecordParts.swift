/// One model's full record, made a part at a time: the same fields and ignored keys, in the
/// same order, with the same inputs, positions and values, as ``ModelRecord`` holds, but never
/// more than one part of them at once. A station with a million price entries has three
/// million fields; their records take about 900 bytes each, so holding them all takes 40 times
/// the file. The pass over the document records the first part (a ``RecordWindow`` that keeps
/// its fields ``RecordWindow/Keeping/whole``); each later part validates the model again, whole,
/// from its place in the source, and records only that part's fields or ignored keys.
///
/// A model whose record fits in one part (``isWhole``) costs nothing more than its full record.
public struct RecordParts<Model: LenientModel> {
    /// The model's value.
    public let value: Model
    /// The 1-based line and column where the model's JSON begins.
    public private(set) var line: Int
    public private(set) var column: Int
    /// How many fields and ignored keys the whole record has.
    public let fieldCount: Int
    public let ignoredCount: Int
    /// The most fields, and the most ignored keys, the first part holds (later parts:
    /// ``laterPartSize(of:outline:)``).
    public let fieldsPerPart: Int

    let options: ValidationOptions
    let source: SourceText
    /// Where the model's JSON begins in ``source``, in bytes.
    public let start: Int
    let firstFields: [FieldRecord]
    let firstIgnored: [IgnoredKey]
    /// The part of a document read a part at a time that ``source`` is: records are placed
    /// in the document (``DocumentStream/Part/place(fields:ignored:)``).
    var placement: DocumentStream.Part?

    /// The most validations again that one pass over a record's parts takes: parts after the
    /// first grow with the record, so that the time to write it grows with its size rather
    /// than with its square. A part then holds a fifteenth of the record, about 55 bytes a
    /// field of the record's size in memory, 2.5 times the text of a station's price entries.
    public static var validationsAtMost: Int { 15 }

    /// How many fields (or ignored keys) each part after the first holds, of `count`:
    /// ``fieldsPerPart`` (four times as many outlines), or more for a record that would
    /// otherwise take more than ``validationsAtMost`` validations.
    public func laterPartSize(of count: Int, outline: Bool = false) -> Int {
        let size = outline ? 4 * fieldsPerPart : fieldsPerPart
        let rest = max(0, count - fieldsPerPart)
        return max(size, (rest + Self.validationsAtMost - 1) / Self.validationsAtMost)
    }

    /// Whether the first part holds the whole record.
    public var isWhole: Bool { fieldCount <= fieldsPerPart && ignoredCount <= fieldsPerPart }

    /// The whole record, when the first part holds it (``isWhole``).
    public var record: ModelRecord<Model>? {
        guard isWhole else { return nil }
        let (fields, ignored) = placed(firstFields, firstIgnored)
        return ModelRecord(value: value, fields: fields, ignored: ignored, line: line, column: column)
    }

    /// The whole record, its parts put together: as large as the record is.
    public func wholeRecord() -> ModelRecord<Model> {
        if let record { return record }
        var fields: [FieldRecord] = []
        var ignored: [IgnoredKey] = []
        fields.reserveCapacity(fieldCount)
        forEachFieldPart { _, part in fields += part }
        forEachIgnoredPart { _, part in ignored += part }
        return ModelRecord(value: value, fields: fields, ignored: ignored, line: line, column: column)
    }

    /// These parts, found in `part`'s source, placed in the document it is a part of.
    func placed(in part: DocumentStream.Part) -> RecordParts {
        var placed = self
        (placed.line, placed.column) = part.position(line: line, column: column)
        placed.placement = part
        return placed
    }

    private func placed(_ fields: [FieldRecord], _ ignored: [IgnoredKey]) -> ([FieldRecord], [IgnoredKey]) {
        placement?.place(fields: fields, ignored: ignored) ?? (fields, ignored)
    }

    /// Calls `body` with the record's fields in order, a part at a time, and with the ordinal of
    /// the part's first field: the first ``fieldsPerPart``, then parts of
    /// ``laterPartSize(of:outline:)`` each. Every part but the first validates the model again.
    ///
    /// With `outline`, the parts after the first hold an outline of each field
    /// (``RecordWindow/Keeping/outline``: its path, key, outcome, rule and type, no input,
    /// position or value), four times as many at a time: what measuring or counting the
    /// record needs, at a quarter of the validations.
    public func forEachFieldPart(outline: Bool = false, _ body: (_ first: Int, _ fields: [FieldRecord]) -> Void) {
        forEachPart(count: fieldCount, first: firstFields, outline: outline, { first, fields in body(first, placed(fields, []).0) }) { range, keeping in
            RecordWindow(fields: range, ignored: 0..<0, keeping: keeping)
        } records: { context in
            context.fields
        }
    }

    /// Calls `body` with the record's ignored keys in order, a part at a time as
    /// ``forEachFieldPart(outline:_:)`` hands out fields, and with the ordinal of the part's
    /// first key; with `outline`, an outline of each (its path, key, reason and property).
    public func forEachIgnoredPart(outline: Bool = false, _ body: (_ first: Int, _ ignored: [IgnoredKey]) -> Void) {
        forEachPart(count: ignoredCount, first: firstIgnored, outline: outline, { first, ignored in body(first, placed([], ignored).1) }) { range, keeping in
            RecordWindow(fields: 0..<0, ignored: range, keeping: keeping)
        } records: { context in
            context.ignored
        }
    }

    /// Field `ordinal` of the record, whole: from the first part, or from validating the model
    /// again for it alone. `nil` beyond the record.
    public func field(at ordinal: Int) -> FieldRecord? {
        one(ordinal, count: fieldCount, first: firstFields, window: RecordWindow(fields: ordinal..<ordinal + 1, ignored: 0..<0, keeping: .whole),
            records: { $0.fields }).map { placed([$0], []).0[0] }
    }

    /// Ignored key `ordinal` of the record, whole, as ``field(at:)`` gives a field.
    public func ignoredKey(at ordinal: Int) -> IgnoredKey? {
        one(ordinal, count: ignoredCount, first: firstIgnored, window: RecordWindow(fields: 0..<0, ignored: ordinal..<ordinal + 1, keeping: .whole),
            records: { $0.ignored }).map { placed([], [$0]).1[0] }
    }

    private func one<Record>(_ ordinal: Int, count: Int, first: [Record], window: RecordWindow,
                             records: (inout ValidationContext) -> [Record]) -> Record? {
        guard (0..<count).contains(ordinal) else { return nil }
        if ordinal < first.count { return first[ordinal] }
        return LenientDecoder<Model>(options: options).validateAgain(at: start, in: source, window: window) { context, _, _, _ in
            records(&context).first
        } ?? nil
    }

    private func forEachPart<Record>(count: Int, first: [Record], outline: Bool, _ body: (Int, [Record]) -> Void,
                                     window: (Range<Int>, RecordWindow.Keeping) -> RecordWindow,
                                     records: (inout ValidationContext) -> [Record]) {
        guard count > 0 else { return }
        body(0, first)
        var next = first.count
        let decoder = LenientDecoder<Model>(options: options)
        let size = laterPartSize(of: count, outline: outline)
        while next < count {
            let range = next..<min(count, next + size)
            // The source's bytes do not change, so the model validates as it did; should it not
            // parse, the record ends here rather than repeat a part.
            guard let part = decoder.validateAgain(at: start, in: source, window: window(range, outline ? .outline : .whole),
                                                   { context, _, _, _ in records(&context) }),
                  !part.isEmpty
            else { return }
            body(next, part)
            next += part.count
        }
    }
}

extension LenientDecoder {
    /// Calls `body` with each model's record, made a part at a time (``RecordParts``), in
    /// document order: what ``forEachRecord(in:stopsAtBadLine:layout:_:)`` does, for models of
    /// any size. `body` may read the parts of a model while it is called, and after.
    /// - Parameter fieldsPerPart: the most fields, and ignored keys, one part holds.
    public func forEachRecordParts(in source: SourceText, stopsAtBadLine: Bool = false, fieldsPerPart: Int = RecordParts<Model>.defaultFieldsPerPart,
                                   layout: (DocumentLayout) -> Void, _ body: (RecordParts<Model>) -> Void) throws(JSONSyntaxError) -> DocumentPass {
        let perPart = max(1, fieldsPerPart)
        let window = RecordWindow(fields: 0..<perPart, ignored: 0..<perPart, keeping: .whole)
        var count = 0
        let (found, problems) = try forEachModel(in: source, full: true, window: window, stopsAtBadLine: stopsAtBadLine,
                                                 layout: layout) { _, offset, model, context in
            let (line, column) = context.tracker.position(of: offset, in: context.bytes)
            count += 1
            body(RecordParts(model, context: context, line: line, column: column, fieldsPerPart: perPart, source: source, start: offset))
        }
        return DocumentPass(layout: found, count: count, problems: problems)
    }
}

extension LenientDecoder {
    /// Model `index`'s record of a batch, made a part at a time (``RecordParts``): what
    /// ``record(at:of:)`` gives, for a model of any size. The model is validated again, whole,
    /// for its first part and for each later one.
    public func recordParts(at index: Int, of batch: Batch<Model>,
                            fieldsPerPart: Int = RecordParts<Model>.defaultFieldsPerPart) -> RecordParts<Model>? {
        guard let start = batch.offset(ofModel: index) else { return nil }
        let perPart = max(1, fieldsPerPart)
        let window = RecordWindow(fields: 0..<perPart, ignored: 0..<perPart, keeping: .whole)
        return validateAgain(at: start, in: batch.source, window: window) { context, model, line, column in
            RecordParts(model, context: context, line: line, column: column, fieldsPerPart: perPart, source: batch.source, start: start)
        }
    }
}

extension RecordParts {
    /// The parts of `model`'s record, whose first part `context` has just recorded, validating
    /// the model whose JSON begins at `start` in `source`.
    init(_ model: Model, context: ValidationContext, line: Int, column: Int, fieldsPerPart: Int, source: SourceText, start: Int) {
        self.init(value: model, line: line, column: column, fieldCount: Int(context.fieldOrdinal), ignoredCount: Int(context.ignoredOrdinal),
                  fieldsPerPart: fieldsPerPart, options: context.options, source: source, start: start,
                  firstFields: context.fields, firstIgnored: context.ignored)
    }

    /// Fields a part holds unless told otherwise: 131,072 records take about 100 MB; a station
    /// of the sample's shape has that many fields with 43,690 price entries.
    public static var defaultFieldsPerPart: Int { 131_072 }
}
