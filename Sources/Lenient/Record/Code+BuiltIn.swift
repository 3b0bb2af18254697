// The engine's own codes by their Swift names; their snake_case names and wording are in
// `Code.swift`'s switches. Inlinable: a comparison with one is a comparison of bytes.
extension Code {
    // Coercions to text.
    /// `number_to_text`
    @inlinable public static var numberToText: Code { Code(.numberToText) }
    /// `bool_to_text`
    @inlinable public static var boolToText: Code { Code(.boolToText) }
    /// `text_trimmed`
    @inlinable public static var textTrimmed: Code { Code(.textTrimmed) }
    /// `text_sanitized`
    @inlinable public static var textSanitized: Code { Code(.textSanitized) }
    /// `invalid_utf8`
    @inlinable public static var invalidUTF8: Code { Code(.invalidUTF8) }
    // Coercions to numbers and integers.
    /// `numeric_text`
    @inlinable public static var numericText: Code { Code(.numericText) }
    /// `currency_text`
    @inlinable public static var currencyText: Code { Code(.currencyText) }
    /// `thousands_separator`
    @inlinable public static var thousandsSeparator: Code { Code(.thousandsSeparator) }
    /// `decimal_comma`
    @inlinable public static var decimalComma: Code { Code(.decimalComma) }
    // Coercions to bools.
    /// `number_to_bool`
    @inlinable public static var numberToBool: Code { Code(.numberToBool) }
    /// `text_to_bool`
    @inlinable public static var textToBool: Code { Code(.textToBool) }
    // Coercions to dates.
    /// `date_only`
    @inlinable public static var dateOnly: Code { Code(.dateOnly) }
    /// `unix_seconds`
    @inlinable public static var unixSeconds: Code { Code(.unixSeconds) }
    /// `unix_milliseconds`
    @inlinable public static var unixMilliseconds: Code { Code(.unixMilliseconds) }
    /// `declared_format`
    @inlinable public static var declaredFormat: Code { Code(.declaredFormat) }
    /// `relative_date`
    @inlinable public static var relativeDate: Code { Code(.relativeDate) }
    // Coercions to lists.
    /// `single_to_list`
    @inlinable public static var singleToList: Code { Code(.singleToList) }
    // Coercions of text that holds JSON.
    /// `json_in_text`
    @inlinable public static var jsonInText: Code { Code(.jsonInText) }
    // Post-validation.
    /// `zero_padded`
    @inlinable public static var zeroPadded: Code { Code(.zeroPadded) }
    /// `minor_unit`
    @inlinable public static var minorUnit: Code { Code(.minorUnit) }
    /// `scaled_number`
    @inlinable public static var scaledNumber: Code { Code(.scaledNumber) }
    /// `custom_rule`: a model's own validator or post-validation changed the value.
    @inlinable public static var customRule: Code { Code(.customRule) }
    // Why a value was defaulted or dropped.
    /// `missing`
    @inlinable public static var missing: Code { Code(.missing) }
    /// `null`
    @inlinable public static var null: Code { Code(.null) }
    /// `expected_text`
    @inlinable public static var expectedText: Code { Code(.expectedText) }
    /// `not_a_number`
    @inlinable public static var notANumber: Code { Code(.notANumber) }
    /// `bool_not_number`
    @inlinable public static var boolNotNumber: Code { Code(.boolNotNumber) }
    /// `out_of_range`
    @inlinable public static var outOfRange: Code { Code(.outOfRange) }
    /// `not_integral`
    @inlinable public static var notIntegral: Code { Code(.notIntegral) }
    /// `number_not_bool`
    @inlinable public static var numberNotBool: Code { Code(.numberNotBool) }
    /// `unrecognized_bool`
    @inlinable public static var unrecognizedBool: Code { Code(.unrecognizedBool) }
    /// `expected_bool`
    @inlinable public static var expectedBool: Code { Code(.expectedBool) }
    /// `unrecognized_date`
    @inlinable public static var unrecognizedDate: Code { Code(.unrecognizedDate) }
    /// `expected_date`
    @inlinable public static var expectedDate: Code { Code(.expectedDate) }
    /// `expected_list`
    @inlinable public static var expectedList: Code { Code(.expectedList) }
    /// `expected_object`
    @inlinable public static var expectedObject: Code { Code(.expectedObject) }
    /// `text_not_json`
    @inlinable public static var textNotJSON: Code { Code(.textNotJSON) }
    /// `nested_too_deep`: a model nested deeper than the thread's stack leaves room for
    /// (see ``ValidationOptions/maxDepth``).
    @inlinable public static var nestedTooDeep: Code { Code(.nestedTooDeep) }
    // Constraints.
    /// `below_minimum`
    @inlinable public static var belowMinimum: Code { Code(.belowMinimum) }
    /// `above_maximum`
    @inlinable public static var aboveMaximum: Code { Code(.aboveMaximum) }
    /// `too_short`
    @inlinable public static var tooShort: Code { Code(.tooShort) }
    /// `too_long`
    @inlinable public static var tooLong: Code { Code(.tooLong) }
    /// `pattern_mismatch`
    @inlinable public static var patternMismatch: Code { Code(.patternMismatch) }
    /// `too_few_elements`
    @inlinable public static var tooFewElements: Code { Code(.tooFewElements) }
    /// `too_many_elements`
    @inlinable public static var tooManyElements: Code { Code(.tooManyElements) }
    /// `negated_constraint_held`
    @inlinable public static var negatedConstraintHeld: Code { Code(.negatedConstraintHeld) }
    /// `no_alternative_held`
    @inlinable public static var noAlternativeHeld: Code { Code(.noAlternativeHeld) }
    /// `custom_rejection`: a model's own validator gave up on the value.
    @inlinable public static var customRejection: Code { Code(.customRejection) }
    // Why a key was ignored.
    /// `unknown_key`
    @inlinable public static var unknownKey: Code { Code(.unknownKey) }
    /// `duplicate_key`
    @inlinable public static var duplicateKey: Code { Code(.duplicateKey) }
}
