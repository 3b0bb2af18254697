/// One property of a model: its name, how to read and set it, and the validation its
/// declared type and the model's exceptions give it.
public struct Property<Model>: @unchecked Sendable {
    public let name: String
    /// The declared type's name, as the record shows it. Worked out when asked: a model's
    /// type name is its schema's, and a model that holds a list of itself (`children:
    /// [Node]`) would otherwise need its schema while it is being made.
    public var typeName: String { typeNameOf() }
    // The stored closures are made by the inlinable initialiser below, in the module that
    // declares the model, so that they are specialised for its property types.
    @usableFromInline let typeNameOf: @Sendable () -> String
    @usableFromInline let keyPath: AnyKeyPath
    @usableFromInline let makeApply: @Sendable (Exceptions<Model>) -> Apply
    @usableFromInline let readValue: @Sendable (Model) -> KVCValue
    @usableFromInline let readValueToDepth: @Sendable (Model, Int) -> KVCValue
    @usableFromInline let writeValue: @Sendable (Model, inout JSONBuffer) -> Void
    /// The declared type's shape (``LenientValue/lenientShape(depth:)``).
    @usableFromInline let shape: @Sendable (Int) -> KVCValue
    /// Validates a member's value (or its absence) and sets the property; set by ``Schema``
    /// once the model's exceptions are known.
    @usableFromInline var apply: Apply

    /// What a received key found: the member's key, its value, how the key matched.
    @usableFromInline
    struct Member {
        @usableFromInline var key: JSONInput
        @usableFromInline var value: JSONInput
        @usableFromInline var match: KeyMatch
        /// How good the match was; see ``Schema/KeyResolution/rank``.
        @usableFromInline var rank: UInt8

        @inlinable
        init(key: JSONInput, value: JSONInput, match: KeyMatch, rank: UInt8) {
            self.key = key
            self.value = value
            self.match = match
            self.rank = rank
        }
    }

    @usableFromInline
    typealias Apply = @Sendable (inout Model, Member?, inout ValidationContext) -> Void

    /// Declares a property; `@LenientModel` writes these.
    ///
    /// - Parameters:
    ///   - name: the property's name, as keys are matched to it and the record names it.
    ///   - keyPath: the property, as exceptions name it.
    ///   - get: reads the property.
    ///   - set: sets the property.
    @inlinable
    public init<Value: LenientValue>(
        _ name: String, _ keyPath: WritableKeyPath<Model, Value>,
        get: @escaping @Sendable (Model) -> Value, set: @escaping @Sendable (inout Model, consuming Value) -> Void
    ) {
        self.name = name
        self.typeNameOf = { Value.lenientTypeName }
        self.keyPath = keyPath
        self.readValue = { get($0).kvcValue }
        self.readValueToDepth = { get($0).kvcValue(depth: $1) }
        self.writeValue = { get($0).appendJSON(to: &$1) }
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
    @inlinable
    public func read(_ model: Model) -> KVCValue {
        readValue(model)
    }

    /// Appends the value as JSON (``LenientValue/appendJSON(to:)``).
    @inlinable
    public func write(_ model: Model, to buffer: inout JSONBuffer) {
        writeValue(model, &buffer)
    }

    /// The value as key-value coding reads it, to `depth` levels (``LenientValue/kvcValue(depth:)``).
    @inlinable
    public func read(_ model: Model, depth: Int) -> KVCValue {
        readValueToDepth(model, depth)
    }

    mutating func configure(with exceptions: Exceptions<Model>) {
        apply = makeApply(exceptions)
    }

    /// The validation pipeline of one property: the model's own validator or the type's,
    /// then post-validation on valid values, then constraints, then set and record.
    @inlinable
    static func makeApply<Value: LenientValue>(
        name: String, get: @escaping @Sendable (Model) -> Value, set: @escaping @Sendable (inout Model, consuming Value) -> Void,
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
                result = context.withHints(hints) { context in
                    validator?.run(member.value, &context) ?? Value.lenientValidate(member.value, in: &context)
                }
            } else if let validator {
                result = validator.run(member.value, &context)
            } else {
                result = Value.lenientValidate(member.value, in: &context)
            }
            var outcome = Outcome.defaulted
            var rule: Code? = nil
            var post: Code? = nil
            // The value is moved from the result into the model, not copied: a copy retains
            // and releases every string and list it holds.
            var kept: Value? = nil
            switch consume result {
            case .exact(let value):
                kept = value
            case .coerced(let value, let code):
                kept = value
                rule = code
            case .invalid(let reason):
                rule = reason
            }
            if var value = kept.take() {
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
                    set(&model, consume value)
                    outcome = rule == nil && post == nil ? .exact : .coerced
                }
            }
            if outcome == .defaulted { context.rollBack(to: mark) }
            context.finishField(token, hasComponent: true, key: member.key, match: member.match, custom: custom,
                                input: member.value, outcome: outcome, rule: rule, post: post, type: Value.self, value: get(model))
        }
    }
}
