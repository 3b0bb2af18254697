import Foundation
@testable import Lenient
import Testing

/// How a document holds its models: one object, a top-level list, a list wrapped in an
/// envelope at any depth, or one object per line.
@Suite struct DocumentLayoutTests {
    static let item = #"{"label": "a", "price": "$1.50"}"#

    static func decode(_ text: String, threads: Int? = 1) throws(JSONSyntaxError) -> Batch<Item> {
        try LenientDecoder<Item>(options: ValidationOptions(threads: threads)).decode(SourceText(name: "doc.json", text: text))
    }

    @Test(arguments: [
        (#"{"label": "a", "price": 1}"#, DocumentLayout.single, 1),
        (#"{"LABEL": "a", "items": [{"label": "x"}, {"label": "y"}]}"#, .single, 1),
        (#"[{"label": "a"}, {"label": "b"}]"#, .list, 2),
        (#"{"stations": [{"label": "a"}, {"label": "b"}, {"label": "c"}]}"#, .wrapped(path: "stations"), 3),
        (#"{"meta": {"tags": [{"k": 1}]}, "data": {"items": [{"label": "a"}, {"label": "b"}]}}"#, .wrapped(path: "data.items"), 2),
        // A list inside a list's element (a station's own history) is never the list.
        (#"{"data": [{"label": "a", "history": [{}, {}, {}, {}]}]}"#, .wrapped(path: "data"), 1),
        // On a tie, the first in the document.
        (#"{"one": [{"label": "a"}], "two": [{"label": "b"}]}"#, .wrapped(path: "one"), 1),
        // A list whose first element names a property beats a longer one whose does not
        // (an API's errors or links beside its data), as read in parts; with neither, the longer.
        (#"{"errors": [{"code": 1}, {"code": 2}], "stations": [{"label": "a"}]}"#, .wrapped(path: "stations"), 1),
        (#"{"stations": [{"label": "a"}], "links": {"all": [{"href": "x"}, {"href": "y"}, {"href": "z"}]}}"#, .wrapped(path: "stations"), 1),
        (#"{"errors": [{"code": 1}, {"code": 2}], "stations": [{"x": "a"}]}"#, .wrapped(path: "errors"), 2),
        (#"{"stations": []}"#, .wrapped(path: "stations"), 0),
        (#"{"stations": [1, "x", null]}"#, .wrapped(path: "stations"), 3),
        (#"{"nothing": {"here": 1}}"#, .single, 1),
        ("{\"label\": \"a\"}\n{\"label\": \"b\"}\n\n{\"label\": \"c\"}\n", .lines, 3),
    ])
    func layoutIsFound(text: String, layout: DocumentLayout, count: Int) throws {
        let batch = try Self.decode(text)
        #expect(batch.layout == layout)
        #expect(batch.values.count == count)
        #expect(batch.problems.isEmpty)
    }

    @Test func wrappedElementsAreValidatedLikeListElements() throws {
        let wrapped = try Self.decode(#"{"status": "ok", "data": {"items": [\#(Self.item), \#(Self.item)]}, "total": 2}"#)
        let list = try Self.decode("[\(Self.item), \(Self.item)]")
        #expect(wrapped.values == list.values)
        #expect(wrapped.values[1].price == 1.5)
        #expect(wrapped.summary.codes == list.summary.codes)
        #expect(wrapped.layout.listKey == "data.items")
        // Records are rebuilt at the element's own place in the document.
        let record = try #require(LenientDecoder<Item>().record(at: 1, of: wrapped))
        #expect(record.field("price")?.rule == .currencyText)
        #expect(record.line == 1)
    }

    @Test func aSyntaxErrorAfterAWrappedListIsReported() {
        #expect(throws: JSONSyntaxError.self) { try Self.decode(#"{"data": [{"label": "a"}], "x": }"#) }
        #expect(throws: JSONSyntaxError.self) { try Self.decode(#"{"data": [{"label": "a"}]} trailing"#) }
        #expect(throws: JSONSyntaxError.self) { try Self.decode(#"{"data": [{"label": "a"}"#) }
    }

    /// Found by fuzzing: a list that the document ends inside, before its first element,
    /// was looked into past the document's end.
    @Test(arguments: [#"{"items": ["#, #"{"items": [   "#, #"{"a": {"items": [ "#, #"{"items": [{"#])
    func aDocumentEndingInsideAWrappedListIsTruncated(text: String) {
        for threads in [1, 4] {
            let error = #expect(throws: JSONSyntaxError.self) { try Self.decode(text, threads: threads) }
            #expect(error?.code == .unexpectedEnd)
        }
    }

    /// Lines that are each an envelope around a list of models (a feed's answers logged one
    /// per line) are refused at the first line's list, decoded, walked or read a part at a
    /// time: until 2026-11-28 each line was read as one model, its list's values lost.
    @Test func linesOfListsAreRefusedAtTheFirstLinesList() throws {
        let text = "{\"at\": 1, \"items\": [{\"label\": \"a\"}, {\"label\": \"b\"}]}\n{\"at\": 2, \"items\": [{\"label\": \"c\"}]}\n"
        let refusal = JSONSyntaxError.Code.listPerLine
        #expect(throws: JSONSyntaxError.self) { try Self.decode(text) }
        do {
            _ = try Self.decode(text)
        } catch {
            #expect(error.code == refusal && error.offset == 19 && error.listPath == "items" && error.verdict == "cannot read")
            #expect(error.message == #"each line is a document holding its values in a list at "items", and lines of such documents are not read (one per file is)"#)
        }
        #expect(throws: JSONSyntaxError.self) { try LenientDecoder<Item>().forEachRecord(in: SourceText(name: "doc.json", text: text)) { _ in } }
        // Objects of other keys with an empty list are objects of other keys: lines still.
        let empty = "{\"nombre\": \"Shell\", \"servicios\": []}\n{\"nombre\": \"BP\", \"servicios\": []}\n"
        #expect(try Self.decode(empty).values.count == 2)
        // What a reader that reads such lines each as a document asks of the first bytes.
        #expect(LenientDecoder<Item>().firstLineHoldsList(SourceText(name: "doc.json", text: text)))
        #expect(!LenientDecoder<Item>().firstLineHoldsList(SourceText(name: "doc.json", text: "{\"label\": \"a\"}\n{\"label\": \"b\"}\n")))
        #expect(!LenientDecoder<Item>().firstLineHoldsList(SourceText(name: "doc.json", text: "{\n  \"items\": [{\"label\": \"a\"}]\n}\n")))
        // One envelope on one line is a document, not lines.
        #expect(!LenientDecoder<Item>().firstLineHoldsList(SourceText(name: "doc.json", text: "{\"items\": [{\"label\": \"a\"}]}\n")))
        for partSize in [1, 64, 4096] {
            let streamed = DocumentStreamTests.stream(text, partSize: partSize)
            #expect(streamed.records.isEmpty && streamed.error?.error.code == refusal && streamed.error?.error.offset == 19)
        }
        // Models that hold lists of their own are lines still, as is a line whose list names
        // no property (it is a model of other keys).
        let models = "{\"label\": \"a\", \"tags\": [{\"label\": \"x\"}]}\n{\"label\": \"b\"}\n"
        #expect(try Self.decode(models).values.map(\.label) == ["a", "b"])
        let others = "{\"links\": [{\"href\": \"x\"}]}\n{\"label\": \"b\"}\n"
        #expect(try Self.decode(others).values.map(\.label) == ["", "b"])
        // A key of its own that names a property makes a line a model, even after a list of
        // objects that do (`{"tags": [{"label": …}], "label": …}` is an item with tags).
        let after = "{\"tags\": [{\"label\": \"x\"}], \"label\": \"a\"}\n{\"label\": \"b\"}\n"
        #expect(try Self.decode(after).values.map(\.label) == ["a", "b"])
    }

    @Test func linesThatAreNotJSONAreProblemsAndTheOthersLoad() throws {
        let text = "{\"label\": \"a\"}\n{\"label\": \"b\", oops}\n{\"label\": \"c\n{\"label\": \"d\"}\n[1]\n"
        let batch = try Self.decode(text)
        #expect(batch.layout == .lines)
        #expect(batch.values.map(\.label) == ["a", "d", ""])
        #expect(batch.problems.count == 2)
        let source = SourceText(name: "x", text: text)
        #expect(batch.problems.map { source.position(of: $0.offset).line } == [2, 3])
        #expect(batch.problems.first?.code == .expectedKey)
    }

    /// A carriage return alone inside a line ends a line, as positions count it: the values
    /// it separates are each read, at the lines positions give them, and a broken one among
    /// them is the problem of its own line. Until 2026-12-04 the line between line feeds was
    /// one line not JSON, a value before the carriage return lost. A `\r\n` ending is no
    /// line of its own, and a line with no value after its carriage return is one line.
    @Test(arguments: [1, 4])
    func aCarriageReturnAloneInALineEndsALine(threads: Int) throws {
        let text = "{\"label\": \"a\"}\n{\"label\": \"b\"}\r{\"label\": \"c\"}\r\n {\"label\": \"d\"}\r oops \r{\"label\": \"e\"}\n"
            + "{\"label\": \"f\"} x\r\n{\"label\": \"g\", oops}\r\n"
        let batch = try Self.decode(text, threads: threads)
        #expect(batch.layout == .lines)
        #expect(batch.values.map(\.label) == ["a", "b", "c", "d", "e"])
        let source = SourceText(name: "x", text: text)
        #expect(batch.offsets.map { source.position(of: $0).line } == [1, 2, 3, 4, 6])
        #expect(batch.problems.map { "\(source.position(of: $0.offset).line):\($0.code)" }
                == ["5:expectedValue", "7:trailingCharacters", "8:expectedKey"])
        // The records, read a part at a time or whole, are placed at the same lines.
        let records = try LenientDecoder<Item>().records(source).map { "\($0.line):\($0.value.label)" }
        #expect(records == ["1:a", "2:b", "3:c", "4:d", "6:e"])
    }

    /// The walk that looks for a wrapped list kept each container's whole key path, so an
    /// object nested 8,000 deep under keys no property has took 800 MB, and 200,000 deep
    /// (with `maxDepth` raised) all the memory there was: now one key per level, the path
    /// made only for a list that may be chosen.
    @Test func deeplyNestedKeysCostMemoryInProportionToTheirDepth() throws {
        let depth = 60_000
        let keys = (0..<depth).map { "k\($0 % 10)" }
        let deep = keys.map { "{\"\($0)\":" }.joined() + "1" + String(repeating: "}", count: depth)
        let options = ValidationOptions(maxDepth: depth + 10)
        let single = try LenientDecoder<Item>(options: options).decode(SourceText(name: "deep.json", text: deep))
        #expect(single.layout == .single)
        // A list at the bottom is found, under the whole path.
        let wrapped = keys.map { "{\"\($0)\":" }.joined() + "[{\"label\": \"a\"}, {\"label\": \"b\"}]" + String(repeating: "}", count: depth)
        let batch = try LenientDecoder<Item>(options: options).decode(SourceText(name: "deep.json", text: wrapped))
        #expect(batch.layout == .wrapped(path: FieldPath(keys.map { .key($0) })))
        #expect(batch.values.map(\.label) == ["a", "b"])
    }

    /// Millions of broken lines would take more memory as errors than the file itself: every
    /// one is counted, only the first ``LineProblems/limit`` are kept, in document order,
    /// whether the lines are validated in chunks or in one piece, decoded or walked.
    @Test func brokenLinesAreAllCountedAndTheFirstThousandKept() throws {
        let lines = (0..<600_000).map { $0 % 1_000 == 0 ? "{\"label\": \"\($0)\"}" : "not json" }
        let text = lines.joined(separator: "\n")
        #expect(text.utf8.count > 4 << 20)
        let broken = 600_000 - 600
        let source = SourceText(name: "x", text: text)
        for threads in [1, 4] {
            let batch = try Self.decode(text, threads: threads)
            #expect(batch.values.count == 600)
            #expect(batch.lines.count == broken)
            #expect(batch.lines.notKept == broken - LineProblems.limit)
            #expect(batch.problems.count == LineProblems.limit)
            // The first thousand broken lines: lines 2 to 1,000, and 1,002.
            #expect(batch.problems.first.map { source.position(of: $0.offset).line } == 2)
            #expect(batch.problems.last.map { source.position(of: $0.offset).line } == 1_002)
        }
        let pass = try LenientDecoder<Item>().forEachRecord(in: source, layout: { _ in }) { _ in }
        #expect(pass.count == 600)
        #expect(pass.lines.count == broken)
        #expect(pass.problems.count == LineProblems.limit)
    }

    @Test func aPrettyPrintedObjectIsNotLines() throws {
        let batch = try Self.decode("{\n  \"label\": \"a\",\n  \"price\": 2\n}\n")
        #expect(batch.layout == .single)
        // A list of objects one per line inside an object is not lines either.
        let wrapped = try Self.decode("{\"items\": [\n{\"label\": \"a\"},\n{\"label\": \"b\"}\n]}")
        #expect(wrapped.layout == .wrapped(path: "items"))
        #expect(wrapped.values.count == 2)
        for text in ["{\"items\": [\n  {\"label\": \"a\"},\n  {\"label\": \"b\"}\n]}",
                     "{\"items\": [\n{\"label\": \"a\"}\n,{\"label\": \"b\"}\n]}"] {
            let batch = try Self.decode(text)
            #expect(batch.layout == .wrapped(path: "items"), "\(text)")
            #expect(batch.values.map(\.label) == ["a", "b"])
        }
        // A broken first line of NDJSON: the next two lines tell.
        let lines = try Self.decode("{\"label\": \n{\"label\": \"b\"}\n{\"label\": \"c\"}\n")
        #expect(lines.layout == .lines)
        #expect(lines.values.map(\.label) == ["b", "c"])
        #expect(lines.problems.count == 1)
    }

    /// A whole object on the first line cannot be a document that goes on, so whatever the
    /// second line holds, the document is lines and that line is its own problem (it was read
    /// as one document and failed whole when the second line did not begin with `{`).
    @Test(arguments: ["42", "[1]", "\"text\"", "null", "garbage", "}", ",{\"label\": \"x\"}", "<html>"])
    func aSecondLineOfAnyKindAfterAWholeObjectIsLines(second: String) throws {
        let batch = try Self.decode("{\"label\": \"a\"}\n\(second)\n{\"label\": \"c\"}\n")
        #expect(batch.layout == .lines)
        #expect(batch.values.first?.label == "a")
        #expect(batch.values.last?.label == "c")
        let alone = try Self.decode("{\"label\": \"a\"}\r\n\n  \(second)")
        #expect(alone.layout == .lines)
        #expect(alone.values.first?.label == "a")
    }

    /// An envelope around a list on the first line is not NDJSON's first model: text after
    /// it (a server's trailer) is the document's syntax error, as before, and no envelope is
    /// read as a model. Another envelope on the next line makes lines of envelopes, refused at
    /// the first one's list (``linesOfListsAreRefusedAtTheFirstLinesList()``).
    @Test func anEnvelopeFollowedByTextIsOneDocument() throws {
        for text in ["{\"items\": [{\"label\": \"a\"}, {\"label\": \"b\"}]}\n<!-- served in 3 ms -->\n",
                     "{\"ok\": true, \"data\": {\"items\": [{\"label\": \"a\"}]}}\n42\n"] {
            let error = #expect(throws: JSONSyntaxError.self) { try Self.decode(text) }
            #expect(error?.code == .trailingCharacters)
        }
        // A model that holds a list of its own is a model (a key names a property).
        let model = try Self.decode("{\"tags\": [{\"k\": 1}], \"label\": \"a\"}\nnot json\n")
        #expect(model.layout == .lines)
        #expect(model.values.map(\.label) == ["a"])
        let envelopes = #expect(throws: JSONSyntaxError.self) {
            try Self.decode("{\"items\": [{\"label\": \"a\"}]}\n{\"items\": [{\"label\": \"b\"}]}\n")
        }
        #expect(envelopes?.code == .listPerLine && envelopes?.offset == 10)
    }

    @Test func aWholeObjectFollowedByBlankLinesIsOneModel() throws {
        let batch = try Self.decode("{\"label\": \"a\"}\n\n  \r\n\t\n")
        #expect(batch.layout == .single)
        #expect(batch.values.map(\.label) == ["a"])
    }

    @Test func largeWrappedListsAndLinesValidateInChunksLikeOnePiece() throws {
        let elements = (0..<80_000).map { "{\"label\": \"item \($0) },{\", \"price\": \"$\($0 % 9).25\", \"extra\": [\($0)]}" }
        for text in ["{\"data\": {\"items\": [\n" + elements.joined(separator: ",\n") + "\n]}, \"after\": [1, 2]}",
                     elements.joined(separator: "\n") + "\nnot json\n" + elements.prefix(10).joined(separator: "\n")] {
            #expect(text.utf8.count > 4 << 20)
            let whole = try Self.decode(text, threads: 1)
            let chunked = try Self.decode(text, threads: 4)
            #expect(chunked.records.count > 1, "the list must have been validated in chunks")
            #expect(chunked.values == whole.values)
            #expect(chunked.offsets == whole.offsets)
            #expect(chunked.outcomes == whole.outcomes)
            #expect(chunked.problems == whole.problems)
            #expect(chunked.layout == whole.layout)
        }
    }

    /// A key of the model's at the root after a list of models leaves the document that
    /// list, as it is read a part at a time (which reads the list before it meets the key);
    /// until 2026-11-28 read whole it was one model (found by `fuzz-json`). Before the list,
    /// the key makes it one model either way.
    @Test func aKeyOfTheModelAfterAListOfModelsLeavesTheList() throws {
        let after = try Self.decode(#"{"data": {"items": [{"label": "a"}, {"label": "b"}]}, "price": 3}"#)
        #expect(after.layout == .wrapped(path: "data.items"))
        #expect(after.values.map(\.label) == ["a", "b"])
        let before = try Self.decode(#"{"price": 3, "data": {"items": [{"label": "a"}, {"label": "b"}]}}"#)
        #expect(before.layout == .single)
        // A list that names no property does not count: the key still makes one model.
        let other = try Self.decode(#"{"meta": [{"k": 1}], "price": 3}"#)
        #expect(other.layout == .single)
    }

    /// The first list that looks like the models' is validated as the layout walk meets it,
    /// and is the models' list, however large a later one: until 2026-11-28 a larger list
    /// later in the document won, and the same document read a part at a time (which can
    /// only take the first) gave other stations, or the later list's elements in its last
    /// part. The walk still goes on, to the document's end.
    @Test func theFirstListThatNamesTheModelWins() throws {
        let small = (0..<3).map { "{\"label\": \"s\($0)\"}" }.joined(separator: ", ")
        let large = (0..<5).map { "{\"label\": \"l\($0)\"}" }.joined(separator: ", ")
        for threads in [1, 4] {
            let batch = try Self.decode("{\"first\": [\(small)], \"second\": {\"items\": [\(large)]}}", threads: threads)
            #expect(batch.layout == .wrapped(path: "first"))
            #expect(batch.values.map(\.label) == ["s0", "s1", "s2"])
            let first = try Self.decode("{\"first\": [\(large)], \"second\": {\"items\": [\(small)]}}", threads: threads)
            #expect(first.layout == .wrapped(path: "first"))
            #expect(first.values.map(\.label) == ["l0", "l1", "l2", "l3", "l4"])
            // A syntax error after the list is still the document's.
            #expect(throws: JSONSyntaxError.self) { try Self.decode("{\"first\": [\(small)], \"second\": [tru]}", threads: threads) }
        }
        // A larger list whose elements name none of the model's properties does not win over
        // one whose do (until 2026-11-27 it did: three empty models, the real one dropped,
        // where the same document read in parts gave the real one).
        let meta = try Self.decode(#"{"meta": [{"k": 1}, {"k": 2}, {"k": 3}], "data": [{"label": "a"}]}"#)
        #expect(meta.layout == .wrapped(path: "data"))
        #expect(meta.values.map(\.label) == ["a"])
    }

    @Test func aShortListBeforeALongTailIsReadAloneAndTheTailIsStillChecked() throws {
        // The tail holds objects shaped like the elements, but inside a list's element.
        let tail = (0..<210_000).map { "{\"label\": \"tail \($0)\", \"price\": \"$1.25\"}" }.joined(separator: ",\n")
        let text = "{\"data\": [{\"label\": \"a\"}, {\"label\": \"b\"}],\n\"tail\": [[\n" + tail + "\n]]}"
        #expect(text.utf8.count > 8 << 20)
        for threads in [1, 4] {
            let batch = try Self.decode(text, threads: threads)
            #expect(batch.layout == .wrapped(path: "data"))
            #expect(batch.values.map(\.label) == ["a", "b"])
        }
        // A syntax error in the tail, after the list, is still the document's error.
        let broken = text.replacingOccurrences(of: "\"tail 209999\",", with: "\"tail 209999\"")
        #expect(throws: JSONSyntaxError.self) { try Self.decode(broken, threads: 4) }
    }

    @Test func aLongWrappedListWithALongTailValidatesLikeOnePiece() throws {
        let elements = (0..<160_000).map { "{\"label\": \"item \($0) },{\", \"price\": \"$\($0 % 9).25\"}" }
        let tail = elements.prefix(60_000).joined(separator: ",\n")
        let text = "{\"items\": [\n" + elements.joined(separator: ",\n") + "\n], \"more\": [[\n" + tail + "\n]]}"
        #expect(text.utf8.count > 8 << 20)
        let whole = try Self.decode(text, threads: 1)
        let chunked = try Self.decode(text, threads: 4)
        #expect(chunked.records.count > 2, "the list must have been validated in chunks")
        #expect(whole.values.count == 160_000)
        #expect(chunked.values == whole.values)
        #expect(chunked.offsets == whole.offsets)
        #expect(chunked.outcomes == whole.outcomes)
        #expect(chunked.layout == .wrapped(path: "items"))
    }

    @Test func errorsInsideAWrappedListAreTheDocumentsFirst() throws {
        for threads in [1, 4] {
            let error = #expect(throws: JSONSyntaxError.self) {
                try Self.decode(#"{"data": [{"label": "a"}, {"label": }], "x": oops}"#, threads: threads)
            }
            #expect(error?.offset == 36)
            // The list's depth counts its envelope: root, a, b, the element, label's list.
            let deep = #"{"a": {"b": [{"label": [[1]]}]}}"#
            let tooDeep = #expect(throws: JSONSyntaxError.self) {
                try LenientDecoder<Item>(options: ValidationOptions(maxDepth: 5, threads: threads)).decode(SourceText(name: "d", text: deep))
            }
            #expect(tooDeep?.code == .tooDeep)
            let fits = try LenientDecoder<Item>(options: ValidationOptions(maxDepth: 6, threads: threads)).decode(SourceText(name: "d", text: deep))
            #expect(fits.layout == .wrapped(path: "a.b"))
        }
    }

    @Test func countsPerModelMatchTheFullRecord() throws {
        let text = #"[{"label": "a", "price": "$1", "x": 1}, {"label": null}, 7, {"LABEL": "b", "price": 2}]"#
        let batch = try Self.decode(text)
        let records = try LenientDecoder<Item>().records(SourceText(name: "x", text: text))
        for (index, record) in records.enumerated() {
            #expect(batch.counts(ofModel: index) == record.outcomeCounts, "model \(index)")
        }
        #expect(batch.counts(ofModel: 0) == OutcomeCounts(exact: 1, coerced: 1, ignored: 1))
        #expect(batch.counts(ofModel: 99) == OutcomeCounts())
    }

    @Test func forEachRecordWalksWrappedListsAndLines() throws {
        for text in [#"{"d": [{"label": "a"}, {"label": "b"}]}"#, "{\"label\": \"a\"}\n{\"label\": \"b\"}\n"] {
            let records = try LenientDecoder<Item>().records(SourceText(name: "x", text: text))
            #expect(records.map(\.value.label) == ["a", "b"])
        }
    }
}
