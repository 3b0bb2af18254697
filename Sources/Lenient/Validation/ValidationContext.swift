/// Carried through one validation: the options, the hints of the key being validated, and
/// the record being written.
///
/// In bulk mode the record keeps only non-exact outcomes, as ``CompactOutcome``s; in full
/// mode it keeps a ``FieldRecord`` for every field and every ignored key, with paths and
/// source positions.
public struct ValidationContext {
    public let options: ValidationOptions
    /// Hints declared for the key whose value is being validated.
    public internal(set) var hints: FieldHints

    // What the inlinable recording below reads and writes is `@usableFromInline`, so that
    // the modules that declare models specialise it with their validators.
    /// Whether every field is recorded in full (``FieldRecord``s), or only the non-exact ones
    /// in compact form.
    @usableFromInline let full: Bool
    let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var fieldOrdinal: UInt32 = 0
    @usableFromInline var ignoredOrdinal: UInt32 = 0
    @usableFromInline var fieldCount = 0
    var path: [FieldPath.Component] = []
    @usableFromInline var fields: [FieldRecord] = []
    @usableFromInline var ignored: [IgnoredKey] = []
    @usableFromInline var compact: [PackedOutcome] = []
    var tracker = PositionTracker()
    /// While JSON written inside a string is validated (``JSONText``): the string's offset
    /// in the source, where every field inside it is placed.
    var embeddedAt: Int?
    /// Whether this validation uses schemas and options of its own (see ``schema(for:)``).
    @usableFromInline let isolated: Bool
    @usableFromInline var schemaTypes: [ObjectIdentifier] = []
    @usableFromInline var schemas: [AnyObject] = []

    /// - Parameter isolated: whether to validate with copies of the options and of the
    ///   models' schemas, for a validation that runs beside others on other threads.
    init(options: ValidationOptions, full: Bool, bytes: UnsafeBufferPointer<UInt8>, isolated: Bool = false) {
        self.options = isolated ? options.copy() : options
        self.hints = FieldHints(decimalComma: options.decimalComma, dateFormats: options.dateFormats)
        self.full = full
        self.bytes = bytes
        self.isolated = isolated
    }

    /// The schema to validate a model with: the model's own, or, for an isolated validation,
    /// a copy made on first use (``Schema/copy()``), so that threads validating at once
    /// never change the reference counts of the same objects.
    @inlinable @inline(__always)
    mutating func schema<Model: LenientModel>(for type: Model.Type) -> Schema<Model> {
        guard isolated else { return Model.lenientSchema }
        let identifier = ObjectIdentifier(type)
        for index in schemaTypes.indices where schemaTypes[index] == identifier {
            return unsafeDowncast(schemas[index], to: Schema<Model>.self)
        }
        return copySchema(for: type)
    }

    /// A copy of the model's schema, made on first use (``Schema/copy()``) and kept.
    @usableFromInline
    mutating func copySchema<Model: LenientModel>(for type: Model.Type) -> Schema<Model> {
        let schema = Model.lenientSchema.copy()
        schemaTypes.append(ObjectIdentifier(type))
        schemas.append(schema)
        return schema
    }

    /// Whether numbers in the current value use a decimal comma.
    public var decimalComma: Bool { hints.decimalComma || options.decimalComma }

    /// The date formats declared for the current value, then for the source.
    public var dateFormats: [DateFormat] { hints.dateFormats.isEmpty ? options.dateFormats : hints.dateFormats + options.dateFormats }

    /// Validates with `hints` as the current key's hints, then restores the hints before.
    @usableFromInline
    mutating func withHints<Result>(_ hints: FieldHints, _ body: (inout ValidationContext) -> Result) -> Result {
        let saved = self.hints
        self.hints = hints
        defer { self.hints = saved }
        return body(&self)
    }

    /// Starts the next model: ordinals restart.
    mutating func beginModel() {
        fieldOrdinal = 0
        ignoredOrdinal = 0
        if full {
            fields.removeAll(keepingCapacity: true)
            ignored.removeAll(keepingCapacity: true)
            path.removeAll(keepingCapacity: true)
        }
    }

    /// A field being validated; finish it with ``finishField(_:hasComponent:key:match:custom:input:outcome:rule:post:type:value:)``.
    @usableFromInline
    struct FieldToken {
        @usableFromInline let ordinal: UInt32
        @usableFromInline let slot: Int

        @inlinable
        init(ordinal: UInt32, slot: Int) {
            self.ordinal = ordinal
            self.slot = slot
        }
    }

    /// Reserves the next field of the record, so a parent precedes its children.
    /// The component is built only when the full record is kept.
    @inlinable @inline(__always)
    mutating func beginField(_ component: @autoclosure () -> FieldPath.Component?) -> FieldToken {
        let token = FieldToken(ordinal: fieldOrdinal, slot: fields.count)
        fieldOrdinal &+= 1
        fieldCount += 1
        if full { beginFullField(component()) }
        return token
    }

    /// The full record's part of ``beginField(_:)``: the field's place, filled in when it is finished.
    @usableFromInline
    mutating func beginFullField(_ component: FieldPath.Component?) {
        if let component { path.append(component) }
        fields.append(FieldRecord(path: FieldPath(path), key: nil, match: .missing, type: "", inputKind: nil,
                                  input: nil, line: nil, column: nil, outcome: .exact, rule: nil, post: nil, value: .null))
    }

    /// Completes a field begun with ``beginField(_:)``.
    @inlinable @inline(__always)
    mutating func finishField<Value: LenientValue>(
        _ token: FieldToken, hasComponent: Bool, key: JSONInput?, match: KeyMatch, custom: Bool, input: JSONInput?,
        outcome: Outcome, rule: Code?, post: Code?, type: Value.Type, value: @autoclosure () -> KVCValue
    ) {
        guard full else {
            if outcome != .exact {
                compact.append(PackedOutcome(ordinal: token.ordinal, code: post ?? rule ?? .customRule, outcome: outcome))
            }
            return
        }
        finishFullField(token, hasComponent: hasComponent, key: key, match: match, custom: custom, input: input,
                        outcome: outcome, rule: rule, post: post, type: Value.lenientTypeName, value: value())
    }

    /// The full record's part of ``finishField(_:hasComponent:key:match:custom:input:outcome:rule:post:type:value:)``.
    @usableFromInline
    mutating func finishFullField(
        _ token: FieldToken, hasComponent: Bool, key: JSONInput?, match: KeyMatch, custom: Bool, input: JSONInput?,
        outcome: Outcome, rule: Code?, post: Code?, type: String, value: KVCValue
    ) {
        var record = fields[token.slot]
        record.key = key.map { $0.decodedText.text }
        record.match = match
        record.type = type
        record.customValidator = custom
        if let input {
            record.inputKind = input.kind
            record.input = input.rawText
            (record.line, record.column) = tracker.position(of: embeddedAt ?? input.offset, in: bytes)
        }
        record.outcome = outcome
        record.rule = rule
        record.post = post
        record.value = value
        fields[token.slot] = record
        if hasComponent { path.removeLast() }
    }

    /// How far the record has come: see ``rollBack(to:)``.
    @usableFromInline
    struct Mark {
        @usableFromInline let fields: Int
        @usableFromInline let fieldOrdinal: UInt32
        @usableFromInline let fieldCount: Int
        @usableFromInline let ignored: Int
        @usableFromInline let ignoredOrdinal: UInt32
        @usableFromInline let compact: Int

        @inlinable
        init(fields: Int, fieldOrdinal: UInt32, fieldCount: Int, ignored: Int, ignoredOrdinal: UInt32, compact: Int) {
            self.fields = fields
            self.fieldOrdinal = fieldOrdinal
            self.fieldCount = fieldCount
            self.ignored = ignored
            self.ignoredOrdinal = ignoredOrdinal
            self.compact = compact
        }
    }

    @inlinable
    var mark: Mark {
        Mark(fields: fields.count, fieldOrdinal: fieldOrdinal, fieldCount: fieldCount, ignored: ignored.count,
             ignoredOrdinal: ignoredOrdinal, compact: compact.count)
    }

    /// Forgets what was recorded since `mark`: the elements or members of a list or model
    /// that was then refused as a whole (by a constraint or a model's own validator) are
    /// not part of the model, as those of any other defaulted value are not.
    @inlinable
    mutating func rollBack(to mark: Mark) {
        guard fieldOrdinal != mark.fieldOrdinal || ignoredOrdinal != mark.ignoredOrdinal else { return }
        forget(since: mark)
    }

    /// ``rollBack(to:)`` once something was recorded since `mark`.
    @usableFromInline
    mutating func forget(since mark: Mark) {
        fieldOrdinal = mark.fieldOrdinal
        fieldCount = mark.fieldCount
        ignoredOrdinal = mark.ignoredOrdinal
        if full {
            fields.removeSubrange(mark.fields...)
            ignored.removeSubrange(mark.ignored...)
        } else {
            compact.removeSubrange(mark.compact...)
        }
    }

    /// Records a key that set nothing.
    @usableFromInline
    mutating func recordIgnored(key: JSONInput, value: JSONInput, reason: Code, property: String? = nil) {
        defer { ignoredOrdinal &+= 1 }
        guard full else {
            compact.append(PackedOutcome(ordinal: ignoredOrdinal, code: reason, outcome: nil))
            return
        }
        let name = key.decodedText.text
        let (line, column) = tracker.position(of: embeddedAt ?? key.offset, in: bytes)
        ignored.append(IgnoredKey(path: FieldPath(path + [.key(name)]), key: name, input: value.rawText,
                                  line: line, column: column, reason: reason, property: property))
    }
}
