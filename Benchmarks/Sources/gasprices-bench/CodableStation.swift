import Foundation

/// `Station` as plain `Codable` structs, for Foundation's `JSONDecoder`: the same properties
/// and types, `description` mapped to `stationName`, dates read as ISO 8601.
struct CodableStation: Decodable {
    var stationName: String
    var price: Double
    var sellsDiesel: Bool
    var address: CodableAddress
    var historicalPrices: [CodableHistoricalPrice]

    enum CodingKeys: String, CodingKey {
        case stationName = "description"
        case price, sellsDiesel, address, historicalPrices
    }
}

struct CodableAddress: Decodable {
    var street: String
    var city: String
    var state: String
    var zip: String
}

struct CodableHistoricalPrice: Decodable {
    var date: Date?
    var price: Double
}
