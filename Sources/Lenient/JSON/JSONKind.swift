/// The kind of a JSON value, as the parser found it in the source.
public enum JSONKind: UInt8, Sendable, BitwiseCopyable, CustomStringConvertible {
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

extension JSONKind {
    /// The kind of the value that begins with `byte`; `nil` for a byte no value begins with.
    public static func of(byte: UInt8) -> JSONKind? {
        switch byte {
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool
        case UInt8(ascii: "n"): .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): .number
        default: nil
        }
    }
}
