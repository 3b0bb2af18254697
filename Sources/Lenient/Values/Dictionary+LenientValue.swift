/// An object whose keys are data, read into a dictionary: `{"E5": 1.79, "B7": 1.82}` as
/// `[String: Double]`. Each entry is validated as `Value` and recorded at its key, as
/// ``KeyedValues`` records it; an entry that cannot become a `Value` is dropped and recorded
/// (an optional `Value` keeps it as `nil`, defaulted). A key given twice (exactly as written)
/// keeps its first value, `nil` included; the second is dropped and recorded as
/// ``Code/duplicateKey``. Read by key path, the entries come in key order.
extension Dictionary: LenientValue where Key == String, Value: LenientValue {
    public static var lenientDefault: [String: Value] { [:] }
    public static var lenientTypeName: String { KeyedValues<Value>.lenientTypeName }
    public static var lenientExactKind: JSONKind { .object }
    public static func lenientShape(depth: Int) -> KVCValue { .object([]) }

    /// An object: exact, each member validated as `Value` and recorded at its key. `null` is
    /// ``Code/null``; anything else that is not an object ``Code/expectedObject``.
    @inlinable
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<[String: Value]> {
        switch input.kind {
        case .object:
            var entries: [String: Value] = [:]
            entries.reserveCapacity(input.count)
            input.forEachMember { key, member in
                let name = key.decodedText.text
                guard entries[name] == nil else {
                    context.dropEntry(member, key: key, as: Value.self, reason: .duplicateKey)
                    return
                }
                if let value: Value = context.validateChild(member, component: .key(name), key: key, match: .entry) {
                    entries[name] = value
                }
            }
            return .exact(entries)
        case .null:
            return .invalid(.null)
        default:
            return .invalid(.expectedObject)
        }
    }

    public var kvcValue: KVCValue {
        .object(keys.sorted().compactMap { key in self[key].map { KVCValue.Member(key, $0.kvcValue) } })
    }

    public func kvcValue(depth: Int) -> KVCValue {
        guard depth > 0 else { return .null }
        return .object(keys.sorted().compactMap { key in self[key].map { KVCValue.Member(key, $0.kvcValue(depth: depth - 1)) } })
    }
}
