import Foundation

/// A value read by key: what models, lists and scalars look like to key-value coding,
/// key paths, collection operators and the JSON writer.
public indirect enum KVCValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case text(String)
    case date(Date)
    case list([KVCValue])
    /// A model: its properties by name, in declaration order.
    case object([Member])

    public struct Member: Sendable, Equatable {
        public var name: String
        public var value: KVCValue

        public init(_ name: String, _ value: KVCValue) {
            self.name = name
            self.value = value
        }
    }

    /// The value as a number, for collection operators.
    var numeric: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }
}
