import Foundation

/// A declarative check of a valid value, in the style of TWTValidation: ranges, lengths,
/// patterns, counts, and their `all`/`any`/`not` combinations.
///
/// A constraint returns `nil` when the value passes, or the code saying why it fails; a
/// field whose value fails is defaulted with that code.
public struct Constraint<Value>: Sendable {
    @usableFromInline let check: @Sendable (Value) -> Code?

    /// - Parameter check: returns `nil` when the value passes, or the code of the failure.
    @inlinable
    public init(_ check: @escaping @Sendable (Value) -> Code?) {
        self.check = check
    }

    /// Passes when every constraint passes; fails with the first failure.
    public static func all(_ constraints: [Constraint<Value>]) -> Constraint<Value> {
        Constraint { value in constraints.lazy.compactMap { $0.check(value) }.first }
    }

    /// Passes when at least one constraint passes.
    public static func any(_ constraints: [Constraint<Value>]) -> Constraint<Value> {
        Constraint { value in constraints.contains { $0.check(value) == nil } ? nil : .noAlternativeHeld }
    }

    /// Passes when `constraint` fails.
    public static func not(_ constraint: Constraint<Value>) -> Constraint<Value> {
        Constraint { value in constraint.check(value) == nil ? .negatedConstraintHeld : nil }
    }
}

extension Constraint where Value: Comparable & Sendable {
    /// Passes for values in `range`.
    public static func range(_ range: ClosedRange<Value>) -> Constraint<Value> {
        Constraint { value in
            value < range.lowerBound ? .belowMinimum : value > range.upperBound ? .aboveMaximum : nil
        }
    }

    /// Passes for values at least `minimum`.
    public static func minimum(_ minimum: Value) -> Constraint<Value> {
        Constraint { $0 < minimum ? .belowMinimum : nil }
    }

    /// Passes for values at most `maximum`.
    public static func maximum(_ maximum: Value) -> Constraint<Value> {
        Constraint { $0 > maximum ? .aboveMaximum : nil }
    }
}

extension Constraint where Value == String {
    /// Passes for text whose length in characters is in `range`.
    public static func length(_ range: ClosedRange<Int>) -> Constraint<String> {
        Constraint { text in
            let count = text.count
            return count < range.lowerBound ? .tooShort : count > range.upperBound ? .tooLong : nil
        }
    }

    /// Passes for text that the regular expression matches whole.
    /// An invalid pattern matches nothing.
    public static func pattern(_ pattern: String) -> Constraint<String> {
        let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$")
        let box = UncheckedBox(expression)
        return Constraint { text in
            guard let expression = box.value else { return .patternMismatch }
            let range = NSRange(text.startIndex..<text.endIndex, in: text)
            return expression.firstMatch(in: text, range: range) == nil ? .patternMismatch : nil
        }
    }
}

extension Constraint {
    /// Passes for lists whose element count is in `range`.
    public static func count<Element>(_ range: ClosedRange<Int>) -> Constraint<[Element]> where Value == [Element] {
        Constraint<[Element]> { list in
            list.count < range.lowerBound ? .tooFewElements : list.count > range.upperBound ? .tooManyElements : nil
        }
    }
}

/// Holds a value that is immutable after creation but not marked `Sendable`.
@usableFromInline
struct UncheckedBox<Wrapped>: @unchecked Sendable {
    @usableFromInline let value: Wrapped

    @inlinable
    init(_ value: Wrapped) {
        self.value = value
    }
}
