import Lenient

/// What a fuel's price can be, and the reading of a price's text it decides: one separator
/// before three digits (`"1,419"`, `"1.229"` with a decimal comma) is thousands to the number
/// rules (1419), but a decimal mark where the source meant €1.419 a litre.
///
/// The number rules read such text as thousands, as they must for any number (`"1,000"` is a
/// thousand). A feed's price says more: no litre of fuel costs €1,419, so where the
/// thousands reading is outside the feed's range and the decimal reading inside it, the
/// decimal reading is taken, recorded as ``Lenient/Code/decimalMarkByRange``. Where both or
/// neither are plausible, the number rules' reading stands.
public enum PlausiblePrice {
    /// A price per litre in the main unit of the euro, the pound or the dollar (US,
    /// Canadian, Australian): ten cents to ten.
    public static let perLitre: ClosedRange<Double> = 0.1...10
    /// A price per US gallon in dollars: 40 cents to 40.
    public static let perGallon: ClosedRange<Double> = 0.4...40
    /// A price per litre or per US gallon, where a feed gives either (MyGasFeed: the US and Canada).
    public static let perLitreOrGallon: ClosedRange<Double> = perLitre.lowerBound...perGallon.upperBound
    /// A price per litre where a feed mixes the main unit and the minor one (pence, cents),
    /// as UK files and NSW do (`1.529` and `152.9`): ten cents to a thousand cents.
    public static let perLitreInEitherUnit: ClosedRange<Double> = 0.1...1000

    /// A validator of an optional price: the number rules', then the decimal reading of text
    /// they read as thousands when only it falls in `range`.
    public static func validator(_ range: ClosedRange<Double>) -> Validator<Double?> {
        Validator { input, context in
            reading(input, Double.lenientValidate(input, in: &context), in: range).map { Optional($0) }
        }
    }

    /// `result` as the number rules read it from `input`, or the decimal reading that
    /// replaces it (see the type); a price outside `range` either way is none
    /// (``Lenient/Code/implausiblePrice``), so that a feed's €0.009, `1e-320` or €5,000,000
    /// is never the cheapest or the dearest. 0 is left to mean what the feed means by it
    /// (no price, to the catalog).
    public static func reading(_ input: JSONInput, _ result: Validated<Double>, in range: ClosedRange<Double>) -> Validated<Double> {
        let value: Double
        switch result {
        case .exact(let read): value = read
        case .coerced(let read, _): value = read
        case .invalid: return result
        }
        if range.contains(value) || value == 0 { return result }
        // The text is decoded only for a price the number rules read as thousands and the
        // range refuses.
        if case .coerced = result, value.magnitude >= 1000, input.kind == .string,
           let decimal = decimalReading(of: input.decodedText.text, readAs: value), range.contains(decimal) {
            return .coerced(decimal, by: .decimalMarkByRange)
        }
        return .invalid(.implausiblePrice)
    }

    /// The decimal reading of `text` that the number rules read as thousands, `value`: `nil`
    /// unless the text's one run of digits is one to three digits, `,` or `.`, and three
    /// digits (around it only a sign, a currency and spaces), and `value` is that run read
    /// as thousands.
    ///
    /// Accepts `"1,419"` (1419 → 1.419), `"1.229"`, `"€ 1,419"`, `"1,419 EUR"`, `"-1,419"`.
    /// Refuses `"1,41"`, `"1,4190"`, `"1,419,000"`, `"1,419.5"`, `"12345"`, `"1,419e2"`, and
    /// any text whose value is under 1000 (the rules read it as a decimal already).
    static func decimalReading(of text: String, readAs value: Double) -> Double? {
        guard value.magnitude >= 1000 else { return nil }
        var before = 0, after = 0, separators = 0, runs = 0, inRun = false
        for byte in text.utf8 {
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            let isSeparator = byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".")
            if isDigit || isSeparator {
                if !inRun { runs += 1; inRun = true }
                if isSeparator { separators += 1 } else if separators == 0 { before += 1 } else { after += 1 }
            } else {
                inRun = false
            }
        }
        guard runs == 1, separators == 1, (1...3).contains(before), after == 3 else { return nil }
        return value / 1000
    }
}

extension Code {
    /// `implausible_price`: see ``PlausiblePrice``.
    public static let implausiblePrice = Code.custom(
        "implausible_price",
        explanation: "a price outside what the feed's fuel can cost (ten cents to ten a litre, say): no price")

    /// `decimal_mark_by_range`: see ``PlausiblePrice``.
    public static let decimalMarkByRange = Code.custom(
        "decimal_mark_by_range",
        explanation: "a price whose one separator stands before three digits, implausible read as thousands: the separator read as a decimal mark")
}

extension Exceptions {
    /// Gives each price its own validator: ``PlausiblePrice/validator(_:)`` over `range`.
    func prices(_ keyPaths: [WritableKeyPath<Model, Double?>], plausible range: ClosedRange<Double>) -> Self {
        keyPaths.reduce(self) { $0.validate($1, with: PlausiblePrice.validator(range)) }
    }
}
