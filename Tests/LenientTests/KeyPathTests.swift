import Foundation
import Lenient
import Testing

/// Reading values by key path, with indices and the collection operators, and the errors a
/// path that leads nowhere gives.
@Suite struct KeyPathTests {
    static let station: Sample = {
        let json = """
            {"name": "Station", "price": 3.5, "count": 4, "flag": true, "when": "2013-02-18T20:43:24Z",
             "values": [1, 2.5, 4],
             "items": [{"label": "b", "price": 2}, {"label": "a", "price": 4}, {"label": "c", "price": 3}],
             "part": {"label": "p", "price": 1}, "id": "x"}
            """
        let records = try? LenientDecoder<Sample>().records(SourceText(name: "station.json", text: json))
        return records?.first?.value ?? Sample()
    }()

    @Test(arguments: [
        ("name", KVCValue.text("Station")),
        ("NAME", .text("Station")),
        ("count", .integer(4)),
        ("flag", .bool(true)),
        ("when", date(sampleInstant)),
        ("identifier", .text("x")),
        ("part.label", .text("p")),
        ("Part.LABEL", .text("p")),
        ("items[1].label", .text("a")),
        ("items.label", .list([.text("b"), .text("a"), .text("c")])),
        ("items.@count", .integer(3)),
        ("items.@sum.price", .number(9)),
        ("items.@avg.price", .number(3)),
        ("items.@min.price", .number(2)),
        ("items.@max.price", .number(4)),
        ("items.@min.label", .text("a")),
        ("items.@max.label", .text("c")),
        ("values.@count", .integer(3)),
        ("values.@sum", .number(7.5)),
        ("values.@avg", .number(2.5)),
        ("values[2]", .number(4)),
        ("part", ListRuleTests.item("p", 1)),
    ] as [(String, KVCValue)])
    func readsValues(path: String, expected: KVCValue) throws {
        #expect(try Self.station.value(forKeyPath: path) == expected)
    }

    /// As in Foundation's KVC, a key applied to a list gives the list of the elements'
    /// values, and the rest of the path applies to that list.
    @Test(arguments: [
        ("items.price.@max", KVCValue.number(4)),
        ("items.label.@count", .integer(3)),
        ("items.price.@sum", .number(9)),
        ("items.price.@avg", .number(3)),
        ("items.label.@min", .text("a")),
        ("items.price[1]", .number(4)),
        ("items.price", .list([.number(2), .number(4), .number(3)])),
    ] as [(String, KVCValue)])
    func operatorAfterAKeyAppliedToAList(path: String, expected: KVCValue) throws {
        #expect(try Self.station.value(forKeyPath: path) == expected)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var path: String
        var code: KeyPathError.Code
        var component: String
        var at: String
        var testDescription: String { path }
    }

    @Test(arguments: [
        Failure(path: "nope", code: .unknownKey, component: "nope", at: ""),
        Failure(path: "part.nope", code: .unknownKey, component: "nope", at: "part"),
        Failure(path: "items.nope", code: .unknownKey, component: "nope", at: "items"),
        Failure(path: "name.first", code: .notAnObject, component: "first", at: "name"),
        Failure(path: "name.@count", code: .notAList, component: "@count", at: "name"),
        Failure(path: "name[0]", code: .notAList, component: "[0]", at: "name"),
        Failure(path: "items[5]", code: .indexOutOfRange, component: "[5]", at: "items"),
        Failure(path: "items.@median.price", code: .unknownOperator, component: "@median", at: "items"),
        Failure(path: "items.@sum.label", code: .notNumeric, component: "@sum", at: "items"),
        Failure(path: "items.label.@sum", code: .notNumeric, component: "@sum", at: "items.label"),
        Failure(path: "items.price.cents", code: .notAnObject, component: "cents", at: "items.price"),
        Failure(path: "items.price[3]", code: .indexOutOfRange, component: "[3]", at: "items.price"),
        Failure(path: "items.@min", code: .notComparable, component: "@min", at: "items"),
        Failure(path: "", code: .emptyPath, component: "", at: ""),
        // Text that is not a key path is refused, not read as whatever its keys happen to be.
        Failure(path: "price.", code: .malformed, component: "a key is empty", at: "price."),
        Failure(path: ".price", code: .malformed, component: "a key is empty", at: ".price"),
        Failure(path: "items..price", code: .malformed, component: "a key is empty", at: "items..price"),
        Failure(path: "items[1]price", code: .malformed, component: "text follows an index without a dot", at: "items[1]price"),
        Failure(path: "items[x]", code: .malformed, component: "an index is not digits in brackets", at: "items[x]"),
        Failure(path: "items]", code: .malformed, component: "a bracket closes nothing", at: "items]"),
        Failure(path: "items.[0].price", code: .malformed, component: "a key is empty", at: "items.[0].price"),
        Failure(path: "items[+0]", code: .malformed, component: "an index is not digits in brackets", at: "items[+0]"),
        Failure(path: "items[-0]", code: .malformed, component: "an index is not digits in brackets", at: "items[-0]"),
        Failure(path: "items[]", code: .malformed, component: "an index is not digits in brackets", at: "items[]"),
        // An index past what an Int holds is said to be too large, not taken for a key.
        Failure(path: "items[99999999999999999999].price", code: .malformed, component: "an index is too large", at: "items[99999999999999999999].price"),
        // Nothing follows @count (until 2026-12-04 what followed was not read: `items.@count.nope` was 3).
        Failure(path: "items.@count.nope", code: .malformed, component: "nothing may follow @count, which ends a path", at: "items.@count.nope"),
        Failure(path: "items.@count[5]", code: .malformed, component: "nothing may follow @count, which ends a path", at: "items.@count[5]"),
        Failure(path: "items.@count.@count", code: .malformed, component: "nothing may follow @count, which ends a path", at: "items.@count.@count"),
    ])
    func failsWithACode(_ row: Failure) {
        #expect {
            try Self.station.value(forKeyPath: row.path)
        } throws: { error in
            guard let error = error as? KeyPathError else { return false }
            return error.code == row.code && error.component == row.component && error.at == row.at
        }
    }

    /// Checked against the model's shape, a key of a list's elements fails even when no
    /// element is there to read it from; failures that depend on the data do not.
    @Test func keyPathsAreCheckedAgainstTheShape() {
        func failure(_ path: String) -> KeyPathError? {
            do { try Sample.checkKeyPath(path); return nil } catch { return error }
        }
        #expect(failure("items.nope").map { [$0.code.rawValue, $0.component, $0.at] + $0.available } == ["unknown_key", "nope", "items", "label", "price"])
        #expect(failure("part.nope").map { [$0.code.rawValue, $0.component, $0.at] } == ["unknown_key", "nope", "part"])
        #expect(throws: KeyPathError.self) { try Sample.checkKeyPath("price.cents") }
        #expect(throws: KeyPathError.self) { try Sample.checkKeyPath("items.@median") }
        #expect(throws: Never.self) { try Sample.checkKeyPath("items[7].label") }
        #expect(throws: Never.self) { try Sample.checkKeyPath("items.@avg.label") }
        #expect(throws: Never.self) { try Sample.checkKeyPath("values.@max") }
        // Found by fuzzing: what follows an index is checked too, whatever the index.
        #expect(failure("items[7].nope").map { [$0.code.rawValue, $0.component, $0.at] } == ["unknown_key", "nope", "items[7]"])
        #expect(failure("items[0][1]").map(\.code) == .notAList)
        #expect(throws: Never.self) { try Sample.checkKeyPath("items[12].price") }
    }

    @Test func unknownKeyListsTheKeysThere() {
        do {
            _ = try Self.station.value(forKeyPath: "part.cost")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .unknownKey)
            #expect(error.available == ["label", "price"])
            #expect(error.code.rawValue == "unknown_key")
            // Printed, the error says what went wrong, not how the struct is laid out.
            #expect("\(error)" == "unknown key 'cost' at 'part' (known keys: label, price)")
        }
    }

    @Test(arguments: [
        ("@count", KVCValue.integer(0)), ("@sum", .integer(0)), ("@avg", .null), ("@min", .null), ("@max", .null),
    ] as [(String, KVCValue)])
    func operatorsOnAnEmptyList(op: String, expected: KVCValue) throws {
        #expect(try KVCValue.list([]).value(forKeyPath: op) == expected)
    }

    @Test(arguments: [
        ("@count", KVCValue.integer(4)), ("@sum", .number(6)), ("@avg", .number(2)), ("@min", .number(1)), ("@max", .number(3)),
    ] as [(String, KVCValue)])
    func operatorsSkipNulls(op: String, expected: KVCValue) throws {
        let list = KVCValue.list([.number(1), .null, .integer(2), .number(3)])
        #expect(try list.value(forKeyPath: op) == expected)
    }

    @Test func sumOfIntegersStaysAnInteger() throws {
        #expect(try KVCValue.list([.integer(1), .integer(2)]).value(forKeyPath: "@sum") == .integer(3))
    }

    @Test func minAndMaxOfDatesAndBools() throws {
        let dates = KVCValue.list([date(sampleInstant), date(sampleDay), .null])
        #expect(try dates.value(forKeyPath: "@min") == date(sampleDay))
        #expect(try dates.value(forKeyPath: "@max") == date(sampleInstant))
        let bools = KVCValue.list([.bool(true), .bool(false)])
        #expect(try bools.value(forKeyPath: "@min") == .bool(false))
        #expect(try bools.value(forKeyPath: "@max") == .bool(true))
    }

    @Test func mixedKindsCannotBeCompared() {
        #expect(throws: KeyPathError.self) {
            try KVCValue.list([.text("a"), .number(1)]).value(forKeyPath: "@max")
        }
    }

    @Test func modelReadsItsOwnValue() throws {
        #expect(Self.station.kvcValue.displayText == "{name, price, count, flag, when, values, items, part, identifier}")
        #expect(try Sample().value(forKeyPath: "part") == .null)
    }
}
