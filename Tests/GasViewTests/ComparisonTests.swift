import GasPrices
import GasView
import Testing

/// The compare screen's verdicts and its sentence.
@Suite struct ComparisonTests {
    static func comparison(_ responses: [StubResponse]) -> Comparison {
        Comparison(Fixtures.sources(responses).map { ResponseEntry($0, station: 0) }, timeZone: Fixtures.newYork)
    }

    @Test func theBuiltInResult() {
        let comparison = Self.comparison(StubResponse.samples)
        #expect(comparison.verdicts == [.identical, .identical, .differs(["Price"]), .identical, .defaulted])
        #expect(comparison.sentence == "A, B and D identical; C differs in Price; E defaulted.")
    }

    @Test func theCellsThatDifferFromTheFirstAreMarked() {
        let comparison = Self.comparison(StubResponse.samples)
        let price = comparison.rows.first { $0.field == .price }
        #expect(price?.differs == [false, false, true, false, true])
        #expect(price?.cells == [["$3.50"], ["$3.50"], ["$4.00"], ["$3.50"], ["$0.00"]])
    }

    @Test func groupsAndResponsesWithoutAStation() {
        let responses = [
            Fixtures.response("P", #"{"description":"p","price":1}"#),
            Fixtures.response("Q", #"{"description":"p","price":2}"#),
            Fixtures.response("R", #"{"description":"r","price":2}"#),
            Fixtures.response("S", #"{"description":"p","price":"2"}"#),
            Fixtures.response("T", "{"),
            Fixtures.response("U", "[]"),
        ]
        let comparison = Self.comparison(responses)
        // T (not JSON) and U (no station) failed to load: they are not compared.
        #expect(comparison.labels == ["P", "Q", "R", "S"])
        #expect(comparison.sentence == "Q and S differ in Price; R differs in Name and Price.")
    }

    /// A long price history takes as many rows as the station table gives it, the rest
    /// counted, so the sentence stays on the screen.
    @Test func aLongHistoryIsCut() throws {
        let f = try #require(StubResponse.builtIn("F"))
        let comparison = Self.comparison([f])
        let history = try #require(comparison.rows.first { $0.field == .history })
        #expect(history.cells[0].count == 6)
        #expect(history.cells[0].last == "… and 40 more")
    }

    @Test func oneResponseHasNothingToCompare() {
        #expect(Self.comparison([Fixtures.response("P", "{}")]).sentence == "Only one response: nothing to compare.")
    }
}
