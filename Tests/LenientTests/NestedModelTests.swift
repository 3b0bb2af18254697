import Lenient
import Testing

/// Nested model ← object exact, field by field; anything else → defaulted (a model of
/// defaults, or nil when optional).
@Suite struct NestedModelTests {
    static let defaults = ListRuleTests.item("", 0)

    @Test(arguments: [
        RuleCase(#"{"label": "a", "price": 2}"#, ListRuleTests.item("a", 2), .exact),
        RuleCase(#"{"label": 5, "price": "2"}"#, ListRuleTests.item("5", 2), .exact),
        RuleCase("{}", defaults, .exact),
        RuleCase("null", defaults, .defaulted, .null),
        RuleCase(#""x""#, defaults, .defaulted, .expectedObject),
        RuleCase("3", defaults, .defaulted, .expectedObject),
        RuleCase("true", defaults, .defaulted, .expectedObject),
        RuleCase(#"[{"label": "a"}]"#, defaults, .defaulted, .expectedObject),
    ])
    func requiredModel(_ row: RuleCase) throws {
        try check(ItemBox.self, row)
    }

    @Test(arguments: [
        RuleCase(#"{"label": "a", "price": 2}"#, ListRuleTests.item("a", 2), .exact),
        RuleCase("null", .null, .defaulted, .null),
        RuleCase(#""x""#, .null, .defaulted, .expectedObject),
        RuleCase("[]", .null, .defaulted, .expectedObject),
    ])
    func optionalModel(_ row: RuleCase) throws {
        try check(OptionalItemBox.self, row)
    }

    @Test func childrenAreRecordedUnderTheParentPath() throws {
        let result = try probe(ItemBox.self, #"{"LABEL": 5, "extra": 1}"#)
        let fields = result.record.fields
        #expect(fields.map(\.path.description) == ["value", "value.label", "value.price"])
        #expect(fields.map(\.outcome) == [.exact, .coerced, .defaulted])
        #expect(fields.map(\.rule) == [nil, .numberToText, .missing])
        #expect(fields[1].key == "LABEL")
        #expect(fields[1].match == .caseFolded)
        #expect(result.record.ignored.map(\.path) == ["value.extra"])
        #expect(result.field.type == "Item")
        #expect(result.model.value == Item(label: "5", price: 0))
    }

    @Test func defaultedModelHasNoChildRecords() throws {
        let result = try probe(OptionalItemBox.self, #""not an object""#)
        #expect(result.record.fields.map(\.path) == ["value"])
        #expect(result.model.value == nil)
    }

    @Test func typeNamesOfWrappers() throws {
        #expect(try probe(OptionalItemBox.self, "null").field.type == "optional Item")
        #expect(try probe(ItemsBox.self, "[]").field.type == "list of Item")
        #expect(try probe(DateBox.self, "null").field.type == "optional date")
    }
}
