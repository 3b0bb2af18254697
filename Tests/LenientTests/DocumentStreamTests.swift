import Foundation
@testable import Lenient
import Testing

/// A document read a part at a time gives the records, positions and errors the whole
/// document gives, whatever the size of its parts.
@Suite struct DocumentStreamTests {
    /// What reading `text` a part at a time gave: every record as JSON with its place, the
    /// error that ended it, and the parts' sizes.
    struct Streamed: Equatable {
        var records: [String] = []
        var error: DocumentStream.PlacedError?
        var partSizes: [Int] = []
        var framing: DocumentStream.Framing?
    }

    static func stream(_ text: String, partSize: Int, elementLimit: Int = DocumentStream.defaultElementLimit,
                       elementsPerPart: Int = DocumentStream.defaultElementsPerPart,
                       options: ValidationOptions = ValidationOptions()) -> Streamed {
        var stream = DocumentStream(reader: ByteReader(name: "doc.json", bytes: Array(text.utf8)), partSize: partSize,
                                    elementLimit: elementLimit, elementsPerPart: elementsPerPart)
        let schema = Item.lenientSchema
        let decoder = LenientDecoder<Item>(options: options)
        var result = Streamed()
        do {
            while let part = try stream.next(namesProperty: { schema.namesProperty($0, globalRemaps: options.globalRemaps) },
                                             maxDepth: options.maxDepth, skipsLeadingText: options.skipsLeadingText) {
                result.partSizes.append(part.source.bytes.count)
                result.framing = part.framing
                do {
                    try decoder.forEachRecord(in: part) { result.records.append(describe($0)) }
                } catch {
                    result.error = error
                    break
                }
            }
        } catch {
            Issue.record("unreadable: \(error)")
        }
        return result
    }

    static func describe(_ record: ModelRecord<Item>) -> String {
        "\(record.line):\(record.column) " + RecordJSON.write(record)
    }

    /// The whole document's records, and its error placed as a whole document's is.
    static func whole(_ text: String, options: ValidationOptions = ValidationOptions()) -> (records: [String], error: DocumentStream.PlacedError?) {
        let source = SourceText(name: "doc.json", text: text)
        var records: [String] = []
        do {
            try LenientDecoder<Item>(options: options).forEachRecord(in: source, stopsAtBadLine: true) { records.append(describe($0)) }
            return (records, nil)
        } catch {
            let (line, column) = source.position(of: error.offset)
            return (records, DocumentStream.PlacedError(error: error.noting(contentOf: source), line: line, column: column))
        }
    }

    static let partSizes = [1, 2, 3, 7, 16, 40, 100, 1 << 20]

    static let valid: [String] = [
        // A top-level list, indented, with brackets, commas and escapes inside strings.
        """
        [
          {"label": "a, [b]", "price": "$1.50"},
          {"label": "é \\"quoted\\" \\\\", "price": 2},
          {"label": "{}", "price": null, "extra": [1, [2, {"x": "]"}]]},
          {"LABEL": "€ 3", "price": "3,50 €"}
        ]
        """,
        // The same, minified on one line: columns go on across parts.
        #"[{"label":"a, [b]","price":"$1.50"},{"label":"é\"q\"","price":2},{"label":"€","price":"x"},{"label":"ü","price":4}]"#,
        // Wrapped in an envelope, with a byte order mark, keys around it and its end.
        "\u{FEFF}  {\"status\": \"ok\", \"meta\": {\"n\": 3},\n \"data\": {\"items\": [\n  {\"label\": \"a\", \"price\": 1},\n  {\"label\": \"b\", \"price\": \"2\"},\n  {\"label\": \"c\"}\n]}, \"total\": 3}\n",
        // NDJSON, with blank lines.
        "{\"label\": \"a\", \"price\": 1}\n{\"label\": \"b\"}\n\n{\"label\": \"ç\", \"price\": \"$3\"}\n{\"label\": \"d\", \"price\": 4}\n",
        // NDJSON whose second line is JSON but no object: still lines, read whole or in parts.
        "{\"label\": \"a\"}\n42\n{\"label\": \"c\"}\n[1]\n",
        // Elements that are not objects.
        #"[1, {"label": "a"}, "x", null, {"label": "b"}]"#,
        // One object, an empty list, an empty wrapped list: read whole.
        #"{"label": "only", "price": 1}"#,
        "[]",
        #"{"data": []}"#,
        // Lines that end in a carriage return alone, and in `\r\n`: a part cut between the two
        // of a pair counts one line, not two (the records' lines say so).
        "[\r  {\"label\": \"a\"},\r  {\"label\": \"b\", \"price\": 2},\r\n  {\"label\": \"c\"},\r\r\n  {\"label\": \"d\"}\r]\r",
    ]

    @Test(arguments: valid)
    func partsGiveTheWholeDocumentsRecords(text: String) {
        let expected = Self.whole(text)
        #expect(expected.error == nil)
        for size in Self.partSizes {
            let streamed = Self.stream(text, partSize: size)
            #expect(streamed.records == expected.records, "part size \(size)")
            #expect(streamed.error == nil, "part size \(size)")
        }
    }

    /// A carriage return alone ends a line wherever the parts are cut; `\r\n` is one break
    /// even when a part ends between the two (the error's place was counted a line too far).
    @Test func carriageReturnsEndLinesInEveryPartSize() {
        let text = "[\r {\"label\": \"a\"},\r\n {\"label\": \"b\"},\r\r\n {\"label\": @}]"
        for size in Self.partSizes {
            let streamed = Self.stream(text, partSize: size)
            #expect(streamed.records.map { $0.prefix(4) } == ["2:2 ", "3:2 "], "part size \(size)")
            #expect(streamed.error?.line == 5, "part size \(size)")
            #expect(streamed.error?.column == 12, "part size \(size)")
        }
    }

    /// Lines a carriage return alone separates inside a line are read in every part size
    /// as they are read whole.
    @Test func carriageReturnsInsideALineOfNDJSONInEveryPartSize() {
        let text = "{\"label\": \"a\"}\n{\"label\": \"b\"}\r{\"label\": \"c\"}\r\n{\"label\": \"d\"}\n"
        let expected = Self.whole(text)
        #expect(expected.records.count == 4 && expected.error == nil)
        for size in Self.partSizes {
            let streamed = Self.stream(text, partSize: size)
            #expect(streamed.records == expected.records, "part size \(size)")
            #expect(streamed.error == nil, "part size \(size)")
        }
    }

    /// A part ends after so many elements, however few bytes they take: 16 MB of `{},` was
    /// one part of five million elements (`stations --format ndjson` took 2 GB for them).
    /// The records are the whole document's all the same.
    @Test(arguments: valid)
    func partsHoldAtMostSoManyElements(text: String) {
        let expected = Self.whole(text)
        for cap in [1, 2, 3] {
            let streamed = Self.stream(text, partSize: 1 << 20, elementsPerPart: cap)
            #expect(streamed.records == expected.records, "\(cap) a part")
            #expect(streamed.error == nil, "\(cap) a part")
        }
        let list = "[" + Array(repeating: "{}", count: 10).joined(separator: ",") + "]"
        #expect(Self.stream(list, partSize: 1 << 20, elementsPerPart: 3).partSizes.count == 4)
        #expect(Self.stream(list, partSize: 1 << 20).partSizes.count == 1)
        let lines = Array(repeating: #"{"label": "a"}"#, count: 10).joined(separator: "\n") + "\n"
        let streamedLines = Self.stream(lines, partSize: 1 << 20, elementsPerPart: 4)
        #expect(streamedLines.partSizes == [60, 60, 30])
        #expect(streamedLines.records == Self.whole(lines).records)
        // A part of one element ended at a comma with none before it: read alone it was an
        // empty list, and the error was found further on (fuzz-json, the day the limit came).
        for broken in [" [   , }\n", "[ , 1]", "[\n,\n{\"label\": \"a\"}]"] {
            let whole = Self.whole(broken)
            #expect(whole.error != nil)
            for cap in [1, 2] {
                #expect(Self.stream(broken, partSize: 1, elementsPerPart: cap).error == whole.error, "\(broken.debugDescription), \(cap) a part")
            }
        }
    }

    /// Text before the JSON, skipped as a server's warning (`skipsLeadingText`), is the
    /// document's: read a part at a time, each part decided again whether to skip it, on what
    /// it held (`[y` after the text: not JSON, so not skipped), and a part of NDJSON that held
    /// only lines of that text had nothing to skip to. The errors were found at the text.
    @Test(arguments: [
        "Warning: x [{\"label\": \"a\"}, {\"label\": \"b\"}, {\"label\": \"c\"}]",
        "\u{FF} [1, 2, 3,y\u{0C}",
        "Warning: x\n\n<b>y</b>\n{\"label\": \"a\"}\n{\"label\": \"b\"}\n{\"lab",
        "\u{FEFF}Warning\n{\"label\": \"a\"}\n*{\"label\": \"b\"}\n",
    ])
    func textBeforeTheJSONIsSkippedOnceForEveryPart(text: String) {
        Self.expectPartsAgree(text, options: ValidationOptions(skipsLeadingText: true))
    }

    /// Every size of part, and parts of 1, 2 or the most elements, give the whole document's
    /// records and error.
    static func expectPartsAgree(_ text: String, options: ValidationOptions) {
        let expected = whole(text, options: options)
        for size in partSizes {
            for cap in [1, 2, DocumentStream.defaultElementsPerPart] {
                let streamed = stream(text, partSize: size, elementsPerPart: cap, options: options)
                let context = "part size \(size), \(cap) a part, text skipped: \(options.skipsLeadingText)"
                #expect(streamed.records == expected.records, "\(context)")
                #expect(streamed.error == expected.error, "\(context)")
            }
        }
    }

    /// A byte order mark after the document's own (U+FEFF again, a zero-width no-break space)
    /// is text that takes a column. A part of NDJSON, which the stream starts past the
    /// document's mark, took a mark at its start for the document's, so the first line's
    /// records were a column to the left of where the whole document puts them (fuzz-json:
    /// `EF BB BF EF BB BF {}`, the second mark skipped as text before the JSON).
    @Test(arguments: [
        "\u{FEFF}\u{FEFF}{}\n\0",
        "\u{FEFF}\u{FEFF}{\"label\": \"a\"}\n{\"label\": \"b\"}\n",
        "\u{FEFF}\u{FEFF}  x {\"label\": \"a\"}\n{\"label\": \"b\"}\n\u{FEFF}{\"label\": \"c\"}\n",
        "\u{FEFF}\n\u{FEFF}{\"label\": \"a\"}\n{\"label\": \"b\"}\n",
    ])
    func aSecondByteOrderMarkTakesAColumnInEveryPart(text: String) {
        for skipsLeadingText in [false, true] {
            Self.expectPartsAgree(text, options: ValidationOptions(skipsLeadingText: skipsLeadingText))
        }
        #expect(Self.whole("\u{FEFF}\u{FEFF}{}\n\0", options: ValidationOptions(skipsLeadingText: true)).records.first?.hasPrefix("1:2 ") == true)
        // The text skipped is the same too: the part's began three bytes late, past the mark.
        let options = ValidationOptions(skipsLeadingText: true)
        let decoder = LenientDecoder<Item>(options: options)
        let document = SourceText(name: "doc.json", text: text)
        let skipped = decoder.leadingText(of: document).map { Array(document.bytes[$0]) }
        var stream = DocumentStream(reader: ByteReader(name: "doc.json", bytes: Array(text.utf8)), partSize: 1)
        let part = try? stream.next(namesProperty: { Item.lenientSchema.namesProperty($0, globalRemaps: options.globalRemaps) },
                                    maxDepth: options.maxDepth, skipsLeadingText: true)
        let partSkipped = part.flatMap { $0 }.flatMap { part in decoder.leadingText(of: part.source).map { Array(part.source.bytes[$0]) } }
        #expect(partSkipped == skipped)
    }

    /// A wrapped list whose elements begin with a key of their own (`"id"`) is still the
    /// models' list, read a part at a time: only a first key that named a property found it,
    /// and an envelope of such stations was read whole (a file over 2 GiB refused).
    @Test func aWrappedListIsFoundByAnyKeyOfItsFirstElement() {
        let stations = (1...40).map { #"{"id": \#($0), "extra": {"n": [1, 2]}, "label": "s\#($0)", "price": \#($0)}"# }
        let text = #"{"status": "ok", "stations": ["# + stations.joined(separator: ",\n") + "]}"
        let streamed = Self.stream(text, partSize: 256)
        #expect(streamed.framing == .list(depth: 2))
        #expect(streamed.partSizes.count > 5)
        #expect(streamed.records == Self.whole(text).records)
        #expect(streamed.records.count == 40)
        // Elements with no key the model knows are not its list: the envelope is read whole.
        let unknown = #"{"stations": ["# + (1...40).map { #"{"id": \#($0)}"# }.joined(separator: ",") + "]}"
        #expect(Self.stream(unknown, partSize: 64).framing == .whole)
    }

    /// A wrapped list whose first elements are not stations (`null`, text, `{}`, a list) is
    /// still the models' list, read a part at a time, from its first element: until
    /// 2026-11-28 only its first element was looked at, and such an envelope was read whole
    /// (a file over 2 GiB refused). Past the first sixteen elements, none naming a property,
    /// it is not taken for the models' list.
    @Test(arguments: [("null", 1), (#""text""#, 1), ("{}", 1), ("[1, 2]", 1), (#"{"extra": 1}, null, 7"#, 3)])
    func aWrappedListIsFoundPastElementsThatAreNotStations(lead: String, elements: Int) {
        let stations = (1...40).map { #"{"label": "s\#($0)", "price": \#($0)}"# }
        let text = #"{"status": "ok", "stations": ["# + lead + ",\n" + stations.joined(separator: ",\n") + "]}"
        let streamed = Self.stream(text, partSize: 128)
        #expect(streamed.framing == .list(depth: 2))
        #expect(streamed.partSizes.count > 5)
        #expect(streamed.records == Self.whole(text).records)
        #expect(streamed.records.count == 40 + elements)
        let late = #"{"stations": ["# + Array(repeating: "null", count: ListFinder.elementsLooked).joined(separator: ",")
            + ", " + stations.joined(separator: ",") + "]}"
        #expect(Self.stream(late, partSize: 64).framing == .whole)
        #expect(Self.stream(late, partSize: 64).records == Self.whole(late).records)
    }

    /// Another list in the envelope whose elements name a property too (`averages` of
    /// prices), after the models' list or before it, is never mixed in: read whole or in
    /// parts of any size, the first list is the models'. Until 2026-11-28 each part chose
    /// again on what it held: the last part took the list after the stations when it was the
    /// longer there (stations lost, others added, exit 0), and whole the larger won.
    @Test(arguments: [false, true])
    func anotherListInTheEnvelopeIsNeverMixedIn(averagesFirst: Bool) {
        let stations = "[" + (0..<10).map { #"{"label": "S\#($0)", "price": 1}"# }.joined(separator: ",\n") + "]"
        let averages = "[" + Array(repeating: #"{"price": 9}"#, count: 14).joined(separator: ",\n") + "]"
        let text = averagesFirst ? #"{"averages": \#(averages), "stations": \#(stations)}"#
                                 : #"{"stations": \#(stations), "averages": \#(averages), "ok": true}"#
        let whole = Self.whole(text)
        #expect(whole.records.count == (averagesFirst ? 14 : 10))
        #expect(whole.records.first?.contains(averagesFirst ? #""price":9"# : #""label":"S0""#) == true)
        for size in Self.partSizes {
            let streamed = Self.stream(text, partSize: size)
            #expect(streamed.records == whole.records, "part size \(size)")
            #expect(streamed.error == nil)
        }
        let broken = text.replacingOccurrences(of: "\"ok\": true", with: "\"ok\": tru")
        if !averagesFirst {
            for size in Self.partSizes { #expect(Self.stream(broken, partSize: size).error == Self.whole(broken).error, "part size \(size)") }
        }
    }

    /// A key of the model's after the list, in the envelope's end, does not make the last
    /// part one model: every part reads the list's elements (until 2026-11-28 the last part
    /// was read as one station, the envelope). Read whole, such a document is one station.
    @Test func aKeyOfTheModelAfterTheListLeavesEveryPartAList() {
        let stations = (1...40).map { #"{"label": "s\#($0)", "price": \#($0)}"# }
        let text = #"{"stations": ["# + stations.joined(separator: ",\n") + #"], "price": 3}"#
        for size in [1, 7, 100] {
            let streamed = Self.stream(text, partSize: size)
            #expect(streamed.framing == .list(depth: 2))
            #expect(streamed.records.count == 40, "part size \(size)")
            #expect(streamed.error == nil)
        }
    }

    /// Each document with a syntax error, and how many elements come wholly before it.
    static let broken: [(String, Int)] = [
        ("[{\"label\": \"a\"},\n {\"label\": \"b\"},\n {\"label\": \"c\" \"price\": 1},\n {\"label\": \"d\"}]", 2),
        ("{\"ok\": true, \"stations\": [\n {\"label\": \"a\"},\n {\"label\": \"b\"},\n {\"label\": tru}\n]}", 2),
        // Cut off part-way: the last element never ends.
        ("[{\"label\": \"a\"}, {\"label\": \"b\"}, {\"label\": \"c\"", 2),
        // A bracket that does not match.
        ("[{\"label\": \"a\"}, {\"label\": \"b\"], {\"label\": \"c\"}]", 1),
        // After a wrapped list, in the envelope's end.
        ("{\"stations\": [{\"label\": \"a\"}, {\"label\": \"b\"}], \"total\": tru}", 2),
        // After a top-level list.
        ("[{\"label\": \"a\"}, {\"label\": \"b\"}] x", 2),
        // A line of NDJSON that is not JSON ends the walk, the second line too.
        ("{\"label\": \"a\"}\n{\"label\": \"b\"}\n{\"label\": \n{\"label\": \"d\"}\n", 2),
        ("{\"label\": \"a\"}\ngarbage\n{\"label\": \"c\"}\n", 1),
        // NDJSON after many blank lines: a part of blank lines alone is no document.
        (String(repeating: "\n", count: 85) + "{\"label\": \"a\"}\n{\"label:\" \"b\", oops}\n\n Def\n", 1),
        // NDJSON after a byte order mark and a blank line: a part of those alone is no
        // document either (it was read as an empty one).
        ("\u{FEFF}\n{\"label\": \"a\"}\n{ \"b\"\n\t:\"c\"}\n", 1),
        // A later line that begins with a byte order mark (files joined with `cat`): not
        // the document's mark, so an error there, in every part (a part skipped it).
        ("{\"label\": \"a\"}\n{\"label\": \"b\"}\n\u{FEFF}{\"label\": \"c\"}\n{\"label\": \"d\"}\n", 2),
        // No element between two commas, or after the last: a part that begins there would
        // be an empty list alone; one cut at that comma met its own closing bracket there.
        ("[{\"label\": \"a\"}, , {\"label\": \"b\"}]", 1),
        ("[{\"label\": \"a\"}, {\"label\": \"b\"}, \n, null]", 2),
        ("[{\"label\": \"a\"}, ]", 1),
        ("{\"stations\": [{\"label\": \"a\"},\n ,\n {\"label\": \"b\"}]}", 1),
        // An envelope on the first line and a server's trailer on the next: one document
        // whose error is the trailer, not lines.
        ("{\"stations\": [{\"label\": \"a\"}, {\"label\": \"b\"}]}\n<!-- served in 3 ms -->\n", 2),
        // Not JSON at all: the error says what the document is, in every part size.
        ("<!DOCTYPE html>\n<html><body>502 Bad Gateway</body></html>\n", 0),
        ("date,station,diesel\n2024-01-01,a,1.7\n", 0),
        // A later line of NDJSON that begins as UTF-32 would: the document's start is JSON, so
        // the error names nothing, in every part (a part used to be read as a document's start).
        ("{\"label\": \"a\"}\n{\"label\": \"b\"}\n{\"label\": \"c\"}\n\r\u{0}\u{0}\u{0}x\n{\"label\": \"d\"}\n", 3),
        // Lines that end in a carriage return alone and in `\r\n`: the error's line counts both.
        ("[\r {\"label\": \"a\"},\r\n {\"label\": \"b\"},\r {\"label\": tru}\r]", 2),
    ]

    @Test(arguments: broken)
    func aSyntaxErrorComesAfterTheRecordsBeforeIt(text: String, before: Int) {
        let reference = Self.stream(text, partSize: 1 << 20)
        #expect(reference.records.count == before)
        // The error is where the whole document has it.
        let whole = Self.whole(text)
        #expect(reference.error == whole.error)
        #expect((reference.error?.error.content != nil) == (text.hasPrefix("<") || text.hasPrefix("date")))
        #expect(whole.records == Array(reference.records.prefix(whole.records.count)))
        for size in Self.partSizes {
            let streamed = Self.stream(text, partSize: size)
            #expect(streamed.records == reference.records, "part size \(size)")
            #expect(streamed.error == reference.error, "part size \(size)")
        }
    }

    @Test func partsStayNearTheirSize() {
        let element = #"{"label": "station", "price": 1.5}"#
        let text = "{\"stations\": [" + Array(repeating: element, count: 1000).joined(separator: ",") + "]}"
        let streamed = Self.stream(text, partSize: 4096)
        #expect(streamed.records.count == 1000)
        #expect(streamed.framing == .list(depth: 2))
        #expect(streamed.partSizes.count > 8)
        // The envelope's opening, the part, one more element and the closing brackets.
        let bound = "{\"stations\": [".utf8.count + 4096 + element.utf8.count + 2
        #expect(streamed.partSizes.allSatisfy { $0 <= bound })
    }

    @Test func anElementLargerThanTheLimitIsReportedAtItsStart() {
        let large = "{\"label\": \"" + String(repeating: "x", count: 500) + "\"}"
        let text = "[{\"label\": \"a\"},\n \(large), {\"label\": \"c\"}]"
        let streamed = Self.stream(text, partSize: 8, elementLimit: 100)
        #expect(streamed.records.count == 1)
        #expect(streamed.error?.error.code == .tooLarge)
        #expect(streamed.error?.line == 2)
        #expect(streamed.error?.column == 2)
        #expect(streamed.error?.error.message == "one value of the list is larger than 100 bytes, the most read at a time")
        // A string that never ends makes the element too large too; an error in an element
        // before it is reported as it is.
        let unterminated = Self.stream("[{\"label\": \"a\"}, {\"label\": \"" + String(repeating: "x", count: 500), partSize: 8, elementLimit: 100)
        #expect(unterminated.error?.error.code == .tooLarge)
        let broken = Self.stream("[{\"label\": tru}, \(large)]", partSize: 8, elementLimit: 100)
        #expect(broken.error?.error.code == .invalidLiteral)
        #expect(broken.records.isEmpty)
        // The last element of a list is measured too.
        let last = Self.stream("[{\"label\": \"a\"}, \(large)]", partSize: 1 << 20, elementLimit: 100)
        #expect(last.records.count == 1)
        #expect(last.error?.error.code == .tooLarge)
    }

    /// A file that is not JSON from its first value on (an HTML page, a PDF, a binary file)
    /// was read whole to be parsed, and a file of gigabytes was read to 2 GiB, then refused
    /// as too large. The parser stops at that byte whatever follows: the first read (1 MB)
    /// is the part, and the error is the whole document's, named for what the file is.
    @Test(arguments: ["<!DOCTYPE html>\n<html><body>", "%PDF-1.7\n", "\u{1}\u{2}\u{3}", "  \n\tNaN"])
    func aDocumentThatIsNotJSONFromItsStartIsNotReadOn(start: String) {
        let text = start + String(repeating: "<p>abc</p>\n", count: 400_000)  // 4.4 MB
        let streamed = Self.stream(text, partSize: 1 << 20)
        let whole = Self.whole(text)
        #expect(streamed.error == whole.error)
        #expect(streamed.error?.error.code == .expectedValue)
        #expect(streamed.partSizes.count == 1)
        #expect(streamed.partSizes.allSatisfy { $0 < text.utf8.count / 2 })
        if start.hasPrefix("<!DOCTYPE") {
            #expect(streamed.error?.error.message.contains("HTML page") == true)
        }
        // A value that is JSON from its start is read on: a document that is one number
        // followed by text fails where the text begins, as the whole document does.
        let number = "42 " + String(repeating: "x", count: 2 << 20)
        let read = Self.stream(number, partSize: 1 << 20)
        #expect(read.error == Self.whole(number).error)
        #expect(read.error?.error.code == .trailingCharacters)
        #expect(read.partSizes == [number.utf8.count])
    }

    @Test func aDeepDocumentIsCutWhereItIsTooDeep() {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let text = "[{\"label\": \"a\"}, \(deep)]"
        let streamed = Self.stream(text, partSize: 4, options: ValidationOptions(maxDepth: 10))
        #expect(streamed.records.count == 1)
        #expect(streamed.error?.error.code == .tooDeep)
    }

    /// The stream reads ahead until three lines that are not blank decide the layout: it
    /// counted line feeds, so more than its first read (1 MB) of blank lines after the first
    /// line left it deciding on fewer lines than the whole document has. A whole first
    /// object, then a second line of any kind; or a broken first line, then two objects.
    @Test(arguments: [("{\"label\": \"a\"}", "{\"label\": \"b\"}"), ("{\"label\": \"a\"}", "x"),
                      ("{\"label\": \"a\"}", "{\"label\": "), ("{\"label\": ", "{\"label\": \"b\"}")])
    func blankLinesBetweenTheFirstLinesDoNotDecideTheLayout(first: String, second: String) {
        let blank = String(repeating: "\n  ", count: 600_000)
        let text = first + blank + second + blank + "\n{\"label\": \"c\"}\n{\"label\": \"d\"}\n"
        let expected = Self.whole(text)
        for size in [4096, 1 << 20] {
            let streamed = Self.stream(text, partSize: size)
            #expect(streamed.framing == .lines, "part size \(size)")
            #expect(streamed.records == expected.records, "part size \(size)")
            #expect(streamed.error == expected.error, "part size \(size)")
        }
    }

    @Test func linesThatDoNotLookLikeNDJSONAloneAreReadAsLinesInALaterPart() {
        // Once the document is NDJSON, a part beginning with broken lines is still lines.
        let text = "{\"label\": \"a\"}\n{\"label\": \"b\"}\n[1]\n{\"label\": \"c\"}\n"
        let streamed = Self.stream(text, partSize: 20)
        #expect(streamed.framing == .lines)
        #expect(streamed.records.count == 4)
        #expect(streamed.records == Self.whole(text).records)
    }
}
