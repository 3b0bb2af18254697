import Foundation
@testable import Lenient
import Testing

/// A record made a part at a time is the full record: its parts, put end to end, are the same
/// fields and ignored keys (inputs, positions and values whole), whatever the part's size,
/// in a document of one model, a list, NDJSON, or a part of a document read a part at a time.
@Suite struct RecordPartsTests {
    struct Collected<Model: LenientModel> {
        var value: Model
        var line: Int
        var column: Int
        var fields: [FieldRecord] = []
        var ignored: [IgnoredKey] = []
        var firstOrdinals: [Int] = []
        var isWhole: Bool
        var fieldCount: Int
        var ignoredCount: Int
    }

    static func collect<Model: LenientModel>(_ parts: RecordParts<Model>) -> Collected<Model> {
        var collected = Collected(value: parts.value, line: parts.line, column: parts.column, isWhole: parts.isWhole,
                                  fieldCount: parts.fieldCount, ignoredCount: parts.ignoredCount)
        parts.forEachFieldPart { first, fields in
            #expect(fields.count <= (first == 0 ? parts.fieldsPerPart : parts.laterPartSize(of: parts.fieldCount)))
            collected.firstOrdinals.append(first)
            collected.fields += fields
        }
        parts.forEachIgnoredPart { first, ignored in
            #expect(ignored.count <= (first == 0 ? parts.fieldsPerPart : parts.laterPartSize(of: parts.ignoredCount)))
            collected.firstOrdinals.append(first)
            collected.ignored += ignored
        }
        return collected
    }

    static func check<Model: LenientModel>(_ type: Model.Type, _ source: SourceText) throws {
        let whole = try LenientDecoder<Model>().records(source)
        #expect(!whole.isEmpty)
        for size in [1, 2, 3, 7, 1000] {
            var all: [Collected<Model>] = []
            var wholes: [ModelRecord<Model>?] = []
            _ = try LenientDecoder<Model>().forEachRecordParts(in: source, fieldsPerPart: size, layout: { _ in }) { parts in
                all.append(collect(parts))
                wholes.append(parts.record)
            }
            try #require(all.count == whole.count)
            for (index, (parts, record)) in zip(all, whole).enumerated() {
                let label = "model \(index), \(size) a part"
                #expect(parts.fields == record.fields, "\(label)")
                #expect(parts.ignored == record.ignored, "\(label)")
                #expect(parts.fieldCount == record.fields.count && parts.ignoredCount == record.ignored.count, "\(label)")
                #expect(parts.line == record.line && parts.column == record.column, "\(label)")
                #expect(parts.value.kvcValue == record.value.kvcValue, "\(label)")
                #expect(parts.isWhole == (record.fields.count <= size && record.ignored.count <= size), "\(label)")
                #expect((wholes[index] != nil) == parts.isWhole, "\(label)")
                if let made = wholes[index] { #expect(made.fields == record.fields && made.ignored == record.ignored, "\(label)") }
                func starts(_ count: Int) -> [Int] {
                    count == 0 ? [] : [0] + Array(stride(from: min(size, count), to: count, by: max(size, (count - size + 14) / 15)))
                }
                #expect(parts.firstOrdinals == starts(record.fields.count) + starts(record.ignored.count), "\(label)")
            }
        }
    }

    @Test func partsPutTogetherAreTheFullRecord() throws {
        for (name, json) in RecordWindowTests.documents {
            let source = SourceText(name: "\(name).json", text: json)
            switch name {
            case "sample": try Self.check(Sample.self, source)
            case "rolled back": try Self.check(Listing.self, source)
            default: try Self.check(ItemsBoxNamed.self, source)
            }
        }
    }

    /// Each model of a list, and of NDJSON, is made again from its own place in the source,
    /// with its own lines and columns.
    @Test func everyModelOfAListOrOfLines() throws {
        let elements = RecordWindowTests.documents[0].json.replacingOccurrences(of: "\n", with: " ")
        let list = "[\n" + Array(repeating: elements, count: 3).joined(separator: ",\n") + "\n]"
        try Self.check(Sample.self, SourceText(name: "list.json", text: list))
        try Self.check(Sample.self, SourceText(name: "wrapped.json", text: #"{"status": "ok", "items": "# + list + "}"))
        let lines = Array(repeating: elements, count: 3).joined(separator: "\n") + "\n"
        try Self.check(Sample.self, SourceText(name: "lines.ndjson", text: lines))
    }

    /// A whole record put together from parts is the full record.
    @Test func theWholeRecordFromParts() throws {
        let source = SourceText(name: "doc.json", text: RecordWindowTests.documents[2].json)
        let whole = try #require(try LenientDecoder<ItemsBoxNamed>().records(source).first)
        var made: ModelRecord<ItemsBoxNamed>?
        _ = try LenientDecoder<ItemsBoxNamed>().forEachRecordParts(in: source, fieldsPerPart: 10, layout: { _ in }) { parts in
            #expect(parts.record == nil)
            made = parts.wholeRecord()
        }
        #expect(made?.fields == whole.fields)
        #expect(made?.ignored == whole.ignored)
    }

    /// A document read a part at a time: each model's parts are placed in the document, as its
    /// whole record is.
    @Test func partsOfAStreamedDocumentArePlacedInIt() throws {
        let items = (0..<40).map { #"  {"label": " item \#($0) ", "price": "$\#($0).5", "junk": \#($0)}"# }
        let text = "{\"status\": \"ok\",\n \"data\": {\"items\": [\n" + items.joined(separator: ",\n") + "\n]}}\n"
        let whole = try LenientDecoder<Item>().records(SourceText(name: "doc.json", text: text))
        for size in [1, 2, 100] {
            var stream = DocumentStream(reader: ByteReader(name: "doc.json", bytes: Array(text.utf8)), partSize: 256)
            let schema = Item.lenientSchema
            var streamed: [Collected<Item>] = []
            var parts = 0
            while let part = try stream.next(namesProperty: { schema.namesProperty($0, globalRemaps: ValidationOptions().globalRemaps) }, maxDepth: 512) {
                parts += 1
                try LenientDecoder<Item>().forEachRecordParts(in: part, fieldsPerPart: size) { streamed.append(Self.collect($0)) }
            }
            #expect(parts > 1)
            try #require(streamed.count == whole.count)
            for (parts, record) in zip(streamed, whole) {
                #expect(parts.fields == record.fields, "\(size) a part")
                #expect(parts.ignored == record.ignored, "\(size) a part")
                #expect(parts.line == record.line && parts.column == record.column, "\(size) a part")
            }
        }
    }
}

extension RecordPartsTests {
    /// The JSON of a record written a part at a time is the JSON of the whole record.
    @Test func theJSONOfPartsIsTheJSONOfTheRecord() throws {
        for (name, json) in RecordWindowTests.documents where name != "rolled back" {
            let source = SourceText(name: "doc.json", text: json)
            for size in [1, 4, 1000] {
                _ = try LenientDecoder<ItemsBoxNamed>().forEachRecordParts(in: source, fieldsPerPart: size, layout: { _ in }) { parts in
                    let record = parts.wholeRecord()
                    var whole = JSONBuffer()
                    RecordJSON.writeMembers(value: record.value.kvcValue, fields: record.fields, ignored: record.ignored, into: &whole)
                    var written: [UInt8] = []
                    var flushes = 0
                    var buffer = JSONBuffer()
                    RecordJSON.writeMembers(parts, into: &buffer) { buffer in
                        written += buffer.bytes
                        buffer.removeAll()
                        flushes += 1
                    }
                    written += buffer.bytes
                    #expect(String(decoding: written, as: UTF8.self) == whole.text, "\(name), \(size) a part")
                    #expect(flushes == 0, "a record of a few kilobytes is written in one go")
                }
            }
        }
    }
}

extension RecordPartsTests {
    /// An outline of each field and ignored key has the whole record's path, key, outcome,
    /// rule, post and type, and no input, position or value; its parts after the first hold
    /// four times as many.
    @Test func outlinesHaveThePathsAndOutcomes() throws {
        let source = SourceText(name: "doc.json", text: RecordWindowTests.documents[0].json)
        let whole = try #require(try LenientDecoder<Sample>().records(source).first)
        _ = try LenientDecoder<Sample>().forEachRecordParts(in: source, fieldsPerPart: 2, layout: { _ in }) { parts in
            var fields: [FieldRecord] = []
            var starts: [Int] = []
            parts.forEachFieldPart(outline: true) { first, part in
                starts.append(first)
                fields += part
            }
            #expect(starts == [0] + Array(stride(from: 2, to: whole.fields.count, by: max(8, (whole.fields.count - 2 + 14) / 15))))
            #expect(fields.map(\.path) == whole.fields.map(\.path))
            #expect(fields.map(\.outcome) == whole.fields.map(\.outcome))
            #expect(fields.map(\.rule) == whole.fields.map(\.rule))
            #expect(fields.map(\.post) == whole.fields.map(\.post))
            #expect(fields.map(\.type) == whole.fields.map(\.type))
            #expect(fields.map(\.match) == whole.fields.map(\.match))
            #expect(fields.dropFirst(2).allSatisfy { $0.input == nil && $0.line == nil && $0.value == .null })
            var ignored: [IgnoredKey] = []
            parts.forEachIgnoredPart(outline: true) { _, part in ignored += part }
            #expect(ignored.map(\.path) == whole.ignored.map(\.path))
            #expect(ignored.map(\.reason) == whole.ignored.map(\.reason))
            #expect(ignored.map(\.property) == whole.ignored.map(\.property))
            #expect(ignored.dropFirst(2).allSatisfy { $0.input.isEmpty && $0.line == 0 })
        }
    }
}

extension RecordPartsTests {
    /// A record of many fields is handed to `flush` a megabyte or so at a time: what each
    /// flush gets, put together, is the record's JSON.
    @Test func aLargeRecordIsFlushedAsItIsWritten() throws {
        let items = (0..<6_000).map { #"{"label": "item \#($0) with a name long enough to fill the buffer", "price": "\#($0).5"}"# }
        let source = SourceText(name: "doc.json", text: #"{"items": ["# + items.joined(separator: ", ") + "]}")
        _ = try LenientDecoder<ItemsBoxNamed>().forEachRecordParts(in: source, fieldsPerPart: 4000, layout: { _ in }) { parts in
            let record = parts.wholeRecord()
            var whole = JSONBuffer()
            RecordJSON.writeMembers(value: record.value.kvcValue, fields: record.fields, ignored: record.ignored, into: &whole)
            var written: [UInt8] = []
            var sizes: [Int] = []
            var buffer = JSONBuffer()
            RecordJSON.writeMembers(parts, into: &buffer) { buffer in
                sizes.append(buffer.bytes.count)
                written += buffer.bytes
                buffer.removeAll()
            }
            written += buffer.bytes
            #expect(written == whole.bytes)
            #expect(sizes.count >= whole.bytes.count / (2 * RecordJSON.flushSize))
            // The value and the list's field hold the whole list; every other flush is a megabyte
            // and at most one field.
            #expect(sizes.dropFirst(2).allSatisfy { $0 < RecordJSON.flushSize + 4096 })
        }
    }
}

extension RecordPartsTests {
    /// The record of one model of a batch, made a part at a time, is the record rebuilt whole.
    @Test func oneModelOfABatchInParts() throws {
        let elements = RecordWindowTests.documents[0].json.replacingOccurrences(of: "\n", with: " ")
        let source = SourceText(name: "list.json", text: "[\n" + Array(repeating: elements, count: 3).joined(separator: ",\n") + "\n]")
        let decoder = LenientDecoder<Sample>()
        let batch = try decoder.decode(source)
        for index in 0..<3 {
            let whole = try #require(decoder.record(at: index, of: batch))
            let parts = try #require(decoder.recordParts(at: index, of: batch, fieldsPerPart: 2))
            let made = Self.collect(parts)
            #expect(made.fields == whole.fields && made.ignored == whole.ignored)
            #expect(made.line == whole.line && made.column == whole.column && made.value == whole.value)
            #expect(!parts.isWhole && parts.record == nil)
        }
        #expect(decoder.recordParts(at: 3, of: batch) == nil)
    }
}

extension RecordParts {
    init(testing fieldsPerPart: Int) {
        self.init(value: Model(), line: 1, column: 1, fieldCount: 0, ignoredCount: 0, fieldsPerPart: fieldsPerPart,
                  options: ValidationOptions(), source: SourceText(name: "none", text: "{}"), start: 0, firstFields: [], firstIgnored: [])
    }
}

extension RecordPartsTests {
    /// Parts after the first grow with the record: a record takes at most 15 validations more
    /// for its parts, whatever its size, and a small one's parts are `fieldsPerPart`.
    @Test func laterPartsGrowWithTheRecord() {
        let parts = RecordParts<ItemsBoxNamed>(testing: 131_072)
        #expect(parts.laterPartSize(of: 900_009) == 131_072)
        #expect(parts.laterPartSize(of: 900_009, outline: true) == 4 * 131_072)
        #expect(parts.laterPartSize(of: 3_000_009) == 191_263)
        for count in [1, 131_072, 131_073, 2_097_152, 3_000_009, 30_000_009] {
            let size = parts.laterPartSize(of: count)
            let validations = (max(0, count - 131_072) + size - 1) / size
            #expect(validations <= 15, "\(count) fields")
            #expect(size >= 131_072)
        }
    }
}

extension RecordPartsTests {
    /// One field or ignored key, read whole by its ordinal, from the first part or a later one.
    @Test func oneFieldByItsOrdinal() throws {
        let source = SourceText(name: "doc.json", text: RecordWindowTests.documents[0].json)
        let whole = try #require(try LenientDecoder<Sample>().records(source).first)
        _ = try LenientDecoder<Sample>().forEachRecordParts(in: source, fieldsPerPart: 3, layout: { _ in }) { parts in
            for ordinal in whole.fields.indices { #expect(parts.field(at: ordinal) == whole.fields[ordinal], "field \(ordinal)") }
            for ordinal in whole.ignored.indices { #expect(parts.ignoredKey(at: ordinal) == whole.ignored[ordinal], "ignored key \(ordinal)") }
            #expect(parts.field(at: whole.fields.count) == nil && parts.field(at: -1) == nil)
            #expect(parts.ignoredKey(at: whole.ignored.count) == nil)
        }
    }
}
