import Foundation
import Lenient
import Testing

@LenientModel
struct KeyedBox { var value: KeyedValues<Double> }

@LenientModel
struct KeyedItemsBox { var value: KeyedValues<Item> }

@LenientModel
struct EmbeddedItemsBox { var value: JSONText<[Item]> }

@LenientModel
struct ScaledBox {
    var value: Double?
    static var exceptions: Exceptions<ScaledBox> { Exceptions().postValidate(\.value, .scaled(by: 100_000, beyond: 180)) }
}

@LenientModel
struct MinorUnitBox {
    var value: Double
    static var exceptions: Exceptions<MinorUnitBox> { Exceptions().postValidate(\.value, .minorUnit(above: 20)) }
}

@LenientModel
struct StatusBox { var status: String }

@LenientModel
struct AccentedKeys {
    var brand: String
    var dirección: String
    static var exceptions: Exceptions<AccentedKeys> { Exceptions().remap("Rótulo", to: \.brand) }
}

/// What real feeds need of the engine: values keyed by data, JSON inside a string, ages,
/// text before the JSON, rescaled numbers, two lists joined by a key.
@Suite struct FeedShapeTests {
    @Test func valuesKeyedByDataKeepTheirKeysAndOrder() throws {
        let result = try probe(KeyedBox.self, #"{"E5": 152.9, "e10": "n/a", "SDV": null, "B7": 1.559}"#)
        #expect(result.model.value.keys == ["E5", "B7"])
        #expect(result.model.value["B7"] == 1.559 && result.model.value["E5"] == 152.9 && result.model.value["SDV"] == nil)
        #expect(result.field.outcome == .exact)
        let sdv = try #require(result.record.field("value.SDV"))
        #expect(sdv.outcome == .dropped && sdv.rule == .null && sdv.match == .entry && sdv.key == "SDV")
        #expect(result.record.field("value.e10")?.rule == .notANumber)
        #expect(result.record.field("value.E5")?.line == 1)
        #expect(result.model.value.kvcValue == .object([.init("E5", .number(152.9)), .init("B7", .number(1.559))]))
    }

    @Test func keyedModelsAreRecordedUnderTheirKey() throws {
        let result = try probe(KeyedItemsBox.self, #"{"a-1": {"label": "x", "price": "2"}, "b-2": 5}"#)
        #expect(result.model.value.entries.map(\.key) == ["a-1"])
        #expect(result.record.field("value.a-1.price")?.rule == .numericText)
        #expect(result.record.field("value.b-2")?.rule == .expectedObject)
        #expect(try probe(KeyedBox.self, "[1]").field.rule == .expectedObject)
        #expect(try probe(KeyedBox.self, "null").field.rule == .null)
        // A key path reads an entry by its key.
        #expect(try result.model.kvcValue.value(forKeyPath: "value.a-1.label") == .text("x"))
    }

    @Test func jsonInsideAStringIsReadAndRecorded() throws {
        let text = #""[{\"label\": \"Gazole\", \"price\": \"1.908\"}, {\"label\": 7}]""#
        let result = try probe(EmbeddedItemsBox.self, text)
        #expect(result.field.outcome == .coerced && result.field.rule == .jsonInText)
        #expect(result.model.value.value == [Item(label: "Gazole", price: 1.908), Item(label: "7", price: 0)])
        let price = try #require(result.record.field("value[0].price"))
        // Inside the string: the input as written there, the string's own place.
        #expect(price.rule == .numericText && price.input == #""1.908""# && price.line == 1 && price.column == 11)
        #expect(result.record.field("value[1].price")?.rule == .missing)
        // JSON already of the right kind is validated as it is.
        let direct = try probe(EmbeddedItemsBox.self, #"[{"label": "SP95", "price": 1.8}]"#)
        #expect(direct.field.outcome == .exact && direct.model.value.value.first?.price == 1.8)
        // Text that is not JSON, or JSON with text after it, is not read.
        #expect(try probe(EmbeddedItemsBox.self, #""[{\"label\": ""#).field.rule == .textNotJSON)
        #expect(try probe(EmbeddedItemsBox.self, #""[] x""#).field.rule == .textNotJSON)
        // A single object inside the string becomes a list of one, as outside.
        #expect(try probe(EmbeddedItemsBox.self, #""{\"label\": \"E85\"}""#).model.value.value.map(\.label) == ["E85"])
    }

    @Test func agesCountBackFromTheSourcesTime() throws {
        let written = Date(timeIntervalSince1970: 1_800_000_000)
        let options = ValidationOptions(referenceDate: written)
        for (text, seconds) in [("3 hours ago", 10_800.0), ("a day ago", 86_400), ("1 Minute ago", 60), ("2  weeks  ago", 1_209_600),
                                ("7 years ago", 7 * 31_557_600)] {
            let result = try probe(DateBox.self, "\"\(text)\"", options: options)
            #expect(result.field.rule == .relativeDate, "\(text)")
            #expect(result.model.value == written.addingTimeInterval(-seconds), "\(text)")
        }
        #expect(try probe(DateBox.self, #""3 hours agp""#, options: options).field.rule == .unrecognizedDate)
        #expect(try probe(DateBox.self, #""in 3 hours""#, options: options).field.rule == .unrecognizedDate)
        // Without the source's time an age is no date.
        #expect(try probe(DateBox.self, #""3 hours ago""#).field.rule == .unrecognizedDate)
    }

    @Test func textBeforeTheJSONIsSkippedOnlyWhenAsked() throws {
        let text = #"Warning (2): file_get_contents(x) [APP/views/radius.ctp, line 2]{"status": "ok"}"#
        let source = SourceText(name: "t.json", text: text)
        // By default it is a syntax error at the first byte.
        #expect(throws: JSONSyntaxError.self) { try LenientDecoder<StatusBox>().decode(source) }
        let decoder = LenientDecoder<StatusBox>(options: ValidationOptions(skipsLeadingText: true))
        let batch = try decoder.decode(source)
        #expect(batch.values.first?.status == "ok")
        // The bracket inside the warning is passed over; what was skipped is kept.
        let skipped = try #require(batch.leadingText)
        #expect(String(decoding: source.bytes[skipped], as: UTF8.self).hasSuffix("line 2]"))
        #expect(try decoder.records(source).first?.field("status")?.column == skipped.upperBound + 12)
        #expect(DocumentSketch(source).skipped == skipped.count && DocumentSketch(source).keys == ["status"])
        // A document that begins with its JSON skips nothing.
        #expect(try decoder.decode(SourceText(name: "t", text: #" {"status": "ok"}"#)).leadingText == nil)
    }

    @Test func numbersAreRescaledByDeclaredSteps() throws {
        let scaled = try probe(ScaledBox.self, #""4886000""#)
        #expect(scaled.model.value == 48.86 && scaled.field.post == .scaledNumber && scaled.field.rule == .numericText)
        #expect(try probe(ScaledBox.self, "-475700").model.value == -4.757)
        let plain = try probe(ScaledBox.self, "4.757")
        #expect(plain.model.value == 4.757 && plain.field.outcome == .exact)
        let pence = try probe(MinorUnitBox.self, "152.9")
        #expect(pence.model.value == 1.529 && pence.field.post == .minorUnit && pence.field.outcome == .coerced)
        #expect(try probe(MinorUnitBox.self, "1.529").field.outcome == .exact)
        #expect(try probe(MinorUnitBox.self, "20").model.value == 20)
        // The point moves in the number's text: no binary remainder is left.
        #expect(Coerce.divide(157.9, by: 100) == 1.579 && Coerce.divide(-475700, by: 100_000) == -4.757)
        #expect(Coerce.divide(5, by: 1000) == 0.005 && Coerce.divide(1e300, by: 100) == 1e300 / 100 && Coerce.divide(3, by: 3) == 1)
    }

    @Test func accentedKeysMatchByTheirBytesThenInAnyCase() throws {
        let exact = try record(AccentedKeys.self, #"{"Rótulo": "REPSOL", "dirección": "CALLE MAYOR"}"#)
        #expect(exact.value.brand == "REPSOL" && exact.field("brand")?.match == .remapped)
        #expect(exact.value.dirección == "CALLE MAYOR" && exact.field("dirección")?.match == .exact)
        let folded = try record(AccentedKeys.self, #"{"RÓTULO": "CEPSA", "DIRECCIÓN": "REAL, 1", "Remisión": "dm"}"#)
        #expect(folded.value.brand == "CEPSA" && folded.value.dirección == "REAL, 1")
        #expect(folded.field("dirección")?.match == .caseFolded && folded.ignored.map(\.key) == ["Remisión"])
        // An escaped key is its decoded text.
        #expect(try record(AccentedKeys.self, #"{"R\u00f3tulo": "BP"}"#).value.brand == "BP")
    }

    /// A list validated in parts remembers what its keys that are not plain ASCII resolved
    /// to: the answers must be those of a key resolved afresh, whatever the case, the
    /// Unicode form (`o` and a combining acute accent is `ó`), or how many keys there are.
    @Test func rememberedKeysResolveAsKeysResolvedAfresh() throws {
        let keys = ["RÓTULO", "Rótulo", "Dirección", "Direccio\u{301}n", "DIRECCIÓN", "Remisión", "rótulo\u{301}"]
        let elements = (0..<400).map { index in
            let key = keys[index % keys.count]
            let other = keys[(index / keys.count) % keys.count]
            // Ever-new keys too, past what is remembered.
            return "{\"\(key)\": \"v\(index)\", \"\(other)\": \"w\(index)\", \"Clé \(index)\": 1}"
        }
        let text = "[" + elements.joined(separator: ",") + "]"
        let source = SourceText(name: "accented.json", text: text)
        let batch = try LenientDecoder<AccentedKeys>().decode(source)
        let records = try LenientDecoder<AccentedKeys>().records(source)
        #expect(batch.values.count == 400 && records.count == 400)
        for index in 0..<400 {
            #expect(batch.values[index].brand == records[index].value.brand, "element \(index)")
            #expect(batch.values[index].dirección == records[index].value.dirección, "element \(index)")
            #expect(batch.counts(ofModel: index) == records[index].outcomeCounts, "element \(index)")
        }
        // Spot checks against what each key is.
        #expect(records[3].field("dirección")?.match == .caseFolded && records[3].value.dirección == "v3")
        #expect(records[0].value.brand == "v0" && records[5].ignored.map(\.key).contains("Remisión"))
        #expect(records[6].ignored.map(\.key).contains("rótulo\u{301}"))
    }

    @Test func listsJoinByKeyAsText() {
        let join = KeyJoin(left: ["1", " 2", "3", ""], right: ["2", "1 ", "9", "1", ""])
        #expect(join.matches == [[1, 3], [0], [], []])
        #expect(join.unmatched == [2, 4])
    }

    /// Left elements that share a key: the first takes what joins it, the others nothing,
    /// so the join is as large as the right side, not its product with the left (until
    /// 2026-11-28, N stations of one code and N prices of it made N² joins: 8,000 of each,
    /// in half a megabyte of NSW data, took 14 GB).
    @Test func aKeySharedOnTheLeftJoinsItsFirstElementAlone() {
        let join = KeyJoin(left: ["1", "2", " 1", "1"], right: ["1", "1", "2"])
        #expect(join.matches == [[0, 1], [2], [], []])
        #expect(join.unmatched == [])
        // The later ones are listed, each with the first of its key, so that what they do not
        // join can be said; a key that joins nothing loses nothing, and is not.
        #expect(join.repeats == [KeyJoin.Repeat(index: 2, first: 0), KeyJoin.Repeat(index: 3, first: 0)])
        #expect(KeyJoin(left: ["5", "5"], right: ["1"]).repeats.isEmpty)
        let many = KeyJoin(left: Array(repeating: "7", count: 2_000), right: Array(repeating: "7", count: 2_000))
        #expect(many.matches.reduce(0) { $0 + $1.count } == 2_000)
        #expect(many.matches[0].count == 2_000 && many.matches[1].isEmpty)
    }

    @Test func aSketchKeepsTheDocumentsOwnScalars() {
        let sketch = DocumentSketch(SourceText(name: "t", text: #"{"Fecha": "10/03/2022 13:52:39", "n": 5, "ok": true, "x": null, "l": [1], "o": {"a": "b"}}"#))
        #expect(sketch.scalars == ["Fecha": "10/03/2022 13:52:39", "n": "5", "ok": "true", "o.a": "b"])
        #expect(sketch.scalar("FECHA") == "10/03/2022 13:52:39" && sketch.scalar("a") == nil)
        // Members of an object under the top level, by their dotted path.
        let nested = DocumentSketch(SourceText(name: "t", text: #"{"status": {"error": "YES", "code": 500, "none": null, "deep": {"x": 1}}, "stations": [{"id": "1"}]}"#))
        #expect(nested.scalars == ["status.error": "YES", "status.code": "500"])
        #expect(nested.scalar("Status.Error") == "YES" && nested.members["status"] == ["error", "code", "none", "deep"])
    }
}
