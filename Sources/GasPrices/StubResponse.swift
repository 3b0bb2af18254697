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

    /// The responses built into the binary, from `Responses/`: A to E, in order.
    public static let builtIn: [StubResponse] = BuiltinResponses.all.map { entry in
        StubResponse(label: entry.label, source: SourceText(name: "\(entry.label).json", bytes: entry.bytes))
    }

    /// The built-in response labelled `label`, in any case.
    public static func builtIn(_ label: String) -> StubResponse? {
        builtIn.first { $0.label.lowercased() == label.lowercased() }
    }
}
