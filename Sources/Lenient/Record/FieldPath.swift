/// Where a field sits in a model, by property names and list indices:
/// `historicalPrices[0].price`.
///
/// List indices are the input's: an element dropped from a list keeps its index in the
/// record, so a path always leads back to the source.
public struct FieldPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// Parses `a.b[2].c`; `[0]` alone names a top-level list element. Never fails: text that
    /// is not a path becomes keys, which then match nothing.
    public init(parsing text: String) {
        var components: [Component] = []
        var current = ""
        var index = text.startIndex
        func flush() {
            if !current.isEmpty { components.append(.key(current)) }
            current = ""
        }
        while index < text.endIndex {
            let character = text[index]
            if character == "." {
                flush()
            } else if character == "[", let close = text[index...].firstIndex(of: "]"),
                      let number = Int(text[text.index(after: index)..<close]) {
                flush()
                components.append(.index(number))
                index = close
            } else {
                current.append(character)
            }
            index = text.index(after: index)
        }
        flush()
        self.components = components
    }

    public init(stringLiteral value: String) {
        self.init(parsing: value)
    }

    public func appending(_ component: Component) -> FieldPath {
        FieldPath(components + [component])
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
