import Lenient

/// A station of a UK retailer's file in the CMA scheme (2023–2025): `site_id`, `brand`,
/// `address`, `postcode`, `location {latitude, longitude}` and `prices {"E5": …, "B7": …}`
/// keyed by fuel label, a fuel not sold simply absent. Prices are pence or pounds per litre
/// (see ``UKPrice``); coordinates are sometimes text; brands carry trailing spaces.
@LenientModel
public struct UKStation: Equatable {
    /// `site_id`.
    public var siteID: String
    public var brand: String
    /// The address on one line.
    public var address: String
    public var postcode: String
    public var location: UKLocation
    /// Each fuel's price keyed by its label (`E5`, `E10`, `B7`, `SDV`).
    public var prices: KeyedValues<UKPrice>

    public static var exceptions: Exceptions<UKStation> {
        Exceptions().remap("site_id", to: \.siteID)
    }
}

/// Where a station of a CMA file is.
@LenientModel
public struct UKLocation: Equatable {
    public var latitude: Double?
    public var longitude: Double?
}
