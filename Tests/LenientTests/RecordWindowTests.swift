import Foundation
@testable import Lenient
import Testing

/// A record window is the full record restricted to its ordinals: each field and ignored key
/// in it reads as the full record's does (values to one level, inputs over 4 KB cut with
/// their end kept), whatever the window, in a window made alone or beside the bulk record.
@Suite struct RecordWindowTests {
    /// Documents of every kind of field: coerced, defaulted, dropped, ignored keys (unknown
    /// and duplicate), nested models, a list refused as a whole (its elements rolled back),
    /// a list input longer than a window keeps.
    static let documents: [(name: String, json: String)] = [
        ("sample", #"""
        {"name": " Shell ", "PRICE": "$3.50", "count": "7", "flag": "yes", "when": 1361202204,
         "values": [1, "2", null, "x"], "items": [{"label": "a", "price": "1,5"}, 3, {"label": "b", "junk": true}],
         "part": {"label": 7}, "id": "abc", "name": "again", "extra": [1, 2]}
        """#),
        ("rolled back", #"{"tags": ["a", " b ", 7], "word": "admin", "stock": "5", "title": 3, "zip": 7105, "bogus": {}}"#),
        ("long list", "{\"items\": [\n" + (0..<300).map { #"  {"label": "item \#($0)", "price": "\#($0).5"}"# }.joined(separator: ",\n")
            + "\n], \"name\": \"after\", \"junk\": [" + (0..<2000).map(String.init).joined(separator: ",") + "]}"),
    ]

    /// What a field shows, as a screen reads it: everything but the value itself (shown by
    /// its one-level text) and the input past 4 KB.
    struct Shown: Equatable {
        var path: FieldPath
        var key: String?
        var match: KeyMatch
        var type: String
        var custom: Bool
        var kind: JSONKind?
        var input: String?
        var line: Int?
        var column: Int?
        var outcome: Outcome
        var rule: Code?
        var post: Code?
        var value: String
        var trace: [String]

        init(_ field: FieldRecord) {
            path = field.path
            key = field.key
            match = field.match
            type = field.type
            custom = field.customValidator
            kind = field.inputKind
            input = field.input.map { String(decoding: Array($0.utf8.prefix(RecordWindow.inputLimit)), as: UTF8.self) }
            line = field.line
            column = field.column
            outcome = field.outcome
            rule = field.rule
            post = field.post
            value = field.value.displayText
            trace = field.trace.map(\.text)
        }
    }

    static func wholeRecord<Model: LenientModel>(_ type: Model.Type, _ json: String) throws -> ModelRecord<Model> {
        try #require(try LenientDecoder<Model>().records(SourceText(name: "doc.json", text: json)).first)
    }

    static func check<Model: LenientModel>(_ type: Model.Type, _ json: String) throws {
        let source = SourceText(name: "doc.json", text: json)
        let whole = try wholeRecord(type, json)
        let batch = try LenientDecoder<Model>().decode(source)
        let lines = whole.fields.count + whole.ignored.count
        for size in [1, 3, 7, lines] {
            // Every start in a short record; in a long one, a dozen and the last few.
            let step = lines > 60 ? lines / 12 : max(1, size / 2)
            let starts = Set(Array(stride(from: 0, to: lines, by: step)) + Array(max(0, lines - 3)..<lines))
            for start in starts.sorted() {
                let window = RecordWindow(lines: start..<start + size, fieldCount: whole.fields.count)
                let part = try #require(LenientDecoder<Model>().record(at: 0, of: batch, window: window))
                #expect(part.fieldCount == whole.fields.count)
                #expect(part.ignoredCount == whole.ignored.count)
                #expect(part.line == whole.line && part.column == whole.column)
                #expect(part.fields.map(Shown.init) == whole.fields[window.fields].map(Shown.init), "lines \(start)..<\(start + size)")
                let ignored = whole.ignored[window.ignored.clamped(to: whole.ignored.indices)]
                #expect(part.ignored.map(\.path) == ignored.map(\.path))
                #expect(part.ignored.map(\.line) == ignored.map(\.line))
                #expect(part.ignored.map(\.reason) == ignored.map(\.reason))
                #expect(part.ignored.map { $0.trace.map(\.text) } == ignored.map { $0.trace.map(\.text) })
            }
        }
    }

    @Test func windowsReadAsTheWholeRecord() throws {
        try Self.check(Sample.self, Self.documents[0].json)
        try Self.check(Listing.self, Self.documents[1].json)
        try Self.check(ItemsBoxNamed.self, Self.documents[2].json)
    }

    /// A list in a window is a list of as many nulls, which shows as the list does.
    @Test func valuesAreKeptToOneLevel() throws {
        let json = Self.documents[2].json
        let batch = try LenientDecoder<ItemsBoxNamed>().decode(SourceText(name: "doc.json", text: json))
        let part = try #require(LenientDecoder<ItemsBoxNamed>().record(at: 0, of: batch, window: RecordWindow(fields: 0..<2, ignored: 0..<1)))
        #expect(part.fields.first?.value == .list(Array(repeating: .null, count: 300)))
        #expect(part.fields.first?.value.displayText == "[300 elements]")
        #expect(part.fields.last?.value == .object([KVCValue.Member("label", .null), KVCValue.Member("price", .null)]))
    }

    /// An input over 4 KB is kept to its first 4 KB, whole characters, and says where it ends.
    @Test func longInputsAreCutAndSayWhereTheyEnd() throws {
        let json = Self.documents[2].json
        let source = SourceText(name: "doc.json", text: json)
        let whole = try Self.wholeRecord(ItemsBoxNamed.self, json)
        let batch = try LenientDecoder<ItemsBoxNamed>().decode(source)
        let lines = whole.fields.count + whole.ignored.count
        let part = try #require(LenientDecoder<ItemsBoxNamed>().record(at: 0, of: batch, window: RecordWindow(lines: 0..<lines, fieldCount: whole.fields.count)))
        let list = try #require(part.fields.first)
        let wholeList = try #require(whole.fields.first)
        #expect(list.input.map { $0.utf8.count <= RecordWindow.inputLimit } == true)
        #expect(wholeList.input?.hasPrefix(list.input ?? "-") == true)
        let listEnd = try #require(json.range(of: "\n]"))
        let endOffset = json.utf8.distance(from: json.startIndex, to: listEnd.upperBound)
        let position = source.position(of: endOffset)
        #expect(list.inputEnd == SourcePosition(line: position.line, column: position.column))
        // Short inputs are whole, and say nothing of their end.
        #expect(part.fields.dropFirst().allSatisfy { $0.inputEnd == nil })
        let junk = try #require(part.ignored.first)
        #expect(junk.key == "junk" && junk.inputEnd != nil && junk.input.utf8.count <= RecordWindow.inputLimit)
    }

    /// Decoding a document of one model keeps a window of its record made in the same
    /// validation: the same as a window made after, and the same values and compact record.
    @Test func theFirstWindowIsMadeWhileDecoding() throws {
        try Self.checkFirstWindow(Sample.self, Self.documents[0].json)
        try Self.checkFirstWindow(Listing.self, Self.documents[1].json)
        try Self.checkFirstWindow(ItemsBoxNamed.self, Self.documents[2].json)
        // A list's models are validated apart: nothing is kept.
        let list = SourceText(name: "list.json", text: #"[{"name": "a"}, {"name": "b"}]"#)
        #expect(try LenientDecoder<Sample>().decode(list, keepingFirst: RecordWindow(fields: 0..<3, ignored: 0..<0)).first == nil)
    }

    static func checkFirstWindow<Model: LenientModel>(_ type: Model.Type, _ json: String) throws {
        let source = SourceText(name: "doc.json", text: json)
        let window = RecordWindow(fields: 0..<6, ignored: 0..<2)
        let plain = try LenientDecoder<Model>().decode(source)
        let (batch, first) = try LenientDecoder<Model>().decode(source, keepingFirst: window)
        let again = try #require(LenientDecoder<Model>().record(at: 0, of: batch, window: window))
        let kept = try #require(first)
        #expect(kept.fields.map(Shown.init) == again.fields.map(Shown.init))
        #expect(kept.ignored == again.ignored)
        #expect(kept.fieldCount == again.fieldCount && kept.ignoredCount == again.ignoredCount)
        #expect(kept.line == again.line && kept.column == again.column)
        #expect(batch.values.first?.kvcValue == plain.values.first?.kvcValue)
        #expect(batch.outcomes == plain.outcomes)
        #expect(batch.summary == plain.summary)
    }

    /// A window held whole gives any window within it.
    @Test func partsOfAWindow() throws {
        let json = Self.documents[0].json
        let batch = try LenientDecoder<Sample>().decode(SourceText(name: "doc.json", text: json))
        let big = try #require(LenientDecoder<Sample>().record(at: 0, of: batch, window: RecordWindow(fields: 0..<100, ignored: 0..<100)))
        for start in 0..<(big.fieldCount + big.ignoredCount) {
            let window = RecordWindow(lines: start..<start + 4, fieldCount: big.fieldCount)
            let part = try #require(big.part(window))
            let made = try #require(LenientDecoder<Sample>().record(at: 0, of: batch, window: window))
            #expect(part.fields.map(Shown.init) == made.fields.map(Shown.init))
            #expect(part.ignored == made.ignored)
        }
        let small = try #require(LenientDecoder<Sample>().record(at: 0, of: batch, window: RecordWindow(fields: 2..<4, ignored: 0..<0)))
        #expect(small.part(RecordWindow(fields: 1..<3, ignored: 0..<0)) == nil)
        #expect(small.part(RecordWindow(fields: 2..<3, ignored: 0..<0))?.fields.count == 1)
    }

    /// The lines of a record listed as fields, then ignored keys.
    @Test func windowsOfLines() {
        #expect(RecordWindow(lines: 0..<5, fieldCount: 3) == RecordWindow(fields: 0..<3, ignored: 0..<2))
        #expect(RecordWindow(lines: 4..<6, fieldCount: 3) == RecordWindow(fields: 3..<3, ignored: 1..<3))
        #expect(RecordWindow(lines: 1..<2, fieldCount: 3) == RecordWindow(fields: 1..<2, ignored: 0..<0))
        #expect(RecordWindow(lines: -2..<2, fieldCount: 0) == RecordWindow(fields: 0..<0, ignored: 0..<2))
    }

    /// Paths are found where the whole record has them first, rolled-back fields not included.
    @Test func ordinalsOfPaths() throws {
        for (type, json): (any LenientModel.Type, String) in [(Sample.self, Self.documents[0].json), (Listing.self, Self.documents[1].json)] {
            try Self.checkOrdinals(type, json)
        }
    }

    static func checkOrdinals<Model: LenientModel>(_ type: Model.Type, _ json: String) throws {
        let whole = try wholeRecord(type, json)
        let batch = try LenientDecoder<Model>().decode(SourceText(name: "doc.json", text: json))
        let paths = whole.fields.map(\.path) + whole.ignored.map(\.path) + ["tags[0]", "nothing", "items[9]", ""]
        let found = try #require(LenientDecoder<Model>().ordinals(of: paths, inModel: 0, of: batch))
        #expect(found == FieldOrdinals(of: paths, fields: whole.fields, ignored: whole.ignored))
        #expect(found.fields.contains { $0 != nil })
    }
}

/// A list of items and a name after it, for windows past a long list.
@LenientModel
struct ItemsBoxNamed {
    var items: [Item]
    var name: String
}
