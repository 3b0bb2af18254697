import Foundation
import Lenient

/// A station of France's prix-carburants open data: `id`, `cp`, `ville`, `adresse`,
/// `latitude`/`longitude` as integers scaled by 100,000 (`"4886000"` is 48.86, as text or a
/// number), and `prix`, its prices, as a JSON list written inside a string in the 2023
/// export (a list or one object in others). Flattened copies of the prices (`gazole_prix`,
/// `e10_maj`, …) may sit beside it, `null` where a fuel is not sold. Euros per litre; times
/// are Paris time.
@LenientModel
public struct FranceStation: Equatable {
    public var id: String
    /// The postcode: five digits, padded when sent as a number (`1000` → `01000`).
    public var cp: String
    public var ville: String
    public var adresse: String
    public var latitude: Double?
    public var longitude: Double?
    /// Its prices, one entry per fuel.
    public var prix: JSONText<[FrancePrice]>
    public var gazolePrix: Double?
    public var gazoleMaj: Date?
    public var sp95Prix: Double?
    public var sp95Maj: Date?
    public var sp98Prix: Double?
    public var sp98Maj: Date?
    public var e10Prix: Double?
    public var e10Maj: Date?
    public var e85Prix: Double?
    public var e85Maj: Date?
    public var gplcPrix: Double?
    public var gplcMaj: Date?

    public static var exceptions: Exceptions<FranceStation> {
        var exceptions = Exceptions<FranceStation>()
            .postValidate(\.cp, .zeroPadded(toWidth: 5))
            .postValidate(\.latitude, .scaled(by: 100_000, beyond: 180))
            .postValidate(\.longitude, .scaled(by: 100_000, beyond: 180))
        for (fuel, price, updated) in flattened {
            exceptions = exceptions.remap("\(fuel.lowercased())_prix", to: price).remap("\(fuel.lowercased())_maj", to: updated)
                .dateFormat(FranceFeed.time, for: updated).validate(price, with: PlausiblePrice.validator(PlausiblePrice.perLitre))
        }
        return exceptions
    }

    /// The flattened copies: each fuel's name in `prix`, with its price and time.
    nonisolated(unsafe) static let flattened: [(fuel: String, price: WritableKeyPath<FranceStation, Double?>, updated: WritableKeyPath<FranceStation, Date?>)] = [
        ("Gazole", \.gazolePrix, \.gazoleMaj), ("SP95", \.sp95Prix, \.sp95Maj), ("SP98", \.sp98Prix, \.sp98Maj),
        ("E10", \.e10Prix, \.e10Maj), ("E85", \.e85Prix, \.e85Maj), ("GPLc", \.gplcPrix, \.gplcMaj),
    ]
}

/// One price of `prix`: `{"@nom": "Gazole", "@id": "1", "@maj": "2023-10-07 01:22:20", "@valeur": "1.908"}`.
@LenientModel
public struct FrancePrice: Equatable {
    /// `@nom`: the fuel's name.
    public var name: String
    /// `@valeur`.
    public var value: Double?
    /// `@maj`: when it changed.
    public var updated: Date?

    public static var exceptions: Exceptions<FrancePrice> {
        Exceptions()
            .remap("@nom", to: \.name)
            .remap("@valeur", to: \.value)
            .remap("@maj", to: \.updated)
            .dateFormat(FranceFeed.time, for: \.updated)
            .prices([\.value], plausible: PlausiblePrice.perLitre)
    }
}
