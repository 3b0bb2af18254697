import Lenient
import Testing

/// The full record: every field with its path, the key as received, the raw input, the
/// 1-based line and column of the input, outcome and codes; ignored keys; record order.
@Suite struct RecordTests {
    static let document = """
        {
          "name": "Café",
          "PRICE": "$3.50",
        \t"count": 4,
          "bogus": true,
          "part": {"label": "é😀", "price": 2},
          "items": [{"label": "a", "price": 1}, 7]
        }
        """

    @Test func fieldsInDeclarationOrderParentsFirst() throws {
        let record = try record(Sample.self, Self.document)
        #expect(record.fields.map(\.path.description) == [
            "name", "price", "count", "flag", "when", "values",
            "items", "items[0]", "items[0].label", "items[0].price", "items[1]",
            "part", "part.label", "part.price", "identifier",
        ])
        #expect(record.line == 1)
        #expect(record.column == 1)
    }

    @Test func wholeFieldRecords() throws {
        let record = try record(Sample.self, Self.document)
        #expect(record.field("name") == FieldRecord(
            path: "name", key: "name", match: .exact, type: "text", inputKind: .string, input: #""Café""#,
            line: 2, column: 11, outcome: .exact, rule: nil, post: nil, value: .text("Café")))
        #expect(record.field("price") == FieldRecord(
            path: "price", key: "PRICE", match: .caseFolded, type: "number", inputKind: .string, input: #""$3.50""#,
            line: 3, column: 12, outcome: .coerced, rule: .currencyText, post: nil, value: .number(3.5)))
        #expect(record.field("flag") == FieldRecord(
            path: "flag", key: nil, match: .missing, type: "bool", inputKind: nil, input: nil,
            line: nil, column: nil, outcome: .defaulted, rule: .missing, post: nil, value: .bool(false)))
        #expect(record.field("items[1]") == FieldRecord(
            path: "items[1]", key: nil, match: .element, type: "Item", inputKind: .number, input: "7",
            line: 7, column: 41, outcome: .dropped, rule: .expectedObject, post: nil, value: .null))
    }

    /// Columns count characters: a tab is one, `é` and `😀` are one each, not 2 and 4 bytes.
    @Test(arguments: [
        ("name", 2, 11), ("price", 3, 12), ("count", 4, 11),
        ("part", 6, 11), ("part.label", 6, 21), ("part.price", 6, 36),
        ("items", 7, 12), ("items[0]", 7, 13), ("items[0].label", 7, 23), ("items[0].price", 7, 37), ("items[1]", 7, 41),
    ] as [(String, Int, Int)])
    func lineAndColumnOfEachInput(path: String, line: Int, column: Int) throws {
        let field = try #require(try record(Sample.self, Self.document).field(FieldPath(parsing: path)))
        #expect(field.line == line)
        #expect(field.column == column)
    }

    @Test func ignoredKeysHaveTheKeyPosition() throws {
        let record = try record(Sample.self, Self.document)
        #expect(record.ignored == [
            IgnoredKey(path: "bogus", key: "bogus", input: "true", line: 5, column: 3, reason: .unknownKey),
        ])
    }

    /// Fields are recorded in declaration order, so positions are looked up backwards too.
    @Test func positionsWhenKeysComeInReverseOrder() throws {
        let json = """
            [{"name": "a"},
             {"identifier": "z",
              "items": [],
              "name": "n"}]
            """
        let all = try records(Sample.self, json)
        #expect(all.map(\.line) == [1, 2])
        #expect(all.map(\.column) == [2, 2])
        let second = all[1]
        #expect(second.field("identifier").map { [$0.line, $0.column] } == [2, 17])
        #expect(second.field("items").map { [$0.line, $0.column] } == [3, 12])
        #expect(second.field("name").map { [$0.line, $0.column] } == [4, 11])
    }

    @Test func modelPositionsInATopLevelList() throws {
        let json = "[\n  {\"name\": \"a\"},\n\t{\"name\": \"b\"}, {\"name\": \"c\"}\n]"
        let all = try records(Sample.self, json)
        #expect(all.map(\.value.name) == ["a", "b", "c"])
        #expect(all.map { [$0.line, $0.column] } == [[2, 3], [3, 2], [3, 17]])
        #expect(all[2].field("name").map { [$0.line, $0.column] } == [3, 26])
    }

    /// Columns count what the decoder reads: each maximal invalid UTF-8 subpart is one
    /// U+FFFD and takes one column, a stray continuation byte included.
    @Test(arguments: [
        ([0x80], 21), ([0x9B], 21), ([0x80, 0x80, 0x80, 0x80], 24), ([0xE2, 0x82], 21), ([0xE2, 0x82, 0xAC], 21),
        ([0xED, 0xA0, 0x80], 23), ([0xF0, 0x80, 0x80], 23), ([0xF0, 0x9F, 0x98], 21), ([0xC3, 0xA9, 0x80], 22), ([0xFF, 0xFE], 22),
    ] as [([UInt8], Int)])
    func invalidUTF8TakesAColumnPerReplacement(bytes: [UInt8], priceColumn: Int) throws {
        let source = SourceText(name: "t.json", bytes: Array(#"{"name":""#.utf8) + bytes + Array(#"","price":1}"#.utf8))
        let record = try #require(try LenientDecoder<Sample>().records(source).first)
        let replaced = try #require(record.field("name").flatMap { if case .text(let text) = $0.value { text } else { nil } })
        #expect(record.field("price")?.column == priceColumn)
        #expect(priceColumn == 20 + replaced.unicodeScalars.count, "one column per character of the value")
        let error = try #require(syntaxError(Array(#"{"a":""#.utf8) + bytes + Array(#""}x"#.utf8)))
        #expect(source.position(of: 0) == (1, 1))
        #expect(SourceText(name: "e", bytes: Array(#"{"a":""#.utf8) + bytes + Array(#""}x"#.utf8)).position(of: error.offset).column == 9 + replaced.unicodeScalars.count)
    }

    /// Fields are recorded in declaration order, not document order: a list of 60,000
    /// elements whose positions go backward still gets each one right (it used to rescan
    /// from the start of the station for each, which took minutes). The time limit catches
    /// a return to that, not a slower machine: a second alone, this took 95 and 168 s on two
    /// busy cores, over the one minute it first had. Speed is measured by the benchmarks.
    @Test(.timeLimit(.minutes(10))) func positionsInALongListWhoseFieldsGoBackward() throws {
        let elements = (0..<60_000).map { #"{"label": "x", "price":  \#($0 % 10)}"# }.joined(separator: ",\n")
        let record = try record(Sample.self, "{\"items\": [\n" + elements + "\n]}")
        #expect(record.value.items.count == 60_000)
        for index in [0, 1, 59_999] {
            #expect(record.field(FieldPath(parsing: "items[\(index)].price")).map { [$0.line, $0.column] } == [index + 2, 26])
            #expect(record.field(FieldPath(parsing: "items[\(index)].label")).map { [$0.line, $0.column] } == [index + 2, 11])
        }
    }

    @Test func crlfLineEndings() throws {
        let record = try record(Sample.self, "{\r\n\"price\": 1,\r\n\"name\": \"x\"}")
        #expect(record.field("price").map { [$0.line, $0.column] } == [2, 10])
        #expect(record.field("name").map { [$0.line, $0.column] } == [3, 9])
    }

    @Test func rawInputIsKeptAsWritten() throws {
        let record = try record(Sample.self, #"{"price": 3.50, "name": "a\u00e9", "values": [1.0, 2e0]}"#)
        #expect(record.field("price")?.input == "3.50")
        #expect(record.field("price")?.value == .number(3.5))
        #expect(record.field("name")?.input == #""a\u00e9""#)
        #expect(record.field("name")?.value == .text("aé"))
        #expect(record.field("values")?.input == "[1.0, 2e0]")
        #expect(record.field("values[1]")?.input == "2e0")
    }

    @Test func keyIsRecordedAsReceivedDecoded() throws {
        let record = try record(Sample.self, #"{"N\u0041me": "x"}"#)
        #expect(record.field("name")?.key == "NAme")
    }

    /// A document that is not an object gives a model of defaults, recorded as one field
    /// with an empty path.
    @Test(arguments: [("42", Code.expectedObject, JSONKind.number), ("null", .null, .null), (#""x""#, .expectedObject, .string)] as [(String, Code, JSONKind)])
    func nonObjectDocument(json: String, code: Code, kind: JSONKind) throws {
        let record = try record(Sample.self, json)
        #expect(record.value == Sample())
        #expect(record.fields == [FieldRecord(
            path: FieldPath(), key: nil, match: .root, type: "Sample", inputKind: kind, input: json,
            line: 1, column: 1, outcome: .defaulted, rule: code, post: nil, value: Sample().kvcValue)])
    }

    @Test func countsPerOutcome() throws {
        let record = try record(Sample.self, Self.document)
        #expect(record.counts == [.exact: 9, .coerced: 1, .defaulted: 4, .dropped: 1])
    }

    @Test func recordAsJSON() throws {
        let record = try record(Item.self, #"{"label": "a", "x": 1}"#)
        #expect(RecordJSON.write(record) == """
            {"value":{"label":"a","price":0},"fields":[\
            {"path":"label","key":"label","match":"exact","type":"text","input":"\\"a\\"","line":1,"column":11,\
            "outcome":"exact","rule":null,"post":null,"value":"a"},\
            {"path":"price","key":null,"match":"missing","type":"number","input":null,"line":null,"column":null,\
            "outcome":"defaulted","rule":"missing","post":null,"value":0}],\
            "ignored":[{"path":"x","key":"x","input":"1","line":1,"column":16,"reason":"unknown_key","property":null}]}
            """)
    }

    /// Offsets to positions: characters (scalars) counted, a tab as one, lines from 1.
    @Test(arguments: [(0, 1, 1), (1, 1, 2), (3, 1, 3), (4, 1, 4), (5, 1, 5), (6, 2, 1), (10, 2, 2), (11, 2, 3), (99, 2, 3)] as [(Int, Int, Int)])
    func sourcePositions(offset: Int, line: Int, column: Int) {
        let source = SourceText(name: "s.json", text: "a\u{E9}\tb\n😀x")
        #expect(source.position(of: offset) == (line, column))
    }

    @Test func sourceLocationIsNameLineColumn() {
        let source = SourceText(name: "s.json", text: "{\n  \"a\": }")
        #expect(source.location(of: 8) == "s.json:2:7")
    }

    @Test func fieldPathsParseAndPrint() {
        #expect(FieldPath(parsing: "items[0].price").components == [.key("items"), .index(0), .key("price")])
        #expect(FieldPath(parsing: "[2]").components == [.index(2)])
        #expect(FieldPath(parsing: "a[x]").components == [.key("a[x]")])
        #expect(FieldPath([.key("a"), .index(1), .key("b")]).description == "a[1].b")
        #expect(FieldPath("a").appending(.index(3)).description == "a[3]")
    }
}
