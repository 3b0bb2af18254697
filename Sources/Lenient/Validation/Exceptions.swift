/// What a model declares beyond its property types, like the sample app's `undefinedKeys`
/// and its `validate<Key>:error:` methods:
///
/// ```swift
/// static let exceptions = Exceptions<Station>()
///     .remap("description", to: \.stationName)
///     .postValidate(\.zip, .zeroPadded(toWidth: 5))
/// ```
public struct Exceptions<Model>: @unchecked Sendable {
    var remaps: [(key: String, keyPath: AnyKeyPath)] = []
    private var validators: [AnyKeyPath: Any] = [:]
    private var postValidations: [AnyKeyPath: [Any]] = [:]
    private var constraints: [AnyKeyPath: Any] = [:]
    private var hints: [AnyKeyPath: FieldHints] = [:]

    public init() {}

    /// Sends a received key (matched in any case) to a differently named property.
    public func remap(_ key: String, to keyPath: PartialKeyPath<Model>) -> Self {
        var copy = self
        copy.remaps.append((key, keyPath))
        return copy
    }

    /// Gives a property its own validator, used instead of its type's.
    public func validate<Value>(_ keyPath: WritableKeyPath<Model, Value>, with validator: Validator<Value>) -> Self {
        var copy = self
        copy.validators[keyPath] = validator
        return copy
    }

    /// Adds post-validation steps, run in order on valid values only.
    public func postValidate<Value>(_ keyPath: WritableKeyPath<Model, Value>, _ steps: PostValidation<Value>...) -> Self {
        var copy = self
        copy.postValidations[keyPath, default: []].append(contentsOf: steps.map { $0 as Any })
        return copy
    }

    /// Adds a constraint; a valid value that fails it is defaulted with the failure's code.
    /// Several constraints on one property must all hold.
    public func constrain<Value>(_ keyPath: WritableKeyPath<Model, Value>, _ constraint: Constraint<Value>) -> Self {
        var copy = self
        if let existing = copy.constraints[keyPath] as? Constraint<Value> {
            copy.constraints[keyPath] = Constraint<Value>.all([existing, constraint])
        } else {
            copy.constraints[keyPath] = constraint
        }
        return copy
    }

    /// Declares that the property's numbers use a decimal comma (`"1,859"` → 1.859).
    public func decimalComma<Value>(_ keyPath: WritableKeyPath<Model, Value>) -> Self {
        var copy = self
        copy.hints[keyPath, default: FieldHints()].decimalComma = true
        return copy
    }

    /// Declares a date format for the property, tried after RFC 3339 and a date alone, before timestamps.
    public func dateFormat<Value>(_ format: DateFormat, for keyPath: WritableKeyPath<Model, Value>) -> Self {
        var copy = self
        copy.hints[keyPath, default: FieldHints()].dateFormats.append(format)
        return copy
    }

    /// Everything declared for one property, typed.
    @usableFromInline
    struct Rules<Value>: @unchecked Sendable {
        @usableFromInline var validator: Validator<Value>?
        @usableFromInline var postValidations: [PostValidation<Value>]
        @usableFromInline var constraint: Constraint<Value>?
        @usableFromInline var hints: FieldHints?
    }

    @usableFromInline
    func rules<Value>(for keyPath: AnyKeyPath, as type: Value.Type) -> Rules<Value> {
        Rules(
            validator: validators[keyPath] as? Validator<Value>,
            postValidations: (postValidations[keyPath] ?? []).compactMap { $0 as? PostValidation<Value> },
            constraint: constraints[keyPath] as? Constraint<Value>,
            hints: hints[keyPath]
        )
    }
}
