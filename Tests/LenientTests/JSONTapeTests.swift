@testable import Lenient
import Testing

/// The tape's own bookkeeping: its stack of open containers grows past its first capacity
/// with nesting, and a tape reused after a deep or broken value parses the next one afresh.
@Suite struct JSONTapeTests {
    /// `depth` lists, each holding `[n, <the next list>]`, then an object closing it all.
    static func nested(_ depth: Int) -> [UInt8] {
        var text = ""
        for level in 0..<depth { text += "[\(level),"}
        text += #"{"end":true}"#
        text += String(repeating: "]", count: depth)
        return Array(text.utf8)
    }

    /// The number of lists on the path down to the innermost object, and its member's key.
    static func walk(_ root: JSONInput) -> (lists: Int, key: String?) {
        var lists = 0
        var current = root
        while current.kind == .array {
            lists += 1
            var next: JSONInput? = nil
            current.forEachElement { element in if element.kind != .number { next = element } }
            guard let next else { return (lists, nil) }
            current = next
        }
        var key: String? = nil
        current.forEachMember { name, _ in key = name.decodedText.text }
        return (lists, key)
    }

    @Test(arguments: [1, 15, 16, 17, 100, 511])
    func nestingBeyondTheStacksFirstCapacityParses(depth: Int) throws {
        let bytes = Self.nested(depth)
        var tape = JSONTape()
        let end = try bytes.withUnsafeBufferPointer { try tape.parse($0, from: 0, maxDepth: 512) }
        #expect(end == bytes.count)
        let found = bytes.withUnsafeBufferPointer { tape.withRoot($0, Self.walk) }
        #expect(found?.lists == depth)
        #expect(found?.key == "end")
    }

    @Test func nestingDeeperThanTheLimitIsRefusedAtItsBracket() {
        let bytes = Self.nested(600)
        // The 513th list's `[`: 512 levels are open there.
        let brackets = bytes.indices.filter { bytes[$0] == UInt8(ascii: "[") }
        var tape = JSONTape()
        #expect(throws: JSONSyntaxError(.tooDeep, at: brackets[512], limit: 512)) {
            _ = try bytes.withUnsafeBufferPointer { try tape.parse($0, from: 0, maxDepth: 512) }
        }
    }

    /// A tape that stopped inside a deep value (an error), or finished one, holds nothing of
    /// it when it parses the next: no container is left open.
    @Test func aReusedTapeStartsAfresh() throws {
        var tape = JSONTape()
        let broken = Array(Self.nested(200).dropLast(50))
        #expect(throws: JSONSyntaxError.self) {
            _ = try broken.withUnsafeBufferPointer { try tape.parse($0, from: 0, maxDepth: 512) }
        }
        let deep = Self.nested(300)
        _ = try deep.withUnsafeBufferPointer { try tape.parse($0, from: 0, maxDepth: 512) }
        let small = Array(#"{"a":[1,2]}"#.utf8)
        let end = try small.withUnsafeBufferPointer { try tape.parse($0, from: 0, maxDepth: 512) }
        #expect(end == small.count)
        #expect(tape.nodes.count == 5)
        let members = small.withUnsafeBufferPointer { buffer in
            tape.withRoot(buffer) { root -> [String] in
                var keys: [String] = []
                root.forEachMember { key, value in keys.append("\(key.decodedText.text):\(value.count)") }
                return keys
            }
        }
        #expect(members == ["a:2"])
    }
}
