import Foundation
import Lenient

/// A station of Tankerkönig's `list.php` (Germany, MTS-K data): its prices in euros per
/// litre under `e5`, `e10` and `diesel`, or under `price` alone when one fuel was asked for.
/// A price that is missing arrives as `null`, `false` or no key at all: each is absent.
@LenientModel
public struct TankerkoenigStation: Equatable {
    public var id: String
    public var name: String
    public var brand: String
    public var street: String
    /// `null`, `""` or `" "` in places; the number is often in `street` already.
    public var houseNumber: String
    /// A German postcode: sent as an integer, so `01067` arrives as `1067` and is padded.
    public var postCode: String
    public var place: String
    public var lat: Double?
    public var lng: Double?
    public var e5: Double?
    public var e10: Double?
    public var diesel: Double?
    /// The one fuel's price when the request named a fuel (which the response does not say).
    public var price: Double?
    public var isOpen: Bool?

    public static var exceptions: Exceptions<TankerkoenigStation> {
        Exceptions().postValidate(\.postCode, .zeroPadded(toWidth: 5))
            .prices([\.e5, \.e10, \.diesel, \.price], plausible: PlausiblePrice.perLitre)
    }
}
