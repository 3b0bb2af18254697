/// One document to load: a built-in response or a file.
public enum SourceRequest: Hashable, Sendable {
    /// A built-in response, by its label (`A`…`F`).
    case builtIn(String)
    /// A file, by the path the user gave.
    case file(String)

    /// How messages name it: the file's path, or `A.json` for a built-in.
    public var name: String {
        switch self {
        case .builtIn(let label): "\(label).json"
        case .file(let path): path
        }
    }
}

/// How far a source's loading has come, for a progress line.
public struct LoadProgress: Sendable, Equatable {
    public enum Phase: String, Sendable {
        case reading, validating
    }

    public var source: String
    public var phase: Phase
    /// Bytes read so far, and the file's size (0 when unknown).
    public var done: Int
    public var total: Int

    public init(source: String, phase: Phase, done: Int, total: Int) {
        self.source = source
        self.phase = phase
        self.done = done
        self.total = total
    }
}
