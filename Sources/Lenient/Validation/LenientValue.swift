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
    /// ``kvcValue`` to `depth` levels: the elements of a list and the members of an object
    /// at the last level are `null`, and so is a value of depth 0. What a record window
    /// keeps of a value (``RecordWindow/valueDepth``): a list of 300,000 entries as a list
    /// of 300,000 nulls, which shows as it would (`[300000 elements]`), not as 300,000 objects.
    func kvcValue(depth: Int) -> KVCValue
    /// Appends the value as compact JSON, the bytes `JSONBuffer.append(kvcValue)` writes,
    /// without making ``kvcValue`` first: a list element by element, a model member by member,
    /// so that writing a list of millions of entries never holds them all as a ``KVCValue``.
    func appendJSON(to buffer: inout JSONBuffer)
    /// What every value of the type looks like to a key path, whatever the data: the default,
    /// but with one element in each list, so that the keys of a list's elements can be
    /// checked on an empty list too. Nested lists and models stop at `depth`.
    static func lenientShape(depth: Int) -> KVCValue
    /// Whether an element or entry that cannot become this type is kept as ``lenientDefault``
    /// (recorded as ``Outcome/defaulted``) instead of left out (``Outcome/dropped``): false
    /// unless the default is itself a value a list holds, as an optional's `nil` is, so that
    /// `[String?]` keeps a `null` element where it was.
    static var lenientKeepsDefaultInContainers: Bool { get }
}

extension LenientValue {
    public static func lenientShape(depth: Int) -> KVCValue { lenientDefault.kvcValue }

    @inlinable
    public static var lenientKeepsDefaultInContainers: Bool { false }

    /// A value with no levels below it: itself, or `null` at depth 0.
    public func kvcValue(depth: Int) -> KVCValue { depth > 0 ? kvcValue : .null }

    /// Its ``kvcValue``, written: what a value with no levels below it writes.
    public func appendJSON(to buffer: inout JSONBuffer) { buffer.append(kvcValue) }
}

/// The default of a property's declared type; the `@LenientModel` macro's `init()` uses it.
@inlinable
public func lenientDefault<Value: LenientValue>() -> Value {
    Value.lenientDefault
}
