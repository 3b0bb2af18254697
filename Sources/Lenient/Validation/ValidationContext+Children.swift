/// Recording the values inside a container: what a ``LenientValue`` that holds other values
/// (a list, an object whose keys are data) calls for each of them, so that the record has a
/// field for every child, as it has for `[T]`'s elements and `[String: T]`'s entries.
///
/// ```swift
/// public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Shelf> {
///     guard input.kind == .array else { return .invalid(input.kind == .null ? .null : .expectedList) }
///     var items: [Item] = []
///     var index = 0
///     input.forEachElement { element in
///         if let item = context.validateElement(element, at: index, as: Item.self) { items.append(item) }
///         index += 1
///     }
///     return .exact(Shelf(items: items))
/// }
/// ```
///
/// A container that then refuses itself as a whole (`.invalid`) leaves no record of its
/// children: the property, element or entry that holds it forgets them.
extension ValidationContext {
    /// Validates one element of a list as `Element` and records it at its index, matched as
    /// ``KeyMatch/element`` (path: the container's, then `[index]`).
    ///
    /// - Parameters:
    ///   - element: the element's input.
    ///   - index: its index in the input (a dropped element keeps its index, so that a path
    ///     always leads back to the source).
    ///   - type: the element type.
    /// - Returns: the valid value (exact or coerced); `nil` when the element could not become
    ///   an `Element`: it is recorded as ``Outcome/dropped`` with the reason, and what its own
    ///   children recorded is forgotten. (An optional element is kept as `nil` instead,
    ///   ``Outcome/defaulted``: see ``LenientValue/lenientKeepsDefaultInContainers``.)
    @inlinable
    public mutating func validateElement<Element: LenientValue>(
        _ element: JSONInput, at index: Int, as type: Element.Type = Element.self
    ) -> Element? {
        validateChild(element, component: .index(index), key: nil, match: .element, refusing: { _ in nil })
    }

    /// Validates one element of a list as `Element`, then lets the container refuse the valid
    /// value (one it holds already, say), and records it at its index as
    /// ``validateElement(_:at:as:)`` does.
    ///
    /// - Parameter refusing: returns `nil` to keep the valid value, or the code to drop it
    ///   with (recorded as ``Outcome/dropped``; what its children recorded is forgotten).
    /// - Returns: the value kept, or `nil` when it was dropped (an optional that could not
    ///   become one is kept as `nil`, defaulted; one the container refused is dropped).
    @inlinable
    public mutating func validateElement<Element: LenientValue>(
        _ element: JSONInput, at index: Int, as type: Element.Type = Element.self, refusing: (Element) -> Code?
    ) -> Element? {
        validateChild(element, component: .index(index), key: nil, match: .element, refusing: refusing)
    }

    /// Validates one member of an object whose keys are data (ids, fuel names) as `Value` and
    /// records it at its key, matched as ``KeyMatch/entry`` (path: the container's, then the
    /// key).
    ///
    /// - Parameters:
    ///   - value: the member's value.
    ///   - key: the member's key, as ``JSONInput/forEachMember(_:)`` gives it.
    ///   - type: the entry type.
    /// - Returns: the valid value (exact or coerced); `nil` when the value could not become a
    ///   `Value`: it is recorded as ``Outcome/dropped`` with the reason, and what its own
    ///   children recorded is forgotten. (An optional entry is kept as `nil` instead,
    ///   ``Outcome/defaulted``.)
    @inlinable
    public mutating func validateEntry<Value: LenientValue>(
        _ value: JSONInput, key: JSONInput, as type: Value.Type = Value.self
    ) -> Value? {
        validateChild(value, component: .key(key.decodedText.text), key: key, match: .entry, refusing: { _ in nil })
    }

    /// Validates one member of an object whose keys are data as `Value`, then lets the
    /// container refuse the valid value, and records it at its key as
    /// ``validateEntry(_:key:as:)`` does.
    ///
    /// - Parameter refusing: returns `nil` to keep the valid value, or the code to drop it
    ///   with (recorded as ``Outcome/dropped``; what its children recorded is forgotten).
    /// - Returns: the value kept, or `nil` when it was dropped (an optional that could not
    ///   become one is kept as `nil`, defaulted; one the container refused is dropped).
    @inlinable
    public mutating func validateEntry<Value: LenientValue>(
        _ value: JSONInput, key: JSONInput, as type: Value.Type = Value.self, refusing: (Value) -> Code?
    ) -> Value? {
        validateChild(value, component: .key(key.decodedText.text), key: key, match: .entry, refusing: refusing)
    }

    /// Records an element left out of a list without validating it, as ``Outcome/dropped``
    /// with `reason`: a container's own code (see ``Code/custom(_:explanation:isConstraint:)``)
    /// or one of the engine's.
    public mutating func dropElement<Element: LenientValue>(_ element: JSONInput, at index: Int, as type: Element.Type, reason: Code) {
        let token = beginField(.index(index))
        finishField(token, hasComponent: true, key: nil, match: .element, custom: false, input: element,
                    outcome: .dropped, rule: reason, post: nil, type: type, value: .null)
    }

    /// Records a member left out of an object whose keys are data without validating it, as
    /// ``Outcome/dropped`` with `reason`: `[String: T]` records the second value of a key
    /// given twice this way, as ``Code/duplicateKey``.
    public mutating func dropEntry<Value: LenientValue>(_ value: JSONInput, key: JSONInput, as type: Value.Type, reason: Code) {
        let token = beginField(.key(key.decodedText.text))
        finishField(token, hasComponent: true, key: key, match: .entry, custom: false, input: value,
                    outcome: .dropped, rule: reason, post: nil, type: type, value: .null)
    }

    /// Validates and records one child; `nil` when it is dropped. The component is made only
    /// when the full record is kept.
    @inlinable @inline(__always)
    mutating func validateChild<Value: LenientValue>(
        _ input: JSONInput, component: @autoclosure () -> FieldPath.Component, key: JSONInput?, match: KeyMatch,
        refusing: (Value) -> Code? = { _ in nil }
    ) -> Value? {
        let token = beginField(component())
        let mark = self.mark
        var outcome = Outcome.dropped
        var rule: Code? = nil
        var kept: Value? = nil
        var invalid = false
        switch Value.lenientValidate(input, in: &self) {
        case .exact(let value):
            outcome = .exact
            kept = value
        case .coerced(let value, let code):
            outcome = .coerced
            rule = code
            kept = value
        case .invalid(let reason):
            rule = reason
            invalid = true
        }
        if let value = kept, let refusal = refusing(value) {
            outcome = .dropped
            rule = refusal
            kept = nil
        }
        if kept == nil {
            rollBack(to: mark)
            // An optional keeps `nil` where its input was; a value the container refused is
            // still left out.
            if invalid && Value.lenientKeepsDefaultInContainers {
                outcome = .defaulted
                kept = Value.lenientDefault
            }
        }
        let depth = valueDepth
        finishField(token, hasComponent: true, key: key, match: match, custom: false, input: input,
                    outcome: outcome, rule: rule, post: nil, type: Value.self,
                    value: kept.map { Self.recordedValue($0, depth: depth) } ?? .null)
        return kept
    }
}
