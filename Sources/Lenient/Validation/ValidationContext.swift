/// Carried through one validation: the options, the hints of the key being validated, and
/// the record being written.
///
/// In bulk mode the record keeps only non-exact outcomes, as ``CompactOutcome``s; in full
/// mode it keeps a ``FieldRecord`` for every field and every ignored key, with paths and
/// source positions. A ``RecordWindow`` keeps full records of the fields and ignored keys
/// whose ordinals it holds only, in full mode or beside the compact record in bulk mode.
public struct ValidationContext {
    public let options: ValidationOptions
    /// Hints declared for the key whose value is being validated.
    public internal(set) var hints: FieldHints

    // What the inlinable recording below reads and writes is `@usableFromInline`, so that
    // the modules that declare models specialise it with their validators.
    /// Whether every field is recorded in full (``FieldRecord``s), or only the non-exact ones
    /// in compact form (and, with a ``window``, the window's fields in full beside them).
    @usableFromInline let full: Bool
    /// The fields and ignored keys to keep full records of; `nil` for all of them in full
    /// mode, none in bulk mode.
    @usableFromInline let window: RecordWindow?
    /// Whether full records are kept (of every field, or of the window's): paths are then
    /// followed.
    @usableFromInline let records: Bool
    /// Paths whose first fields and ignored keys to find, when full records are kept.
    var search: PathSearch?
    let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var fieldOrdinal: UInt32 = 0
    @usableFromInline var ignoredOrdinal: UInt32 = 0
    @usableFromInline var fieldCount = 0
    /// How many models the value being validated is nested in (see ``StackGuard``).
    @usableFromInline var modelDepth = 0
    var path: [FieldPath.Component] = []
    @usableFromInline var fields: [FieldRecord] = []
    @usableFromInline var ignored: [IgnoredKey] = []
    @usableFromInline var compact: [PackedOutcome] = []
    var tracker: PositionTracker
    /// While JSON written inside a string is validated (``JSONText``): the string's offset
    /// in the source, where every field inside it is placed.
    var embeddedAt: Int?
    /// Whether this validation uses schemas and options of its own (see ``schema(for:)``).
    @usableFromInline let isolated: Bool
    @usableFromInline var schemaTypes: [ObjectIdentifier] = []
    @usableFromInline var schemas: [AnyObject] = []
    /// ``schemas``, unretained, for ``unownedSchema(for:)``.
    @usableFromInline var schemaReferences: [UnsafeMutableRawPointer] = []

    /// - Parameter isolated: whether to validate with copies of the options and of the
    ///   models' schemas, for a validation that runs beside others on other threads.
    /// - Parameter window: the fields and ignored keys to keep full records of.
    /// - Parameter skipsByteOrderMark: whether a byte order mark at the start of `bytes` is
    ///   the document's (``SourceText/isLineDelimited``: not in a part of NDJSON).
    init(options: ValidationOptions, full: Bool, bytes: UnsafeBufferPointer<UInt8>, isolated: Bool = false,
         window: RecordWindow? = nil, skipsByteOrderMark: Bool = true) {
        tracker = PositionTracker(skipsByteOrderMark: skipsByteOrderMark)
        self.options = isolated ? options.copy() : options
        self.hints = FieldHints(decimalComma: options.decimalComma, dateFormats: options.dateFormats)
        self.full = full
        self.window = window
        records = full || window != nil
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
        return keptSchema(for: type)
    }

    /// ``schema(for:)`` without a reference count: the context keeps the schema (see
    /// ``keptSchema(for:)``), so a nested model, validated millions of times, does not retain
    /// and release it each time. Call it through `_withUnsafeGuaranteedRef` while the
    /// context lives.
    @inlinable @inline(__always)
    mutating func unownedSchema<Model: LenientModel>(for type: Model.Type) -> Unmanaged<Schema<Model>> {
        let identifier = ObjectIdentifier(type)
        for index in schemaTypes.indices where schemaTypes[index] == identifier {
            return Unmanaged<Schema<Model>>.fromOpaque(schemaReferences[index])
        }
        return Unmanaged.passUnretained(keptSchema(for: type))
    }

    /// The schema this context validates a model with, kept for the context's life: a copy
    /// made on first use (``Schema/copy()``) for an isolated validation, the model's own
    /// otherwise. Kept even then, since `lenientSchema` may be computed (a model that
    /// conforms by hand may make a new schema each time it is asked), and an unretained
    /// reference to a schema nobody keeps would outlive it.
    @usableFromInline
    mutating func keptSchema<Model: LenientModel>(for type: Model.Type) -> Schema<Model> {
        let schema = isolated ? Model.lenientSchema.copy() : Model.lenientSchema
        schemaTypes.append(ObjectIdentifier(type))
        schemas.append(schema)
        schemaReferences.append(Unmanaged.passUnretained(schema).toOpaque())
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
        if records {
            fields.removeAll(keepingCapacity: true)
            ignored.removeAll(keepingCapacity: true)
            path.removeAll(keepingCapacity: true)
        }
    }

    /// A field being validated; finish it with ``finishField(_:hasComponent:key:match:custom:input:outcome:rule:post:type:value:)``.
    @usableFromInline
    struct FieldToken {
        @usableFromInline let ordinal: UInt32
        /// Its place in ``fields``; -1 when the window leaves it out.
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
        if records { return beginFullField(token, component()) }
        return token
    }

    /// The full record's part of ``beginField(_:)``: follows the path, tells the search, and
    /// keeps the field's place, filled in when it is finished, unless the window leaves it
    /// out (its token's slot is then -1).
    @usableFromInline
    mutating func beginFullField(_ token: FieldToken, _ component: FieldPath.Component?) -> FieldToken {
        if let component { path.append(component) }
        search?.field(token.ordinal, at: path)
        if let window, !window.fields.contains(Int(token.ordinal)) {
            return FieldToken(ordinal: token.ordinal, slot: -1)
        }
        fields.append(FieldRecord(path: FieldPath(path), key: nil, match: .missing, type: "", inputKind: nil,
                                  input: nil, line: nil, column: nil, outcome: .exact, rule: nil, post: nil, value: .null))
        return token
    }

    /// Completes a field begun with ``beginField(_:)``, whose value is `value`: kept whole in
    /// the full record, to ``RecordWindow/valueDepth`` levels in a window.
    @inlinable @inline(__always)
    mutating func finishField<Value: LenientValue>(
        _ token: FieldToken, hasComponent: Bool, key: JSONInput?, match: KeyMatch, custom: Bool, input: JSONInput?,
        outcome: Outcome, rule: Code?, post: Code?, type: Value.Type, value: @autoclosure () -> Value
    ) {
        let depth = valueDepth
        finishField(token, hasComponent: hasComponent, key: key, match: match, custom: custom, input: input,
                    outcome: outcome, rule: rule, post: post, type: type,
                    value: Self.recordedValue(value(), depth: depth))
    }

    /// How many levels of a value the record keeps: all (`nil`), or ``RecordWindow/valueDepth``
    /// in a window that does not keep them whole.
    @inlinable
    var valueDepth: Int? {
        guard let window, window.keeping == .screen else { return nil }
        return RecordWindow.valueDepth
    }

    /// Whether fields are kept with their inputs, positions and values: not in a window that
    /// keeps an outline.
    @inlinable
    var keepsValues: Bool { window?.keeping != .outline }

    /// A value as the record keeps it: whole, or to `depth` levels (see ``valueDepth``).
    @inlinable
    static func recordedValue<Value: LenientValue>(_ value: Value, depth: Int?) -> KVCValue {
        depth.map { value.kvcValue(depth: $0) } ?? value.kvcValue
    }

    /// Completes a field begun with ``beginField(_:)``.
    @inlinable @inline(__always)
    mutating func finishField<Value: LenientValue>(
        _ token: FieldToken, hasComponent: Bool, key: JSONInput?, match: KeyMatch, custom: Bool, input: JSONInput?,
        outcome: Outcome, rule: Code?, post: Code?, type: Value.Type, value: @autoclosure () -> KVCValue
    ) {
        if !full, outcome != .exact {
            compact.append(PackedOutcome(ordinal: token.ordinal, code: post ?? rule ?? .customRule, outcome: outcome))
        }
        guard records else { return }
        // A field the window leaves out, or keeps an outline of, keeps no value: it is not
        // worked out.
        finishFullField(token, hasComponent: hasComponent, key: key, match: match, custom: custom, input: input,
                        outcome: outcome, rule: rule, post: post, type: Value.lenientTypeName,
                        value: token.slot >= 0 && keepsValues ? value() : .null)
    }

    /// The full record's part of ``finishField(_:hasComponent:key:match:custom:input:outcome:rule:post:type:value:)``:
    /// nothing is kept of a field the window leaves out, but its path is followed.
    @usableFromInline
    mutating func finishFullField(
        _ token: FieldToken, hasComponent: Bool, key: JSONInput?, match: KeyMatch, custom: Bool, input: JSONInput?,
        outcome: Outcome, rule: Code?, post: Code?, type: String, value: KVCValue
    ) {
        defer { if hasComponent { path.removeLast() } }
        guard token.slot >= 0 else { return }
        var record = fields[token.slot]
        record.key = key.map { $0.decodedText.text }
        record.match = match
        record.type = type
        record.customValidator = custom
        if let input, keepsValues {
            record.inputKind = input.kind
            (record.line, record.column) = tracker.position(of: embeddedAt ?? input.offset, in: bytes)
            (record.input, record.inputEnd) = recordedInput(input)
        }
        record.outcome = outcome
        record.rule = rule
        record.post = post
        record.value = value
        fields[token.slot] = record
    }

    /// The input as the record keeps it: whole, or in a window that does not keep it whole,
    /// when it is longer than ``RecordWindow/inputLimit`` bytes, its first bytes (whole
    /// characters) and where it ends.
    private mutating func recordedInput(_ input: JSONInput) -> (text: String, end: SourcePosition?) {
        let raw = input.rawBytes
        guard let window, window.keeping == .screen, raw.count > RecordWindow.inputLimit, embeddedAt == nil else { return (input.rawText, nil) }
        var cut = RecordWindow.inputLimit
        // Back to the start of a character: continuation bytes are 10xxxxxx.
        while cut > 0, raw[cut] & 0xC0 == 0x80 { cut -= 1 }
        let (line, column) = tracker.position(of: input.offset + raw.count, in: bytes)
        return (String(decoding: UnsafeBufferPointer(rebasing: raw[..<cut]), as: UTF8.self), SourcePosition(line: line, column: column))
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
        if records {
            // A window holds the fields and ignored keys of its ordinals only: what was
            // recorded since the mark is what follows its count.
            fields.removeSubrange(mark.fields...)
            ignored.removeSubrange(mark.ignored...)
            search?.forget(fieldsFrom: mark.fieldOrdinal, ignoredFrom: mark.ignoredOrdinal)
        }
        if !full { compact.removeSubrange(mark.compact...) }
    }

    /// Records a key that set nothing.
    @usableFromInline
    mutating func recordIgnored(key: JSONInput, value: JSONInput, reason: Code, property: String? = nil) {
        defer { ignoredOrdinal &+= 1 }
        if !full { compact.append(PackedOutcome(ordinal: ignoredOrdinal, code: reason, outcome: nil)) }
        guard records else { return }
        if search != nil { search?.ignored(ignoredOrdinal, key: key.decodedText.text, at: path) }
        if let window, !window.ignored.contains(Int(ignoredOrdinal)) { return }
        let name = key.decodedText.text
        guard keepsValues else {
            ignored.append(IgnoredKey(path: FieldPath(path + [.key(name)]), key: name, input: "", line: 0, column: 0,
                                      reason: reason, property: property))
            return
        }
        let (line, column) = tracker.position(of: embeddedAt ?? key.offset, in: bytes)
        let (input, end) = recordedInput(value)
        ignored.append(IgnoredKey(path: FieldPath(path + [.key(name)]), key: name, input: input,
                                  line: line, column: column, reason: reason, property: property, inputEnd: end))
    }
}
