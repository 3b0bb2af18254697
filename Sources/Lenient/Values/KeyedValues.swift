/// An object whose keys are data rather than properties (station ids, fuel names), read as
/// its entries in document order: `{"4429…": {"e5": 1.79}, "51d4…": {"e5": 1.82}}`.
///
/// Each entry is validated as `Value` and recorded at its key (`prices.4429….e5`), matched as
/// ``KeyMatch/entry``; an entry that cannot become a `Value` is dropped and recorded (an
/// optional `Value` keeps it as `nil`, defaulted), the rest kept. A key given twice keeps both entries, as the document has them.
public struct KeyedValues<Value: LenientValue>: LenientValue, Sendable {
    public var entries: [(key: String, value: Value)]

    public init(_ entries: [(key: String, value: Value)] = []) {
        self.entries = entries
    }

    /// The keys, in document order.
    public var keys: [String] { entries.map(\.key) }

    /// The first entry's value at `key` (exactly as written), if any.
    public subscript(key: String) -> Value? {
        entries.first { $0.key == key }?.value
    }

    public var isEmpty: Bool { entries.isEmpty }
    public var count: Int { entries.count }

    public static var lenientDefault: KeyedValues<Value> { KeyedValues() }
    public static var lenientTypeName: String { "\(Value.lenientTypeName) by key" }
    public static var lenientExactKind: JSONKind { .object }
    public static func lenientShape(depth: Int) -> KVCValue { .object([]) }

    /// An object: exact, each member validated as `Value` and recorded at its key. `null` is
    /// ``Code/null``; anything else that is not an object ``Code/expectedObject``.
    @inlinable
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<KeyedValues<Value>> {
        switch input.kind {
        case .object:
            var entries: [(key: String, value: Value)] = []
            entries.reserveCapacity(input.count)
            input.forEachMember { key, member in
                let name = key.decodedText.text
                if let value: Value = context.validateChild(member, component: .key(name), key: key, match: .entry) {
                    entries.append((name, value))
                }
            }
            return .exact(KeyedValues(entries))
        case .null:
            return .invalid(.null)
        default:
            return .invalid(.expectedObject)
        }
    }

    public var kvcValue: KVCValue { .object(entries.map { KVCValue.Member($0.key, $0.value.kvcValue) }) }

    public func kvcValue(depth: Int) -> KVCValue {
        depth > 0 ? .object(entries.map { KVCValue.Member($0.key, $0.value.kvcValue(depth: depth - 1)) }) : .null
    }
}

extension KeyedValues: Equatable where Value: Equatable {
    public static func == (lhs: KeyedValues, rhs: KeyedValues) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
