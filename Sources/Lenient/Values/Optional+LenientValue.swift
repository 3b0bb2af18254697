extension Optional: LenientValue where Wrapped: LenientValue {
    public static var lenientDefault: Wrapped? { nil }
    public static var lenientTypeName: String { "optional \(Wrapped.lenientTypeName)" }
    public static var lenientExactKind: JSONKind { Wrapped.lenientExactKind }
    public static func lenientShape(depth: Int) -> KVCValue { Wrapped.lenientShape(depth: depth) }
    /// An element of `[T?]` or an entry of `[String: T?]` that cannot become a `T` (`null`
    /// included) is kept as `nil`, defaulted, where a `[T]` leaves it out.
    @inlinable
    public static var lenientKeepsDefaultInContainers: Bool { true }

    /// Validated as `Wrapped`; whatever cannot become one (`null` included, reason
    /// ``Code/null``) leaves the default, `nil`.
    @inlinable
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Wrapped?> {
        Wrapped.lenientValidate(input, in: &context).map { Optional($0) }
    }

    public var kvcValue: KVCValue { self?.kvcValue ?? .null }

    public func kvcValue(depth: Int) -> KVCValue { self?.kvcValue(depth: depth) ?? .null }

    @inlinable
    public func appendJSON(to buffer: inout JSONBuffer) {
        if let self { self.appendJSON(to: &buffer) } else { buffer.append("null") }
    }
}
