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
                // Plain ASCII has no controls: only spaces at either end can need work.
                let content = input.stringContent
                var start = content.startIndex
                var end = content.endIndex
                while start < end, content[start] == 0x20 { start += 1 }
                while end > start, content[end - 1] == 0x20 { end -= 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: content[start..<end]), as: UTF8.self)
                return start == content.startIndex && end == content.endIndex ? .exact(text) : .coerced(text, by: .textTrimmed)
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
