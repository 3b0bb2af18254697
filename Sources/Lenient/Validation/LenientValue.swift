/// A type whose values can be validated leniently from JSON: the validator a property gets
/// follows from its declared type through this protocol.
public protocol LenientValue: Sendable {
    /// The value a property of this type holds when nothing valid could be made of its input.
    static var lenientDefault: Self { get }
    /// The type as the record names it (`text`, `number`, `list of HistoricalPrice`…).
    static var lenientTypeName: String { get }
    /// The JSON kind that this type takes as it is, for the single-value-to-list rule.
    static var lenientExactKind: JSONKind { get }
    /// The type's validator: a type check, then its default validation if the type is wrong.
    static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Self>
    /// The value as key-value coding reads it.
    var kvcValue: KVCValue { get }
    /// What every value of the type looks like to a key path, whatever the data: the default,
    /// but with one element in each list, so that the keys of a list's elements can be
    /// checked on an empty list too. Nested lists and models stop at `depth`.
    static func lenientShape(depth: Int) -> KVCValue
}

extension LenientValue {
    public static func lenientShape(depth: Int) -> KVCValue { lenientDefault.kvcValue }
}

/// The default of a property's declared type; the `@LenientModel` macro's `init()` uses it.
@inlinable
public func lenientDefault<Value: LenientValue>() -> Value {
    Value.lenientDefault
}
