import GasPrices
import GasView
import Testing

/// The compare screen's verdicts and its sentence.
@Suite struct ComparisonTests {
    static func comparison(_ responses: [StubResponse]) -> Comparison {
        Comparison(responses.map(ResponseEntry.init), timeZone: Fixtures.newYork)
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
        #expect(comparison.sentence == "Q and S differ in Price; R differs in Name and Price; T and U have no station.")
    }

    /// A response without a station says why under Name and shows a dash in every other row:
    /// a cell marked as different is never empty.
    @Test func noCellOfAResponseWithoutAStationIsEmpty() {
        let comparison = Self.comparison([
            Fixtures.response("P", #"{"description":"p","price":1}"#), Fixtures.response("T", "{"), Fixtures.response("U", "[]"),
        ])
        for row in comparison.rows {
            #expect(row.cells.allSatisfy { !$0.isEmpty && $0.allSatisfy { !$0.isEmpty } }, "\(row.field)")
        }
        #expect(comparison.rows.first { $0.field == .name }?.cells.dropFirst().map { $0 } == [["(not JSON)"], ["(no stations)"]])
        #expect(comparison.rows.first { $0.field == .price }?.cells.dropFirst().map { $0 } == [["—"], ["—"]])
    }

    @Test func oneResponseHasNothingToCompare() {
        #expect(Self.comparison([Fixtures.response("P", "{}")]).sentence == "Only one response: nothing to compare.")
    }
}
