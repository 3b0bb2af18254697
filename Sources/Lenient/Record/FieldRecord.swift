/// The complete record of one field: where its input came from, what it was, and what
/// became of it.
public struct FieldRecord: Sendable, Equatable {
    /// The field's place in the model, by property names (`historicalPrices[0].price`).
    public var path: FieldPath
    /// The key exactly as received; `nil` when the key was missing or for list elements.
    public var key: String?
    /// How the key found its property.
    public var match: KeyMatch
    /// The declared type's name, as the validator chosen for it is named (`number`, `text`…).
    public var type: String
    /// Whether a model's own validator was used instead of the type's.
    public var customValidator: Bool
    /// The input's JSON kind; `nil` when missing.
    public var inputKind: JSONKind?
    /// The input exactly as it appears in the source; `nil` when missing.
    public var input: String?
    /// The 1-based line and column of the input value in the source; `nil` when missing.
    public var line: Int?
    public var column: Int?
    public var outcome: Outcome
    /// The coercion rule, or the reason for a default or drop; `nil` for exact values.
    public var rule: Code?
    /// The post-validation step that changed the value, if any.
    public var post: Code?
    /// The value the property holds now; `null` for a dropped element. In a record window,
    /// kept to ``RecordWindow/valueDepth`` levels (``LenientValue/kvcValue(depth:)``).
    public var value: KVCValue
    /// In a record window, where an input longer than ``RecordWindow/inputLimit`` bytes ends
    /// (just past its last character): ``input`` then holds only its first bytes. `nil` when
    /// ``input`` is whole.
    public var inputEnd: SourcePosition?

    public init(path: FieldPath, key: String?, match: KeyMatch, type: String, customValidator: Bool = false,
                inputKind: JSONKind?, input: String?, line: Int?, column: Int?,
                outcome: Outcome, rule: Code?, post: Code?, value: KVCValue, inputEnd: SourcePosition? = nil) {
        self.path = path
        self.key = key
        self.match = match
        self.type = type
        self.customValidator = customValidator
        self.inputKind = inputKind
        self.input = input
        self.line = line
        self.column = column
        self.outcome = outcome
        self.rule = rule
        self.post = post
        self.value = value
        self.inputEnd = inputEnd
    }
}

/// A place in the source: a 1-based line, and a 1-based column counted in Unicode scalars.
public struct SourcePosition: Sendable, Equatable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A key that set nothing, and why.
public struct IgnoredKey: Sendable, Equatable {
    /// The object's path with the key appended as received.
    public var path: FieldPath
    public var key: String
    public var input: String
    public var line: Int
    public var column: Int
    /// ``Code/unknownKey`` or ``Code/duplicateKey``.
    public var reason: Code
    /// For a duplicate: the property that the winning key set.
    public var property: String?
    /// In a record window, where an input longer than ``RecordWindow/inputLimit`` bytes ends;
    /// `nil` when ``input`` is whole (see ``FieldRecord/inputEnd``).
    public var inputEnd: SourcePosition?

    public init(path: FieldPath, key: String, input: String, line: Int, column: Int, reason: Code, property: String? = nil,
                inputEnd: SourcePosition? = nil) {
        self.path = path
        self.key = key
        self.input = input
        self.line = line
        self.column = column
        self.reason = reason
        self.property = property
        self.inputEnd = inputEnd
    }
}

/// One model's complete record: its value, every field, every ignored key.
public struct ModelRecord<Model: LenientModel>: Sendable {
    public var value: Model
    public var fields: [FieldRecord]
    public var ignored: [IgnoredKey]
    /// The 1-based line and column where the model's JSON begins.
    public var line: Int
    public var column: Int

    /// The record of the field at `path`, if the model has one.
    public func field(_ path: FieldPath) -> FieldRecord? {
        fields.first { $0.path == path }
    }

    /// How many fields ended in each outcome.
    public var counts: [Outcome: Int] {
        fields.reduce(into: [:]) { $0[$1.outcome, default: 0] += 1 }
    }
}

/// A non-exact outcome of a batch, as ``Batch`` hands it out (it stores them in 4 bytes each).
///
/// Which field it was is the field's `ordinal` in the model's record order (or, for
/// ignored keys, in the order of ignored keys); rebuilding that model's record with
/// ``LenientDecoder/record(at:of:)`` gives everything else, deterministically. Ordinals
/// beyond 65,535 (a model with more fields than that) are kept as 65,535.
public struct CompactOutcome: Sendable, Equatable {
    public var model: UInt32
    private var storedOrdinal: UInt16
    public var code: Code
    private var storedOutcome: UInt8

    public init(model: UInt32, ordinal: UInt32, code: Code, outcome: Outcome?) {
        self.model = model
        self.storedOrdinal = UInt16(min(ordinal, UInt32(UInt16.max)))
        self.code = code
        self.storedOutcome = outcome?.rawValue ?? UInt8.max
    }

    public var ordinal: UInt32 { UInt32(storedOrdinal) }

    /// `nil` for an ignored key.
    public var outcome: Outcome? { Outcome(rawValue: storedOutcome) }

    init(model: UInt32, packed: PackedOutcome) {
        self.model = model
        storedOrdinal = packed.ordinal
        code = packed.code
        storedOutcome = packed.outcome
    }
}

/// A non-exact outcome as a batch stores it: 4 bytes; which model it belongs to follows from
/// where it sits (``Batch`` keeps where each model's outcomes start).
@usableFromInline
struct PackedOutcome: Sendable, Equatable {
    @usableFromInline var ordinal: UInt16
    @usableFromInline var code: Code
    /// An ``Outcome``'s raw value, or `UInt8.max` for an ignored key.
    @usableFromInline var outcome: UInt8

    @inlinable
    init(ordinal: UInt32, code: Code, outcome: Outcome?) {
        self.ordinal = UInt16(min(ordinal, UInt32(UInt16.max)))
        self.code = code
        self.outcome = outcome?.rawValue ?? UInt8.max
    }
}
