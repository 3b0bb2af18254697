import Foundation
import Lenient

/// NSW FuelCheck's prices answer (Australia): stations and their prices in two lists,
/// joined by `stations[].code` = `prices[].stationcode`.
@LenientModel
public struct NSWPricesDocument: Equatable {
    public var stations: [NSWStation]
    public var prices: [NSWPrice]
}

/// FuelCheck's reference data ("lists of values"): stations under `stations.items`, without
/// prices, beside brands and fuel types.
@LenientModel
public struct NSWReferenceDocument: Equatable {
    public var stations: NSWStationItems
}

/// A list of stations wrapped as `{"items": [ … ]}`.
@LenientModel
public struct NSWStationItems: Equatable {
    public var items: [NSWStation]
}

/// A FuelCheck station. `code` is text in one endpoint and a number in another.
@LenientModel
public struct NSWStation: Equatable {
    public var brand: String
    public var code: String
    public var name: String
    public var address: String
    public var location: NSWLocation
}

@LenientModel
public struct NSWLocation: Equatable {
    public var latitude: Double?
    public var longitude: Double?
}

/// One price: cents per litre (`157.9`), converted to dollars (`minor_unit`);
/// `lastupdated` is `dd/MM/yyyy HH:mm:ss` in Sydney's time.
@LenientModel
public struct NSWPrice: Equatable {
    public var stationcode: String
    public var fueltype: String
    public var price: Double?
    public var lastupdated: Date?

    public static var exceptions: Exceptions<NSWPrice> {
        Exceptions()
            .prices([\.price], plausible: PlausiblePrice.perLitreInEitherUnit)
            .postValidate(\.price, .minorUnit(above: 20))
            .dateFormat(NSWFeed.time, for: \.lastupdated)
    }
}
