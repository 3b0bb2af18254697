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
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Self> {
        switch input.kind {
        case .object:
            var model = Self()
            context.schema(for: Self.self).setValues(from: input, into: &model, &context)
            return .exact(model)
        case .null:
            return .invalid(.null)
        default:
            return .invalid(.expectedObject)
        }
    }

    public var kvcValue: KVCValue {
        .object(Self.lenientSchema.properties.map { KVCValue.Member($0.name, $0.read(self)) })
    }
}

/// The `@LenientModel` macro: discovers the struct's stored properties and their declared
/// types and generates `lenientSchema`, `init()` (every property at its type's default) and a
/// memberwise initialiser.
@attached(member, names: named(init))
@attached(extension, conformances: LenientModel, names: named(lenientSchema))
public macro LenientModel() = #externalMacro(module: "LenientMacros", type: "LenientModelMacro")
