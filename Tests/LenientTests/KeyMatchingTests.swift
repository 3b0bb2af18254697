import Lenient
import Testing

/// A model whose JSON names one property differently, as the sample app's `description`.
@LenientModel
struct Renamed {
    var stationName: String
    var price: Double

    static var exceptions: Exceptions<Renamed> {
        Exceptions().remap("description", to: \.stationName)
    }
}

/// How received keys find properties: exact case first, then any case, then remaps; two
/// keys on one property; absent and unknown keys.
@Suite struct KeyMatchingTests {
    @Test(arguments: [
        (#"{"name": "a"}"#, "name", KeyMatch.exact),
        (#"{"NAME": "a"}"#, "NAME", .caseFolded),
        (#"{"nAmE": "a"}"#, "nAmE", .caseFolded),
        (#"{"n\u0061me": "a"}"#, "name", .exact),
        (#"{"N\u0041ME": "a"}"#, "NAME", .caseFolded),
    ] as [(String, String, KeyMatch)])
    func keyFindsProperty(json: String, key: String, match: KeyMatch) throws {
        let record = try record(Sample.self, json)
        let field = try #require(record.field("name"))
        #expect(record.value.name == "a")
        #expect(field.key == key)
        #expect(field.match == match)
        #expect(field.outcome == .exact)
        #expect(record.ignored.isEmpty)
    }

    @Test(arguments: [
        (#"{"id": "x"}"#, "id"),
        (#"{"ID": "x"}"#, "ID"),
        (#"{"Id": "x"}"#, "Id"),
    ] as [(String, String)])
    func globalRemapSendsIdToIdentifier(json: String, key: String) throws {
        let record = try record(Sample.self, json)
        let field = try #require(record.field("identifier"))
        #expect(record.value.identifier == "x")
        #expect(field.key == key)
        #expect(field.match == .globallyRemapped)
    }

    @Test func globalRemapAppliesOnlyWhereThePropertyExists() throws {
        let record = try record(TextBox.self, #"{"id": 1, "value": "v"}"#)
        #expect(record.ignored.map(\.key) == ["id"])
        #expect(record.ignored.map(\.reason) == [.unknownKey])
    }

    @Test func sourceDeclaresItsOwnGlobalRemaps() throws {
        let options = ValidationOptions(globalRemaps: ["Title": "name"])
        let record = try record(Sample.self, #"{"TITLE": "t", "id": "x"}"#, options: options)
        #expect(record.value.name == "t")
        #expect(record.field("name")?.match == .globallyRemapped)
        // Declaring remaps replaces the default `id` remap.
        #expect(record.value.identifier == "")
        #expect(record.ignored.map(\.key) == ["id"])
    }

    @Test(arguments: [
        (#"{"description": "x"}"#, "description", KeyMatch.remapped),
        (#"{"DESCRIPTION": "x"}"#, "DESCRIPTION", .remapped),
        (#"{"stationname": "x"}"#, "stationname", .caseFolded),
        (#"{"stationName": "x"}"#, "stationName", .exact),
    ] as [(String, String, KeyMatch)])
    func modelRemap(json: String, key: String, match: KeyMatch) throws {
        let record = try record(Renamed.self, json)
        #expect(record.value.stationName == "x")
        #expect(record.field("stationName")?.key == key)
        #expect(record.field("stationName")?.match == match)
    }

    struct Duplicate: Sendable, CustomTestStringConvertible {
        var json: String
        var price: Double
        var winner: String
        var ignored: [String]
        var testDescription: String { json }
    }

    @Test(arguments: [
        Duplicate(json: #"{"price": 1, "PRICE": 2}"#, price: 1, winner: "price", ignored: ["PRICE"]),
        Duplicate(json: #"{"PRICE": 2, "price": 1}"#, price: 1, winner: "price", ignored: ["PRICE"]),
        Duplicate(json: #"{"Price": 1, "PRICE": 2}"#, price: 1, winner: "Price", ignored: ["PRICE"]),
        Duplicate(json: #"{"price": 1, "price": 2}"#, price: 1, winner: "price", ignored: ["price"]),
        Duplicate(json: #"{"PRICE": 2, "Price": 3, "price": 1}"#, price: 1, winner: "price", ignored: ["Price", "PRICE"]),
        Duplicate(json: #"{"pRiCe": 4, "price": 1, "PRICE": 2}"#, price: 1, winner: "price", ignored: ["pRiCe", "PRICE"]),
    ])
    func exactCaseWinsElseFirst(_ row: Duplicate) throws {
        let record = try record(Sample.self, row.json)
        #expect(record.value.price == row.price)
        #expect(record.field("price")?.key == row.winner)
        #expect(record.ignored.map(\.key) == row.ignored)
        #expect(record.ignored.allSatisfy { $0.reason == .duplicateKey && $0.property == "price" })
    }

    @Test func duplicateOfAGlobalRemap() throws {
        let first = try record(Sample.self, #"{"identifier": "a", "id": "b"}"#)
        #expect(first.value.identifier == "a")
        #expect(first.ignored.map(\.key) == ["id"])
        #expect(first.ignored.first?.property == "identifier")
    }

    /// The property's own name wins over a remap wherever each stands in the document.
    @Test func propertyNameBeatsARemapBeforeIt() throws {
        let global = try record(Sample.self, #"{"id": "b", "identifier": "a"}"#)
        #expect(global.value.identifier == "a")
        #expect(global.field("identifier")?.match == .exact)
        #expect(global.ignored.map(\.key) == ["id"])
        #expect(global.ignored.map(\.reason) == [.duplicateKey])
        #expect(global.ignored.map(\.property) == ["identifier"])
        let model = try record(Renamed.self, #"{"description": "b", "stationName": "a"}"#)
        #expect(model.value.stationName == "a")
        #expect(model.field("stationName")?.match == .exact)
        #expect(model.ignored.map(\.key) == ["description"])
        #expect(model.ignored.map(\.property) == ["stationName"])
    }

    struct Ranked: Sendable, CustomTestStringConvertible {
        var json: String
        var winner: String
        var match: KeyMatch
        var ignored: [String]
        var testDescription: String { json }
    }

    /// Two keys on one property: the better match wins, whichever comes first; equal
    /// matches, the first. Best first: the exact name, an exact model remap, the name in
    /// another case, a model remap in another case, a global remap, a global remap in
    /// another case. (`Renamed` remaps `description`; the options remap `label` globally.)
    @Test(arguments: [
        Ranked(json: #"{"description": "b", "stationName": "a"}"#, winner: "stationName", match: .exact, ignored: ["description"]),
        Ranked(json: #"{"stationname": "b", "description": "a"}"#, winner: "description", match: .remapped, ignored: ["stationname"]),
        Ranked(json: #"{"description": "a", "stationname": "b"}"#, winner: "description", match: .remapped, ignored: ["stationname"]),
        Ranked(json: #"{"DESCRIPTION": "b", "STATIONNAME": "a"}"#, winner: "STATIONNAME", match: .caseFolded, ignored: ["DESCRIPTION"]),
        Ranked(json: #"{"label": "b", "DESCRIPTION": "a"}"#, winner: "DESCRIPTION", match: .remapped, ignored: ["label"]),
        Ranked(json: #"{"LABEL": "b", "label": "a"}"#, winner: "label", match: .globallyRemapped, ignored: ["LABEL"]),
        Ranked(json: #"{"label": "b", "stationName": "a"}"#, winner: "stationName", match: .exact, ignored: ["label"]),
        Ranked(json: #"{"Label": "a", "LABEL": "b"}"#, winner: "Label", match: .globallyRemapped, ignored: ["LABEL"]),
        Ranked(json: #"{"Description": "a", "DESCRIPTION": "b"}"#, winner: "Description", match: .remapped, ignored: ["DESCRIPTION"]),
        Ranked(json: #"{"stationName": "a", "stationName": "b"}"#, winner: "stationName", match: .exact, ignored: ["stationName"]),
        Ranked(json: #"{"label": "b", "LABEL": "c", "Description": "d", "description": "a", "stationname": "e"}"#,
               winner: "description", match: .remapped, ignored: ["label", "LABEL", "Description", "stationname"]),
    ])
    func betterMatchWinsElseFirst(_ row: Ranked) throws {
        let options = ValidationOptions(globalRemaps: ["label": "stationName"])
        let record = try record(Renamed.self, row.json, options: options)
        #expect(record.value.stationName == "a")
        #expect(record.field("stationName")?.key == row.winner)
        #expect(record.field("stationName")?.match == row.match)
        #expect(Set(record.ignored.map(\.key)) == Set(row.ignored))
        #expect(record.ignored.count == row.ignored.count)
        #expect(record.ignored.allSatisfy { $0.reason == .duplicateKey && $0.property == "stationName" })
    }

    @Test func absentKeysLeaveDefaults() throws {
        let record = try record(Sample.self, "{}")
        #expect(record.value == Sample())
        #expect(record.fields.count == 9)
        for field in record.fields {
            #expect(field.outcome == .defaulted)
            #expect(field.rule == .missing)
            #expect(field.match == .missing)
            #expect(field.key == nil)
            #expect(field.input == nil)
            #expect(field.line == nil)
            #expect(field.column == nil)
        }
    }

    @Test func unknownKeysAreIgnoredAndRecorded() throws {
        let record = try record(Sample.self, #"{"nom": "a", "name": "b", "extra": {"deep": [1]}, "prïce": 1}"#)
        #expect(record.value.name == "b")
        #expect(record.ignored.map(\.key) == ["nom", "extra", "prïce"])
        #expect(record.ignored.map(\.reason) == [.unknownKey, .unknownKey, .unknownKey])
        #expect(record.ignored.map(\.input) == [#""a""#, #"{"deep": [1]}"#, "1"])
        #expect(record.ignored.allSatisfy { $0.property == nil })
    }

    /// Nested objects record their ignored keys as they are validated: in the order the
    /// properties are declared (`items` before `part`).
    @Test func unknownKeysInNestedObjectsHaveTheirPath() throws {
        let record = try record(Sample.self, #"{"zz": 0, "part": {"bogus": 1}, "items": [{}, {"Bogus": 2}]}"#)
        #expect(record.ignored.map(\.path) == ["zz", "items[1].Bogus", "part.bogus"])
    }

    @Test func schemaFindsPropertiesByName() {
        let schema = Sample.lenientSchema
        #expect(schema.name == "Sample")
        #expect(schema.properties.map(\.name) == ["name", "price", "count", "flag", "when", "values", "items", "part", "identifier"])
        #expect(schema.propertyIndex(named: "price") == 1)
        #expect(schema.propertyIndex(named: "PRICE") == 1)
        #expect(schema.propertyIndex(named: "cost") == nil)
    }
}
