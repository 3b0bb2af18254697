import Foundation
@testable import Lenient
import Testing

/// A model that holds a list of itself: a tree of any depth.
@LenientModel
struct Node: Equatable {
    var name: String
    var children: [Node]
}

/// Models that contain themselves validate, record and read by key path like any other
/// (making the schema used to need the schema: the first use never returned).
@Suite struct RecursiveModelTests {
    static let tree = #"{"name": "root", "children": [{"name": "a", "children": [{"name": 7}]}, {"NAME": "b", "children": {"name": "c"}}]}"#

    @Test(.timeLimit(.minutes(1))) func aTreeValidatesAtEveryDepth() throws {
        let node = try LenientDecoder<Node>().decode(SourceText(name: "tree.json", text: Self.tree)).values[0]
        #expect(node.name == "root")
        #expect(node.children.map(\.name) == ["a", "b"])
        #expect(node.children[0].children.map(\.name) == ["7"])
        // One object where a list is declared: a list of one.
        #expect(node.children[1].children.map(\.name) == ["c"])
    }

    @Test(.timeLimit(.minutes(1))) func theRecordFollowsTheTree() throws {
        let record = try #require(LenientDecoder<Node>().records(SourceText(name: "tree.json", text: Self.tree)).first)
        #expect(record.field("children")?.type == "list of Node")
        #expect(record.field("children[0].children[0].name")?.rule == .numberToText)
        #expect(record.field("children[1].name")?.match == .caseFolded)
        #expect(record.field("children[1].children")?.rule == .singleToList)
    }

    @Test(.timeLimit(.minutes(1))) func keyPathsReachAnyDepth() throws {
        let node = try LenientDecoder<Node>().decode(SourceText(name: "tree.json", text: Self.tree)).values[0]
        #expect(try node.kvcValue.value(forKeyPath: "children.@count") == .integer(2))
        #expect(try node.kvcValue.value(forKeyPath: "children[0].children[0].name") == .text("7"))
        #expect(throws: Never.self) { try Node.checkKeyPath("children.children.children.name") }
        #expect(throws: KeyPathError.self) { try Node.checkKeyPath("children.nmae") }
    }
}
