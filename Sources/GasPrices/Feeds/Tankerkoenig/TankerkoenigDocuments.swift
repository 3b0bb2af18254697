import Lenient

/// Tankerkönig's `detail.php` answer: one station, with its opening times, at `station`.
@LenientModel
public struct TankerkoenigDetail: Equatable {
    public var ok: Bool?
    public var station: TankerkoenigStation
}

/// Tankerkönig's `prices.php` answer: prices keyed by station id, not a list.
@LenientModel
public struct TankerkoenigPrices: Equatable {
    public var ok: Bool?
    public var prices: KeyedValues<TankerkoenigPriceStatus>
}

/// One station's entry in `prices.php`: `open`, `closed` or `not found`, and its prices, a
/// missing one `false` or absent.
@LenientModel
public struct TankerkoenigPriceStatus: Equatable {
    public var status: String
    public var e5: Double?
    public var e10: Double?
    public var diesel: Double?

    public static var exceptions: Exceptions<TankerkoenigPriceStatus> {
        Exceptions().prices([\.e5, \.e10, \.diesel], plausible: PlausiblePrice.perLitre)
    }
}
