extension Array: LenientValue where Element: LenientValue {
    public static var lenientDefault: [Element] { [] }
    public static var lenientTypeName: String { "list of \(Element.lenientTypeName)" }
    public static var lenientExactKind: JSONKind { .array }
    public static func lenientShape(depth: Int) -> KVCValue { depth > 0 ? .list([Element.lenientShape(depth: depth - 1)]) : .list([]) }

    /// A list: exact from a list, each element validated and recorded at its input index; an
    /// element that cannot become the element type is dropped and recorded, the rest kept.
    /// A single value of the element's own JSON kind (one object for a list of models)
    /// becomes a list of one (``Code/singleToList``). `null` is ``Code/null``; other text,
    /// numbers and bools are ``Code/expectedList``.
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<[Element]> {
        switch input.kind {
        case .array:
            var result: [Element] = []
            result.reserveCapacity(input.count)
            var index = 0
            input.forEachElement { element in
                if let value = validateElement(element, index: index, &context) { result.append(value) }
                index += 1
            }
            return .exact(result)
        case .null:
            return .invalid(.null)
        case let kind where kind == Element.lenientExactKind:
            return .coerced(validateElement(input, index: 0, &context).map { [$0] } ?? [], by: .singleToList)
        default:
            return .invalid(.expectedList)
        }
    }

    /// Validates and records one element; `nil` when it is dropped.
    private static func validateElement(_ element: JSONInput, index: Int, _ context: inout ValidationContext) -> Element? {
        let token = context.beginField(.index(index))
        switch Element.lenientValidate(element, in: &context) {
        case .exact(let value):
            context.finishField(token, hasComponent: true, key: nil, match: .element, custom: false, input: element,
                                outcome: .exact, rule: nil, post: nil, type: Element.self, value: value)
            return value
        case .coerced(let value, let rule):
            context.finishField(token, hasComponent: true, key: nil, match: .element, custom: false, input: element,
                                outcome: .coerced, rule: rule, post: nil, type: Element.self, value: value)
            return value
        case .invalid(let reason):
            context.finishField(token, hasComponent: true, key: nil, match: .element, custom: false, input: element,
                                outcome: .dropped, rule: reason, post: nil, type: Element.self, value: .null)
            return nil
        }
    }

    public var kvcValue: KVCValue { .list(map(\.kvcValue)) }

    public func kvcValue(depth: Int) -> KVCValue {
        depth > 0 ? .list(map { $0.kvcValue(depth: depth - 1) }) : .null
    }
}
