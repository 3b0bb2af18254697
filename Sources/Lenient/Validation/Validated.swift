/// What a validator made of an input: the value and how it matched, or why it could not.
public enum Validated<Value> {
    /// The input already had the declared type.
    case exact(Value)
    /// A rule turned the input into a valid value.
    case coerced(Value, by: Code)
    /// Nothing valid could be made of it; the property keeps its default.
    case invalid(Code)

    /// The same outcome with the value transformed.
    @inlinable
    public func map<Other>(_ transform: (Value) -> Other) -> Validated<Other> {
        switch self {
        case .exact(let value): .exact(transform(value))
        case .coerced(let value, let rule): .coerced(transform(value), by: rule)
        case .invalid(let reason): .invalid(reason)
        }
    }
}

/// A model's own validator for one key; it takes precedence over the type's validator, like
/// a `validate<Key>:error:` method.
public struct Validator<Value>: Sendable {
    @usableFromInline let run: @Sendable (JSONInput, inout ValidationContext) -> Validated<Value>

    /// - Parameter run: validates the key's input: `.exact(value)`, `.coerced(value, by: code)`
    ///   or `.invalid(code)`; it may call the type's own validator first.
    @inlinable
    public init(_ run: @escaping @Sendable (JSONInput, inout ValidationContext) -> Validated<Value>) {
        self.run = run
    }
}

extension Validator where Value: LenientValue {
    /// The type's own validator, followed by a check on the valid value; a failed check
    /// leaves the default, as the constraint's code says.
    @inlinable
    public static func checked(by constraint: Constraint<Value>) -> Validator<Value> {
        Validator { input, context in
            let result = Value.lenientValidate(input, in: &context)
            switch result {
            case .exact(let value), .coerced(let value, _):
                if let failure = constraint.check(value) { return .invalid(failure) }
                return result
            case .invalid:
                return result
            }
        }
    }
}
