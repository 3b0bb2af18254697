import GasPrices
import GasView
import Lenient
import Testing

/// The wording of a change: the panel's short marks, the rows (which fields, which verdict,
/// the rule now or as it was) and the aligned lines `validate --against` prints.
@Suite struct ChangeTableTests {
    /// Station 1 of `before` against station 1 of `after`, each read as the app reads a file.
    static func diff(_ before: String, _ after: String) throws -> RecordDiff {
        let sources = Fixtures.sources([Fixtures.response("old", before), Fixtures.response("new", after)])
        try #require(sources.count == 2)
        let older = try #require(sources[0].record(at: 0))
        let newer = try #require(sources[1].record(at: 0))
        return RecordDiff(before: older.fields, after: newer.fields, ignoredBefore: older.ignored, ignoredAfter: newer.ignored)
    }

    static func change(_ diff: RecordDiff, _ path: FieldPath, sourceLocation: SourceLocation = #_sourceLocation) throws -> FieldChange {
        try #require(diff.fields.first { $0.path == path }, "no change at \(path)", sourceLocation: sourceLocation)
    }

    static func station(price: String, extra: String = "") -> String {
        #"{"description": "Quick Gas", "price": \#(price)\#(extra)}"#
    }

    // MARK: mark(_:)

    @Test func anOutcomeChangeIsMarkedFromTo() throws {
        let worse = try Self.diff(Self.station(price: "3.50"), Self.station(price: #""abc""#))
        #expect(ChangeTable.mark(try Self.change(worse, "price")) == "exact → defaulted")
        let better = try Self.diff(Self.station(price: #""$3.50""#), Self.station(price: "3.50"))
        #expect(ChangeTable.mark(try Self.change(better, "price")) == "coerced → exact")
    }

    /// The value as it was, not the input: `3.50` was read as 3.5.
    @Test func aValueChangeIsMarkedWithTheOldValue() throws {
        let diff = try Self.diff(Self.station(price: "3.50"), Self.station(price: "3.60"))
        #expect(ChangeTable.mark(try Self.change(diff, "price")) == "was 3.5")
    }

    @Test func aLongOldValueIsClipped() throws {
        let diff = try Self.diff(#"{"description": "A very long station name indeed"}"#, #"{"description": "Short"}"#)
        let mark = ChangeTable.mark(try Self.change(diff, "stationName"))
        #expect(mark.hasPrefix(#"was "A very long"#), "\(mark)")
        #expect(mark.hasSuffix("…"), "\(mark)")
        #expect(TextWidth.of(mark) == 4 + 16, "\(mark)")
    }

    /// A value holding controls (a model's own text, not sanitized): escaped in the mark.
    @Test func anOldValueIsEscaped() {
        let before = FieldRecord(path: "note", key: "note", match: .exact, type: "text", inputKind: .string, input: #""x""#,
                                 line: 1, column: 1, outcome: .exact, rule: nil, post: nil, value: .text("Fake\u{1B}[31m"))
        var after = before
        after.value = .text("Fake")
        let mark = ChangeTable.mark(FieldChange(path: "note", before: before, after: after, aspects: [.value]))
        #expect(!mark.unicodeScalars.contains("\u{1B}"), "\(mark)")
        #expect(mark.hasPrefix(#"was "Fake\u"#), "\(mark)")
    }

    /// Same outcome, same value, another rule: the rule it was.
    @Test func aRuleChangeIsMarkedWithTheOldRule() throws {
        let diff = try Self.diff(Self.station(price: #""$3.50""#), Self.station(price: #""3,50""#))
        let change = try Self.change(diff, "price")
        #expect(change.aspects == [.rule, .input])
        #expect(ChangeTable.mark(change) == "was currency_text")
        // The rule and the post-validation both, when the older version had both.
        let zip = try Self.diff(#"{"address": {"zip": 7105}}"#, #"{"address": {"zip": "7105"}}"#)
        #expect(ChangeTable.mark(try Self.change(zip, "address.zip")) == "was number_to_text, zero_padded")
    }

    @Test func aRuleWhereThereWasNoneIsMarkedAdded() {
        let before = FieldRecord(path: "price", key: "price", match: .exact, type: "number", inputKind: .string, input: #""3.5""#,
                                 line: 1, column: 1, outcome: .coerced, rule: nil, post: nil, value: .number(3.5))
        var after = before
        after.rule = .numericText
        let change = FieldChange(path: "price", before: before, after: after, aspects: [.rule])
        #expect(ChangeTable.mark(change) == "rule added")
    }

    @Test func newAndGoneFields() throws {
        let history = { (count: Int) in
            #"{"price": 1, "historicalPrices": ["# + (0..<count).map { #"{"date": "2013-02-18", "price": \#($0 + 1)}"# }.joined(separator: ",") + "]}"
        }
        let grown = try Self.diff(history(1), history(2))
        #expect(ChangeTable.mark(try Self.change(grown, "historicalPrices[1].price")) == "new")
        #expect(ChangeTable.mark(try Self.change(grown, "historicalPrices[1]")) == "new")
        #expect(ChangeTable.mark(try Self.change(grown, "historicalPrices")) == "was [1 element]")
        let shrunk = try Self.diff(history(2), history(1))
        #expect(ChangeTable.mark(try Self.change(shrunk, "historicalPrices[1].price")) == "gone")
        #expect(ChangeTable.mark(try Self.change(shrunk, "historicalPrices")) == "was [2 elements]")
    }

    @Test func ignoredKeysThatComeAndGo() throws {
        let came = try Self.diff(Self.station(price: "1"), Self.station(price: "1", extra: #", "brand": "Fake""#))
        #expect(came.ignored.map(ChangeTable.mark) == ["new"])
        let went = try Self.diff(Self.station(price: "1", extra: #", "brand": "Fake""#), Self.station(price: "1"))
        #expect(went.ignored.map(ChangeTable.mark) == ["gone"])
    }

    // MARK: rows(_:)

    @Test func rowsOfAWorseField() throws {
        let diff = try Self.diff(Self.station(price: "3.50"), Self.station(price: #""abc""#))
        let rows = ChangeTable.rows(diff)
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        #expect(row.path == "price")
        #expect(row.before == "✓ exact 3.50")
        #expect(row.after == #"! defaulted "abc" → 0"#)
        #expect(row.rule == "not_a_number")
        #expect(row.verdict == .worse)
        #expect(row.beforeOutcome == .exact)
        #expect(row.afterOutcome == .defaulted)
        #expect(row.fieldPath == "price")
    }

    /// The rule the older version had, as `was …`, when the newer one has none.
    @Test func rowsOfABetterField() throws {
        let diff = try Self.diff(Self.station(price: #""abc""#), Self.station(price: "3.50"))
        let row = try #require(ChangeTable.rows(diff).first)
        #expect(row.verdict == .better)
        #expect(row.rule == "was not_a_number")
        #expect(row.before == #"! defaulted "abc" → 0"#)
        #expect(row.after == "✓ exact 3.50")
    }

    /// A field whose input alone changed gets no row; a field that came has `(absent)` on
    /// the older side; an ignored key's row comes after the fields', without verdict.
    @Test func whichChangesGetARow() throws {
        let before = #"{"description": "Quick Gas", "price": "3.5", "historicalPrices": []}"#
        let after = #"{"description": "Quick Gas", "price": "3.50", "historicalPrices": [{"date": "2013-02-18", "price": 1}], "brand": "X"}"#
        let diff = try Self.diff(before, after)
        #expect(diff.fields.contains { $0.path == "price" && $0.aspects == [.input] }, "the fixture changes the price's input only")
        let rows = ChangeTable.rows(diff)
        #expect(rows.map(\.path) == ["historicalPrices", "historicalPrices[0]", "historicalPrices[0].date", "historicalPrices[0].price", "brand"])
        #expect(rows[1].before == "(absent)")
        #expect(rows[1].beforeOutcome == nil)
        #expect(rows[3].after == "✓ exact 1")
        #expect(rows.map(\.verdict) == [.changed, .changed, .worse, .changed, .changed])
        let brand = try #require(rows.last)
        #expect(brand.before == "(absent)")
        #expect(brand.after == #"· ignored "X""#)
        #expect(brand.rule == "unknown_key")
        #expect(brand.beforeOutcome == nil && brand.afterOutcome == nil)
        #expect(brand.fieldPath == "brand")
    }

    /// The path of a dictionary's entry is the feed's key: escaped like every other text.
    @Test func aPathNamedByTheDataIsEscaped() throws {
        let uk = { (price: String) in
            #"{"last_updated": "14/07/2024 09:30:00", "stations": [{"site_id": "gb1", "brand": "A", "prices": {"E5": 152.9, "X\u001b[31mY": \#(price)}}]}"#
        }
        let diff = try Self.diff(uk("1.5"), uk(#""abc""#))
        let rows = ChangeTable.rows(diff)
        #expect(rows.contains { $0.verdict == .worse }, "the fixture makes the entry worse")
        for row in rows {
            #expect(!row.path.unicodeScalars.contains("\u{1B}"), "\(row.path)")
        }
        #expect(rows.map(\.path).contains(#"prices.X\u001B[31mY"#), "\(rows.map(\.path))")
        #expect(rows.first { $0.verdict == .worse }?.fieldPath == FieldPath([.key("prices"), .key("X\u{1B}[31mY")]), "the path itself is kept as it is")
        #expect(ChangeTable.lines(rows).allSatisfy { !$0.unicodeScalars.contains("\u{1B}") })
    }

    // MARK: lines(_:)

    @Test func linesOfNoRowsAreTheHeading() {
        #expect(ChangeTable.lines([]) == ["FIELD  BEFORE  AFTER  RULE"])
    }

    @Test func linesOfOneRow() throws {
        let diff = try Self.diff(Self.station(price: "3.50"), Self.station(price: #""abc""#))
        #expect(ChangeTable.lines(ChangeTable.rows(diff)) == [
            "FIELD  BEFORE        AFTER                  RULE",
            #"price  ✓ exact 3.50  ! defaulted "abc" → 0  not_a_number  worse"#,
        ])
    }

    /// Each column as wide as its widest cell, two spaces between; no trailing space where
    /// the verdict is blank; the verdict after the rule column.
    @Test func linesAreAligned() throws {
        let sources = Fixtures.sources(StubResponse.builtIn.filter { ["A", "B"].contains($0.label) })
        try #require(sources.count == 2)
        let a = try #require(sources[0].record(at: 0))
        let b = try #require(sources[1].record(at: 0))
        let worse = RecordDiff(before: a.fields, after: b.fields, ignoredBefore: a.ignored, ignoredAfter: b.ignored)
        #expect(ChangeTable.lines(ChangeTable.rows(worse)) == [
            "FIELD                      BEFORE           AFTER                     RULE",
            #"price                      ✓ exact 3.50     ~ coerced "$3.50" → 3.5   currency_text                worse"#,
            #"sellsDiesel                ✓ exact true     ~ coerced "yes" → true    text_to_bool                 worse"#,
            #"address.zip                ✓ exact "07105"  ~ coerced 7105 → "07105"  number_to_text, zero_padded  worse"#,
            #"historicalPrices[0].price  ✓ exact 4.60     ~ coerced "$4.60" → 4.6   currency_text                worse"#,
        ])

        let changed = try Self.diff(Self.station(price: "3.50", extra: #", "brand": "X""#), Self.station(price: "3.60"))
        let lines = ChangeTable.lines(ChangeTable.rows(changed))
        #expect(lines == [
            "FIELD  BEFORE         AFTER         RULE",
            "price  ✓ exact 3.50   ✓ exact 3.60",
            #"brand  · ignored "X"  (absent)      unknown_key"#,
        ])
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }

    /// Columns are measured in terminal cells: a wide character takes two.
    @Test func wideCharactersTakeTwoColumns() throws {
        let diff = try Self.diff(Self.station(price: "1", extra: #", "日本": 1"#), Self.station(price: "2"))
        let lines = ChangeTable.lines(ChangeTable.rows(diff))
        #expect(lines == [
            "FIELD  BEFORE       AFTER      RULE",
            "price  ✓ exact 1    ✓ exact 2",
            "日本   · ignored 1  (absent)   unknown_key",
        ])
        let columns = lines.map { line in TextWidth.of(String(line.prefix { $0 != "✓" && $0 != "·" && $0 != "B" })) }
        #expect(Set(columns) == [7])
    }
}
