import Foundation
import Lenient

/// A shop's stock list, as a supplier's system exports it: the document's root.
@LenientModel
public struct Catalog: Equatable {
    public var store: String
    /// When the list was exported; `nil` when no date could be read.
    public var updated: Date?
    public var categories: [Category]
}
