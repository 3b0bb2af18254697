import Foundation
import Lenient
import Testing

/// What a document's first bytes say about its shape: the top-level keys, and the keys of
/// the objects and first list elements under them.
@Suite struct DocumentSketchTests {
    static func sketch(_ text: String) -> DocumentSketch {
        DocumentSketch(SourceText(name: "t.json", text: text))
    }

    @Test func anObjectsKeysAndItsMembersKeys() {
        let sketch = Self.sketch(#"""
            {"ok": true, "license": "CC BY 4.0", "stations": [{"id": "a", "name": "x", "e5": 1.5}, {"other": 1}],
             "status": {"error": "NO", "code": 200}, "count": 2, "empty": [], "numbers": [1, 2]}
            """#)
        #expect(sketch.root == .object)
        #expect(sketch.keys == ["ok", "license", "stations", "status", "count", "empty", "numbers"])
        #expect(sketch.members == ["stations": ["id", "name", "e5"], "status": ["error", "code"]])
        #expect(sketch.has("OK", "stations") && !sketch.has("ok", "prices"))
        #expect(sketch.member("Stations", has: "ID", "e5") && !sketch.member("stations", has: "other"))
        #expect(sketch.skipped == 0)
    }

    @Test func aListsFirstObject() {
        let sketch = Self.sketch(#"[{"node_id": "n1", "location": {"city": "Leeds", "postcode": "LS1"}}, {"z": 1}]"#)
        #expect(sketch.root == .list)
        #expect(sketch.keys == ["node_id", "location"])
        #expect(sketch.members == ["location": ["city", "postcode"]])
    }

    /// A warning a server printed before the JSON is skipped, and counted.
    @Test func textBeforeTheDocumentIsSkipped() {
        let warning = "<br />\n<b>Warning</b>: Division by zero in <b>x.php</b><br />\n"
        let sketch = Self.sketch(warning + "{\"status\": {\"error\": \"NO\"}, \"stations\": []}")
        #expect(sketch.root == .object)
        #expect(sketch.keys == ["status", "stations"])
        #expect(sketch.skipped == warning.utf8.count)
    }

    /// A document cut short, or not JSON past some point, gives what was read before.
    @Test(arguments: [#"{"a": 1, "b": {"c": [1, 2"#, #"{"a": 1, "b": {"c": 2}, "d": tru"#, #"{"a": 1, "b": {"c": 2} "d": 3}"#])
    func aDocumentCutShortGivesWhatWasRead(text: String) {
        let sketch = Self.sketch(text)
        #expect(sketch.root == .object)
        #expect(Array(sketch.keys.prefix(2)) == ["a", "b"])
    }

    @Test(arguments: ["", "   ", "42", "\"text\"", "null", "not json at all"])
    func noObjectOrList(text: String) {
        let sketch = Self.sketch(text)
        #expect(sketch.root == .other && sketch.keys.isEmpty && sketch.skipped == 0)
    }

    /// A member's object, or its list's first object, larger than the bytes read keeps the
    /// keys read before the limit: a first station of 20,000 prices still says what it is
    /// (until 2026-11-28 its keys were lost, and a feed told by them was not recognised).
    @Test func aMemberCutAtTheLimitKeepsTheKeysReadBeforeIt() {
        let prices = (0..<30_000).map { #""fuel\#($0)": 1.5"# }.joined(separator: ", ")
        let list = Self.sketch(#"{"updated": "today", "stations": [{"site_id": "1", "brand": "B", "prices": {"# + prices + "}}]}")
        #expect(list.keys == ["updated", "stations"])
        #expect(list.members["stations"] == ["site_id", "brand", "prices"])
        #expect(list.member("stations", has: "site_id"))
        let object = Self.sketch(#"{"status": {"error": false, "stations": 1, "notes": ["# + prices.replacingOccurrences(of: ":", with: ",") + "]}}")
        #expect(object.members["status"] == ["error", "stations", "notes"])
        #expect(object.scalar("status.error") == "false")
    }

    /// Only the first bytes are read: a key past the limit is not seen.
    @Test func onlyTheFirstBytesAreRead() {
        let padding = String(repeating: " ", count: DocumentSketch.limit)
        let sketch = Self.sketch(#"{"first": 1,"# + padding + #""late": 2}"#)
        #expect(sketch.keys == ["first"])
    }
}
