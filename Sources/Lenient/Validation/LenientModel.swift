/// A model validated leniently from a JSON object. Declare one with `@LenientModel` on a
/// struct whose stored properties are `var`s with declared types; the macro discovers them.
public protocol LenientModel: LenientValue {
    /// A model of defaults: every property holds its type's default.
    init()
    /// The model's properties and exceptions, built once.
    static var lenientSchema: Schema<Self> { get }
    /// What the model declares beyond its types: remaps, its own validators,
    /// post-validation, constraints, number and date hints.
    static var exceptions: Exceptions<Self> { get }
}

extension LenientModel {
    public static var exceptions: Exceptions<Self> { Exceptions() }

    public static var lenientDefault: Self { Self() }

    public static var lenientTypeName: String { lenientSchema.name }

    public static var lenientExactKind: JSONKind { .object }

    /// An object sets the model's properties, key by key; anything else leaves a model of
    /// defaults (``Code/null`` or ``Code/expectedObject``).
    ///
    /// Inlinable: the module that declares a model specialises it, and the per-field work
    /// it calls, for the model's own property types.
    @inlinable
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Self> {
        switch input.kind {
        case .object:
            // A model that contains itself is as deep as its input: past a depth any stack
            // holds, one the thread's stack has no room for is left at its defaults.
            if context.modelDepth >= StackGuard.uncheckedDepth, StackGuard.isLow() { return .invalid(.nestedTooDeep) }
            context.modelDepth += 1
            defer { context.modelDepth -= 1 }
            var model = Self()
            context.unownedSchema(for: Self.self)._withUnsafeGuaranteedRef { $0.setValues(from: input, into: &model, &context) }
            return .exact(model)
        case .null:
            return .invalid(.null)
        default:
            return .invalid(.expectedObject)
        }
    }

    // Inlinable, so that the module that declares a model reads its properties specialised:
    // a record's value is made for every station `validate` writes.
    @inlinable
    public var kvcValue: KVCValue {
        .object(Self.lenientSchema.properties.map { KVCValue.Member($0.name, $0.read(self)) })
    }

    /// Its members in the schema's order, as ``kvcValue`` has them, each written as it is read.
    @inlinable
    public func appendJSON(to buffer: inout JSONBuffer) {
        buffer.append("{")
        for (index, property) in Self.lenientSchema.properties.enumerated() {
            if index > 0 { buffer.append(",") }
            buffer.append(string: property.name)
            buffer.append(":")
            property.write(self, to: &buffer)
        }
        buffer.append("}")
    }

    @inlinable
    public func kvcValue(depth: Int) -> KVCValue {
        guard depth > 0 else { return .null }
        return .object(Self.lenientSchema.properties.map { KVCValue.Member($0.name, $0.read(self, depth: depth - 1)) })
    }

    public static func lenientShape(depth: Int) -> KVCValue {
        guard depth > 0 else { return lenientDefault.kvcValue }
        return .object(lenientSchema.properties.map { KVCValue.Member($0.name, $0.shape(depth - 1)) })
    }

    /// Checks a key path against the model's shape (``LenientValue/lenientShape(depth:)``):
    /// a key, index or operator that no value of the model could have fails here, even when
    /// the data would not reach it (`historicalPrices.prce` on an empty list). Failures that
    /// depend on the data (an index beyond a list, values that are not numbers) are left to
    /// the reading.
    /// - Throws: ``KeyPathError`` as reading would.
    public static func checkKeyPath(_ text: String) throws(KeyPathError) {
        do {
            _ = try lenientShape(depth: 16).value(forKeyPath: text, readingShape: true)
        } catch {
            switch error.code {
            case .indexOutOfRange, .notNumeric, .notComparable: return
            default: throw error
            }
        }
    }
}

/// The `@LenientModel` macro: discovers the struct's stored properties and their declared
/// types and generates `lenientSchema`, `init()` (every property at its type's default) and a
/// memberwise initialiser.
@attached(member, names: named(init))
@attached(extension, conformances: LenientModel, names: named(lenientSchema))
public macro LenientModel() = #externalMacro(module: "LenientMacros", type: "LenientModelMacro")
