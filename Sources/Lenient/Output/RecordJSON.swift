/// The JSON form of a model's record: `{"value":…, "fields":[…], "ignored":[…]}`, as
/// `docs/output-format.md` describes.
public enum RecordJSON {
    public static func write<Model>(_ record: ModelRecord<Model>) -> String {
        write(value: record.value.kvcValue, fields: record.fields, ignored: record.ignored)
    }

    /// Appends a model's record to `buffer`.
    public static func write<Model>(_ record: ModelRecord<Model>, into buffer: inout JSONBuffer) {
        write(value: record.value.kvcValue, fields: record.fields, ignored: record.ignored, into: &buffer)
    }

    /// The record of a value and its fields and ignored keys.
    public static func write(value: KVCValue, fields: [FieldRecord], ignored: [IgnoredKey]) -> String {
        var buffer = JSONBuffer()
        write(value: value, fields: fields, ignored: ignored, into: &buffer)
        return buffer.text
    }

    /// Appends the record of a value and its fields and ignored keys to `buffer`.
    public static func write(value: KVCValue, fields: [FieldRecord], ignored: [IgnoredKey], into buffer: inout JSONBuffer) {
        buffer.append("{")
        writeMembers(value: value, fields: fields, ignored: ignored, into: &buffer)
        buffer.append("}")
    }

    /// Appends the record's members without the braces around them,
    /// `"value":…,"fields":[…],"ignored":[…]`, for an object that holds more.
    public static func writeMembers(value: KVCValue, fields: [FieldRecord], ignored: [IgnoredKey], into buffer: inout JSONBuffer) {
        buffer.append(#""value":"#)
        buffer.append(value)
        buffer.append(#","fields":["#)
        appendElements(fields, from: 0, into: &buffer, flush: { _ in }, write)
        buffer.append(#"],"ignored":["#)
        appendElements(ignored, from: 0, into: &buffer, flush: { _ in }, write)
        buffer.append("]")
    }

    /// Appends `records`, the elements of a list from its element `first` on, each after a
    /// comma but the list's first, handing `flush` the buffer whenever it holds more than
    /// ``flushSize`` bytes.
    private static func appendElements<Record>(_ records: [Record], from first: Int, into buffer: inout JSONBuffer,
                                               flush: (inout JSONBuffer) -> Void, _ write: (Record, inout JSONBuffer) -> Void) {
        for index in records.indices {
            if first + index > 0 { buffer.append(",") }
            write(records[index], &buffer)
            if buffer.bytes.count > flushSize { flush(&buffer) }
        }
    }

    /// Appends a record made a part at a time (``RecordParts``), `{"value":…,"fields":[…],"ignored":[…]}`,
    /// calling `flush` as ``writeMembers(_:into:flush:)`` does.
    public static func write<Model>(_ parts: RecordParts<Model>, into buffer: inout JSONBuffer, flush: (inout JSONBuffer) -> Void) {
        buffer.append("{")
        writeMembers(parts, into: &buffer, flush: flush)
        buffer.append("}")
    }

    /// Appends the members of a record made a part at a time (``RecordParts``), as
    /// ``writeMembers(value:fields:ignored:into:)`` does of the whole record, calling `flush`
    /// whenever the buffer holds more than ``flushSize`` bytes, so that it never holds much
    /// more than the largest field.
    public static func writeMembers<Model>(_ parts: RecordParts<Model>, into buffer: inout JSONBuffer,
                                           flush: (inout JSONBuffer) -> Void) {
        buffer.append(#""value":"#)
        parts.value.appendJSON(to: &buffer)
        if buffer.bytes.count > flushSize { flush(&buffer) }
        buffer.append(#","fields":["#)
        parts.forEachFieldPart { first, fields in appendElements(fields, from: first, into: &buffer, flush: flush, write) }
        buffer.append(#"],"ignored":["#)
        parts.forEachIgnoredPart { first, ignored in appendElements(ignored, from: first, into: &buffer, flush: flush, write) }
        buffer.append("]")
    }

    /// The bytes ``writeMembers(_:into:flush:)`` lets its buffer hold before it flushes it.
    public static let flushSize = 1 << 20

    /// One field's record as an object: path, key, match, type, input, line, column,
    /// outcome, rule, post, value.
    public static func write(_ field: FieldRecord, into buffer: inout JSONBuffer) {
        buffer.append(#"{"path":"#)
        buffer.append(path: field.path)
        buffer.append(#","key":"#)
        buffer.append(string: field.key)
        buffer.append(#","match":"#)
        buffer.append(string: field.match.description)
        buffer.append(#","type":"#)
        buffer.append(string: field.type)
        buffer.append(#","input":"#)
        buffer.append(string: field.input)
        buffer.append(#","line":"#)
        buffer.append(integer: field.line)
        buffer.append(#","column":"#)
        buffer.append(integer: field.column)
        buffer.append(#","outcome":"#)
        buffer.append(string: field.outcome.description)
        buffer.append(#","rule":"#)
        buffer.append(string: field.rule?.name)
        buffer.append(#","post":"#)
        buffer.append(string: field.post?.name)
        buffer.append(#","value":"#)
        buffer.append(field.value)
        buffer.append("}")
    }

    /// One ignored key as an object: path, key, input, line, column, reason, property.
    public static func write(_ ignored: IgnoredKey, into buffer: inout JSONBuffer) {
        buffer.append(#"{"path":"#)
        buffer.append(path: ignored.path)
        buffer.append(#","key":"#)
        buffer.append(string: ignored.key)
        buffer.append(#","input":"#)
        buffer.append(string: ignored.input)
        buffer.append(#","line":"#)
        buffer.append(integer: ignored.line)
        buffer.append(#","column":"#)
        buffer.append(integer: ignored.column)
        buffer.append(#","reason":"#)
        buffer.append(string: ignored.reason.name)
        buffer.append(#","property":"#)
        buffer.append(string: ignored.property)
        buffer.append("}")
    }

    /// A ``RecordDiff`` as `{"fields":[…],"ignored":[…]}`: each changed field with its path,
    /// what changed (`"outcome"`, `"value"`, `"rule"`, `"post"`, `"input"`), whether it got
    /// worse or better, and its record before and after (`null` on the side that lacks it);
    /// each ignored key that came or went, before and after. Fields whose input alone
    /// changed are left out.
    public static func write(_ diff: RecordDiff) -> String {
        var buffer = JSONBuffer()
        buffer.append(#"{"fields":["#)
        for (index, change) in diff.changed.enumerated() {
            if index > 0 { buffer.append(",") }
            buffer.append(#"{"path":"#)
            buffer.append(path: change.path)
            buffer.append(#","changed":["#)
            let names: [(FieldChange.Aspect, String)] = [(.outcome, "outcome"), (.value, "value"), (.rule, "rule"), (.post, "post"), (.input, "input")]
            buffer.append(raw: names.filter { change.aspects.contains($0.0) }.map { "\"\($0.1)\"" }.joined(separator: ","))
            buffer.append(raw: "],\"worse\":\(change.isWorse),\"better\":\(change.isBetter),\"before\":")
            if let before = change.before { write(before, into: &buffer) } else { buffer.append("null") }
            buffer.append(#","after":"#)
            if let after = change.after { write(after, into: &buffer) } else { buffer.append("null") }
            buffer.append("}")
        }
        buffer.append(#"],"ignored":["#)
        for (index, change) in diff.ignored.enumerated() {
            if index > 0 { buffer.append(",") }
            buffer.append(#"{"path":"#)
            buffer.append(path: change.path)
            buffer.append(#","before":"#)
            if let before = change.before { write(before, into: &buffer) } else { buffer.append("null") }
            buffer.append(#","after":"#)
            if let after = change.after { write(after, into: &buffer) } else { buffer.append("null") }
            buffer.append("}")
        }
        buffer.append("]}")
        return buffer.text
    }
}
