import Foundation
@testable import Lenient
import Testing

/// A value written as JSON as it is read (``LenientValue/appendJSON(to:)``) is byte for byte
/// its ``LenientValue/kvcValue`` written: models member by member, lists element by element,
/// optionals, dates, numbers, text with escapes, dictionaries, models inside themselves and
/// JSON inside a string.
@Suite struct ValueJSONTests {
    static func check<Model: LenientModel>(_ type: Model.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let batch = try LenientDecoder<Model>().decode(SourceText(name: "doc.json", text: json))
        #expect(batch.values.count > 0, sourceLocation: sourceLocation)
        for value in batch.values {
            var written = JSONBuffer()
            value.appendJSON(to: &written)
            var expected = JSONBuffer()
            expected.append(value.kvcValue)
            #expect(written.text == expected.text, sourceLocation: sourceLocation)
        }
    }

    @Test func everyKindOfValue() throws {
        try Self.check(Sample.self, RecordWindowTests.documents[0].json)
        try Self.check(Listing.self, RecordWindowTests.documents[1].json)
        try Self.check(ItemsBoxNamed.self, RecordWindowTests.documents[2].json)
        try Self.check(DateBox.self, #"[{"value": "2013-02-18T15:43:24.250-05:00"}, {"value": null}, {"value": 1361202204}]"#)
        try Self.check(NumbersBox.self, #"{"value": [1, 2.5, "3,5", 1e300, -0.0, 123456789012345678]}"#)
        try Self.check(TextsBox.self, #"{"value": ["a\"b\\c", "\u0001\u001f", "東京", "\ud83d\ude00", " trimmed "]}"#)
        try Self.check(OptionalItemBox.self, #"[{"value": {"label": "x", "price": 1}}, {"value": null}, {}]"#)
        try Self.check(PriceTable.self, #"{"prices": {"b": 1, "a": "2,5"}, "stations": {"x": {"label": "y", "price": 3}}}"#)
        try Self.check(Node.self, RecursiveModelTests.tree)
        try Self.check(EmbeddedItemsBox.self, #"{"value": "[{\"label\": \"a\", \"price\": 1}]"}"#)
    }
}
