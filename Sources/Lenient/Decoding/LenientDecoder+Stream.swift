extension LenientDecoder {
    /// Calls `body` with each model's full record in `part` of a document read a part at a
    /// time (``DocumentStream``), in order, placed in the document (lines and columns).
    ///
    /// A syntax error, or a line of NDJSON that is not JSON, is thrown after the records of
    /// every element before it: a wrapped list's part, whose layout walk stops at the error
    /// before its first element is read, is read again up to the element before the error.
    /// - Returns: how many models the part holds.
    @discardableResult
    public func forEachRecord(in part: DocumentStream.Part,
                              _ body: (ModelRecord<Model>) -> Void) throws(DocumentStream.PlacedError) -> Int {
        try forEachRecordParts(in: part) { parts in body(parts.wholeRecord()) }
    }

    /// Calls `body` with each model's record in `part`, made a part at a time
    /// (``RecordParts``), placed in the document: what ``forEachRecord(in:_:)-(DocumentStream.Part,_)``
    /// does, for models of any size.
    /// - Returns: how many models the part holds.
    @discardableResult
    public func forEachRecordParts(in part: DocumentStream.Part, fieldsPerPart: Int = RecordParts<Model>.defaultFieldsPerPart,
                                   _ body: (RecordParts<Model>) -> Void) throws(DocumentStream.PlacedError) -> Int {
        if let error = part.emptyFirstElement { throw part.place(error) }
        var count = 0
        do {
            _ = try forEachRecordParts(in: part.source, stopsAtBadLine: true, fieldsPerPart: fieldsPerPart, layout: { _ in }) { parts in
                body(parts.placed(in: part))
                count += 1
            }
        } catch {
            if let (early, elements) = part.elements(before: error.offset), elements > count {
                let done = count
                var seen = 0
                _ = try? forEachRecordParts(in: early.source, fieldsPerPart: fieldsPerPart, layout: { _ in }) { parts in
                    defer { seen += 1 }
                    if seen >= done { body(parts.placed(in: part)) }
                }
            }
            throw part.place(error)
        }
        return count
    }
}
