import Foundation

/// A kind of fuel, named the same whatever the source calls it: `regular`, `diesel`, `e10`…
/// A fuel no table names keeps its own name in lower case, without the spaces around it
/// (`"E10 "` is `e10`).
public struct FuelKind: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        // Most names have no space around them: trimmed only when an end is one.
        let spaced = rawValue.first?.isWhitespace == true || rawValue.last?.isWhitespace == true
        self.rawValue = (spaced ? rawValue.trimmingCharacters(in: .whitespacesAndNewlines) : rawValue).lowercased()
    }

    public static let regular = FuelKind(rawValue: "regular")
    public static let midgrade = FuelKind(rawValue: "midgrade")
    public static let premium = FuelKind(rawValue: "premium")
    public static let e5 = FuelKind(rawValue: "e5")
    public static let e10 = FuelKind(rawValue: "e10")
    public static let superPlus = FuelKind(rawValue: "super_plus")
    public static let diesel = FuelKind(rawValue: "diesel")
    public static let premiumDiesel = FuelKind(rawValue: "premium_diesel")
    public static let lpg = FuelKind(rawValue: "lpg")
    public static let e85 = FuelKind(rawValue: "e85")

    /// The canonical kinds, in the order lists and menus show them.
    public static let canonical: [FuelKind] = [.regular, .midgrade, .premium, .e5, .e10, .superPlus, .diesel, .premiumDiesel, .lpg, .e85]

    public var description: String { rawValue }

    /// Canonical kinds in their order, then any other by name.
    public static func < (lhs: FuelKind, rhs: FuelKind) -> Bool {
        let left = canonical.firstIndex(of: lhs) ?? canonical.count
        let right = canonical.firstIndex(of: rhs) ?? canonical.count
        return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }
}

/// What a price is per: a US gallon or a litre.
public enum PriceUnit: String, Sendable, Equatable, CaseIterable {
    case gallon
    case litre
}
