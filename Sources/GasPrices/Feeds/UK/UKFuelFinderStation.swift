import Foundation
import Lenient

/// A station record of the UK's Fuel Finder (2026 scheme), a bare list of them: `node_id`,
/// `trading_name`, `brand_name`, `temporary_closure`, `permanent_closure` (`false` or `null`),
/// `location {address_line_1, city, country, postcode, latitude, longitude}`, `fuel_types`,
/// and, from the prices endpoint, `fuel_prices [{fuel_type, price, price_last_updated}]`.
@LenientModel
public struct UKFuelFinderStation: Equatable {
    /// `node_id`.
    public var nodeID: String
    /// `trading_name`.
    public var tradingName: String
    /// `brand_name`.
    public var brand: String
    public var location: UKFuelFinderLocation
    /// `fuel_types`: the fuels sold (`E10`, `B7_STANDARD`…).
    public var fuelTypes: [String]
    /// `fuel_prices`: each fuel's price and when it changed.
    public var fuelPrices: [UKFuelPrice]
    /// `temporary_closure`.
    public var temporaryClosure: Bool?
    /// `permanent_closure`.
    public var permanentClosure: Bool?

    public static var exceptions: Exceptions<UKFuelFinderStation> {
        Exceptions()
            .remap("node_id", to: \.nodeID)
            .remap("trading_name", to: \.tradingName)
            .remap("brand_name", to: \.brand)
            .remap("fuel_types", to: \.fuelTypes)
            .remap("fuel_prices", to: \.fuelPrices)
            .remap("temporary_closure", to: \.temporaryClosure)
            .remap("permanent_closure", to: \.permanentClosure)
    }
}

/// A Fuel Finder station's place and address.
@LenientModel
public struct UKFuelFinderLocation: Equatable {
    /// `address_line_1`.
    public var addressLine: String
    public var city: String
    /// `England`, `Scotland`…
    public var country: String
    public var postcode: String
    public var latitude: Double?
    public var longitude: Double?

    public static var exceptions: Exceptions<UKFuelFinderLocation> {
        Exceptions().remap("address_line_1", to: \.addressLine)
    }
}

/// One price of Fuel Finder's prices endpoint.
@LenientModel
public struct UKFuelPrice: Equatable {
    /// `fuel_type`: `E10`, `B7_STANDARD`…
    public var fuelType: String
    public var price: UKPrice
    /// `price_last_updated`.
    public var updated: Date?

    public static var exceptions: Exceptions<UKFuelPrice> {
        Exceptions()
            .remap("fuel_type", to: \.fuelType)
            .remap("price_last_updated", to: \.updated)
            .dateFormat(UKFeed.fileTime, for: \.updated)
    }
}
