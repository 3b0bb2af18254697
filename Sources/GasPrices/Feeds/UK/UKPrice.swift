import Lenient

/// A UK price per litre, in pounds: read as a number (or numeric text), and divided by 100
/// when above 20, because retailers publish pence (`152.9`) or pounds (`1.529`) and some files
/// mix both (``Code/minorUnit``). One separator before three digits is a decimal mark
/// where thousands would be no price (`"1,529"` → 1.529, ``PlausiblePrice``). A missing or
/// unreadable price is absent.
public struct UKPrice: LenientValue, Equatable, Sendable {
    public var pounds: Double?

    public init(pounds: Double?) {
        self.pounds = pounds
    }

    /// A price above this is in pence.
    static let penceAbove = 20.0

    public static var lenientDefault: UKPrice { UKPrice(pounds: nil) }
    public static var lenientTypeName: String { "price in pounds" }
    public static var lenientExactKind: JSONKind { .number }

    public static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<UKPrice> {
        switch PlausiblePrice.reading(input, Double.lenientValidate(input, in: &context), in: PlausiblePrice.perLitreInEitherUnit) {
        case .exact(let value) where value > penceAbove, .coerced(let value, _) where value > penceAbove:
            return .coerced(UKPrice(pounds: Coerce.divide(value, by: 100)), by: .minorUnit)
        case let result:
            return result.map { UKPrice(pounds: $0) }
        }
    }

    public var kvcValue: KVCValue { pounds.kvcValue }
}
