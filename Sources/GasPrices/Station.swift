import Foundation
import Lenient

/// A gas station as the sample app knows it: the model behind the detail screen.
///
/// The JSON names the station `description` (a reserved word in Objective-C, hence the
/// sample app's remap); everything else arrives under the property's own name, in any case.
@LenientModel
public struct Station: Equatable {
    public var stationName: String
    /// The current price in US dollars.
    public var price: Double
    public var sellsDiesel: Bool
    public var address: Address
    public var historicalPrices: [HistoricalPrice]

    public static var exceptions: Exceptions<Station> {
        Exceptions().remap("description", to: \.stationName)
    }
}

/// A station's postal address; every part is text.
@LenientModel
public struct Address: Equatable {
    public var street: String
    public var city: String
    public var state: String
    /// A US zip code: digits shorter than five are left-padded with `0`, as the sample app does.
    public var zip: String

    public static var exceptions: Exceptions<Address> {
        Exceptions().postValidate(\.zip, .zeroPadded(toWidth: 5))
    }
}

/// One entry of a station's price history.
@LenientModel
public struct HistoricalPrice: Equatable {
    /// When the price was seen; `nil` when no date could be read.
    public var date: Date?
    /// The price in US dollars.
    public var price: Double
}
