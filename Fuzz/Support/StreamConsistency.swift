import Lenient

/// A document read a part at a time (``DocumentStream``) must give what the whole document
/// gives, whatever the bytes and the parts' size (in bytes, `partSize`, and in elements,
/// `elementsPerPart`): the same records in the same places, and
/// the same first syntax error, after the records before it.
///
/// Checked for every layout: a top-level list, a wrapped list (the first list of models, read
/// whole as in parts, since 2026-11-28), NDJSON and documents read whole.
/// The stream's records are made a part of `fieldsPerPart` fields at a time (``RecordParts``),
/// each later part from validating the model again, and put together.
public func requireConsistentStreaming<Model: LenientModel & Equatable>(_ type: Model.Type, _ bytes: [UInt8],
                                                                         options: ValidationOptions, partSize: Int,
                                                                         elementsPerPart: Int = DocumentStream.defaultElementsPerPart,
                                                                         fieldsPerPart: Int = RecordParts<Model>.defaultFieldsPerPart) {
    let decoder = LenientDecoder<Model>(options: options)
    var whole: [ModelRecord<Model>] = []
    var wholeError: DocumentStream.PlacedError? = nil
    let source = SourceText(name: "fuzz.json", bytes: bytes)
    do {
        try decoder.forEachRecord(in: source, stopsAtBadLine: true) { whole.append($0) }
    } catch {
        let (line, column) = source.position(of: error.offset)
        wholeError = DocumentStream.PlacedError(error: error.noting(contentOf: source), line: line, column: column)
    }
    var stream = DocumentStream(reader: ByteReader(name: "fuzz.json", bytes: bytes), partSize: partSize, elementsPerPart: elementsPerPart)
    let schema = Model.lenientSchema
    var streamed: [ModelRecord<Model>] = []
    var streamError: DocumentStream.PlacedError? = nil
    do {
        while let part = try stream.next(namesProperty: { schema.namesProperty($0, globalRemaps: options.globalRemaps) },
                                         maxDepth: options.maxDepth, skipsLeadingText: options.skipsLeadingText) {
            do {
                try decoder.forEachRecordParts(in: part, fieldsPerPart: fieldsPerPart) { parts in
                    require(parts.isWhole == (parts.fieldCount <= fieldsPerPart && parts.ignoredCount <= fieldsPerPart),
                            "a record of \(parts.fieldCount) fields and \(parts.ignoredCount) ignored keys says it is whole: \(parts.isWhole)")
                    streamed.append(parts.wholeRecord())
                }
            } catch {
                streamError = error
                break
            }
        }
    } catch {
        require(false, "reading bytes in memory failed: \(error)")
    }
    require(streamError == wholeError, "the stream's error \(String(describing: streamError)) is not the document's \(String(describing: wholeError))")
    if wholeError == nil {
        require(streamed.count == whole.count, "the stream has \(streamed.count) records, the document \(whole.count)")
    }
    for (index, (part, all)) in zip(streamed, whole).enumerated() {
        require(part.value == all.value && part.fields == all.fields && part.ignored == all.ignored
                    && part.line == all.line && part.column == all.column,
                "record \(index) read in parts of \(partSize) bytes or \(elementsPerPart) elements, \(fieldsPerPart) fields a part, differs from the document's: "
                    + "\(part.value == all.value ? "" : "value \(part.value) against \(all.value); ")"
                    + "\(part.fields == all.fields ? "" : "fields \(part.fields) against \(all.fields); ")"
                    + "\(part.ignored == all.ignored ? "" : "ignored \(part.ignored) against \(all.ignored); ")"
                    + "at \(part.line):\(part.column) against \(all.line):\(all.column)")
    }
}
