/// Recording the values inside a container (a list, an object whose keys are data): a field
/// for every child, at its index or key. Inlinable, so that the modules declaring models
/// specialise it with the element types.
extension ValidationContext {
    /// Validates one element of a list as `Element` and records it at its index, matched as
    /// ``KeyMatch/element``.
    /// - Returns: the valid value; `nil` when the element could not become an `Element` (it
    ///   is recorded as ``Outcome/dropped`` with the reason).
    @inlinable
    mutating func validateElement<Element: LenientValue>(
        _ element: JSONInput, at index: Int, as type: Element.Type = Element.self
    ) -> Element? {
        validateChild(element, component: .index(index), key: nil, match: .element, refusing: { _ in nil })
    }

    /// Records a member left out of an object whose keys are data without validating it, as
    /// ``Outcome/dropped`` with `reason`.
    @usableFromInline
    mutating func dropEntry<Value: LenientValue>(_ value: JSONInput, key: JSONInput, as type: Value.Type, reason: Code) {
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
        }
        if let value = kept, let refusal = refusing(value) {
            outcome = .dropped
            rule = refusal
            kept = nil
        }
        if kept == nil { rollBack(to: mark) }
        finishField(token, hasComponent: true, key: key, match: match, custom: false, input: input,
                    outcome: outcome, rule: rule, post: nil, type: Value.self, value: kept?.kvcValue ?? .null)
        return kept
    }
}
