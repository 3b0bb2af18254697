import Lenient

/// The sample app's shape (responses A to F and files like them): one ``Station`` per
/// object, as the catalog maps it (``Station/catalogStation``).
public enum SampleFeed: ListFeed {
    public typealias Wire = Station

    public static let name = "sample"

    public static func station(_ wire: Station) -> CatalogStation { wire.catalogStation }

    public static func facts(_ wire: Station) -> StationFacts { wire.listFacts }

    /// Never by shape: the sample's is what a document no other feed recognizes is read as.
    public static func recognizes(_ sketch: DocumentSketch) -> Bool { false }
}
