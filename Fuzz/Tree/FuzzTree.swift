import Foundation
import FuzzSupport
import Lenient

/// A list of at most four values, declared outside Lenient as a user's package declares its
/// containers: every element is recorded at its index, and one past the fourth is dropped with
/// a code of this target's own.
struct Bounded<Element: LenientValue & Equatable>: LenientValue, Equatable, Sendable {
    var values: [Element] = []

    static var lenientDefault: Bounded<Element> { Bounded() }
    static var lenientTypeName: String { "list of at most 4 \(Element.lenientTypeName)" }
    static var lenientExactKind: JSONKind { .array }

    static func lenientShape(depth: Int) -> KVCValue {
        depth > 0 ? .list([Element.lenientShape(depth: depth - 1)]) : .list([])
    }

    static func lenientValidate(_ input: JSONInput, in context: inout ValidationContext) -> Validated<Bounded<Element>> {
        guard input.kind == .array else { return .invalid(input.kind == .null ? .null : .expectedList) }
        var bounded = Bounded()
        var index = 0
        input.forEachElement { element in
            let kept = context.validateElement(element, at: index, as: Element.self) { _ in
                bounded.values.count < 4 ? nil : .beyondBound
            }
            if let kept { bounded.values.append(kept) }
            index += 1
        }
        return .exact(bounded)
    }

    var kvcValue: KVCValue { .list(values.map(\.kvcValue)) }
}

extension Code {
    static let beyondBound = Code.custom("beyond_bound", explanation: "a value past the fourth of a list of at most four: left out")
    static let tagUpperCased = Code.custom("tag_upper_cased", explanation: "a tag in lower case: upper-cased")
    static let notATag = Code.custom("not_a_tag", explanation: "not a tag (one to eight ASCII letters and digits)")
    static let negativeCount = Code.custom("negative_count", explanation: "a count below zero", isConstraint: true)
}

/// A tag: one to eight ASCII capital letters and digits; lower case is upper-cased.
enum Tag {
    static let validator = Validator<String> { input, context in
        switch String.lenientValidate(input, in: &context) {
        case .exact(let text) where isTag(text):
            return .exact(text)
        case .exact(let text), .coerced(let text, _):
            let upper = text.uppercased()
            return isTag(upper) ? .coerced(upper, by: .tagUpperCased) : .invalid(.notATag)
        case .invalid(let reason):
            return .invalid(reason)
        }
    }

    static func isTag(_ text: String) -> Bool {
        (1...8).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}

/// A model as a user of the library declares one, beyond the sample's: it holds itself in a
/// list and in a dictionary keyed by text, a dictionary of numbers, a container of its own,
/// a validator and a constraint with codes of their own.
@LenientModel
struct TreeNode: Equatable {
    var name: String
    var tag: String
    var count: Int
    var weight: Double?
    var labels: Bounded<String>
    var amounts: [String: Double]
    var children: [TreeNode]
    var named: [String: TreeNode]

    static var exceptions: Exceptions<TreeNode> {
        Exceptions()
            .remap("kids", to: \.children)
            .validate(\.tag, with: Tag.validator)
            .constrain(\.count, Constraint { $0 < 0 ? .negativeCount : nil })
    }
}

/// The engine on a model that contains itself: on a thread of 64 MiB, to 128 levels of JSON,
/// the decoder and the walk of every record agree and a document read a part at a time gives
/// the whole document's records (see ``requireConsistentDecoding(_:_:options:)``); with the
/// limit on nesting raised far beyond what the input can reach, on a thread of 512 KiB, where
/// a deep tree meets the stack's limit, the process survives, the syntax error is the same as
/// on the large stack, and a tree that differs from the large stack's has a record that says
/// where it was cut (`nested_too_deep`): the decoder's compact record for the decoder's trees,
/// the full records for theirs (each pass takes its own stack per level, so they may cut a
/// tree at different levels: a record rebuilt on such a thread may keep levels the decoder's
/// tree dropped). A deep tree's record costs the square of its depth (see
/// docs/reliability.md): the seeds' trees are 150 levels deep, and the record is made on the
/// small stack only when its trees differ from the large one's.
enum FuzzTree {
    /// For the stacks: deeper than any input of 8 KiB can nest.
    static let options = ValidationOptions(maxDepth: 10_000)
    /// For the records' checks: 128 levels of JSON, 64 of a tree in lists. Deeper inputs are
    /// refused there as too deep (cheaply), since those checks take the square of the depth
    /// or more, and 250 levels took over ten seconds.
    static let recordOptions = ValidationOptions(maxDepth: 128)

    static func run(_ bytes: [UInt8]) {
        let large = onThread(stack: 64 << 20) { () -> Outcome in
            requireConsistentDecoding(TreeNode.self, bytes, options: recordOptions)
            requireConsistentStreaming(TreeNode.self, bytes, options: recordOptions, partSize: 1 + Int(bytes.last ?? 0) % 64,
                                       fieldsPerPart: 1 + Int(bytes.first ?? 0) % 8)
            return Outcome(bytes)
        }
        let small = onThread(stack: 512 << 10) { Outcome(bytes) }
        require(small.error == large.error, "a small stack gives another error: \(String(describing: small.error)) / \(String(describing: large.error))")
        if small.values != large.values {
            // Each pass says where it cut its own trees: the decoder in its compact record,
            // the full record in its fields. The two take different stack per level, so on
            // one thread they may cut one tree at different levels, or one of them not at all.
            require(small.saysCut, "a small stack gives other trees and the decoder's record does not say where they were cut")
            require(onThread(stack: 512 << 10) { Outcome.recordsSayCut(bytes, unless: large.values) },
                    "the full records on a small stack give other trees and do not say where they were cut")
        }
    }

    /// What the decoder makes of the bytes, and whether its compact record holds
    /// `nested_too_deep`.
    struct Outcome {
        var values: [TreeNode] = []
        var error: JSONSyntaxError? = nil
        var saysCut = false

        init(_ bytes: [UInt8]) {
            do {
                let batch = try LenientDecoder<TreeNode>(options: FuzzTree.options).decode(SourceText(name: "fuzz.json", bytes: bytes))
                values = batch.values.map { $0 }
                saysCut = batch.summary.codes.contains { $0.key.code == .nestedTooDeep && $0.value > 0 }
            } catch {
                self.error = error
            }
        }

        /// Whether the full records of the bytes give the trees `whole`, or hold
        /// `nested_too_deep` where they do not. (Made only when the decoder's trees differ: a
        /// record keeps each level's value and input whole, so a tree's record takes time and
        /// memory as the square of its depth.)
        static func recordsSayCut(_ bytes: [UInt8], unless whole: [TreeNode]) -> Bool {
            guard let records = try? LenientDecoder<TreeNode>(options: FuzzTree.options).records(SourceText(name: "fuzz.json", bytes: bytes)) else {
                return true
            }
            return records.map(\.value) == whole || records.contains { $0.fields.contains { $0.rule == .nestedTooDeep } }
        }
    }

    /// Runs `body` on a thread of `stack` bytes of stack, and waits for the thread to end:
    /// joined, so that nothing the thread held is still being freed when libFuzzer counts
    /// the input's allocations (a thread only signalled as done looked like a leak).
    static func onThread<Result>(stack: Int, _ body: @escaping () -> Result) -> Result {
        let slot = Slot<Result>()
        let job = ThreadJob { slot.value = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stack)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        let started = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<ThreadJob>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<ThreadJob>.fromOpaque(context).release()
            fatalError("cannot start a thread of \(stack) bytes: error \(started)")
        }
        pthread_join(thread, nil)
        guard let result = slot.value else { fatalError("finding: the thread gave no result") }
        return result
    }
}

/// What a thread of ``FuzzTree/onThread(stack:_:)`` runs, handed to it as its one pointer.
final class ThreadJob {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// Where a thread leaves its result.
final class Slot<Value> {
    var value: Value? = nil
}

@main enum Main {
    static func main() { Fuzz.main("fuzz-tree", FuzzTree.run) }
}
