import Lenient

/// Every feed `gasprices` reads, and how a document's feed is told.
public enum Feeds {
    /// The feeds, the sample's first; detection asks the others in this order.
    public static let all: [any Feed.Type] = [SampleFeed.self, TankerkoenigFeed.self, SpainFeed.self, MyGasFeedFeed.self, UKFeed.self, NSWFeed.self, FranceFeed.self]

    /// The feed named `name` (in any case), or `nil`.
    public static func named(_ name: String) -> (any Feed.Type)? {
        all.first { $0.name == name.lowercased() }
    }

    /// The feed whose documents have `sketch`'s shape; the sample's when none recognizes it.
    public static func detect(_ sketch: DocumentSketch) -> any Feed.Type {
        all.first { $0.recognizes(sketch) } ?? SampleFeed.self
    }
}

/// Which feed a source is read with: told from the document's shape, or named.
public enum FeedChoice: Sendable, Equatable {
    case auto
    case named(String)

    /// `auto`, or a feed's name.
    public init(_ text: String) {
        self = text.lowercased() == "auto" ? .auto : .named(text.lowercased())
    }
}
