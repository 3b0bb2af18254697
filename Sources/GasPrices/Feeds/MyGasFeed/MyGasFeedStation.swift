import Foundation
import Lenient

/// A station of MyGasFeed (US and Canada, crowd-sourced; the service has closed): every
/// value is text, a missing price is `"N/A"`, times are ages (`"3 hours ago"`), `diesel` is a
/// `"1"`/`"0"` flag that can disagree with `diesel_price`, and `station` (the brand) and
/// `city` can be `null`. US prices are dollars per US gallon; Canadian ones dollars per litre.
@LenientModel
public struct MyGasFeedStation: Equatable {
    public var id: String
    /// The brand over the forecourt (`Shell`); `null` in places.
    public var station: String
    public var address: String
    public var city: String
    public var region: String
    public var zip: String
    public var country: String
    public var lat: Double?
    public var lng: Double?
    public var regularPrice: Double?
    public var midgradePrice: Double?
    public var premiumPrice: Double?
    public var dieselPrice: Double?
    public var regularDate: Date?
    public var midgradeDate: Date?
    public var premiumDate: Date?
    public var dieselDate: Date?
    /// Whether it sells diesel, as the feed flags it.
    public var diesel: Bool?
    /// From the point searched around, with its unit (`"1.9km"`, `"0.4 miles"`).
    public var distance: String

    public static var exceptions: Exceptions<MyGasFeedStation> {
        Exceptions()
            .remap("reg_price", to: \.regularPrice)
            .remap("mid_price", to: \.midgradePrice)
            .remap("pre_price", to: \.premiumPrice)
            .remap("diesel_price", to: \.dieselPrice)
            .remap("reg_date", to: \.regularDate)
            .remap("mid_date", to: \.midgradeDate)
            .remap("pre_date", to: \.premiumDate)
            .remap("diesel_date", to: \.dieselDate)
            .prices([\.regularPrice, \.midgradePrice, \.premiumPrice, \.dieselPrice], plausible: PlausiblePrice.perLitreOrGallon)
    }
}
