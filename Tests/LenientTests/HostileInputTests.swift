import Lenient
import Testing

/// Input written to break things: none crashes, and each gets a clear outcome.
@Suite struct HostileInputTests {
    static let document = #"{"name": "St\u00e9 \ud83d\ude00", "price": -1.5e2, "flag": true, "when": null, "values": [1, 2], "items": [{"label": "a"}], "part": {"price": 0}}"#

    /// Every prefix of a valid document is a syntax error near its end, never a crash.
    @Test func everyTruncationIsASyntaxError() throws {
        let bytes = Array(Self.document.utf8)
        #expect(syntaxError(bytes) == nil)
        for length in 0..<bytes.count {
            let error = try #require(syntaxError(Array(bytes[0..<length])), "prefix of \(length) bytes")
            #expect(error.offset <= length)
            let expected: Set<JSONSyntaxError.Code> = [.emptyInput, .unexpectedEnd, .unterminatedString, .invalidNumber, .invalidEscape]
            #expect(expected.contains(error.code), "prefix of \(length) bytes: \(error.code)")
        }
    }

    @Test(arguments: [
        (#"{"price": 1"#, JSONSyntaxError.Code.unexpectedEnd),
        (#"{"price": "#, .unexpectedEnd),
        (#"{"price""#, .unexpectedEnd),
        (#"{"pri"#, .unterminatedString),
        (#"{"price": tr"#, .unexpectedEnd),
        (#"{"price": -"#, .unexpectedEnd),
        (#"[{"price": 1}, {"#, .unexpectedEnd),
    ] as [(String, JSONSyntaxError.Code)])
    func truncationCodes(json: String, code: JSONSyntaxError.Code) {
        #expect(syntaxError(json)?.code == code)
    }

    /// A document cut inside a number's fraction or exponent, or inside a `\u` escape, ends
    /// early; it is not a malformed number or escape. The error is at the end of the input.
    @Test(arguments: [#"{"price": 1."#, #"{"price": 1e"#, #"{"price": 1e+"#, #"{"name": "\u00"#])
    func truncationInsideANumberOrEscape(json: String) {
        let error = syntaxError(json)
        #expect(error?.code == .unexpectedEnd)
        #expect(error?.offset == json.utf8.count)
    }

    @Test func hundredThousandDeepListIsTooDeep() throws {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(syntaxError(json))
        #expect(error.code == .tooDeep)
        #expect(error.offset == 512)
    }

    @Test func hundredThousandDeepObjectIsTooDeep() throws {
        let json = String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        let error = try #require(syntaxError(json))
        #expect(error.code == .tooDeep)
        #expect(error.limit == 512)
        #expect(error.offset == 512 * 5)
    }

    @Test func unclosedDeepNestingIsTooDeep() {
        #expect(syntaxError(String(repeating: "[", count: 100_000))?.code == .tooDeep)
        #expect(syntaxError(String(repeating: #"{"a":["#, count: 100_000))?.code == .tooDeep)
    }

    /// The limit is the depth allowed: 512 levels parse, 513 do not, list or object.
    @Test func depthLimitBoundary() {
        func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        func objects(_ depth: Int) -> String { String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1) }
        #expect(syntaxError(nested(512)) == nil)
        #expect(syntaxError(nested(513))?.code == .tooDeep)
        #expect(syntaxError(objects(512)) == nil)
        #expect(syntaxError(objects(513))?.code == .tooDeep)
    }

    @Test func declaredDepthLimit() {
        let options = ValidationOptions(maxDepth: 3)
        #expect(syntaxError(#"{"a":{"b":{}}}"#, options: options) == nil)
        let object = syntaxError(#"{"a":{"b":{"c":{}}}}"#, options: options)
        #expect(object?.code == .tooDeep)
        #expect(object?.offset == 15)
        #expect(object?.limit == 3)
        #expect(syntaxError(#"[{"a":{}}]"#, options: options) == nil)
        let list = syntaxError(#"[{"a":{"b":{}}}]"#, options: options)
        #expect(list?.code == .tooDeep)
        #expect(list?.offset == 11)
    }

    /// The error names the limit that was declared, also when the document is a list.
    @Test func tooDeepInAListNamesTheDeclaredLimit() {
        let list = syntaxError(#"[{"a":{"b":{}}}]"#, options: ValidationOptions(maxDepth: 3))
        #expect(list?.code == .tooDeep)
        #expect(list?.limit == 3)
        let deep = syntaxError("[" + String(repeating: "[", count: 600) + String(repeating: "]", count: 601))
        #expect(deep?.limit == 512)
    }

    @Test(arguments: [
        (RuleCase("1e400", .number(0), .defaulted, .outOfRange), "number"),
        (RuleCase("-1e400", .number(0), .defaulted, .outOfRange), "number"),
    ] as [(RuleCase, String)])
    func hugeNumberIsOutOfRange(_ row: RuleCase, type: String) throws {
        let result = try check(NumberBox.self, row)
        #expect(result.field.type == type)
    }

    @Test func hugeNumberInEveryType() throws {
        #expect(try probe(IntegerBox.self, "1e400").field.rule == .outOfRange)
        #expect(try probe(DateBox.self, "1e400").field.rule == .outOfRange)
        #expect(try probe(BoolBox.self, "1e400").field.rule == .numberNotBool)
        #expect(try probe(TextBox.self, "1e400").model.value == "1e400")
        #expect(try probe(NumbersBox.self, "[1e400, 1]").model.value == [1])
        let exponent = try probe(NumberBox.self, "1e99999999999999999999")
        #expect(exponent.field.rule == .outOfRange)
        #expect(try probe(NumberBox.self, "1e-99999999999999999999").model.value == 0)
    }

    @Test(arguments: [
        ([0xFF], "\u{FFFD}"),
        ([0x61, 0xC0, 0xAF, 0x62], "a\u{FFFD}\u{FFFD}b"),
        ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
        ([0x61, 0xE2, 0x82], "a\u{FFFD}"),
        ([0x80, 0x61], "\u{FFFD}a"),
    ] as [([UInt8], String)])
    func invalidUTF8InAString(bytes: [UInt8], text: String) throws {
        let json = Array(#"{"value": ""#.utf8) + bytes + Array(#""}"#.utf8)
        let all = try LenientDecoder<TextBox>().records(SourceText(name: "bytes.json", bytes: json))
        let record = try #require(all.first)
        #expect(record.value.value == text)
        #expect(record.field("value")?.outcome == .coerced)
        #expect(record.field("value")?.rule == .invalidUTF8)
    }

    @Test func invalidUTF8WithControlsIsSanitized() throws {
        let json = Array(#"{"value": "a"#.utf8) + [0xFF, 0x1B] + Array(#"[2Jb"}"#.utf8)
        let record = try #require(try LenientDecoder<TextBox>().records(SourceText(name: "bytes.json", bytes: json)).first)
        #expect(record.value.value == "a\u{FFFD}\u{FFFD}b")
        #expect(record.field("value")?.rule == .textSanitized)
    }

    @Test func invalidUTF8InAKeyOrOutsideStrings() throws {
        let key = Array(#"{""#.utf8) + [0xFF] + Array(#"": 1, "value": "v"}"#.utf8)
        let record = try #require(try LenientDecoder<TextBox>().records(SourceText(name: "bytes.json", bytes: key)).first)
        #expect(record.value.value == "v")
        #expect(record.ignored.map(\.key) == ["\u{FFFD}"])
        #expect(syntaxError([0x7B, 0xFF, 0x7D])?.code == .expectedKey)
        #expect(syntaxError(Array(#"{"a": "#.utf8) + [0xFF])?.code == .expectedValue)
    }

    @Test func tenMegabyteString() throws {
        let text = String(repeating: "abcdefghij", count: 1_000_000)
        let result = try probe(TextBox.self, "\"\(text)\"")
        #expect(result.model.value.utf8.count == 10_000_000)
        #expect(result.field.outcome == .exact)
        let wide = String(repeating: "é", count: 5_000_000)
        let widened = try probe(TextBox.self, "\"\(wide)\"")
        #expect(widened.model.value == wide)
        #expect(widened.field.outcome == .exact)
    }

    @Test func tenMegabyteStringOfEscapes() throws {
        let escapes = String(repeating: #"\u001b[2J"#, count: 1_000_000)
        let result = try probe(TextBox.self, "\"\(escapes)\"")
        #expect(result.field.rule == .textSanitized)
        #expect(result.model.value == String(repeating: "\u{FFFD}", count: 1_000_000))
    }

    /// A million unterminated OSC introducers: each keeps its `]`, and the scan for a
    /// terminator is not repeated from each one (that would be quadratic, hours here). The
    /// time limit catches a return to that, not a slower machine (benchmarks measure speed).
    @Test(.timeLimit(.minutes(10))) func millionUnterminatedStringSequences() throws {
        let escapes = String(repeating: #"\u001b]"#, count: 1_000_000)
        let result = try probe(TextBox.self, "\"\(escapes)x\"")
        #expect(result.field.rule == .textSanitized)
        #expect(result.model.value == String(repeating: "\u{FFFD}]", count: 1_000_000) + "x")
    }

    /// Ten million digits as a number; a million as text (the text rule reads it in
    /// several linear passes).
    @Test func hugeNumbers() throws {
        let digits = String(repeating: "9", count: 10_000_000)
        #expect(try probe(NumberBox.self, digits).field.rule == .outOfRange)
        #expect(try probe(IntegerBox.self, digits).field.rule == .outOfRange)
        #expect(try probe(TextBox.self, digits).model.value.count == 10_000_000)
        let text = String(repeating: "9", count: 1_000_000)
        #expect(try probe(NumberBox.self, "\"\(text)\"").field.rule == .outOfRange)
    }

    @Test func thousandDuplicateKeys() throws {
        let members = (0..<1000).map { #""price": \#($0)"# }.joined(separator: ", ")
        let json = "{\(members)}"
        let record = try record(Sample.self, json)
        #expect(record.value.price == 0)
        #expect(record.ignored.count == 999)
        #expect(record.ignored.allSatisfy { $0.reason == .duplicateKey && $0.property == "price" })
        #expect(record.ignored.last?.input == "999")
        let batch = try LenientDecoder<Sample>().decode(SourceText(name: "dup.json", text: json))
        #expect(batch.summary.ignored == [.duplicateKey: 999])
    }

    @Test func thousandCaseVariantsThenTheExactKey() throws {
        let members = (0..<1000).map { #""PRICE": \#($0)"# }.joined(separator: ", ")
        let record = try record(Sample.self, "{\(members), \"price\": 7}")
        #expect(record.value.price == 7)
        #expect(record.ignored.count == 1000)
    }

    @Test(arguments: [
        (#""\u001b[2J""#, "\u{FFFD}"),
        (#""\u001b]0;x\u0007""#, "\u{FFFD}"),
        (#""\u202eabc""#, "\u{FFFD}abc"),
        ("\"a\u{07}b\"", "a\u{FFFD}b"),
        ("\"\u{1B}[2Jraw\"", "\u{FFFD}raw"),
        ("\"a\u{7F}\u{85}b\"", "a\u{FFFD}\u{FFFD}b"),
        ("\"\u{202E}raw\"", "\u{FFFD}raw"),
    ] as [(String, String)])
    func controlCharactersAreSanitized(snippet: String, text: String) throws {
        try check(TextBox.self, RuleCase(snippet, .text(text), .coerced, .textSanitized))
    }

    /// The record written out as JSON is safe to print, whatever the input held.
    @Test func recordOutputCarriesNoControls() throws {
        let json = "{\"\u{1B}]0;pwned\u{07}\": 1, \"name\": \"\u{1B}[2J\u{202E}x\", \"price\": \"\u{9B}31m\", \"items\": [\"\u{1B}c\"]}"
        let record = try record(Sample.self, json)
        let output = RecordJSON.write(record)
        #expect(!output.unicodeScalars.contains(where: TextRuleTests.isUnsafe))
        #expect(record.ignored.count == 1)
    }

    @Test(arguments: [
        ("42", Code.expectedObject), ("\"text\"", .expectedObject), ("true", .expectedObject), ("null", .null), ("[]", nil),
    ] as [(String, Code?)])
    func topLevelScalar(json: String, code: Code?) throws {
        let all = try records(Sample.self, json)
        if let code {
            #expect(all.count == 1)
            #expect(all.first?.value == Sample())
            #expect(all.first?.fields.map(\.rule) == [code])
            #expect(all.first?.fields.map(\.match) == [.root])
        } else {
            #expect(all.isEmpty)
        }
    }

    @Test func topLevelListWithNonObjects() throws {
        let all = try records(Sample.self, #"[1, {"name": "a"}, null, "x", [], {"name": "b"}]"#)
        #expect(all.map(\.value.name) == ["", "a", "", "", "", "b"])
        #expect(all.map { $0.fields.first?.rule } == [.expectedObject, nil, .null, .expectedObject, .expectedObject, nil])
        #expect(all.map(\.column) == [2, 5, 20, 26, 31, 35])
    }

    @Test func manyModelsInOneList() throws {
        let json = "[" + Array(repeating: #"{"name": "a", "price": "$1"}"#, count: 10_000).joined(separator: ",") + "]"
        let batch = try LenientDecoder<Sample>().decode(SourceText(name: "many.json", text: json))
        #expect(batch.values.count == 10_000)
        #expect(batch.summary.fields == 90_000)
        #expect(batch.summary.outcomes[.coerced] == 10_000)
        let last = try #require(LenientDecoder<Sample>().record(at: 9_999, of: batch))
        #expect(last.value.price == 1)
    }

    @Test func hostileKeys() throws {
        let json = #"{"": 1, " name ": "x", "name\u0000": 2, "__proto__": {}, "constructor": 3, "NAME": "y"}"#
        let record = try record(Sample.self, json)
        #expect(record.value.name == "y")
        #expect(record.ignored.map(\.key) == ["", " name ", "name\u{0}", "__proto__", "constructor"])
    }
}
