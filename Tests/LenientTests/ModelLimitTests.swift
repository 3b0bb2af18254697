import Foundation
@testable import Lenient
import Testing

/// A list read whole holds at most `ValidationOptions.maxModels` models: a model costs memory
/// however little JSON it takes, and 60 MB of `{},` made twenty million of them (13 GB in
/// `gasprices stations`, 416 MB for two million in `validate --summary`).
@Suite struct ModelLimitTests {
    static func decode(_ text: String, limit: Int, threads: Int? = 1) throws(JSONSyntaxError) -> Batch<Item> {
        try LenientDecoder<Item>(options: ValidationOptions(threads: threads, maxModels: limit))
            .decode(SourceText(name: "many.json", text: text))
    }

    static func list(_ count: Int, _ element: String = "{}") -> String {
        "[" + Array(repeating: element, count: count).joined(separator: ",") + "]"
    }

    @Test func aListOfTheLimitIsReadAndOneMoreIsRefusedAtItsStart() throws {
        #expect(try Self.decode(Self.list(10), limit: 10).values.count == 10)
        let error = #expect(throws: JSONSyntaxError.self) { try Self.decode(Self.list(11), limit: 10) }
        #expect(error?.code == .tooMany)
        #expect(error?.offset == 1)
        #expect(error?.message == "the list holds more than 10 values, the most read at once (read a part at a time, a list may hold any number)")
    }

    /// The batches counted on each chunk add up across the threads, whichever finishes first.
    @Test func aListValidatedInChunksIsCountedAsAWhole() throws {
        let element = #"{"label": "a label long enough to make a chunk"}"#
        let count = 100_000
        let text = Self.list(count, element)
        #expect(text.utf8.count > 4 << 20, "the list must be large enough to be split")
        #expect(try Self.decode(text, limit: count, threads: 4).values.count == count)
        let error = #expect(throws: JSONSyntaxError.self) { try Self.decode(text, limit: count - 1, threads: 4) }
        #expect(error?.code == .tooMany)
        #expect(error?.offset == 1)
        let far = #expect(throws: JSONSyntaxError.self) { try Self.decode(text, limit: 1_000, threads: 4) }
        #expect(far?.code == .tooMany)
    }

    /// A wrapped list is validated while the layout walk meets it: a list too long there was
    /// taken for the walk's own failure, and the envelope read as one model.
    @Test func aWrappedListAndNDJSONAreCountedToo() throws {
        let envelope = #"{"status": "ok", "items": "#
        let wrapped = envelope + Self.list(11, #"{"label": "x"}"#) + "}"
        #expect(try Self.decode(wrapped, limit: 11).values.count == 11)
        let error = #expect(throws: JSONSyntaxError.self) { try Self.decode(wrapped, limit: 10) }
        #expect(error?.code == .tooMany)
        #expect(error?.offset == envelope.utf8.count + 1)
        let lines = Array(repeating: #"{"label": "x"}"#, count: 11).joined(separator: "\n") + "\n"
        #expect(try Self.decode(lines, limit: 11).values.count == 11)
        let linesError = #expect(throws: JSONSyntaxError.self) { try Self.decode(lines, limit: 10) }
        #expect(linesError?.code == .tooMany)
        #expect(linesError?.offset == 0)
    }

    /// Past the limit the elements are walked, not validated, so a syntax error further on
    /// is still the one reported, as in a list within the limit.
    @Test func aSyntaxErrorAfterTheLimitIsStillFound() throws {
        let count = 3 * ModelBudget.batch
        let broken = String(Self.list(count).dropLast()) + ",}]"
        let error = #expect(throws: JSONSyntaxError.self) { try Self.decode(broken, limit: ModelBudget.batch) }
        #expect(error?.code == .expectedValue)
        let tooMany = #expect(throws: JSONSyntaxError.self) { try Self.decode(Self.list(count), limit: count - 1) }
        #expect(tooMany?.code == .tooMany)
        #expect(try Self.decode(Self.list(count), limit: count).values.count == count)
    }

    /// The chunks of a list validated side by side share a count, which also counts chunks
    /// dropped later: one begun inside an element, at a nested object that looks like an
    /// element's start. A list of one element holding half a million such objects was
    /// counted past any limit below that, and refused.
    @Test func chunksBegunInsideAnElementAreNotCounted() throws {
        let inner = Array(repeating: #"{"id":1}"#, count: 500_000).joined(separator: ",")
        let text = #"[{"id":1,"label":"one","nested":["# + inner + "]}]"
        #expect(text.utf8.count > 4 << 20, "the list must be large enough to be split")
        for threads in [1, 4] {
            let batch = try Self.decode(text, limit: 10, threads: threads)
            #expect(batch.values.map(\.label) == ["one"], "\(threads) threads")
        }
    }

    /// A chunk that stopped validating because the shared count ran past the limit, counted
    /// there by chunks dropped since, is validated again: its elements were missing. Here the
    /// chunks begun inside the first element count half a million objects; the chunk that
    /// really holds the elements after it is validated once they have, and stops at its
    /// first batch.
    @Test func aChunkStoppedByCountsOfDroppedChunksIsValidatedAgain() throws {
        let inner = Array(repeating: #"{"id":1}"#, count: 500_000).joined(separator: ",")
        let after = (0..<5_000).map { #"{"id":1,"label":"s\#($0)"}"# }
        let text = #"[{"id":1,"label":"one","nested":["# + inner + "]}," + after.joined(separator: ",") + "]"
        let expected = ["one"] + (0..<5_000).map { "s\($0)" }
        #expect(try Self.decode(text, limit: 10_000, threads: 1).values.map(\.label) == expected)
        #expect(try Self.decode(text, limit: 10_000, threads: 4).values.map(\.label) == expected)
        #expect(throws: JSONSyntaxError.self) { try Self.decode(text, limit: 5_000, threads: 4) }
    }

    @Test func aLimitBelowOneIsOne() throws {
        #expect(try Self.decode(Self.list(1), limit: 0).values.count == 1)
        let error = #expect(throws: JSONSyntaxError.self) { try Self.decode(Self.list(2), limit: -5) }
        #expect(error?.limit == 1)
    }

    @Test func theDefaultLimitIsFiveMillion() {
        #expect(ValidationOptions().maxModels == 5_000_000)
    }
}
