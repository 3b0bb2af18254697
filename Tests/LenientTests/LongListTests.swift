@testable import Lenient
import Testing

/// A list longer than ``JSONTape/storedElements`` keeps only its first elements as nodes and
/// the rest as one run, parsed again element by element as it is read: the tape stays small,
/// and values, records and errors are what a tape of every node gives.
@Suite struct LongListTests {
    static let count = 3000

    /// `{"value":[…]}` with `count` items, one a line; every seventh price is text, every
    /// 500th element is a number (dropped), and a few keys are unknown.
    static func itemsDocument(count: Int = count) -> String {
        var lines = ["{\"value\":["]
        for index in 0..<count {
            let element: String
            if index % 500 == 499 {
                element = "\(index)"
            } else if index % 7 == 0 {
                element = #"{"label":"item \#(index)","price":"$\#(index).50","extra":\#(index)}"#
            } else {
                element = #"{"label":"item \#(index)","price":\#(index).25}"#
            }
            lines.append("  " + element + (index == count - 1 ? "" : ","))
        }
        lines.append("]}")
        return lines.joined(separator: "\n")
    }

    @Test func aLongListKeepsAFewNodes() throws {
        let text = Self.itemsDocument(count: 100_000)
        let bytes = Array(text.utf8)
        var tape = JSONTape()
        try bytes.withUnsafeBufferPointer { buffer in
            _ = try tape.parse(buffer, from: 0, maxDepth: 512)
        }
        // The object, its key, the list, 1,024 elements of at most seven nodes, the run.
        #expect(tape.nodes.count <= 3 + 1024 * 7 + 1)
        let values = bytes.withUnsafeBufferPointer { buffer in
            tape.withRoot(buffer) { root -> Int in
                var elements = 0
                root.forEachMember { _, list in
                    #expect(list.count == 100_000)
                    list.forEachElement { _ in elements += 1 }
                }
                return elements
            }
        }
        #expect(values == 100_000)
    }

    /// Each element's record in the long list is the record of the same element validated
    /// alone, in a top-level list (one element at a time, no run).
    @Test func recordsMatchElementsValidatedAlone() throws {
        let text = Self.itemsDocument()
        let whole = try #require(try LenientDecoder<ItemsBox>().records(SourceText(name: "long.json", text: text)).first)
        #expect(whole.value.value.count == Self.count - Self.count / 500)
        // The same elements as a top-level list, on the same lines and columns.
        let listText = "[" + text.dropFirst("{\"value\":[".count).dropLast(1)
        let alone = try LenientDecoder<Item>().records(SourceText(name: "list.json", text: String(listText)))
        #expect(alone.count == Self.count)
        var byElement: [Int: [FieldRecord]] = [:]
        for field in whole.fields {
            guard field.path.components.count >= 2, case .index(let index) = field.path.components[1] else { continue }
            byElement[index, default: []].append(field)
        }
        for (index, record) in alone.enumerated() {
            let fields = byElement[index] ?? []
            if index % 500 == 499 {
                #expect(fields.map(\.outcome) == [.dropped])
                continue
            }
            #expect(fields.dropFirst().map(\.outcome) == record.fields.map(\.outcome), "element \(index)")
            #expect(fields.dropFirst().map(\.rule) == record.fields.map(\.rule), "element \(index)")
            #expect(fields.dropFirst().map(\.value) == record.fields.map(\.value), "element \(index)")
            #expect(fields.dropFirst().map(\.input) == record.fields.map(\.input), "element \(index)")
            #expect(fields.first?.line == record.line && fields.first?.column == record.column, "element \(index)")
            #expect(fields.dropFirst().map(\.line) == record.fields.map(\.line), "element \(index)")
            #expect(fields.dropFirst().map(\.column) == record.fields.map(\.column), "element \(index)")
        }
        let ignored = whole.ignored.map(\.key)
        #expect(ignored == alone.flatMap { $0.ignored.map(\.key) })
    }

    /// The bulk path (values and the compact record) agrees with the full record.
    @Test func bulkAgreesWithTheFullRecord() throws {
        let source = SourceText(name: "long.json", text: Self.itemsDocument())
        let batch = try LenientDecoder<ItemsBox>().decode(source)
        let full = try #require(try LenientDecoder<ItemsBox>().records(source).first)
        #expect(batch.values.first?.value == full.value.value)
        #expect(batch.counts(ofModel: 0) == full.outcomeCounts)
        #expect(batch.fieldCount == full.fields.count)
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        var tail: String
        var code: JSONSyntaxError.Code
        /// The error's offset from the tail's start.
        var at: Int
        var testDescription: String { tail }
    }

    /// An error after the stored elements is the one, at the offset, that a tape of every
    /// node would report.
    @Test(arguments: [
        BadCase(tail: "1 2]}", code: .expectedCommaOrListEnd, at: 2),
        BadCase(tail: "1,]}", code: .expectedValue, at: 2),
        BadCase(tail: "1,", code: .unexpectedEnd, at: 2),
        BadCase(tail: "1", code: .unexpectedEnd, at: 1),
        BadCase(tail: "{\"a\" 1}]}", code: .expectedColon, at: 5),
        BadCase(tail: "[[[1]]]]}", code: .tooDeep, at: 2),
        BadCase(tail: "1]} x", code: .trailingCharacters, at: 4),
    ])
    func errorsAfterTheStoredElements(_ row: BadCase) throws {
        let head = "{\"value\":[" + String(repeating: "1,", count: 2000)
        let source = SourceText(name: "bad.json", text: head + row.tail)
        let error = #expect(throws: JSONSyntaxError.self) {
            _ = try LenientDecoder<NumbersBox>(options: ValidationOptions(maxDepth: 4)).decode(source)
        }
        #expect(error?.code == row.code)
        #expect(error?.offset == head.utf8.count + row.at)
    }

    /// A long list inside an element of a long list is a run inside that element's tape.
    @Test func longListsInsideALongList() throws {
        let inner = "[" + (0..<1500).map(String.init).joined(separator: ",") + "]"
        let text = "[" + Array(repeating: inner, count: 1100).joined(separator: ",") + "]"
        let bytes = Array(text.utf8)
        var tape = JSONTape()
        var sums: [Int] = []
        try bytes.withUnsafeBufferPointer { buffer in
            _ = try tape.parse(buffer, from: 0, maxDepth: 8)
            _ = tape.withRoot(buffer) { root in
                root.forEachElement { list in
                    var sum = 0
                    list.forEachElement { sum += Int($0.doubleValue) }
                    sums.append(sum)
                }
            }
        }
        #expect(sums == Array(repeating: 1499 * 1500 / 2, count: 1100))
    }
}
