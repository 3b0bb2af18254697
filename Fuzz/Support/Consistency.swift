import Lenient

/// The engine's two ways through a document must agree, whatever the bytes: the decoder that
/// keeps the compact record (``LenientDecoder/decode(_:)``) and the walk that rebuilds every
/// record (``LenientDecoder/records(_:)``) on whether the input is JSON, where it is not, and
/// on every model; a record rebuilt alone (``LenientDecoder/record(at:of:)``) is the walk's;
/// counts from the compact record are the full record's; a record's JSON form is JSON.
public func requireConsistentDecoding<Model: LenientModel & Equatable>(_ type: Model.Type, _ bytes: [UInt8],
                                                                        options: ValidationOptions) {
    let source = SourceText(name: "fuzz.json", bytes: bytes)
    let decoder = LenientDecoder<Model>(options: options)
    var batch: Batch<Model>? = nil
    var batchError: JSONSyntaxError? = nil
    do { batch = try decoder.decode(source) } catch { batchError = error }
    var records: [ModelRecord<Model>]? = nil
    var recordsError: JSONSyntaxError? = nil
    do { records = try decoder.records(source) } catch { recordsError = error }
    require(batchError == recordsError, "decode and records fail apart: \(String(describing: batchError)) / \(String(describing: recordsError))")
    if let error = batchError {
        require(error.offset >= 0 && error.offset <= bytes.count, "an error beyond the input: \(error)")
    }
    guard let batch, let records else { return }
    require(batch.values.count == records.count, "decode has \(batch.values.count) models, records \(records.count)")
    for index in records.indices.prefix(16) {
        require(batch.values[index] == records[index].value, "model \(index) differs")
        require(batch.counts(ofModel: index) == records[index].outcomeCounts, "model \(index)'s counts differ")
        let alone = decoder.record(at: index, of: batch)
        require(alone?.value == records[index].value && alone?.fields == records[index].fields,
                "model \(index) rebuilt alone differs")
        let json = RecordJSON.write(records[index])
        do {
            // A record's JSON nests its value a few levels deeper than the input nested it.
            let nesting = ValidationOptions(maxDepth: max(512, options.maxDepth + 16))
            _ = try LenientDecoder<Model>(options: nesting).decode(SourceText(name: "record.json", bytes: Array(json.utf8)))
        } catch {
            require(false, "model \(index)'s record in JSON is not JSON: \(error)")
        }
    }
}
