extension Bool: LenientValue {
    public static var lenientDefault: Bool { false }
    public static var lenientTypeName: String { "bool" }
    public static var lenientExactKind: JSONKind { .bool }

    /// A bool: exact from `true`/`false`; `1`/`0` by ``Coerce/bool(fromNumber:)``; yes/no
    /// words by ``Coerce/bool(fromText:)``. Other numbers are ``Code/numberNotBool``, other
    /// text ``Code/unrecognizedBool``, objects and lists ``Code/expectedBool``.
    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Bool> {
        switch input.kind {
        case .bool:
            return .exact(input.bool ?? false)
        case .number:
            // 1 and 0 as written, digit for digit: 1.0000000000000001 is 1 as a Double
            // but is not 1.
            guard let value = Coerce.bool(fromNumber: input.doubleValue),
                  input.rawBytes.count == 1 || (try? Coerce.integer(fromCanonical: input.rawText).get()) != nil
            else { return .invalid(.numberNotBool) }
            return .coerced(value, by: .numberToBool)
        case .string:
            let fast = input.isPlainASCII ? Coerce.bool(fromASCII: input.stringContent) : nil
            guard let value = fast ?? Coerce.bool(fromText: input.decodedText.text) else { return .invalid(.unrecognizedBool) }
            return .coerced(value, by: .textToBool)
        case .null:
            return .invalid(.null)
        case .object, .array:
            return .invalid(.expectedBool)
        }
    }

    public var kvcValue: KVCValue { .bool(self) }
}
