import Foundation
import Inventory
import Lenient
import Testing

/// The sample export through the package's own models: its codes, its container and its
/// categories within categories, in every form the record takes.
@Suite struct InventoryTests {
    static let source = SourceText(name: "sample.json", text: Sample.document)

    static func record() throws -> ModelRecord<Catalog> {
        let records = try LenientDecoder<Catalog>().records(source)
        return try #require(records.first)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var path: FieldPath
        var outcome: Outcome
        var code: String?

        init(_ path: FieldPath, _ outcome: Outcome, _ code: String? = nil) {
            self.path = path
            self.outcome = outcome
            self.code = code
        }

        var testDescription: String { path.description }
    }

    static let rows: [Row] = [
        Row("store", .exact),
        Row("updated", .coerced, "date_only"),
        Row("categories[0].items[0].sku", .exact),
        Row("categories[0].items[1].sku", .coerced, "sku_normalised"),
        Row("categories[0].items[1].price", .coerced, "currency_text"),
        Row("categories[0].items[1].stock", .coerced, "numeric_text"),
        Row("categories[0].items[1].tags", .exact),
        Row("categories[0].items[1].tags[1]", .exact),
        Row("categories[0].items[1].tags[2]", .dropped, "repeated_value"),
        Row("categories[0].subcategories", .exact),
        Row("categories[0].subcategories[0].name", .exact),
        Row("categories[0].subcategories[0].subcategories", .defaulted, "missing"),
        Row("categories[0].subcategories[0].items[0].sku", .defaulted, "not_a_sku"),
        Row("categories[0].subcategories[0].items[0].price", .defaulted, "null"),
        Row("categories[0].subcategories[0].items[0].stock", .defaulted, "below_minimum"),
        Row("categories[0].subcategories[0].items[0].tags", .defaulted, "missing"),
    ]

    @Test(arguments: rows) func fieldOutcome(_ row: Row) throws {
        let field = try #require(try Self.record().field(row.path))
        #expect(field.outcome == row.outcome)
        #expect((field.post ?? field.rule)?.name == row.code)
    }

    @Test func values() throws {
        let catalog = try Self.record().value
        let drinks = try #require(catalog.categories.first)
        #expect(drinks.items.map(\.sku) == ["DRK-1001", "DRK-1002"])
        #expect(drinks.items[1].tags == Distinct(["fizzy", "sweet"]))
        #expect(drinks.items[1].price == 1.2)
        #expect(drinks.subcategories.map(\.name) == ["Juice"])
        #expect(drinks.subcategories[0].items[0].sku == "")
    }

    /// The package's codes are found by name, worded by their declaration, and counted in the
    /// compact record that a bulk decode keeps.
    @Test func codesInTheCompactRecord() throws {
        let batch = try LenientDecoder<Catalog>().decode(Self.source)
        let names = batch.outcomes.map(\.code.name)
        for name in ["sku_normalised", "not_a_sku", "repeated_value"] {
            #expect(names.contains(name), "\(name)")
            let code = try #require(Code(name: name))
            #expect(code.isCustom)
            #expect(!code.explanation.isEmpty)
        }
        #expect(batch.summary.codes[Summary.Key(outcome: .dropped, code: .repeatedValue)] == 1)
        #expect(batch.summary.codes[Summary.Key(outcome: .defaulted, code: .notASKU)] == 1)
        #expect(batch.summary.codes[Summary.Key(outcome: .coerced, code: .skuNormalised)] == 1)
    }

    @Test func codesInTheJSONRecordAndTheTrace() throws {
        let record = try Self.record()
        let json = RecordJSON.write(record)
        #expect(json.contains(#""rule":"not_a_sku""#))
        #expect(json.contains(#""rule":"repeated_value""#))
        let field = try #require(record.field("categories[0].subcategories[0].items[0].sku"))
        let steps = field.trace.map(\.text)
        #expect(steps.contains("validator: the model's own validator for this key (text)"))
        #expect(steps.contains { $0.contains("not_a_sku (\(Code.notASKU.explanation))") })
    }

    @Test func ignoredKey() throws {
        let ignored = try Self.record().ignored
        #expect(ignored.map(\.path) == ["categories[0].subcategories[0].items[0].colour"])
        #expect(ignored.map(\.reason) == [.unknownKey])
    }

    @Test(arguments: [
        ("ABC-1", true), ("ABCDE-123456", true), ("AB-1", false), ("ABCDEF-1", false),
        ("ABC-", false), ("abc-1", false), ("ABC-1234567", false), ("ABC1", false), ("", false),
    ]) func skuForm(text: String, valid: Bool) {
        #expect(SKU.isSKU(text) == valid)
    }

    /// The whole report of the sample, row by row.
    @Test func report() throws {
        #expect(Report.lines(for: try Self.record()) == [
            "PATH                                            OUTCOME    INPUT           CODE",
            "store                                           exact      \"Corner Shop\"",
            "updated                                         coerced    \"2026-11-20\"    date_only",
            "categories                                      exact      […]",
            "categories[0]                                   exact      {…}",
            "categories[0].name                              exact      \"Drinks\"",
            "categories[0].items                             exact      […]",
            "categories[0].items[0]                          exact      {…}",
            "categories[0].items[0].sku                      exact      \"DRK-1001\"",
            "categories[0].items[0].name                     exact      \"Water\"",
            "categories[0].items[0].price                    exact      0.5",
            "categories[0].items[0].stock                    exact      120",
            "categories[0].items[0].tags                     exact      […]",
            "categories[0].items[0].tags[0]                  exact      \"still\"",
            "categories[0].items[1]                          exact      {…}",
            "categories[0].items[1].sku                      coerced    \"drk-1002\"      sku_normalised",
            "categories[0].items[1].name                     exact      \"Lemonade\"",
            "categories[0].items[1].price                    coerced    \"€1,20\"         currency_text",
            "categories[0].items[1].stock                    coerced    \"35\"            numeric_text",
            "categories[0].items[1].tags                     exact      […]",
            "categories[0].items[1].tags[0]                  exact      \"fizzy\"",
            "categories[0].items[1].tags[1]                  exact      \"sweet\"",
            "categories[0].items[1].tags[2]                  dropped    \"fizzy\"         repeated_value",
            "categories[0].subcategories                     exact      […]",
            "categories[0].subcategories[0]                  exact      {…}",
            "categories[0].subcategories[0].name             exact      \"Juice\"",
            "categories[0].subcategories[0].items            exact      […]",
            "categories[0].subcategories[0].items[0]         exact      {…}",
            "categories[0].subcategories[0].items[0].sku     defaulted  \"12-AB\"         not_a_sku",
            "categories[0].subcategories[0].items[0].name    exact      \"Orange juice\"",
            "categories[0].subcategories[0].items[0].price   defaulted  null            null",
            "categories[0].subcategories[0].items[0].stock   defaulted  -3              below_minimum",
            "categories[0].subcategories[0].items[0].tags    defaulted  (absent)        missing",
            "categories[0].subcategories[0].subcategories    defaulted  (absent)        missing",
            "categories[0].subcategories[0].items[0].colour  ignored    \"orange\"        unknown_key",
            "",
            "date_only: a calendar date without a time: midnight UTC",
            "sku_normalised: a stock-keeping unit in lower case or with spaces around it: upper-cased and trimmed",
            "currency_text: text holding an amount: currency symbol or code removed, the number read",
            "numeric_text: text holding a number: the number read",
            "repeated_value: a value equal to one before it in the list: left out, the list keeps each value once",
            "not_a_sku: not a stock-keeping unit (three to five letters, a hyphen, one to six digits)",
            "null: the value is null",
            "below_minimum: below the declared minimum",
            "missing: the key is absent",
            "unknown_key: no property has this key, case-insensitively or by remap",
            "",
            "23 exact, 4 coerced, 5 defaulted, 1 dropped, 1 ignored",
        ])
    }
}
