import Foundation
@testable import Lenient
import Testing

/// A large top-level list is validated in chunks on several threads; the batch must be the
/// same, element for element and outcome for outcome, as validating it in one piece.
@Suite struct ParallelDecodeTests {
    /// About 6 MB of stations-like elements, pretty-printed or minified, with coercions,
    /// defaults, ignored keys and nested lists whose objects look like list elements.
    static func document(elements: Int, pretty: Bool) -> String {
        var parts: [String] = []
        parts.reserveCapacity(elements)
        for index in 0..<elements {
            let price = index % 3 == 0 ? "\"$\(index % 7).50\"" : "\(index % 5).25"
            let items = (0..<(index % 4)).map { item in
                // Nested objects that start with the same key as the list's elements.
                "{\"name\": \"n\(item)\", \"label\": \"item \(item)\", \"price\": \(item)}"
            }.joined(separator: pretty ? ",\n      " : ",")
            let element = pretty
                ? "  {\n    \"name\": \"station \(index) \\\"quoted\\\" },\\n{ \",\n    \"ID\": \"s\(index)\",\n    \"when\": \"18/02/2013\",\n    \"price\": \(price),\n    \"COUNT\": \"\(index)\",\n    \"items\": [\n      \(items)\n    ],\n    \"extra\": null\n  }"
                : "{\"name\":\"station \(index) },{\\\"name\\\"\",\"id\":\"s\(index)\",\"when\":\"18/02/2013\",\"price\":\(price),\"COUNT\":\"\(index)\",\"items\":[\(items)],\"extra\":null}"
            parts.append(element)
        }
        return "[\n" + parts.joined(separator: pretty ? ",\n" : ",") + "\n]\n"
    }

    static func decode(_ text: String, threads: Int) throws(JSONSyntaxError) -> Batch<Sample> {
        // A global remap (`id`) and a declared date format: each chunk validates with its
        // own copies of them.
        let options = ValidationOptions(dateFormats: [DateFormat("dd/MM/yyyy")], threads: threads)
        return try LenientDecoder<Sample>(options: options).decode(SourceText(name: "big.json", text: text))
    }

    @Test(arguments: [true, false])
    func chunksGiveTheSameBatchAsOnePiece(pretty: Bool) throws {
        let text = Self.document(elements: 28_000, pretty: pretty)
        #expect(text.utf8.count > 4 << 20, "the document must be large enough to be split")
        let whole = try Self.decode(text, threads: 1)
        let chunked = try Self.decode(text, threads: 4)
        #expect(chunked.values.count == 28_000)
        #expect(chunked.records.count > 1, "the list must have been validated in chunks")
        #expect(whole.records.count == 1)
        #expect(chunked.values[27_001].identifier == "s27001")
        #expect(chunked.values[27_001].when == Date(timeIntervalSince1970: 1_361_145_600))
        #expect(chunked.values == whole.values)
        #expect(chunked.offsets == whole.offsets)
        #expect(chunked.outcomes == whole.outcomes)
        #expect(chunked.fieldCount == whole.fieldCount)
        #expect(chunked.summary == whole.summary)
        // A rebuilt record agrees with the compact outcomes of a model deep in the list.
        let index = 23_333
        let record = try #require(LenientDecoder<Sample>().record(at: index, of: chunked))
        let nonExact = record.fields.enumerated().filter { $0.element.outcome != .exact }.map { UInt32($0.offset) }
        #expect(chunked.outcomes(ofModel: index).filter { $0.outcome != nil }.map(\.ordinal) == nonExact)
    }

    @Test func aSyntaxErrorIsTheFirstInTheDocument() throws {
        var text = Self.document(elements: 28_000, pretty: true)
        // Break the document in two places: the first must be reported, whatever the chunks.
        let first = try #require(text.range(of: "\"COUNT\": \"14000\""))
        text.replaceSubrange(first, with: "\"COUNT\" \"14000\"")
        let second = try #require(text.range(of: "\"COUNT\": \"21000\""))
        text.replaceSubrange(second, with: "\"COUNT\": \"21000\" oops")
        let source = SourceText(name: "big.json", text: text)
        #expect(throws: JSONSyntaxError.self) { try Self.decode(text, threads: 4) }
        do throws(JSONSyntaxError) {
            _ = try Self.decode(text, threads: 4)
        } catch {
            #expect(error.code == .expectedColon)
            let broken = text.range(of: "\"COUNT\" \"14000\"").map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
            #expect(error.offset == broken.map { $0 + 8 })
            #expect(source.position(of: error.offset).line > 1)
        }
    }

    /// Chunk starts planned at objects nested inside elements (minified JSON makes them look
    /// like elements): each wrong start costs its chunk validated again from where the
    /// element after really begins, and nothing of the wrong chunks survives, not even the
    /// syntax error a chunk started inside an element runs into.
    @Test func wrongChunkStartsAreValidatedAgain() throws {
        let nested = (0..<40).map { "{\"name\":\"n\($0)\",\"price\":\($0)}" }.joined(separator: ",")
        let elements = (0..<12).map { index in
            index == 5 || index == 9
                ? "{\"name\":\"big \(index)\",\"items\":[\(nested)]}"
                : "{\"name\":\"s\(index)\",\"price\":\"$\(index).5\",\"items\":[{\"name\":\"x\"}]}"
        }
        let text = "[" + elements.joined(separator: ",") + "]"
        let bytes = Array(text.utf8)
        func offset(of needle: String, from: Int = 0) throws -> Int {
            let tail = String(decoding: bytes[from...], as: UTF8.self)
            let range = try #require(tail.range(of: needle))
            return from + tail.utf8.distance(from: tail.startIndex, to: range.lowerBound)
        }
        let bigFive = try offset(of: "{\"name\":\"big 5\"")
        let bigNine = try offset(of: "{\"name\":\"big 9\"")
        let starts = [
            1,
            try offset(of: "{\"name\":\"x\"}"),  // nested in element 0
            try offset(of: "{\"name\":\"n3\"", from: bigFive),  // two starts inside element 5:
            try offset(of: "{\"name\":\"n30\"", from: bigFive),  // the chunk before runs past both
            try offset(of: "{\"name\":\"s7\""),  // a real element start
            try offset(of: "{\"name\":\"n39\"", from: bigNine),  // inside the last big element
        ]
        let source = SourceText(name: "minified.json", bytes: bytes)
        let decoder = LenientDecoder<Sample>(options: ValidationOptions(threads: 1))
        let whole = try decoder.decode(source)
        let chunks = try bytes.withUnsafeBufferPointer { try decoder.decodeInParallel($0, starts: starts, budget: ModelBudget(limit: .max)) }
        let batch = Batch<Sample>(source: source, layout: .list, pieces: chunks.map(\.values), records: chunks.map(\.record))
        #expect(batch.values.map(\.name) == ["s0", "s1", "s2", "s3", "s4", "big 5", "s6", "s7", "s8", "big 9", "s10", "s11"])
        #expect(batch.values == whole.values)
        #expect(batch.offsets == whole.offsets)
        #expect(batch.outcomes == whole.outcomes)
        #expect(batch.summary == whole.summary)
        // From s0; from s1 again (to big 5); none between the starts inside big 5; from s6
        // again (to s7); from s7 (to big 9); from s10 again.
        #expect(chunks.map { $0.values.first?.name } == ["s0", "s1", "s6", "s7", "s10"])
    }
}
