/// A step that runs only on a valid (exact or coerced) value and may change it, like the
/// sample app's post-validation blocks.
public struct PostValidation<Value>: Sendable {
    /// The code recorded when the step changes the value.
    public let code: Code
    @usableFromInline let apply: @Sendable (Value) -> Value?

    /// - Parameter apply: returns the changed value, or `nil` to leave it as it is.
    @inlinable
    public init(code: Code = .customRule, _ apply: @escaping @Sendable (Value) -> Value?) {
        self.code = code
        self.apply = apply
    }
}

extension PostValidation where Value == String {
    /// Left-pads text made only of ASCII digits and shorter than `width` with `0`
    /// (`"7105"` → `"07105"`, `"7"` → `"00007"` for width 5). Longer text, text with any
    /// other character, and empty text stay as they are.
    public static func zeroPadded(toWidth width: Int) -> PostValidation<String> {
        PostValidation(code: .zeroPadded) { text in
            guard !text.isEmpty, text.utf8.count < width, text.utf8.allSatisfy(JSONScanner.isDigit) else { return nil }
            return String(repeating: "0", count: width - text.utf8.count) + text
        }
    }
}

/// A number a post-validation step can rescale: `Double` and `Double?` alike.
public protocol ScalableNumber: Sendable {
    /// The number, when there is one.
    var scalableValue: Double? { get }
    /// The same kind of value holding `number`.
    static func scaled(_ number: Double) -> Self
}

extension Double: ScalableNumber {
    public var scalableValue: Double? { self }
    public static func scaled(_ number: Double) -> Double { number }
}

extension Optional: ScalableNumber where Wrapped == Double {
    public var scalableValue: Double? { self }
    public static func scaled(_ number: Double) -> Double? { number }
}

extension PostValidation where Value: ScalableNumber {
    /// An amount above `limit` is in the currency's minor unit (pence, cents) and is divided
    /// by 100: with `limit` 20, `152.9` (pence) becomes `1.529` (pounds) and `1.529` stays as
    /// it is, so one file may mix both. Recorded as ``Code/minorUnit``.
    public static func minorUnit(above limit: Double) -> PostValidation<Value> {
        PostValidation(code: .minorUnit) { value in
            guard let number = value.scalableValue, number > limit else { return nil }
            return .scaled(Coerce.divide(number, by: 100))
        }
    }

    /// A number whose magnitude is beyond `limit` was written multiplied by `factor` and is
    /// divided back: with `limit` 180 and `factor` 100,000, a longitude of `475700` becomes
    /// `4.757` and `4.757` stays as it is. Recorded as ``Code/scaledNumber``.
    public static func scaled(by factor: Double, beyond limit: Double) -> PostValidation<Value> {
        PostValidation(code: .scaledNumber) { value in
            guard let number = value.scalableValue, abs(number) > limit, factor != 0 else { return nil }
            return .scaled(Coerce.divide(number, by: factor))
        }
    }
}
