extension Array: LenientValue where Element: LenientValue {
    public static var lenientDefault: [Element] { [] }
    public static var lenientTypeName: String { "list of \(Element.lenientTypeName)" }
    public static var lenientExactKind: JSONKind { .array }
    public static func lenientShape(depth: Int) -> KVCValue { depth > 0 ? .list([Element.lenientShape(depth: depth - 1)]) : .list([]) }

    /// A list: exact from a list, each element validated and recorded at its input index; an
    /// element that cannot become the element type is dropped and recorded, the rest kept (an
    /// optional element is kept as `nil`, defaulted: ``LenientValue/lenientKeepsDefaultInContainers``).
    /// A single value of the element's own JSON kind (one object for a list of models)
    /// becomes a list of one (``Code/singleToList``). `null` is ``Code/null``; other text,
    /// numbers and bools are ``Code/expectedList``.
    @inlinable
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<[Element]> {
        switch input.kind {
        case .array:
            var result: [Element] = []
            result.reserveCapacity(input.count)
            var index = 0
            input.forEachElement { element in
                if let value = context.validateElement(element, at: index, as: Element.self) { result.append(value) }
                index += 1
            }
            return .exact(result)
        case .null:
            return .invalid(.null)
        case let kind where kind == Element.lenientExactKind:
            return .coerced(context.validateElement(input, at: 0, as: Element.self).map { [$0] } ?? [], by: .singleToList)
        default:
            return .invalid(.expectedList)
        }
    }

    public var kvcValue: KVCValue { .list(map(\.kvcValue)) }

    public func kvcValue(depth: Int) -> KVCValue {
        depth > 0 ? .list(map { $0.kvcValue(depth: depth - 1) }) : .null
    }

    @inlinable
    public func appendJSON(to buffer: inout JSONBuffer) {
        buffer.append("[")
        for index in indices {
            if index > startIndex { buffer.append(",") }
            self[index].appendJSON(to: &buffer)
        }
        buffer.append("]")
    }
}
