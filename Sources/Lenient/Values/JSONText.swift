/// A value that arrives as JSON written inside a string, as some feeds export nested data
/// (`"prix": "[{\"@nom\": \"Gazole\", \"@valeur\": \"1.908\"}]"`), or as the JSON itself.
///
/// The string's text is parsed and validated as `Value` (``Code/jsonInText``); JSON already
/// of `Value`'s kind is validated as it is. Fields inside the string are recorded with their
/// paths and the input as written inside it, placed at the string's line and column.
public struct JSONText<Value: LenientValue>: LenientValue, Sendable {
    public var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public static var lenientDefault: JSONText<Value> { JSONText(Value.lenientDefault) }
    public static var lenientTypeName: String { "\(Value.lenientTypeName) as JSON text" }
    public static var lenientExactKind: JSONKind { Value.lenientExactKind }
    public static func lenientShape(depth: Int) -> KVCValue { Value.lenientShape(depth: depth) }

    /// Text is read as JSON and validated as `Value`: coerced by ``Code/jsonInText`` when
    /// that is valid; text that is not JSON is ``Code/textNotJSON``. Anything else is
    /// validated as `Value` directly.
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<JSONText<Value>> {
        guard input.kind == .string, Value.lenientExactKind != .string else {
            return Value.lenientValidate(input, in: &context).map(JSONText.init)
        }
        let text = Array(input.decodedText.text.utf8)
        let outer = context.embeddedAt
        context.embeddedAt = outer ?? input.offset
        defer { context.embeddedAt = outer }
        let depth = context.options.maxDepth
        return text.withUnsafeBufferPointer { bytes -> Validated<JSONText<Value>> in
            var tape = JSONTape()
            guard let end = try? tape.parse(bytes, from: 0, maxDepth: depth) else { return .invalid(.textNotJSON) }
            var scanner = JSONScanner(bytes: bytes, position: end)
            scanner.skipWhitespace()
            guard scanner.peek() == nil else { return .invalid(.textNotJSON) }
            let inner = tape.withRoot(bytes) { root in Value.lenientValidate(root, in: &context) }
            switch inner {
            case .exact(let value)?, .coerced(let value, _)?: return .coerced(JSONText(value), by: .jsonInText)
            case .invalid(let reason)?: return .invalid(reason)
            case nil: return .invalid(.textNotJSON)
            }
        }
    }

    public var kvcValue: KVCValue { value.kvcValue }

    public func kvcValue(depth: Int) -> KVCValue { value.kvcValue(depth: depth) }

    public func appendJSON(to buffer: inout JSONBuffer) { value.appendJSON(to: &buffer) }
}

extension JSONText: Equatable where Value: Equatable {}
