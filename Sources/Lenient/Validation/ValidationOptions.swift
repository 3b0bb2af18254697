import Foundation

/// Settings for one validation: limits, global remaps, and what a source declares about its
/// numbers and dates.
public struct ValidationOptions: Sendable {
    /// The deepest nesting of objects and lists accepted; deeper input is a syntax error.
    public var maxDepth: Int
    /// Remaps that apply to every model: lower-case key → property name. A remap applies
    /// only where the model has that property.
    public var globalRemaps: [String: String]
    /// Whether every number in the source is written with a decimal comma.
    public var decimalComma: Bool
    /// Date formats the source uses, tried after RFC 3339 and a date alone.
    public var dateFormats: [DateFormat]
    /// How many threads a large top-level list is validated for: it is cut into four chunks
    /// per thread, run side by side by `DispatchQueue.concurrentPerform`, which runs as many
    /// at once as the machine has cores (so on a machine of more cores than this, more run
    /// at once; it is not a cap). `1` validates on the calling thread alone; `nil` cuts for
    /// every core. The result does not depend on it.
    public var threads: Int?
    /// When the source was written (a file's modification time): an age such as
    /// `"3 hours ago"` is counted back from it (``Code/relativeDate``). `nil`: ages are not
    /// dates.
    public var referenceDate: Date?
    /// Whether text before the document's first `{` or `[` (a warning a server printed
    /// ahead of its answer) is skipped, and kept in ``Batch/leadingText``, rather than a
    /// syntax error.
    public var skipsLeadingText: Bool
    /// The most models one list (or NDJSON document) read whole by
    /// ``LenientDecoder/decode(_:)`` may hold; more is ``JSONSyntaxError/Code/tooMany``. A
    /// model costs memory however little JSON it takes: 60 MB of `{},` is twenty million of
    /// them. A list read a part at a time (``DocumentStream``) has no such limit. Less than 1
    /// is taken for 1.
    public var maxModels: Int
    /// ``maxModels`` unless given: five times the million stations the engine is measured on,
    /// and more than a file of 2 GiB, the most read whole, holds of any real station.
    public static let defaultMaxModels = 5_000_000

    public init(maxDepth: Int = 512, globalRemaps: [String: String] = ["id": "identifier"],
                decimalComma: Bool = false, dateFormats: [DateFormat] = [], threads: Int? = nil,
                referenceDate: Date? = nil, skipsLeadingText: Bool = false, maxModels: Int = ValidationOptions.defaultMaxModels) {
        self.maxModels = maxModels
        self.threads = threads
        self.referenceDate = referenceDate
        self.skipsLeadingText = skipsLeadingText
        self.maxDepth = maxDepth
        self.globalRemaps = Dictionary(globalRemaps.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.decimalComma = decimalComma
        self.dateFormats = dateFormats
    }

    /// The same options in storage of their own, for a validation running beside others:
    /// when threads retain and release the same objects, every reference count change waits
    /// for the other cores' caches. (A declared format's time zone stays shared.)
    func copy() -> ValidationOptions {
        var copy = self
        copy.globalRemaps = Dictionary(uniqueKeysWithValues: globalRemaps.map { key, value in
            (String(decoding: Array(key.utf8), as: UTF8.self), String(decoding: Array(value.utf8), as: UTF8.self))
        })
        copy.dateFormats = dateFormats.map { DateFormat($0.pattern, timeZone: $0.timeZone) }
        return copy
    }
}

/// What a model declares about one key's numbers and dates; validators read it from the
/// context while they validate that key's value.
public struct FieldHints: Sendable {
    public var decimalComma: Bool
    public var dateFormats: [DateFormat]

    public init(decimalComma: Bool = false, dateFormats: [DateFormat] = []) {
        self.decimalComma = decimalComma
        self.dateFormats = dateFormats
    }
}
