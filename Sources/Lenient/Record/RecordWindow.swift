/// Which part of a model's full record to make: the fields whose ordinals (their places in
/// record order, from 0) are in ``fields`` and the ignored keys whose ordinals are in
/// ``ignored``. The whole model is validated and every field counted as for the full record,
/// but only these are recorded, their inputs cut after ``inputLimit`` bytes and their values
/// kept to ``valueDepth`` levels: a screen of a station with 300,000 price entries (900,000
/// fields) costs a screen, not 900,000 records and the list's text and value copied.
/// A window that keeps its fields ``Keeping/whole`` keeps inputs and values as the full record
/// does, for a full record made a part at a time (``RecordParts``).
public struct RecordWindow: Sendable, Hashable {
    public var fields: Range<Int>
    public var ignored: Range<Int>
    /// How much of each field and ignored key is kept.
    public var keeping: Keeping

    /// How much of each field and ignored key a window keeps.
    public enum Keeping: Sendable, Hashable {
        /// What a screen shows: inputs cut after ``RecordWindow/inputLimit`` bytes, values
        /// kept to ``RecordWindow/valueDepth`` levels.
        case screen
        /// Everything, as the full record keeps it.
        case whole
        /// Paths, keys, outcomes, rules and types only: no input, position or value
        /// (``FieldRecord/input`` and ``FieldRecord/line`` are `nil`, ``FieldRecord/value``
        /// `null`; an ignored key's input is empty and its line and column 0).
        case outline
    }

    /// Bytes of an input a window keeps: far more than any screen shows of one (a line of the
    /// panel shows 48 columns, a trace step 60 of the input).
    public static let inputLimit = 4096
    /// Levels of a value a window keeps: one shows it as the record does (a list as
    /// `[300000 elements]`, an object as its members' names).
    public static let valueDepth = 1

    public init(fields: Range<Int>, ignored: Range<Int>, keeping: Keeping = .screen) {
        self.fields = fields
        self.ignored = ignored
        self.keeping = keeping
    }

    /// Lines `lines` of a record listed as its fields, then its ignored keys (as the
    /// validation panel lists them), for a record of `fieldCount` fields.
    public init(lines: Range<Int>, fieldCount: Int) {
        let fieldCount = max(0, fieldCount)
        fields = min(max(0, lines.lowerBound), fieldCount)..<min(max(0, lines.upperBound), fieldCount)
        ignored = max(0, lines.lowerBound - fieldCount)..<max(0, lines.upperBound - fieldCount)
        keeping = .screen
    }
}

/// The part of one model's full record that a ``RecordWindow`` asks for, and how large the
/// whole record is.
public struct PartialRecord: Sendable {
    public var window: RecordWindow
    /// The fields of ``window``'s ordinals, in order: `fields[i]` is field
    /// `window.fields.lowerBound + i`.
    public var fields: [FieldRecord]
    /// The ignored keys of ``window``'s ordinals, in order.
    public var ignored: [IgnoredKey]
    /// How many fields and ignored keys the whole record has.
    public var fieldCount: Int
    public var ignoredCount: Int
    /// The 1-based line and column where the model's JSON begins.
    public var line: Int
    public var column: Int

    public init(window: RecordWindow, fields: [FieldRecord], ignored: [IgnoredKey], fieldCount: Int, ignoredCount: Int,
                line: Int, column: Int) {
        self.window = window
        self.fields = fields
        self.ignored = ignored
        self.fieldCount = fieldCount
        self.ignoredCount = ignoredCount
        self.line = line
        self.column = column
    }

    /// The window of a record made whole: its fields and ignored keys in `window`, as the
    /// whole record has them.
    public init(_ fields: [FieldRecord], ignored: [IgnoredKey], line: Int, column: Int, window: RecordWindow) {
        let fieldRange = window.fields.clamped(to: 0..<fields.count)
        let ignoredRange = window.ignored.clamped(to: 0..<ignored.count)
        self.init(window: window, fields: Array(fields[fieldRange]), ignored: Array(ignored[ignoredRange]),
                  fieldCount: fields.count, ignoredCount: ignored.count, line: line, column: column)
    }
}

extension PartialRecord {
    /// The part `window` asks for, when this record holds all of it: the fields and ignored
    /// keys there are among its window's.
    public func part(_ window: RecordWindow) -> PartialRecord? {
        let fieldsHeld = self.window.fields.clamped(to: 0..<fieldCount)
        let ignoredHeld = self.window.ignored.clamped(to: 0..<ignoredCount)
        let fieldsWanted = window.fields.clamped(to: 0..<fieldCount)
        let ignoredWanted = window.ignored.clamped(to: 0..<ignoredCount)
        guard fieldsWanted.isEmpty || fieldsHeld.contains(fieldsWanted), ignoredWanted.isEmpty || ignoredHeld.contains(ignoredWanted)
        else { return nil }
        let fieldSlice = fieldsWanted.isEmpty ? 0..<0 : fieldsWanted.lowerBound - fieldsHeld.lowerBound..<fieldsWanted.upperBound - fieldsHeld.lowerBound
        let ignoredSlice = ignoredWanted.isEmpty ? 0..<0 : ignoredWanted.lowerBound - ignoredHeld.lowerBound..<ignoredWanted.upperBound - ignoredHeld.lowerBound
        return PartialRecord(window: window, fields: Array(fields[fieldSlice]), ignored: Array(ignored[ignoredSlice]),
                             fieldCount: fieldCount, ignoredCount: ignoredCount, line: line, column: column)
    }
}

/// Where fields are in a model's record: for each path sought, the ordinal of the first field
/// at it and of the first ignored key at it.
public struct FieldOrdinals: Sendable, Equatable {
    public var fields: [Int?]
    public var ignored: [Int?]

    public init(fields: [Int?], ignored: [Int?]) {
        self.fields = fields
        self.ignored = ignored
    }

    /// The ordinals of `paths` in a record made whole.
    public init(of paths: [FieldPath], fields: [FieldRecord], ignored: [IgnoredKey]) {
        self.fields = paths.map { path in fields.firstIndex { $0.path == path } }
        self.ignored = paths.map { path in ignored.firstIndex { $0.path == path } }
    }
}

extension LenientDecoder {
    /// The part `window` asks for of the full record of model `index` of a batch: what
    /// ``record(at:of:)`` gives, restricted to the window's ordinals, with inputs and values
    /// kept as a window keeps them (``RecordWindow``). The model is validated again, whole,
    /// and its value dropped.
    public func record(at index: Int, of batch: Batch<Model>, window: RecordWindow) -> PartialRecord? {
        validateAgain(model: index, of: batch, window: window) { context, _, line, column in
            PartialRecord(window: window, fields: context.fields, ignored: context.ignored, fieldCount: Int(context.fieldOrdinal),
                          ignoredCount: Int(context.ignoredOrdinal), line: line, column: column)
        }
    }

    /// Where the fields and ignored keys at `paths` are in model `index`'s record, found in
    /// one validation of the model that records nothing.
    public func ordinals(of paths: [FieldPath], inModel index: Int, of batch: Batch<Model>) -> FieldOrdinals? {
        let nothing = RecordWindow(fields: 0..<0, ignored: 0..<0)
        return validateAgain(model: index, of: batch, window: nothing, seeking: paths) { context, _, _, _ in
            context.search?.found ?? FieldOrdinals(fields: [], ignored: [])
        }
    }

    private func validateAgain<Result>(model index: Int, of batch: Batch<Model>, window: RecordWindow, seeking paths: [FieldPath]? = nil,
                                       _ result: (inout ValidationContext, Model, Int, Int) -> Result) -> Result? {
        guard let start = batch.offset(ofModel: index) else { return nil }
        return validateAgain(at: start, in: batch.source, window: window, seeking: paths, result)
    }

    /// Validates again, whole, the model whose JSON begins at `start` in `source`, keeping
    /// the records `window` asks for; `result` reads them from the context, with the model and
    /// its line and column. `nil` when the JSON there does not parse.
    func validateAgain<Result>(at start: Int, in source: SourceText, window: RecordWindow, seeking paths: [FieldPath]? = nil,
                               _ result: (inout ValidationContext, Model, Int, Int) -> Result) -> Result? {
        source.withBytes { bytes in
            var tape = JSONTape()
            guard (try? tape.parse(bytes, from: start, maxDepth: options.maxDepth)) != nil else { return nil }
            var context = ValidationContext(options: options, full: true, bytes: bytes, window: window,
                                            skipsByteOrderMark: !source.isLineDelimited)
            if let paths { context.search = PathSearch(paths) }
            context.beginModel()
            guard let model = tape.withRoot(bytes, { Self.validateRoot($0, &context) }) else { return nil }
            let (line, column) = context.tracker.position(of: start, in: bytes)
            return result(&context, model, line, column)
        }
    }
}

/// The paths a validation looks for (``LenientDecoder/ordinals(of:inModel:of:)``), and where
/// it found each first.
struct PathSearch {
    let paths: [[FieldPath.Component]]
    var found: FieldOrdinals

    init(_ paths: [FieldPath]) {
        self.paths = paths.map(\.components)
        found = FieldOrdinals(fields: Array(repeating: nil, count: paths.count), ignored: Array(repeating: nil, count: paths.count))
    }

    /// Notes field `ordinal`, at `path`.
    mutating func field(_ ordinal: UInt32, at path: [FieldPath.Component]) {
        for index in paths.indices where found.fields[index] == nil && paths[index] == path {
            found.fields[index] = Int(ordinal)
        }
    }

    /// Forgets what was found at ordinals a validation rolled back (``ValidationContext/rollBack(to:)``).
    mutating func forget(fieldsFrom field: UInt32, ignoredFrom ignored: UInt32) {
        for index in paths.indices {
            if let ordinal = found.fields[index], ordinal >= Int(field) { found.fields[index] = nil }
            if let ordinal = found.ignored[index], ordinal >= Int(ignored) { found.ignored[index] = nil }
        }
    }

    /// Notes ignored key `ordinal`, `key` of the object at `path`.
    mutating func ignored(_ ordinal: UInt32, key: String, at path: [FieldPath.Component]) {
        for index in paths.indices where found.ignored[index] == nil && paths[index].count == path.count + 1
            && paths[index].last == .key(key) && paths[index].dropLast().elementsEqual(path) {
            found.ignored[index] = Int(ordinal)
        }
    }
}
