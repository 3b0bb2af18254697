import Foundation
import Lenient
import Testing

/// One pass over every model's full record says of the document what decoding it says: how it
/// holds its models, how many, and which lines are not JSON; the layout comes before the first
/// record.
@Suite struct DocumentPassTests {
    static let documents = [
        #"{"name": "one", "price": "$3"}"#,
        #"[{"name": "a"}, 7, {"name": "b"}]"#,
        "[]",
        #"{"data": {"items": [{"name": "a"}, {"name": "b"}]}}"#,
        #"{"data": {"items": []}}"#,
        "{\"name\": \"a\"}\n{\"name\": \nnot json\n{\"name\": \"c\"}\n",
    ]

    @Test(arguments: documents)
    func aPassSaysWhatDecodingSays(_ text: String) throws {
        let source = SourceText(name: "doc.json", text: text)
        let batch = try LenientDecoder<Sample>().decode(source)
        var told: [DocumentLayout] = []
        var records = 0
        let pass = try LenientDecoder<Sample>().forEachRecord(in: source, layout: { told.append($0) }) { _ in
            #expect(told.count == 1)
            records += 1
        }
        #expect(pass == DocumentPass(layout: batch.layout, count: batch.values.count, problems: batch.lines))
        #expect(told == [batch.layout])
        #expect(records == batch.values.count)
    }
}
