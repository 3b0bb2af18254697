import Foundation
import Lenient
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
                ? "  {\n    \"name\": \"station \(index) \\\"quoted\\\" },\\n{ \",\n    \"price\": \(price),\n    \"COUNT\": \"\(index)\",\n    \"items\": [\n      \(items)\n    ],\n    \"extra\": null\n  }"
                : "{\"name\":\"station \(index) },{\\\"name\\\"\",\"price\":\(price),\"COUNT\":\"\(index)\",\"items\":[\(items)],\"extra\":null}"
            parts.append(element)
        }
        return "[\n" + parts.joined(separator: pretty ? ",\n" : ",") + "\n]\n"
    }

    static func decode(_ text: String, threads: Int) throws(JSONSyntaxError) -> Batch<Sample> {
        try LenientDecoder<Sample>(options: ValidationOptions(threads: threads)).decode(SourceText(name: "big.json", text: text))
    }

    @Test(arguments: [true, false])
    func chunksGiveTheSameBatchAsOnePiece(pretty: Bool) throws {
        let text = Self.document(elements: 28_000, pretty: pretty)
        #expect(text.utf8.count > 4 << 20, "the document must be large enough to be split")
        let whole = try Self.decode(text, threads: 1)
        let chunked = try Self.decode(text, threads: 4)
        #expect(chunked.values.count == 28_000)
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
}
