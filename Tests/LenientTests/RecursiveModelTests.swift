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

/// A tree as deep as its input, with the limit on nesting raised: until 2026-11-28 one deeper
/// than the validating thread's stack holds killed the process (`SIGSEGV`: a debug build died
/// at 1,000 levels, a release build at 10,000).
@Suite struct DeepTreeTests {
    /// A tree of `depth` nodes, each the only child of the one before, then a leaf.
    static func tree(depth: Int) -> SourceText {
        SourceText(name: "tree.json", text: String(repeating: #"{"name": "n", "children": ["#, count: depth)
                   + #"{"name": "leaf", "children": []}"# + String(repeating: "]}", count: depth))
    }

    /// How many levels below `node` the tree goes.
    static func levels(below node: Node) -> Int {
        var node = node
        var levels = 0
        while let child = node.children.first {
            node = child
            levels += 1
        }
        return levels
    }

    static func options(for depth: Int) -> ValidationOptions { ValidationOptions(maxDepth: 2 * depth + 10) }

    /// Within the default limit on nesting (512 levels of JSON: 255 of such a tree), every
    /// level is kept and nothing is said of the stack.
    @Test func aTreeWithinTheDefaultLimitIsKeptWhole() throws {
        let node = try LenientDecoder<Node>().decode(Self.tree(depth: 255)).values[0]
        #expect(Self.levels(below: node) == 255)
        let record = try #require(LenientDecoder<Node>().records(Self.tree(depth: 255)).first)
        #expect(!record.fields.contains { $0.rule == .nestedTooDeep })
    }

    /// Runs `body` on a thread of `stack` bytes of stack, and waits for it.
    static func onThread<Result>(stack: Int, _ body: @escaping @Sendable () -> Result) -> Result {
        nonisolated(unsafe) var result: Result? = nil
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = body()
            done.signal()
        }
        thread.stackSize = stack
        thread.start()
        done.wait()
        return result!
    }

    /// Deeper than the stack has room for, the tree is cut where the thread has used half
    /// its stack: the child there cannot be validated, so its list drops it, and what is done
    /// with the value afterwards (its key paths, its JSON) has the other half.
    @Test(arguments: [20_000, 200_000])
    func aTreeDeeperThanTheStackIsCut(depth: Int) throws {
        let batch = try LenientDecoder<Node>(options: Self.options(for: depth)).decode(Self.tree(depth: depth))
        let node = batch.values[0]
        let kept = Self.levels(below: node)
        #expect(kept > StackGuard.uncheckedDepth)
        #expect(kept < depth)
        #expect(batch.counts(ofModel: 0).dropped == 1)
        var json = JSONBuffer()
        node.appendJSON(to: &json)
        #expect(json.text.count > kept * 20)
        #expect(try node.kvcValue.value(forKeyPath: "children.@count") == .integer(1))
    }

    /// The record says where, with `nested_too_deep`. (On a thread of 1 MiB, so that the cut
    /// comes before the tree's end in any build: the record keeps every level's input, the
    /// rest of the tree included, so a deeper tree would take memory as the square of it.)
    @Test func theRecordSaysWhereTheTreeWasCut() throws {
        let depth = 5_000
        let (kept, cut) = Self.onThread(stack: 1 << 20) { () -> (Int, [FieldRecord]) in
            let decoder = LenientDecoder<Node>(options: Self.options(for: depth))
            guard let record = try? decoder.records(Self.tree(depth: depth)).first else { return (0, []) }
            return (Self.levels(below: record.value), record.fields.filter { $0.rule == .nestedTooDeep })
        }
        #expect(kept > StackGuard.uncheckedDepth)
        #expect(kept < depth)
        #expect(cut.count == 1)
        #expect(cut.first?.path.description == Array(repeating: "children[0]", count: kept + 1).joined(separator: "."))
        #expect(cut.first?.outcome == .dropped)
        #expect(cut.first?.line == 1)
    }

    /// A thread of a small stack (256 KiB) cuts the tree sooner, and survives it.
    @Test func aThreadOfASmallStackCutsItSooner() throws {
        let depth = 20_000
        let small = Self.onThread(stack: 256 << 10) {
            (try? LenientDecoder<Node>(options: Self.options(for: depth)).decode(Self.tree(depth: depth)).values[0]).map(Self.levels(below:))
        }
        let large = Self.onThread(stack: 8 << 20) {
            (try? LenientDecoder<Node>(options: Self.options(for: depth)).decode(Self.tree(depth: depth)).values[0]).map(Self.levels(below:))
        }
        let levels = try #require(small)
        // Built with AddressSanitizer, whose frames are larger, half of 256 KiB may be gone
        // by the first look.
        #expect(levels >= StackGuard.uncheckedDepth)
        #expect(levels < (large ?? 0))
    }
}
