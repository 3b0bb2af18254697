import Lenient

/// A list that keeps each value once: a value equal to one before it is left out, recorded as
/// dropped with a code of its own (``Lenient/Code/repeatedValue``), as a list's elements are
/// recorded at their indices.
///
/// A container of this package's own: it conforms to `LenientValue` outside the Lenient
/// module and records its children through the validation context.
public struct Distinct<Element: LenientValue & Equatable>: LenientValue, Equatable, Sendable {
    public var values: [Element]

    public init(_ values: [Element] = []) {
        self.values = values
    }

    public static var lenientDefault: Distinct<Element> { Distinct() }
    public static var lenientTypeName: String { "distinct list of \(Element.lenientTypeName)" }
    public static var lenientExactKind: JSONKind { .array }

    /// One element in the shape, so that key paths into the elements can be checked.
    public static func lenientShape(depth: Int) -> KVCValue {
        depth > 0 ? .list([Element.lenientShape(depth: depth - 1)]) : .list([])
    }

    /// A list: exact, each element validated as `Element` and recorded at its index; an element
    /// that cannot become one is dropped with the element validator's reason, and one equal to
    /// an element kept before it is dropped as `repeated_value`. `null` is `null`; anything
    /// else `expected_list`.
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Distinct<Element>> {
        guard input.kind == .array else { return .invalid(input.kind == .null ? .null : .expectedList) }
        var values: [Element] = []
        var index = 0
        input.forEachElement { element in
            let kept = context.validateElement(element, at: index, as: Element.self) { value in
                values.contains(value) ? .repeatedValue : nil
            }
            if let kept { values.append(kept) }
            index += 1
        }
        return .exact(Distinct(values))
    }

    public var kvcValue: KVCValue { .list(values.map(\.kvcValue)) }
}

extension Code {
    /// `repeated_value`: a value a ``Distinct`` list holds already.
    public static let repeatedValue = Code.custom(
        "repeated_value", explanation: "a value equal to one before it in the list: left out, the list keeps each value once")
}
