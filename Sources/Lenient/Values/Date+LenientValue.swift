import Foundation


extension Date: LenientValue {
    /// A non-optional date defaults to the UNIX epoch; declare `Date?` to default to no date.
    public static var lenientDefault: Date { Date(timeIntervalSince1970: 0) }
    public static var lenientTypeName: String { "date" }
    public static var lenientExactKind: JSONKind { .string }

    /// A date: exact from RFC 3339 text with an offset or `Z`; coerced from a date alone
    /// (midnight UTC), a UNIX timestamp in seconds or milliseconds (number or numeric text),
    /// text in a declared format, or an age (`"3 hours ago"`) when the options give the
    /// source's time (``ValidationOptions/referenceDate``). Anything else: ``Code/unrecognizedDate``,
    /// ``Code/expectedDate``, ``Code/outOfRange`` or ``Code/null``.
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Date> {
        switch input.kind {
        case .string:
            if input.isPlainASCII {
                // The common forms read straight from the source bytes.
                let bytes = input.stringContent
                if let seconds = Coerce.seconds(fromRFC3339: bytes) { return held(seconds, by: nil) }
                if let seconds = Coerce.seconds(fromDateOnly: bytes) { return held(seconds, by: .dateOnly) }
            }
            let text = Coerce.trimWhitespace(input.decodedText.text)
            if let seconds = Coerce.seconds(fromRFC3339: text) { return held(seconds, by: nil) }
            if let seconds = Coerce.seconds(fromDateOnly: text) { return held(seconds, by: .dateOnly) }
            // A declared format is the source's own word: it goes before timestamps, so
            // `yyyyMMdd` reads "20130218" as a day, not as seconds.
            for format in context.dateFormats {
                if let seconds = format.seconds(from: text) { return held(seconds, by: .declaredFormat) }
            }
            if let reference = context.options.referenceDate, let age = Coerce.age(fromText: text) {
                return held(reference.timeIntervalSince1970 - age, by: .relativeDate)
            }
            switch Coerce.number(fromText: text) {
            case .success(let number) where number.rule == .numericText:
                guard let (date, rule) = Coerce.date(fromUnix: number.value) else { return .invalid(.outOfRange) }
                return .coerced(date, by: rule)
            case .failure(let error) where error.code == .outOfRange:
                return .invalid(.outOfRange)
            default:
                return .invalid(.unrecognizedDate)
            }
        case .number:
            guard let (date, rule) = Coerce.date(fromUnix: input.doubleValue) else { return .invalid(.outOfRange) }
            return .coerced(date, by: rule)
        case .null:
            return .invalid(.null)
        case .bool, .object, .array:
            return .invalid(.expectedDate)
        }
    }

    /// The date at `seconds`, exact (RFC 3339 text) or coerced by `rule`, when it is in the
    /// years 0001–9999 once its offset or time zone is applied; out of range otherwise.
    private static func held(_ seconds: Double, by rule: Code?) -> Validated<Date> {
        guard let date = Coerce.heldDate(seconds: seconds) else { return .invalid(.outOfRange) }
        return rule.map { .coerced(date, by: $0) } ?? .exact(date)
    }

    public var kvcValue: KVCValue { .date(self) }
}
