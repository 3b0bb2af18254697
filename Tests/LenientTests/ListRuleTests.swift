import Lenient
import Testing

/// List ← list exact, element by element; a single value of the element's own kind → a
/// list of one; null, text, numbers and bools otherwise → defaulted [].
@Suite struct ListRuleTests {
    static let numbers: [RuleCase] = [
        RuleCase("[1, 2.5]", .list([.number(1), .number(2.5)]), .exact),
        RuleCase("[]", .list([]), .exact),
        RuleCase(#"[1, "2", "x", null, 3]"#, .list([.number(1), .number(2), .number(3)]), .exact),
        RuleCase("5", .list([.number(5)]), .coerced, .singleToList),
        RuleCase("1e400", .list([]), .coerced, .singleToList),
        RuleCase(#""5""#, .list([]), .defaulted, .expectedList),
        RuleCase("true", .list([]), .defaulted, .expectedList),
        RuleCase("{}", .list([]), .defaulted, .expectedList),
        RuleCase("null", .list([]), .defaulted, .null),
    ]

    static let texts: [RuleCase] = [
        RuleCase(#"["a", 1, true, null, {}]"#, .list([.text("a"), .text("1"), .text("true")]), .exact),
        RuleCase(#""solo""#, .list([.text("solo")]), .coerced, .singleToList),
        RuleCase("5", .list([]), .defaulted, .expectedList),
    ]

    static let items: [RuleCase] = [
        RuleCase(#"{"label": "a", "price": 1}"#, .list([item("a", 1)]), .coerced, .singleToList),
        RuleCase(#"[{"label": "a", "price": 1}, 3, null, "x", [], {"label": "b"}]"#,
                 .list([item("a", 1), item("b", 0)]), .exact),
        RuleCase(#""x""#, .list([]), .defaulted, .expectedList),
        RuleCase("null", .list([]), .defaulted, .null),
    ]

    static let dates: [RuleCase] = [
        RuleCase(#""2013-02-18""#, .list([date(sampleDay)]), .coerced, .singleToList),
        RuleCase("1361220204", .list([]), .defaulted, .expectedList),
        RuleCase(#"["2013-02-18T20:43:24Z", 1361220204, "nope"]"#, .list([date(sampleInstant), date(sampleInstant)]), .exact),
    ]

    static func item(_ label: String, _ price: Double) -> KVCValue {
        .object([KVCValue.Member("label", .text(label)), KVCValue.Member("price", .number(price))])
    }

    @Test(arguments: numbers) func listOfNumbers(_ row: RuleCase) throws {
        try check(NumbersBox.self, row)
    }

    @Test(arguments: texts) func listOfText(_ row: RuleCase) throws {
        try check(TextsBox.self, row)
    }

    @Test(arguments: items) func listOfModels(_ row: RuleCase) throws {
        try check(ItemsBox.self, row)
    }

    @Test(arguments: dates) func listOfDates(_ row: RuleCase) throws {
        try check(DatesBox.self, row)
    }

    /// Each element is recorded at its input index; the dropped ones keep theirs.
    @Test func elementsAreRecordedOneByOne() throws {
        let result = try probe(NumbersBox.self, #"[1, "2", "x", null, 3]"#)
        let elements = result.record.fields.filter { $0.path != "value" }
        #expect(elements.map(\.path) == ["value[0]", "value[1]", "value[2]", "value[3]", "value[4]"])
        #expect(elements.map(\.outcome) == [.exact, .coerced, .dropped, .dropped, .exact])
        #expect(elements.map(\.rule) == [nil, .numericText, .notANumber, .null, nil])
        #expect(elements.map(\.input) == ["1", "\"2\"", "\"x\"", "null", "3"])
        #expect(elements.map(\.value) == [.number(1), .number(2), .null, .null, .number(3)])
        #expect(elements.allSatisfy { $0.match == .element && $0.key == nil })
        #expect(elements.filter { $0.outcome != .dropped }.map(\.type) == ["number", "number", "number"])
        #expect(result.field.type == "list of number")
    }

    /// A dropped element was validated as the element type, and its record says so; it
    /// holds no value.
    @Test func droppedElementRecordsTheElementType() throws {
        let result = try probe(NumbersBox.self, #"[1, "x"]"#)
        let dropped = try #require(result.record.field("value[1]"))
        #expect(dropped.outcome == .dropped)
        #expect(dropped.type == "number")
        #expect(dropped.value == .null)
    }

    @Test func droppedModelElementsKeepTheirIndex() throws {
        let result = try probe(ItemsBox.self, #"[3, {"label": "a", "price": 1}]"#)
        let paths = result.record.fields.map(\.path.description)
        #expect(paths == ["value", "value[0]", "value[1]", "value[1].label", "value[1].price"])
        #expect(result.record.field("value[0]")?.outcome == .dropped)
        #expect(result.record.field("value[0]")?.rule == .expectedObject)
        #expect(result.record.field("value[1]")?.outcome == .exact)
    }

    /// A single object becomes a list of one whose element is recorded at index 0.
    @Test func singleObjectIsRecordedAsElementZero() throws {
        let result = try probe(ItemsBox.self, #"{"label": "a", "price": "2"}"#)
        #expect(result.record.fields.map(\.path.description) == ["value", "value[0]", "value[0].label", "value[0].price"])
        #expect(result.record.field("value[0].price")?.rule == .numericText)
        #expect(result.record.field("value[0]")?.input == #"{"label": "a", "price": "2"}"#)
    }

    @Test func defaultedListHasNoElementRecords() throws {
        let result = try probe(NumbersBox.self, #""1, 2, 3""#)
        #expect(result.record.fields.map(\.path) == ["value"])
    }
}
