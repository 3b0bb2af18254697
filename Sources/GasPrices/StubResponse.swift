import BuiltinResponses
import Lenient

/// A stubbed response the app can switch to: a label (`A`…`E`, or a file's name) and its JSON.
public struct StubResponse: Sendable {
    public var label: String
    public var source: SourceText

    public init(label: String, source: SourceText) {
        self.label = label
        self.source = source
    }

    /// The responses built into the binary, from `Responses/`, in order: the sample app's A to
    /// E, then F, a neighbourhood of stations with price histories.
    public static let builtIn: [StubResponse] = BuiltinResponses.all.map { entry in
        StubResponse(label: entry.label, source: SourceText(name: "\(entry.label).json", bytes: entry.bytes))
    }

    /// The sample app's five responses, A to E: one station each.
    public static var samples: [StubResponse] { builtIn.filter { $0.label.count == 1 && $0.label <= "E" } }

    /// The built-in response labelled `label`, in any case.
    public static func builtIn(_ label: String) -> StubResponse? {
        builtIn.first { $0.label.lowercased() == label.lowercased() }
    }
}
