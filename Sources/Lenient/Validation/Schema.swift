/// A model's properties and exceptions, resolved once: what `setValuesForKeysWithDictionary:`
/// needs to match keys to properties and validate each.
public final class Schema<Model: LenientModel>: @unchecked Sendable {
    /// The model's name, as the record shows its type.
    public let name: String
    public let properties: [Property<Model>]
    /// Model remaps: declared key, its lower-case form, the property's index.
    let remaps: [(key: [UInt8], lowercased: String, property: Int)]
    /// The properties' names as bytes and their `apply` closures, kept apart from
    /// ``properties`` so the per-key loop reads flat arrays without copying properties.
    let nameBytes: [[UInt8]]
    /// Each property's `apply` closure in a box the schema owns, reached without a
    /// reference count: a closure read from an array is retained and released around each
    /// call, twice per field of every model validated.
    let applierBoxes: [Applier<Model>]
    @usableFromInline let appliers: [Unmanaged<Applier<Model>>]
    /// The properties' names and the model remaps' keys packed in words, as declared and
    /// folded to lower case, for plain ASCII keys of up to 16 bytes.
    let packedNames: [PackedKey]
    let foldedNames: [PackedKey]
    let packedRemaps: [(key: PackedKey, folded: PackedKey, property: Int)]
    /// The properties' names as they are and in lower case, for keys that are not plain ASCII.
    let names: [String]
    let lowercasedNames: [String]
    /// What keys that are not plain ASCII resolved to, in a copy used by one validation.
    @usableFromInline let keyMemo: KeyMemo?
    /// Validates a document's root, or a top-level list element, as the model (see
    /// ``validate(root:_:)``): made by the inlinable initialiser in the module that declares
    /// the model, so that the engine's loop over a list's elements, generic, calls code
    /// specialised for it. It captures nothing, so copies share no reference count.
    let validateRoot: @Sendable (JSONInput, inout ValidationContext) -> Model
    /// ``validateRoot``, appending the model to a list (one model of a top-level list), so
    /// that the append too is specialised for the model.
    let appendRoot: @Sendable (JSONInput, inout ValidationContext, inout [Model]) -> Void

    /// Resolves a model's properties and exceptions; `@LenientModel` writes the call.
    ///
    /// - Parameters:
    ///   - name: the model's name, as the record shows its type.
    ///   - properties: the properties, in declaration order.
    ///   - exceptions: what the model declares beyond its property types.
    @inlinable
    public convenience init(name: String, properties: [Property<Model>], exceptions: Exceptions<Model>) {
        self.init(name: name, properties: properties, exceptions: exceptions, memoizesKeys: false,
                  validateRoot: { input, context in Schema.validate(root: input, &context) },
                  appendRoot: { input, context, models in models.append(Schema.validate(root: input, &context)) })
    }

    @usableFromInline
    init(name: String, properties: [Property<Model>], exceptions: Exceptions<Model>, memoizesKeys: Bool,
         validateRoot: @escaping @Sendable (JSONInput, inout ValidationContext) -> Model,
         appendRoot: @escaping @Sendable (JSONInput, inout ValidationContext, inout [Model]) -> Void) {
        self.name = name
        self.validateRoot = validateRoot
        self.appendRoot = appendRoot
        self.keyMemo = memoizesKeys ? KeyMemo() : nil
        var configured = properties
        for index in configured.indices { configured[index].configure(with: exceptions) }
        self.properties = configured
        self.nameBytes = configured.map { Array($0.name.utf8) }
        self.applierBoxes = configured.map { Applier($0.apply) }
        self.appliers = applierBoxes.map { Unmanaged.passUnretained($0) }
        self.names = nameBytes.map { String(decoding: $0, as: UTF8.self) }
        self.lowercasedNames = names.map { $0.lowercased() }
        self.remaps = exceptions.remaps.compactMap { remap in
            guard let index = properties.firstIndex(where: { $0.keyPath == remap.keyPath }) else { return nil }
            return (Array(remap.key.utf8), remap.key.lowercased(), index)
        }
        self.packedNames = nameBytes.map { PackedKey(declared: $0) }
        self.foldedNames = packedNames.map(\.folded)
        self.packedRemaps = remaps.map { remap in
            let packed = PackedKey(declared: remap.key)
            return (packed, packed.folded, remap.property)
        }
    }

    /// A schema of the same model whose closures and tables are its own, for one validation
    /// running beside others: when threads retain and release the same objects, each
    /// reference count change waits for the other cores' caches. Used by that validation
    /// alone, it remembers what its keys that are not plain ASCII resolved to.
    @usableFromInline
    func copy() -> Schema<Model> {
        Schema(name: name, properties: properties, exceptions: Model.exceptions, memoizesKeys: true,
               validateRoot: validateRoot, appendRoot: appendRoot)
    }

    /// Validates a document's root (or a top-level list element) as the model: an object sets
    /// its properties; anything else gives a model of defaults, recorded as one field with an
    /// empty path (``Code/null`` or ``Code/expectedObject``).
    @inlinable
    static func validate(root input: JSONInput, _ context: inout ValidationContext) -> Model {
        var model = Model()
        if input.kind == .object {
            context.unownedSchema(for: Model.self)._withUnsafeGuaranteedRef { $0.setValues(from: input, into: &model, &context) }
            return model
        }
        let token = context.beginField(nil)
        context.finishField(token, hasComponent: false, key: nil, match: .root, custom: false, input: input,
                            outcome: .defaulted, rule: input.kind == .null ? .null : .expectedObject, post: nil,
                            type: Model.self, value: model.kvcValue)
        return model
    }

    /// The index of the property named `name`, exactly or else in any case.
    public func propertyIndex(named name: String) -> Int? {
        names.firstIndex(of: name) ?? lowercasedNames.firstIndex(of: name.lowercased())
    }

    /// Whether a received key would set one of the model's properties: its name or a model
    /// remap in any case, or a global remap to one of its names.
    public func namesProperty(_ key: String, globalRemaps: [String: String]) -> Bool {
        let lowered = key.lowercased()
        if lowercasedNames.contains(lowered) || remaps.contains(where: { $0.lowercased == lowered }) { return true }
        guard let target = globalRemaps[lowered] else { return false }
        return names.contains(target)
    }

    /// What a received key matched.
    @usableFromInline
    struct KeyResolution {
        @usableFromInline var property: Int
        @usableFromInline var match: KeyMatch
        /// When two keys land on one property, the lower rank wins: the property's own name
        /// (0), a model remap (1), the name in another case (2), a remap in another case (3),
        /// a global remap (4, or 5 in another case). Equal ranks: the first in the document.
        @usableFromInline var rank: UInt8
    }

    /// Finds the property for a received key: ``resolve(_:)``, then ``resolveGlobal(_:_:)``.
    /// A key of UTF-8 without escapes (Spain's `"Remisión"`) needs strings made and compared
    /// as Unicode text, so a schema with a ``KeyMemo`` answers it from the key's bytes after
    /// the first time: what a key resolves to depends on its bytes alone.
    /// `globalRemaps` is called only for a key the model's own names miss: reading the
    /// remaps from the context retains their storage, once per object otherwise.
    @inlinable @inline(__always)
    func resolveKey(_ key: JSONInput, _ globalRemaps: () -> [String: String]) -> KeyResolution? {
        guard key.node.flags == JSONNode.hasNonASCII, keyMemo != nil else {
            if let found = resolve(key) { return found }
            return resolveGlobal(key, globalRemaps())
        }
        return resolveRemembering(key, globalRemaps)
    }

    /// ``resolveKey(_:_:)`` for a key of UTF-8 without escapes, through the ``KeyMemo``.
    @usableFromInline
    func resolveRemembering(_ key: JSONInput, _ globalRemaps: () -> [String: String]) -> KeyResolution? {
        guard let keyMemo else { return resolve(key) ?? resolveGlobal(key, globalRemaps()) }
        let bytes = key.stringContent
        if let known = keyMemo.resolution(of: bytes) { return known }
        let found = resolve(key) ?? resolveGlobal(key, globalRemaps())
        keyMemo.remember(bytes, found)
        return found
    }

    /// Finds the property for a received key among the model's own names and remaps: an
    /// exact name, an exact model remap, then any case of a name, then any case of a model
    /// remap. ``resolveGlobal(_:_:)`` comes after.
    @usableFromInline
    func resolve(_ key: JSONInput) -> KeyResolution? {
        if key.isPlainASCII {
            let bytes = key.stringContent
            // The same order, a key of up to 16 bytes compared a word at a time.
            if let packed = PackedKey(bytes, in: key.bytes) {
                for index in 0..<packedNames.count where packedNames[index] == packed {
                    return KeyResolution(property: index, match: .exact, rank: 0)
                }
                for remap in packedRemaps where remap.key == packed {
                    return KeyResolution(property: remap.property, match: .remapped, rank: 1)
                }
                let folded = packed.folded
                for index in 0..<foldedNames.count where foldedNames[index] == folded {
                    return KeyResolution(property: index, match: .caseFolded, rank: 2)
                }
                for remap in packedRemaps where remap.folded == folded {
                    return KeyResolution(property: remap.property, match: .remapped, rank: 3)
                }
                return nil
            }
            for index in 0..<nameBytes.count where Schema.bytesEqual(nameBytes[index], bytes) {
                return KeyResolution(property: index, match: .exact, rank: 0)
            }
            for remap in remaps where Schema.bytesEqual(remap.key, bytes) {
                return KeyResolution(property: remap.property, match: .remapped, rank: 1)
            }
            for index in 0..<nameBytes.count where Schema.asciiCaseInsensitiveEqual(nameBytes[index], bytes) {
                return KeyResolution(property: index, match: .caseFolded, rank: 2)
            }
            for remap in remaps where Schema.asciiCaseInsensitiveEqual(remap.key, bytes) {
                return KeyResolution(property: remap.property, match: .remapped, rank: 3)
            }
            return nil
        }
        // UTF-8 without escapes or control characters: its bytes are its text, so an exact
        // name or remap is found without making a string (Spain's "Rótulo", "Dirección").
        if key.node.flags == JSONNode.hasNonASCII {
            let bytes = key.stringContent
            for index in 0..<nameBytes.count where Schema.bytesEqual(nameBytes[index], bytes) {
                return KeyResolution(property: index, match: .exact, rank: 0)
            }
            for remap in remaps where Schema.bytesEqual(remap.key, bytes) {
                return KeyResolution(property: remap.property, match: .remapped, rank: 1)
            }
        }
        let text = key.decodedText.text
        let lowered = text.lowercased()
        if let index = names.firstIndex(of: text) {
            return KeyResolution(property: index, match: .exact, rank: 0)
        }
        if let remap = remaps.first(where: { $0.key.elementsEqual(text.utf8) }) {
            return KeyResolution(property: remap.property, match: .remapped, rank: 1)
        }
        if let index = lowercasedNames.firstIndex(of: lowered) {
            return KeyResolution(property: index, match: .caseFolded, rank: 2)
        }
        if let remap = remaps.first(where: { $0.lowercased == lowered }) {
            return KeyResolution(property: remap.property, match: .remapped, rank: 3)
        }
        return nil
    }

    /// Finds the property for a key that matched nothing of the model's own, by the
    /// global remaps (any case).
    @usableFromInline
    func resolveGlobal(_ key: JSONInput, _ globalRemaps: [String: String]) -> KeyResolution? {
        guard !globalRemaps.isEmpty else { return nil }
        if key.isPlainASCII {
            // Compared by their bytes: no string is made for the many keys that match nothing.
            let bytes = key.stringContent
            for (remap, target) in globalRemaps where Self.asciiCaseInsensitiveEqual(remap.utf8, bytes) {
                guard let index = names.firstIndex(of: target) else { return nil }
                let sameCase = remap.utf8.elementsEqual(bytes)
                return KeyResolution(property: index, match: .globallyRemapped, rank: sameCase ? 4 : 5)
            }
            return nil
        }
        let text = key.isPlainASCII ? String(decoding: key.stringContent, as: UTF8.self) : key.decodedText.text
        let lowered = text.lowercased()
        guard let target = globalRemaps[lowered],
              let index = names.firstIndex(of: target) else { return nil }
        return KeyResolution(property: index, match: .globallyRemapped, rank: text == lowered ? 4 : 5)
    }

    @inline(__always)
    static func bytesEqual(_ name: [UInt8], _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        // Names are short: a loop beats a call to memcmp.
        guard name.count == key.count else { return false }
        for index in 0..<name.count where name[index] != key[index] { return false }
        return true
    }

    @inline(__always)
    static func asciiCaseInsensitiveEqual(_ name: [UInt8], _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count == key.count else { return false }
        for index in 0..<name.count where name[index] != key[index] {
            guard sameLetter(name[index], key[index]) else { return false }
        }
        return true
    }

    @inline(__always)
    static func asciiCaseInsensitiveEqual(_ name: String.UTF8View, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count == key.count else { return false }
        for (a, b) in zip(name, key) where a != b {
            guard sameLetter(a, b) else { return false }
        }
        return true
    }

    /// Whether two different bytes are one ASCII letter in two cases.
    @inline(__always)
    static func sameLetter(_ a: UInt8, _ b: UInt8) -> Bool {
        let lower = a | 0x20
        return lower == b | 0x20 && lower &- UInt8(ascii: "a") < 26
    }


    /// Sets the model's properties from an object's members, like
    /// `setValuesForKeysWithDictionary:`: every key matched, each property validated once,
    /// the rest recorded as ignored.
    ///
    /// When two keys land on one property, the better match wins (see
    /// ``KeyResolution/rank``: the exact name first), else the first in the document; the
    /// other is ignored as a duplicate. Properties are validated and recorded
    /// in declaration order; an absent key leaves the default, recorded as missing.
    @inlinable
    func setValues(from object: JSONInput, into model: inout Model, _ context: inout ValidationContext) {
        let count = appliers.count
        withUnsafeTemporaryAllocation(of: Property<Model>.Member?.self, capacity: max(count, 1)) { chosen in
            chosen.initialize(repeating: nil)
            defer { chosen.deinitialize() }
            object.forEachMember { key, value in
                guard let found = resolveKey(key, { context.options.globalRemaps }) else {
                    context.recordIgnored(key: key, value: value, reason: .unknownKey)
                    return
                }
                let index = found.property
                let member = Property<Model>.Member(key: key, value: value, match: found.match, rank: found.rank)
                guard let previous = chosen[index] else {
                    chosen[index] = member
                    return
                }
                if found.rank < previous.rank {
                    context.recordIgnored(key: previous.key, value: previous.value, reason: .duplicateKey, property: properties[index].name)
                    chosen[index] = member
                } else {
                    context.recordIgnored(key: key, value: value, reason: .duplicateKey, property: properties[index].name)
                }
            }
            for index in 0..<count {
                // The schema owns the boxes (``applierBoxes``) while it validates.
                appliers[index]._withUnsafeGuaranteedRef { $0.apply(&model, chosen[index], &context) }
            }
        }
    }
}

/// One property's `apply` closure, boxed so that ``Schema`` can call it through an
/// unretained reference (see ``Schema/appliers``).
@usableFromInline
final class Applier<Model>: @unchecked Sendable {
    @usableFromInline let apply: Property<Model>.Apply

    init(_ apply: @escaping Property<Model>.Apply) {
        self.apply = apply
    }
}
