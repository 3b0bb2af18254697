/// The kind of a JSON value, as the parser found it in the source.
public enum JSONKind: UInt8, Sendable, CustomStringConvertible {
    case null, bool, number, string, object, array

    /// The kind as the record and the trace name it (`text`, `number`, `object`…).
    public var description: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "text"
        case .object: "object"
        case .array: "list"
        }
    }
}
