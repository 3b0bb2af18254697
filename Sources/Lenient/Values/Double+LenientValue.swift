extension Double: LenientValue {
    public static var lenientDefault: Double { 0 }
    public static var lenientTypeName: String { "number" }
    public static var lenientExactKind: JSONKind { .number }

    /// A number: exact from a JSON number in range; from text by
    /// ``Coerce/number(fromText:decimalComma:)``. Bools are ``Code/boolNotNumber``;
    /// objects and lists ``Code/notANumber``; beyond range ``Code/outOfRange``.
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Double> {
        switch input.kind {
        case .number:
            let value = input.doubleValue
            return value.isFinite ? .exact(value) : .invalid(.outOfRange)
        case .string:
            switch input.numberFromText(decimalComma: context.decimalComma) {
            case .success(let number): return .coerced(number.value, by: number.rule)
            case .failure(let error): return .invalid(error.code)
            }
        case .bool: return .invalid(.boolNotNumber)
        case .null: return .invalid(.null)
        case .object, .array: return .invalid(.notANumber)
        }
    }

    public var kvcValue: KVCValue { .number(self) }
}

extension Int: LenientValue {
    public static var lenientDefault: Int { 0 }
    public static var lenientTypeName: String { "integer" }
    public static var lenientExactKind: JSONKind { .number }

    /// An integer: exact from an integral JSON number in range (`4`, `4.0`, `4e2`); from
    /// numeric text by the number rules, coerced. A fraction is ``Code/notIntegral`` (never
    /// truncated); beyond `Int` is ``Code/outOfRange``.
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Int> {
        switch input.kind {
        case .number:
            let raw = input.rawText
            switch Coerce.integer(fromCanonical: raw) {
            case .success(let value): return .exact(value)
            case .failure(let error): return .invalid(error.code)
            }
        case .string:
            switch input.numberFromText(decimalComma: context.decimalComma) {
            case .success(let number):
                switch Coerce.integer(fromCanonical: number.canonical) {
                case .success(let value): return .coerced(value, by: number.rule)
                case .failure(let error): return .invalid(error.code)
                }
            case .failure(let error): return .invalid(error.code)
            }
        case .bool: return .invalid(.boolNotNumber)
        case .null: return .invalid(.null)
        case .object, .array: return .invalid(.notANumber)
        }
    }

    public var kvcValue: KVCValue { .integer(self) }
}

extension JSONInput {
    /// The number rule on a string's text; plain ASCII is read from the source bytes directly.
    func numberFromText(decimalComma: Bool) -> Result<Coerce.NumberText, CodeError> {
        isPlainASCII ? Coerce.number(fromUTF8: stringContent, decimalComma: decimalComma)
            : Coerce.number(fromText: decodedText.text, decimalComma: decimalComma)
    }
}
