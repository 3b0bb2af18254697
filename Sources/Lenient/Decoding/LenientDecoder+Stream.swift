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
        if let error = part.emptyFirstElement { throw part.place(error) }
        var count = 0
        do {
            try forEachRecord(in: part.source, stopsAtBadLine: true) { record in
                body(part.place(record))
                count += 1
            }
        } catch {
            if let (early, elements) = part.elements(before: error.offset), elements > count {
                let done = count
                var seen = 0
                _ = try? forEachRecord(in: early.source) { record in
                    defer { seen += 1 }
                    if seen >= done { body(part.place(record)) }
                }
            }
            throw part.place(error)
        }
        return count
    }
}
