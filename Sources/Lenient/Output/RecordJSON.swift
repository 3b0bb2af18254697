/// The JSON form of a model's record: `{"value":…, "fields":[…], "ignored":[…]}`, as
/// `docs/output-format.md` describes.
public enum RecordJSON {
    public static func write<Model>(_ record: ModelRecord<Model>) -> String {
        write(value: record.value.kvcValue, fields: record.fields, ignored: record.ignored)
    }

    /// The record of a value and its fields and ignored keys.
    public static func write(value: KVCValue, fields: [FieldRecord], ignored: [IgnoredKey]) -> String {
        var output = "{\"value\":"
        JSONWriter.write(value, into: &output)
        output += ",\"fields\":["
        for (index, field) in fields.enumerated() {
            if index > 0 { output += "," }
            output += "{\"path\":" + JSONWriter.string(field.path.description)
            output += ",\"key\":" + (field.key.map(JSONWriter.string) ?? "null")
            output += ",\"match\":" + JSONWriter.string(field.match.description)
            output += ",\"type\":" + JSONWriter.string(field.type)
            output += ",\"input\":" + (field.input.map(JSONWriter.string) ?? "null")
            output += ",\"line\":" + (field.line.map(String.init) ?? "null")
            output += ",\"column\":" + (field.column.map(String.init) ?? "null")
            output += ",\"outcome\":" + JSONWriter.string(field.outcome.description)
            output += ",\"rule\":" + (field.rule.map { JSONWriter.string($0.name) } ?? "null")
            output += ",\"post\":" + (field.post.map { JSONWriter.string($0.name) } ?? "null")
            output += ",\"value\":"
            JSONWriter.write(field.value, into: &output)
            output += "}"
        }
        output += "],\"ignored\":["
        for (index, ignored) in ignored.enumerated() {
            if index > 0 { output += "," }
            output += "{\"path\":" + JSONWriter.string(ignored.path.description)
            output += ",\"key\":" + JSONWriter.string(ignored.key)
            output += ",\"input\":" + JSONWriter.string(ignored.input)
            output += ",\"line\":\(ignored.line),\"column\":\(ignored.column)"
            output += ",\"reason\":" + JSONWriter.string(ignored.reason.name)
            output += ",\"property\":" + (ignored.property.map(JSONWriter.string) ?? "null")
            output += "}"
        }
        return output + "]}"
    }
}
