/// What became of one field's input.
public enum Outcome: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// The input already had the declared type and was set as it was.
    case exact
    /// The input had another type or form, and a rule turned it into a valid value.
    case coerced
    /// Nothing valid could be made of the input (or it was absent): the type's default was set.
    case defaulted
    /// A list element that could not become the element type: left out of the list.
    case dropped

    public var description: String {
        switch self {
        case .exact: "exact"
        case .coerced: "coerced"
        case .defaulted: "defaulted"
        case .dropped: "dropped"
        }
    }
}

/// How a received key found its property.
public enum KeyMatch: UInt8, Sendable, CustomStringConvertible {
    /// The key is the property's name, same case.
    case exact
    /// The key is the property's name in another case.
    case caseFolded
    /// The model remaps the key to the property (like the sample app's `description`).
    case remapped
    /// A global remap sends the key to the property (like `id` → `identifier`).
    case globallyRemapped
    /// No key of the object landed on the property.
    case missing
    /// The value is an element of a list: it has an index, not a key.
    case element
    /// The value is a member of an object whose keys are data (ids, names), not properties.
    case entry
    /// The value is the document (or a top-level list element) itself.
    case root

    public var description: String {
        switch self {
        case .exact: "exact"
        case .caseFolded: "case_folded"
        case .remapped: "remapped"
        case .globallyRemapped: "globally_remapped"
        case .missing: "missing"
        case .element: "element"
        case .entry: "entry"
        case .root: "root"
        }
    }
}
