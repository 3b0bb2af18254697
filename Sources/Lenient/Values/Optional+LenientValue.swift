extension Optional: LenientValue where Wrapped: LenientValue {
    public static var lenientDefault: Wrapped? { nil }
    public static var lenientTypeName: String { "optional \(Wrapped.lenientTypeName)" }
    public static var lenientExactKind: JSONKind { Wrapped.lenientExactKind }

    /// `null` is a valid "none" (exact); anything else is validated as `Wrapped`, and a value
    /// that cannot become one leaves `nil`.
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Wrapped?> {
        if input.kind == .null { return .exact(nil) }
        return Wrapped.lenientValidate(input, in: &context).map { Optional($0) }
    }

    public var kvcValue: KVCValue { self?.kvcValue ?? .null }
}
