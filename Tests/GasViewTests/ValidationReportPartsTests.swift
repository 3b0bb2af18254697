import Foundation
import GasPrices
@testable import GasView
import Lenient
import Testing

/// `validate`'s text report of a station whose record is made a part at a time is the report
/// of its whole record, line for line: the path column as wide as the widest path of any part
/// (here a later one), the counts of every part, ignored keys after the fields.
@Suite struct ValidationReportPartsTests {
    static let documents = [
        // The widest path (historicalPrices[11].price) and the dropped element come in a late part.
        #"{"description": "Shell", "price": "$3.50", "sellsDiesel": "yes", "address": {"zip": 7105, "junk": 1}, "x": 2, "historicalPrices": ["#
            + (0..<12).map { #"{"date": \#(1361202204 + $0), "price": "\#($0).5"}"# }.joined(separator: ", ") + #", 7]}"#,
        #"{"DESCRIPTION": 7, "price": {}, "a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "description": "again"}"#,
        // A list: each element's report from its own place.
        "[1, 2]",
    ]

    @Test(arguments: 0..<3)
    func partsReadAsTheWholeRecord(index: Int) throws {
        let source = SourceText(name: "doc.json", text: Self.documents[index])
        let utc = try #require(TimeZone(identifier: "UTC"))
        let records = try LenientDecoder<Station>().records(source)
        #expect(!records.isEmpty)
        let expected = records.flatMap { ValidationReport.text($0, number: 3, timeZone: utc) }
        for size in [1, 2, 5, 1000] {
            var lines: [String] = []
            _ = try LenientDecoder<Station>().forEachRecordParts(in: source, fieldsPerPart: size, layout: { _ in }) { parts in
                ValidationReport.text(parts, number: 3, timeZone: utc) { lines.append($0) }
            }
            #expect(lines == expected, "\(size) a part")
        }
    }
}
