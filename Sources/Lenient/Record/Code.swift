/// A stable code of the record: the rule that coerced a value, the post-validation that
/// changed it, or the reason a value was defaulted, dropped or ignored.
///
/// Codes are data: tests and tools match on ``name``, never on the wording. The engine's own
/// codes (``builtIn``; by name, static members such as ``numberToText``) are named and worded
/// in the switches below; a program declares codes of its own for its models' validators,
/// post-validation steps and constraints with ``custom(_:explanation:isConstraint:)``, worded
/// by their declaration.
public struct Code: Hashable, Sendable, Comparable {
    /// The code's number in this process, kept in one byte by the compact record: the
    /// engine's codes in their order below, then the codes the program declared, in the order
    /// they were first declared (so it is not stable from one run to the next: match on
    /// ``name``).
    @usableFromInline let number: UInt8

    @inlinable
    init(_ builtIn: BuiltIn) {
        number = builtIn.rawValue
    }

    /// The code numbered `number` in this process, if there is one.
    init?(number: UInt8) {
        guard BuiltIn(rawValue: number) != nil || CustomCodes.shared.entry(number) != nil else { return nil }
        self.number = number
    }

    /// A number ``CustomCodes`` gave out.
    init(declaredNumber number: UInt8) {
        self.number = number
    }

    /// The engine's order: its own codes grouped by kind, then the program's own codes.
    public static func < (lhs: Code, rhs: Code) -> Bool { lhs.number < rhs.number }

    /// The engine's own codes, in their order.
    public static var builtIn: [Code] { BuiltIn.allCases.map(Code.init) }

    /// Whether the program declared the code (``custom(_:explanation:isConstraint:)``).
    public var isCustom: Bool { BuiltIn(rawValue: number) == nil }

    /// The stable snake_case name used in every output.
    public var name: String {
        if let builtIn = BuiltIn(rawValue: number) { return builtIn.name }
        return CustomCodes.shared.entry(number)?.name ?? "unknown_code"
    }

    /// One sentence saying what the code means, as traces word it.
    public var explanation: String {
        if let builtIn = BuiltIn(rawValue: number) { return builtIn.explanation }
        return CustomCodes.shared.entry(number)?.explanation ?? "a code this process does not know"
    }

    /// Whether the code is a constraint's failure.
    public var isConstraint: Bool {
        if let builtIn = BuiltIn(rawValue: number) { return builtIn.isConstraint }
        return CustomCodes.shared.entry(number)?.isConstraint ?? false
    }

    /// The code whose ``name`` is `name` (the engine's, or one the program declared), if any.
    public init?(name: String) {
        if let builtIn = BuiltIn.allCases.first(where: { $0.name == name }) {
            self.init(builtIn)
        } else if let number = CustomCodes.shared.number(named: name) {
            self.init(declaredNumber: number)
        } else {
            return nil
        }
    }

    /// The engine's own codes: the only place their names and wording live.
    @usableFromInline
    enum BuiltIn: UInt8, CaseIterable {
        // Coercions to text.
        case numberToText, boolToText, textTrimmed, textSanitized, invalidUTF8
        // Coercions to numbers and integers.
        case numericText, currencyText, thousandsSeparator, decimalComma
        // Coercions to bools.
        case numberToBool, textToBool
        // Coercions to dates.
        case dateOnly, unixSeconds, unixMilliseconds, declaredFormat, relativeDate
        // Coercions to lists.
        case singleToList
        // Coercions of text that holds JSON.
        case jsonInText
        // Post-validation.
        case zeroPadded, minorUnit, scaledNumber
        /// A model's own validator or post-validation changed the value.
        case customRule
        // Why a value was defaulted or dropped.
        case missing, null, expectedText, notANumber, boolNotNumber, outOfRange, notIntegral
        case numberNotBool, unrecognizedBool, expectedBool, unrecognizedDate, expectedDate
        case expectedList, expectedObject, textNotJSON, nestedTooDeep
        // Constraints.
        case belowMinimum, aboveMaximum, tooShort, tooLong, patternMismatch, tooFewElements, tooManyElements
        case negatedConstraintHeld, noAlternativeHeld
        /// A model's own validator gave up on the value.
        case customRejection
        // Why a key was ignored.
        case unknownKey, duplicateKey

        /// The stable snake_case name used in every output.
        var name: String {
            switch self {
            case .numberToText: "number_to_text"
            case .boolToText: "bool_to_text"
            case .textTrimmed: "text_trimmed"
            case .textSanitized: "text_sanitized"
            case .invalidUTF8: "invalid_utf8"
            case .numericText: "numeric_text"
            case .currencyText: "currency_text"
            case .thousandsSeparator: "thousands_separator"
            case .decimalComma: "decimal_comma"
            case .numberToBool: "number_to_bool"
            case .textToBool: "text_to_bool"
            case .dateOnly: "date_only"
            case .unixSeconds: "unix_seconds"
            case .unixMilliseconds: "unix_milliseconds"
            case .declaredFormat: "declared_format"
            case .relativeDate: "relative_date"
            case .singleToList: "single_to_list"
            case .jsonInText: "json_in_text"
            case .zeroPadded: "zero_padded"
            case .minorUnit: "minor_unit"
            case .scaledNumber: "scaled_number"
            case .customRule: "custom_rule"
            case .missing: "missing"
            case .null: "null"
            case .expectedText: "expected_text"
            case .notANumber: "not_a_number"
            case .boolNotNumber: "bool_not_number"
            case .outOfRange: "out_of_range"
            case .notIntegral: "not_integral"
            case .numberNotBool: "number_not_bool"
            case .unrecognizedBool: "unrecognized_bool"
            case .expectedBool: "expected_bool"
            case .unrecognizedDate: "unrecognized_date"
            case .expectedDate: "expected_date"
            case .expectedList: "expected_list"
            case .expectedObject: "expected_object"
            case .textNotJSON: "text_not_json"
            case .nestedTooDeep: "nested_too_deep"
            case .belowMinimum: "below_minimum"
            case .aboveMaximum: "above_maximum"
            case .tooShort: "too_short"
            case .tooLong: "too_long"
            case .patternMismatch: "pattern_mismatch"
            case .tooFewElements: "too_few_elements"
            case .tooManyElements: "too_many_elements"
            case .negatedConstraintHeld: "negated_constraint_held"
            case .noAlternativeHeld: "no_alternative_held"
            case .customRejection: "custom_rejection"
            case .unknownKey: "unknown_key"
            case .duplicateKey: "duplicate_key"
            }
        }

        /// One sentence saying what the code means.
        var explanation: String {
            switch self {
            case .numberToText: "a number where text was expected: written as text"
            case .boolToText: "a bool where text was expected: written as \"true\" or \"false\""
            case .textTrimmed: "leading or trailing whitespace removed"
            case .textSanitized: "control characters, escape sequences or direction overrides replaced with U+FFFD"
            case .invalidUTF8: "bytes that are not UTF-8 replaced with U+FFFD"
            case .numericText: "text holding a number: the number read"
            case .currencyText: "text holding an amount: currency symbol or code removed, the number read"
            case .thousandsSeparator: "text holding a number with thousands separators: separators removed"
            case .decimalComma: "text holding a number with a decimal comma: read as a decimal point"
            case .numberToBool: "1 or 0 where a bool was expected: read as true or false"
            case .textToBool: "text such as \"yes\" or \"off\" where a bool was expected: read as true or false"
            case .dateOnly: "a calendar date without a time: midnight UTC"
            case .unixSeconds: "a UNIX timestamp in seconds"
            case .unixMilliseconds: "a UNIX timestamp in milliseconds (above 2×10¹⁰)"
            case .declaredFormat: "text in the date format declared for this key or source"
            case .relativeDate: "an age such as \"3 hours ago\": counted back from the source's time, so approximate"
            case .singleToList: "a single value where a list was expected: wrapped into a list of one"
            case .jsonInText: "JSON written inside a string: the string's text read as JSON and validated"
            case .zeroPadded: "digits shorter than the declared width: left-padded with 0"
            case .minorUnit: "an amount above the declared limit, so in the currency's minor unit (pence, cents): divided by 100"
            case .scaledNumber: "a number beyond the declared range, so written scaled up: divided by the declared factor"
            case .customRule: "changed by the model's own validator"
            case .missing: "the key is absent"
            case .null: "the value is null"
            case .expectedText: "an object or list where text was expected"
            case .notANumber: "no number could be read from the value"
            case .boolNotNumber: "a bool where a number was expected"
            case .outOfRange: "a number, or a date outside the years 0001–9999, beyond the range of the declared type"
            case .notIntegral: "a number with a fraction where an integer was expected"
            case .numberNotBool: "a number other than 1 or 0 where a bool was expected"
            case .unrecognizedBool: "text that is not a recognised yes/no word"
            case .expectedBool: "an object or list where a bool was expected"
            case .unrecognizedDate: "a value that is not a recognised date"
            case .expectedDate: "an object, list or bool where a date was expected"
            case .expectedList: "text, a number or a bool where a list was expected"
            case .expectedObject: "a value that is not an object where an object was expected"
            case .textNotJSON: "text where JSON written inside a string was expected, but it is not JSON"
            case .nestedTooDeep: "an object nested deeper than the validating thread's stack leaves room for"
            case .belowMinimum: "below the declared minimum"
            case .aboveMaximum: "above the declared maximum"
            case .tooShort: "shorter than the declared length"
            case .tooLong: "longer than the declared length"
            case .patternMismatch: "does not match the declared pattern"
            case .tooFewElements: "fewer elements than declared"
            case .tooManyElements: "more elements than declared"
            case .negatedConstraintHeld: "a constraint declared as 'not' held"
            case .noAlternativeHeld: "none of the declared alternatives held"
            case .customRejection: "rejected by the model's own validator"
            case .unknownKey: "no property has this key, case-insensitively or by remap"
            case .duplicateKey: "another key of the same object landed on the same property and won"
            }
        }

        /// Whether the code is a constraint's failure.
        var isConstraint: Bool {
            switch self {
            case .belowMinimum, .aboveMaximum, .tooShort, .tooLong, .patternMismatch, .tooFewElements,
                 .tooManyElements, .negatedConstraintHeld, .noAlternativeHeld: true
            default: false
            }
        }
    }
}

extension Code: CustomStringConvertible {
    /// The code's ``name``: `print(code)` and `"\(code)"` say `currency_text`, not its number
    /// in this process.
    public var description: String { name }
}
