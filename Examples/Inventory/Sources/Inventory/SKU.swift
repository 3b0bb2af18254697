import Lenient

/// Stock-keeping units: three to five letters, a hyphen and one to six digits (`"ABC-1234"`).
public enum SKU {
    /// The model's own validator for an item's `sku`, with codes of its own.
    ///
    /// Accepts: text already in the form (`"ABC-1234"`, exact); the form in lower case or
    /// with spaces around it (`"abc-1234"`, `" ABC-1234 "`: upper-cased and trimmed,
    /// ``Lenient/Code/skuNormalised``). Rejects: any other text, numbers and bools
    /// (``Lenient/Code/notASKU``); `null` (`null`); objects and lists (`expected_text`).
    public static let validator = Validator<String> { input, context in
        // The type's own validator first: it trims text and writes numbers as text.
        switch String.lenientValidate(input, in: &context) {
        case .exact(let text) where isSKU(text):
            return .exact(text)
        case .exact(let text), .coerced(let text, _):
            let normal = text.uppercased()
            return isSKU(normal) ? .coerced(normal, by: .skuNormalised) : .invalid(.notASKU)
        case .invalid(let reason):
            return .invalid(reason)
        }
    }

    /// Whether `text` is three to five ASCII capital letters, a hyphen and one to six digits.
    public static func isSKU(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 2, (3...5).contains(parts[0].count), (1...6).contains(parts[1].count) else { return false }
        return parts[0].allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
            && parts[1].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

extension Code {
    /// `sku_normalised`: a stock-keeping unit written in lower case or with spaces around it.
    public static let skuNormalised = Code.custom(
        "sku_normalised", explanation: "a stock-keeping unit in lower case or with spaces around it: upper-cased and trimmed")
    /// `not_a_sku`: a value that is not a stock-keeping unit.
    public static let notASKU = Code.custom(
        "not_a_sku", explanation: "not a stock-keeping unit (three to five letters, a hyphen, one to six digits)")
}
