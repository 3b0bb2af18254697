import Lenient

/// One article on the shelf.
@LenientModel
public struct Item: Equatable {
    /// The stock-keeping unit, checked by the model's own validator (``SKU/validator``).
    public var sku: String
    public var name: String
    /// The price in the store's currency; `nil` when there is none.
    public var price: Double?
    public var stock: Int
    /// Labels, each kept once (``Distinct``).
    public var tags: Distinct<String>

    public static var exceptions: Exceptions<Item> {
        Exceptions()
            .remap("qty", to: \.stock)
            .validate(\.sku, with: SKU.validator)
            .constrain(\.stock, .minimum(0))
    }
}
