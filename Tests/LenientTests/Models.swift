import Foundation
import Lenient

// Small models for the engine's tests. Single-property "boxes" let one table row be a JSON
// snippet: `{"value": <snippet>}`; `Sample` exercises nesting, lists and key matching.

@LenientModel
struct TextBox { var value: String }

@LenientModel
struct NumberBox { var value: Double }

@LenientModel
struct IntegerBox { var value: Int }

@LenientModel
struct BoolBox { var value: Bool }

/// A date that may be absent: the default is no date.
@LenientModel
struct DateBox { var value: Date? }

/// A date that cannot be absent: the default is the UNIX epoch.
@LenientModel
struct EpochDateBox { var value: Date }

@LenientModel
struct NumbersBox { var value: [Double] }

@LenientModel
struct TextsBox { var value: [String] }

@LenientModel
struct DatesBox { var value: [Date] }

@LenientModel
struct ItemsBox { var value: [Item] }

@LenientModel
struct ItemBox { var value: Item }

@LenientModel
struct OptionalItemBox { var value: Item? }

@LenientModel
struct Item: Equatable {
    var label: String
    var price: Double
}

/// Every kind of property, plus `identifier` for the global `id` remap.
@LenientModel
struct Sample: Equatable {
    var name: String
    var price: Double
    var count: Int
    var flag: Bool
    var when: Date?
    var values: [Double]
    var items: [Item]
    var part: Item?
    var identifier: String
}

/// A property with an initial value: the default when the key is missing, and the
/// memberwise parameter's default.
@LenientModel
struct Located: Equatable {
    var city: String
    var country: String = "US"
}

