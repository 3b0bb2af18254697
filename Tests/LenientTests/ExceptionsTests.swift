import Foundation
import Lenient
import Testing

/// A model that declares every kind of exception.
@LenientModel
struct Listing {
    var title: String
    var zip: String
    var price: Double
    var stock: Int
    var code: String
    var tags: [String]
    var rate: Double
    var seen: Date?
    var checked: String
    var mark: String
    var even: Int
    var word: String
    var broken: String

    static var exceptions: Exceptions<Listing> {
        Exceptions()
            .validate(\.title, with: Validator { input, _ in
                input.kind == .string ? .coerced(input.decodedText.text.uppercased(), by: .customRule) : .invalid(.customRejection)
            })
            .postValidate(\.zip, .zeroPadded(toWidth: 5))
            .constrain(\.price, .range(0...10))
            .constrain(\.stock, .minimum(0))
            .constrain(\.stock, .maximum(100))
            .constrain(\.code, .all([.length(2...3), .pattern("[A-Z]+")]))
            .constrain(\.tags, .count(1...2))
            .decimalComma(\.rate)
            .dateFormat(DateFormat("dd/MM/yyyy HH:mm:ss"), for: \.seen)
            .validate(\.checked, with: .checked(by: .length(1...3)))
            .postValidate(\.mark, PostValidation { $0 == "keep" ? nil : "changed" })
            .constrain(\.even, .any([.range(0...9), .range(100...109)]))
            .constrain(\.word, .not(.pattern("admin|root")))
            .constrain(\.broken, .pattern("("))
    }
}

/// A zip padded first, then checked: post-validation runs before constraints.
@LenientModel
struct PaddedZip {
    var zip: String

    static var exceptions: Exceptions<PaddedZip> {
        Exceptions()
            .postValidate(\.zip, .zeroPadded(toWidth: 5))
            .constrain(\.zip, .pattern("[0-9]{5}"))
    }
}

/// What a model declares beyond its types: its own validators (which take precedence),
/// post-validation (on valid values only), constraints and their combinations, and number
/// and date hints for one key.
@Suite struct ExceptionsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var key: String
        var snippet: String
        var value: KVCValue
        var outcome: Outcome
        var rule: Code?
        var post: Code?

        init(_ key: String, _ snippet: String, _ value: KVCValue, _ outcome: Outcome, _ rule: Code? = nil, post: Code? = nil) {
            self.key = key
            self.snippet = snippet
            self.value = value
            self.outcome = outcome
            self.rule = rule
            self.post = post
        }

        var testDescription: String { "\(key): \(snippet)" }
    }

    static let rows: [Row] = [
        // The model's validator, not the type's: a number is not text here.
        Row("title", #""abc""#, .text("ABC"), .coerced, .customRule),
        Row("title", "5", .text(""), .defaulted, .customRejection),
        // Zip: padded only when valid.
        Row("zip", "7105", .text("07105"), .coerced, .numberToText, post: .zeroPadded),
        Row("zip", #""7105""#, .text("07105"), .coerced, post: .zeroPadded),
        Row("zip", "7", .text("00007"), .coerced, .numberToText, post: .zeroPadded),
        Row("zip", "7105.0", .text("07105"), .coerced, .numberToText, post: .zeroPadded),
        Row("zip", "7.105e3", .text("07105"), .coerced, .numberToText, post: .zeroPadded),
        Row("zip", #"" 7105 ""#, .text("07105"), .coerced, .textTrimmed, post: .zeroPadded),
        Row("zip", #""07105""#, .text("07105"), .exact),
        Row("zip", #""123456""#, .text("123456"), .exact),
        Row("zip", #""AB12""#, .text("AB12"), .exact),
        Row("zip", #""""#, .text(""), .exact),
        Row("zip", "null", .text(""), .defaulted, .null),
        // Ranges.
        Row("price", "5", .number(5), .exact),
        Row("price", "0", .number(0), .exact),
        Row("price", "10", .number(10), .exact),
        Row("price", "11", .number(0), .defaulted, .aboveMaximum),
        Row("price", "-1", .number(0), .defaulted, .belowMinimum),
        Row("price", #""$5""#, .number(5), .coerced, .currencyText),
        Row("price", #""$11""#, .number(0), .defaulted, .aboveMaximum),
        Row("price", #""1,859""#, .number(0), .defaulted, .aboveMaximum),
        Row("stock", "50", .integer(50), .exact),
        Row("stock", "-1", .integer(0), .defaulted, .belowMinimum),
        Row("stock", "101", .integer(0), .defaulted, .aboveMaximum),
        // Length and pattern, all of them.
        Row("code", #""AB""#, .text("AB"), .exact),
        Row("code", #""A""#, .text(""), .defaulted, .tooShort),
        Row("code", #""ABCD""#, .text(""), .defaulted, .tooLong),
        Row("code", #""ab""#, .text(""), .defaulted, .patternMismatch),
        Row("code", #""A1""#, .text(""), .defaulted, .patternMismatch),
        // List counts.
        Row("tags", #"["a"]"#, .list([.text("a")]), .exact),
        Row("tags", #""a""#, .list([.text("a")]), .coerced, .singleToList),
        Row("tags", "[]", .list([]), .defaulted, .tooFewElements),
        Row("tags", #"["a", "b", "c"]"#, .list([]), .defaulted, .tooManyElements),
        // A decimal comma declared for one key only.
        Row("rate", #""1,859""#, .number(1.859), .coerced, .decimalComma),
        Row("rate", #""1.234,5""#, .number(1234.5), .coerced, .decimalComma),
        // A date format declared for one key only.
        Row("seen", #""18/02/2013 20:43:24""#, date(sampleInstant), .coerced, .declaredFormat),
        Row("seen", #""2013-02-18""#, date(sampleDay), .coerced, .dateOnly),
        // A validator checked by a constraint.
        Row("checked", #""ab""#, .text("ab"), .exact),
        Row("checked", "12", .text("12"), .coerced, .numberToText),
        Row("checked", #""abcd""#, .text(""), .defaulted, .tooLong),
        // Post-validation changes only valid values.
        Row("mark", #""x""#, .text("changed"), .coerced, post: .customRule),
        Row("mark", #""keep""#, .text("keep"), .exact),
        Row("mark", "null", .text(""), .defaulted, .null),
        Row("mark", "{}", .text(""), .defaulted, .expectedText),
        // any / not.
        Row("even", "5", .integer(5), .exact),
        Row("even", "105", .integer(105), .exact),
        Row("even", "50", .integer(0), .defaulted, .noAlternativeHeld),
        Row("word", #""user""#, .text("user"), .exact),
        Row("word", #""admin""#, .text(""), .defaulted, .negatedConstraintHeld),
        Row("word", #""administrator""#, .text("administrator"), .exact),
        // An invalid pattern matches nothing.
        Row("broken", #""(""#, .text(""), .defaulted, .patternMismatch),
    ]

    @Test(arguments: rows) func declaredExceptions(_ row: Row) throws {
        let record = try record(Listing.self, "{\"\(row.key)\": \(row.snippet)}")
        let field = try #require(record.field(FieldPath(parsing: row.key)))
        #expect(field.value == row.value)
        #expect(field.outcome == row.outcome)
        #expect(field.rule == row.rule)
        #expect(field.post == row.post)
        let member = record.value.kvcValue
        #expect((try? member.value(forKeyPath: row.key)) == row.value)
    }

    @Test func customValidatorIsRecorded() throws {
        let record = try record(Listing.self, #"{"title": "a", "zip": "1"}"#)
        #expect(record.field("title")?.customValidator == true)
        #expect(record.field("checked")?.customValidator == true)
        #expect(record.field("zip")?.customValidator == false)
    }

    /// The hints of one key do not leak to its neighbours.
    @Test func hintsApplyToTheirKeyOnly() throws {
        let listing = try record(Listing.self, #"{"rate": "1,859", "price": "1,5"}"#)
        #expect(listing.value.rate == 1.859)
        #expect(listing.value.price == 1.5)
        #expect(listing.field("price")?.rule == .decimalComma)
        let sample = try record(Sample.self, #"{"when": "18/02/2013 20:43:24", "price": "1,859"}"#)
        #expect(sample.value.when == nil)
        #expect(sample.field("when")?.rule == .unrecognizedDate)
        #expect(sample.value.price == 1859)
    }

    @Test(arguments: [
        RuleCase("7105", .text("07105"), .coerced, .numberToText),
        RuleCase(#""123456""#, .text(""), .defaulted, .patternMismatch),
        RuleCase(#""ABC""#, .text(""), .defaulted, .patternMismatch),
    ])
    func postValidationRunsBeforeConstraints(_ row: RuleCase) throws {
        let record = try record(PaddedZip.self, "{\"zip\": \(row.snippet)}")
        let field = try #require(record.field("zip"))
        #expect(field.value == row.value)
        #expect(field.outcome == row.outcome)
        #expect(field.rule == row.code)
        // A failed constraint clears the post-validation: the value set is the default.
        #expect(field.post == (row.outcome == .defaulted ? nil : .zeroPadded))
    }

    @Test(arguments: [
        ("7105", "07105"), ("7", "00007"), ("07105", nil), ("123456", nil), ("12a", nil), ("", nil), ("１２", nil),
    ] as [(String, String?)])
    func zeroPadding(text: String, padded: String?) throws {
        let record = try record(Listing.self, "{\"zip\": \(JSONWriter.string(text))}")
        #expect(record.value.zip == padded ?? text)
        #expect(record.field("zip")?.post == (padded == nil ? nil : .zeroPadded))
    }

    /// A list refused as a whole (too many elements) is defaulted to `[]`: its elements are
    /// not part of the model, so the record keeps none of them, in full and in bulk alike,
    /// and the fields after it keep their places.
    @Test func aListRefusedAsAWholeLeavesNoElementsInTheRecord() throws {
        let json = #"{"tags": ["a", " b ", 7], "word": "admin", "stock": "5"}"#
        let full = try record(Listing.self, json)
        #expect(full.value.tags == [])
        #expect(full.field("tags")?.outcome == .defaulted)
        #expect(full.field("tags")?.rule == .tooManyElements)
        #expect(full.fields.allSatisfy { !$0.path.description.hasPrefix("tags[") })
        #expect(full.field("stock")?.outcome == .coerced)
        let source = SourceText(name: "listing.json", text: json)
        let batch = try LenientDecoder<Listing>().decode(source)
        let compact = batch.outcomes(ofModel: 0).filter { $0.outcome != nil }
        let nonExact = full.fields.enumerated().filter { $0.element.outcome != .exact }
        #expect(compact.map(\.ordinal) == nonExact.map { UInt32($0.offset) })
        #expect(compact.map(\.code) == nonExact.map { $0.element.post ?? $0.element.rule ?? .customRule })
        #expect(batch.fieldCount == full.fields.count)
    }

    /// A model's own validator that reads a list and then refuses it leaves no elements
    /// either, and neither do a refused list's ignored keys of nested objects.
    @Test func aValidatorThatRefusesAListLeavesNoElements() throws {
        let json = #"{"items": [{"name": "a", "junk": 1}, {"name": "b"}], "name": "x"}"#
        let full = try record(RefusedItems.self, json)
        #expect(full.value.items == [])
        #expect(full.field("items")?.rule == .tooManyElements)
        #expect(full.fields.map(\.path.description) == ["items", "name"])
        #expect(full.ignored.isEmpty)
        let batch = try LenientDecoder<RefusedItems>().decode(SourceText(name: "refused.json", text: json))
        #expect(batch.outcomes(ofModel: 0).map(\.ordinal) == [0])
        #expect(batch.summary.fields == 2)
    }
}

/// A list whose own validator reads every element, then refuses more than one.
@LenientModel
struct RefusedItems {
    var items: [Item]
    var name: String

    static var exceptions: Exceptions<RefusedItems> {
        Exceptions().validate(\.items, with: .checked(by: .count(0...1)))
    }
}
