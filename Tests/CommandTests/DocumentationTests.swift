import Foundation
import Testing

/// The documentation keeps step with the code: every code has its row in
/// `docs/validation-rules.md`, every key the outputs write is described in
/// `docs/output-format.md`.
@Suite struct DocumentationTests {
    /// The package's root, found from this file's place in `Tests/CommandTests/`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every match of `pattern`'s first capture in `text`.
    static func captures(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func everyCodeHasARule() throws {
        let source = try Self.read("Sources/Lenient/Record/Code.swift")
        // The `name` switch: `case .numberToText: "number_to_text"`.
        let names = try Self.captures(#"case \.\w+: "([a-z0-9_]+)""#, in: source)
        #expect(names.count >= 40, "the names of Code were not found")
        let rules = try Self.read("docs/validation-rules.md")
        // A code is documented where it opens a table row or is listed in one.
        let documented = Set(try Self.captures(#"\|\s*`([a-z0-9_]+)`"#, in: rules) + Self.captures(#"`([a-z0-9_]+)`,"#, in: rules))
        for name in names {
            #expect(documented.contains(name), "docs/validation-rules.md has no row for \(name)")
        }
    }

    @Test func everyRecordKeyIsDescribed() throws {
        var keys: Set<String> = []
        for file in ["Sources/Lenient/Output/RecordJSON.swift", "Sources/GasView/Report/ValidationReport.swift",
                     "Sources/gasprices/ValidateCommand.swift", "Sources/gasprices/StationsJSON.swift",
                     "Sources/gasprices/ValidateCommand+Against.swift", "Sources/gasprices/ValidateCommand+Stream.swift"] {
            // Keys are written in escaped literals, `\"path\":`, or in raw ones, `#","path":"#`.
            keys.formUnion(try Self.captures(#"\\?"([A-Za-z_]+)\\?":"#, in: try Self.read(file)))
        }
        #expect(keys.isSuperset(of: ["value", "fields", "ignored", "path", "key", "match", "type", "input", "line", "column",
                                     "outcome", "rule", "post", "reason", "property", "source", "stations",
                                     "list_key", "problems", "index", "fuels", "history", "outcomes", "lat", "lon"]))
        let format = try Self.read("docs/output-format.md")
        for key in keys {
            #expect(format.contains("`\(key)`") || format.contains("\"\(key)\":"), "docs/output-format.md does not describe \(key)")
        }
    }
}
