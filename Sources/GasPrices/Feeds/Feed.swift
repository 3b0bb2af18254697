import Lenient

/// A feed's profile: the wire model its documents hold stations in, and how a station of it
/// maps onto the catalog's terms. One small folder per feed declares it; nothing outside the
/// folder knows the feed's fields.
public protocol Feed: Sendable {
    /// The model a station arrives in, validated leniently.
    associatedtype Wire: LenientModel & Sendable

    /// The name the app and `--feed` know it by: `sample`, `tankerkoenig`…
    static var name: String { get }

    /// The station in the catalog's terms, its history included.
    static func station(_ wire: Wire) -> CatalogStation

    /// What the list shows, sorts and filters by, without the history.
    static func facts(_ wire: Wire) -> StationFacts

    /// Whether a document of this shape is one of this feed's (see ``Feeds/detect(_:)``).
    static func recognizes(_ sketch: DocumentSketch) -> Bool

    /// Why a document of this feed gives no stations, when it is the error response the
    /// feed sends instead of them (often with a success status over HTTP), or one of the
    /// feed's shapes not read yet; `nil` for a document to read.
    static func refusal(of source: SourceText, sketch: DocumentSketch) -> SourceFailure.Reason?
}

extension Feed {
    public static func refusal(of source: SourceText, sketch: DocumentSketch) -> SourceFailure.Reason? { nil }
}
