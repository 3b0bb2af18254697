extension String: LenientValue {
    public static var lenientDefault: String { "" }
    public static var lenientTypeName: String { "text" }
    public static var lenientExactKind: JSONKind { .string }

    /// Text: exact from a string already clean; otherwise the text rules
    /// (``Coerce/cleanText(_:)``, ``Coerce/text(fromNumber:isIntegerLiteral:value:)``,
    /// ``Coerce/text(fromBool:)``). Objects and lists are ``Code/expectedText``.
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<String> {
        switch input.kind {
        case .string:
            if input.isPlainASCII {
                let content = input.stringContent
                let text = String(decoding: content, as: UTF8.self)
                // Plain ASCII has no controls: only spaces at either end can need work.
                if let first = content.first, let last = content.last, first != 0x20, last != 0x20 { return .exact(text) }
                if content.isEmpty { return .exact(text) }
                return .coerced(Coerce.trimWhitespace(text), by: .textTrimmed)
            }
            let (decoded, repaired) = input.decodedText
            let (clean, rule) = Coerce.cleanText(decoded)
            if repaired { return .coerced(clean, by: rule == .textSanitized ? .textSanitized : .invalidUTF8) }
            if let rule { return .coerced(clean, by: rule) }
            return .exact(clean)
        case .number:
            return .coerced(Coerce.text(fromNumber: input.rawText, isIntegerLiteral: input.isIntegerLiteral, value: input.doubleValue), by: .numberToText)
        case .bool:
            return .coerced(Coerce.text(fromBool: input.bool ?? false), by: .boolToText)
        case .null:
            return .invalid(.null)
        case .object, .array:
            return .invalid(.expectedText)
        }
    }

    public var kvcValue: KVCValue { .text(self) }
}
