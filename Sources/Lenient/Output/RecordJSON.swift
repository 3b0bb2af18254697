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
            write(field, into: &output)
        }
        output += "],\"ignored\":["
        for (index, ignored) in ignored.enumerated() {
            if index > 0 { output += "," }
            write(ignored, into: &output)
        }
        return output + "]}"
    }

    /// One field's record as an object: path, key, match, type, input, line, column,
    /// outcome, rule, post, value.
    public static func write(_ field: FieldRecord, into output: inout String) {
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

    /// One ignored key as an object: path, key, input, line, column, reason, property.
    public static func write(_ ignored: IgnoredKey, into output: inout String) {
        output += "{\"path\":" + JSONWriter.string(ignored.path.description)
        output += ",\"key\":" + JSONWriter.string(ignored.key)
        output += ",\"input\":" + JSONWriter.string(ignored.input)
        output += ",\"line\":\(ignored.line),\"column\":\(ignored.column)"
        output += ",\"reason\":" + JSONWriter.string(ignored.reason.name)
        output += ",\"property\":" + (ignored.property.map(JSONWriter.string) ?? "null")
        output += "}"
    }

    /// A ``RecordDiff`` as `{"fields":[…],"ignored":[…]}`: each changed field with its path,
    /// what changed (`"outcome"`, `"value"`, `"rule"`, `"post"`, `"input"`), whether it got
    /// worse or better, and its record before and after (`null` on the side that lacks it);
    /// each ignored key that came or went, before and after. Fields whose input alone
    /// changed are left out.
    public static func write(_ diff: RecordDiff) -> String {
        var output = "{\"fields\":["
        for (index, change) in diff.changed.enumerated() {
            if index > 0 { output += "," }
            output += "{\"path\":" + JSONWriter.string(change.path.description) + ",\"changed\":["
            let names: [(FieldChange.Aspect, String)] = [(.outcome, "outcome"), (.value, "value"), (.rule, "rule"), (.post, "post"), (.input, "input")]
            output += names.filter { change.aspects.contains($0.0) }.map { "\"\($0.1)\"" }.joined(separator: ",")
            output += "],\"worse\":\(change.isWorse),\"better\":\(change.isBetter),\"before\":"
            if let before = change.before { write(before, into: &output) } else { output += "null" }
            output += ",\"after\":"
            if let after = change.after { write(after, into: &output) } else { output += "null" }
            output += "}"
        }
        output += "],\"ignored\":["
        for (index, change) in diff.ignored.enumerated() {
            if index > 0 { output += "," }
            output += "{\"path\":" + JSONWriter.string(change.path.description) + ",\"before\":"
            if let before = change.before { write(before, into: &output) } else { output += "null" }
            output += ",\"after\":"
            if let after = change.after { write(after, into: &output) } else { output += "null" }
            output += "}"
        }
        return output + "]}"
    }
}
