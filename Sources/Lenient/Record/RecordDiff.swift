/// What changed between two records of the same model: a version of a document and the one
/// before it (a file edited, a feed fetched again), field by field.
///
/// Fields are matched by path. A field *changed* when its outcome, its value, its rule or its
/// post-validation did; a difference in the input alone (`"3.5"` → `"3.50"`, both coerced to
/// 3.5) is kept as ``FieldChange/Aspect/input`` but does not make a field changed. A field
/// that holds a list or an object compares by shape only (how many elements, which
/// members): its elements and members are fields of their own and report their changes.
public struct RecordDiff: Sendable, Equatable {
    /// Every field that differs in any aspect, the input included: fields of the newer
    /// record in its order, then those only the older one has, in theirs.
    public var fields: [FieldChange]
    /// Keys ignored in one version and not in the other (by path and reason).
    public var ignored: [IgnoredChange]

    public init(fields: [FieldChange], ignored: [IgnoredChange]) {
        self.fields = fields
        self.ignored = ignored
    }

    /// Compares `before` (the older version) with `after`.
    public init(before: [FieldRecord], after: [FieldRecord], ignoredBefore: [IgnoredKey] = [], ignoredAfter: [IgnoredKey] = []) {
        var older: [FieldPath: Int] = [:]
        older.reserveCapacity(before.count)
        for (index, field) in before.enumerated() where older[field.path] == nil { older[field.path] = index }
        var matched = Array(repeating: false, count: before.count)
        var fields: [FieldChange] = []
        for field in after {
            if let index = older[field.path], !matched[index] {
                matched[index] = true
                let aspects = FieldChange.aspects(before[index], field)
                if !aspects.isEmpty { fields.append(FieldChange(path: field.path, before: before[index], after: field, aspects: aspects)) }
            } else {
                fields.append(FieldChange(path: field.path, before: nil, after: field, aspects: FieldChange.Aspect.all))
            }
        }
        for (index, field) in before.enumerated() where !matched[index] {
            fields.append(FieldChange(path: field.path, before: field, after: nil, aspects: FieldChange.Aspect.all))
        }
        self.fields = fields
        ignored = IgnoredChange.changes(before: ignoredBefore, after: ignoredAfter)
    }

    /// The changes of fields whose outcome, value or rule changed (not the input alone).
    public var changed: [FieldChange] { fields.filter(\.isChanged) }

    /// Whether nothing but inputs differ: no field and no ignored key changed.
    public var isEmpty: Bool { ignored.isEmpty && !fields.contains(where: \.isChanged) }

    /// The changes that made a field worse (``FieldChange/isWorse``).
    public var worse: [FieldChange] { fields.filter(\.isWorse) }
}

/// One field that differs between two versions of a record.
public struct FieldChange: Sendable, Equatable {
    /// What differs about a field.
    public struct Aspect: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let outcome = Aspect(rawValue: 1 << 0)
        public static let value = Aspect(rawValue: 1 << 1)
        /// The coercion rule or the reason for a default.
        public static let rule = Aspect(rawValue: 1 << 2)
        /// The post-validation step.
        public static let post = Aspect(rawValue: 1 << 3)
        /// The input as written in the source.
        public static let input = Aspect(rawValue: 1 << 4)

        public static let all: Aspect = [.outcome, .value, .rule, .post, .input]
    }

    public var path: FieldPath
    /// The field in the older version; `nil` for a field only the newer one has.
    public var before: FieldRecord?
    /// The field in the newer version; `nil` for a field that is gone.
    public var after: FieldRecord?
    public var aspects: Aspect

    public init(path: FieldPath, before: FieldRecord?, after: FieldRecord?, aspects: Aspect) {
        self.path = path
        self.before = before
        self.after = after
        self.aspects = aspects
    }

    /// Whether the outcome, value, rule or post-validation changed, or the field came or
    /// went: what a reader is told about. An input written otherwise to the same effect is not.
    public var isChanged: Bool { !aspects.isDisjoint(with: [.outcome, .value, .rule, .post]) }

    /// Whether the field ended further from its input: exact → coerced → defaulted (a
    /// dropped element is as far as a defaulted value). A new field counts as worse unless
    /// it is exact; a field that is gone never does.
    public var isWorse: Bool {
        guard let after else { return false }
        return after.outcome.severity > (before?.outcome.severity ?? 0)
    }

    /// Whether the field ended closer to its input than before.
    public var isBetter: Bool {
        guard let before, let after else { return false }
        return after.outcome.severity < before.outcome.severity
    }

    static func aspects(_ before: FieldRecord, _ after: FieldRecord) -> Aspect {
        var aspects: Aspect = []
        if before.outcome != after.outcome { aspects.insert(.outcome) }
        if before.rule != after.rule { aspects.insert(.rule) }
        if before.post != after.post { aspects.insert(.post) }
        if !before.value.sameShallowly(as: after.value) { aspects.insert(.value) }
        if before.input != after.input || before.inputKind != after.inputKind { aspects.insert(.input) }
        return aspects
    }
}

/// A key ignored in one version of a record and not in the other.
public struct IgnoredChange: Sendable, Equatable {
    public var path: FieldPath
    /// The key in the older version; `nil` when only the newer one ignores it.
    public var before: IgnoredKey?
    /// The key in the newer version; `nil` when it is no longer ignored.
    public var after: IgnoredKey?

    public init(path: FieldPath, before: IgnoredKey?, after: IgnoredKey?) {
        self.path = path
        self.before = before
        self.after = after
    }

    /// Keys matched by path and reason, the n-th of a repeated key with the n-th.
    static func changes(before: [IgnoredKey], after: [IgnoredKey]) -> [IgnoredChange] {
        struct Identity: Hashable {
            var path: FieldPath
            var reason: Code
        }
        // Per identity, the older keys' indices and how many of them are matched so far:
        // taking the next by a count, not by removing the first (which moved the rest, so a
        // key repeated 800,000 times took 41 s to compare).
        var older: [Identity: (indices: [Int], taken: Int)] = [:]
        for (index, key) in before.enumerated() { older[Identity(path: key.path, reason: key.reason), default: ([], 0)].indices.append(index) }
        var matched = Array(repeating: false, count: before.count)
        var changes: [IgnoredChange] = []
        for key in after {
            let identity = Identity(path: key.path, reason: key.reason)
            if let entry = older[identity], entry.taken < entry.indices.count {
                let index = entry.indices[entry.taken]
                older[identity]?.taken += 1
                matched[index] = true
            } else {
                changes.append(IgnoredChange(path: key.path, before: nil, after: key))
            }
        }
        for (index, key) in before.enumerated() where !matched[index] {
            changes.append(IgnoredChange(path: key.path, before: key, after: nil))
        }
        return changes
    }
}

extension Outcome {
    /// How far the value ended from its input: 0 exact, 1 coerced, 2 defaulted or dropped.
    public var severity: Int {
        switch self {
        case .exact: 0
        case .coerced: 1
        case .defaulted, .dropped: 2
        }
    }
}

extension KVCValue {
    /// Equal as scalars; lists by count, objects by member names: a container's elements
    /// and members are compared as fields of their own.
    func sameShallowly(as other: KVCValue) -> Bool {
        switch (self, other) {
        case (.list(let a), .list(let b)): a.count == b.count
        case (.object(let a), .object(let b)): a.map(\.name) == b.map(\.name)
        case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
        default: self == other
        }
    }
}
