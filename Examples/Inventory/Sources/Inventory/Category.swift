import Lenient

/// A category of goods and the categories under it: a model that holds a list of itself.
@LenientModel
public struct Category: Equatable {
    public var name: String
    public var items: [Item]
    public var subcategories: [Category]

    public static var exceptions: Exceptions<Category> {
        Exceptions().remap("children", to: \.subcategories)
    }
}
