/// One property of a model: its name, how to read and set it, and the validation its
/// declared type and the model's exceptions give it.
public struct Property<Model>: @unchecked Sendable {
    public let name: String
    /// The declared type's name, as the record shows it. Worked out when asked: a model's
    /// type name is its schema's, and a model that holds a list of itself (`children:
    /// [Node]`) would otherwise need its schema while it is being made.
    public var typeName: String { typeNameOf() }
    let typeNameOf: @Sendable () -> String
    let keyPath: AnyKeyPath
    let makeApply: @Sendable (Exceptions<Model>) -> Apply
    let readValue: @Sendable (Model) -> KVCValue
    let readValueToDepth: @Sendable (Model, Int) -> KVCValue
    /// The declared type's shape (``LenientValue/lenientShape(depth:)``).
    let shape: @Sendable (Int) -> KVCValue
    /// Validates a member's value (or its absence) and sets the property; set by ``Schema``
    /// once the model's exceptions are known.
    private(set) var apply: Apply

    /// What a received key found: the member's key, its value, how the key matched.
    struct Member {
        var key: JSONInput
        var value: JSONInput
        var match: KeyMatch
        /// How good the match was; see ``Schema/KeyResolution/rank``.
        var rank: UInt8
    }

    typealias Apply = @Sendable (inout Model, Member?, inout ValidationContext) -> Void

    /// Declares a property; `@LenientModel` writes these.
    public init<Value: LenientValue>(
        _ name: String, _ keyPath: WritableKeyPath<Model, Value>,
        get: @escaping @Sendable (Model) -> Value, set: @escaping @Sendable (inout Model, Value) -> Void
    ) {
        self.name = name
        self.typeNameOf = { Value.lenientTypeName }
        self.keyPath = keyPath
        self.readValue = { get($0).kvcValue }
        self.readValueToDepth = { get($0).kvcValue(depth: $1) }
        self.shape = { Value.lenientShape(depth: $0) }
        let erasedKeyPath = UncheckedBox(keyPath as AnyKeyPath)
        let makeApply: @Sendable (Exceptions<Model>) -> Apply = { exceptions in
            let rules = exceptions.rules(for: erasedKeyPath.value, as: Value.self)
            return Property.makeApply(name: name, get: get, set: set, rules: rules)
        }
        self.makeApply = makeApply
        self.apply = makeApply(Exceptions())
    }

    /// The value as key-value coding reads it.
    public func read(_ model: Model) -> KVCValue {
        readValue(model)
    }

    /// The value as key-value coding reads it, to `depth` levels (``LenientValue/kvcValue(depth:)``).
    public func read(_ model: Model, depth: Int) -> KVCValue {
        readValueToDepth(model, depth)
    }

    mutating func configure(with exceptions: Exceptions<Model>) {
        apply = makeApply(exceptions)
    }

    /// The validation pipeline of one property: the model's own validator or the type's,
    /// then post-validation on valid values, then constraints, then set and record.
    private static func makeApply<Value: LenientValue>(
        name: String, get: @escaping @Sendable (Model) -> Value, set: @escaping @Sendable (inout Model, Value) -> Void,
        rules: Exceptions<Model>.Rules<Value>
    ) -> Apply {
        // Unpacked once, so that a field without exceptions touches none of them.
        let hints = rules.hints
        let validator = rules.validator
        let postValidations = rules.postValidations
        let constraint = rules.constraint
        let custom = validator != nil
        return { model, member, context in
            let token = context.beginField(.key(name))
            guard let member else {
                context.finishField(token, hasComponent: true, key: nil, match: .missing, custom: custom,
                                    input: nil, outcome: .defaulted, rule: .missing, post: nil, type: Value.self, value: get(model))
                return
            }
            let mark = context.mark
            let result: Validated<Value>
            if let hints {
                let saved = context.hints
                context.hints = hints
                result = validator?.run(member.value, &context) ?? Value.lenientValidate(member.value, in: &context)
                context.hints = saved
            } else if let validator {
                result = validator.run(member.value, &context)
            } else {
                result = Value.lenientValidate(member.value, in: &context)
            }
            var outcome = Outcome.defaulted
            var rule: Code? = nil
            var post: Code? = nil
            switch result {
            case .exact(var value), .coerced(var value, _):
                if case .coerced(_, let code) = result { rule = code }
                if !postValidations.isEmpty {
                    for step in postValidations {
                        if let changed = step.apply(value) {
                            value = changed
                            post = post ?? step.code
                        }
                    }
                }
                if let failure = constraint?.check(value) {
                    rule = failure
                    post = nil
                } else {
                    set(&model, value)
                    outcome = rule == nil && post == nil ? .exact : .coerced
                }
            case .invalid(let reason):
                rule = reason
            }
            if outcome == .defaulted { context.rollBack(to: mark) }
            context.finishField(token, hasComponent: true, key: member.key, match: member.match, custom: custom,
                                input: member.value, outcome: outcome, rule: rule, post: post, type: Value.self, value: get(model))
        }
    }
}
