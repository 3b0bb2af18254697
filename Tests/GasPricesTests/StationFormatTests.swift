import GasPrices
import Testing

/// Prices as the screens show them, for any finite number a price can validate to.
@Suite struct StationFormatTests {
    @Test(arguments: [
        (3.5, "$3.50"), (0, "$0.00"), (-2.25, "-$2.25"), (-0.001, "$0.00"), (1299.9, "$1299.90"), (0.005, "$0.01"),
        (9_999_999_999_999.99, "$9999999999999.99"),
        // Beyond what 64-bit cents hold: this used to stop the program.
        (1e19, "$10000000000000000000.00"), (-1e19, "-$10000000000000000000.00"),
        (9.3e18, "$9300000000000000000.00"),
        (1e300, "$1" + String(repeating: "0", count: 300) + ".00"),
    ] as [(Double, String)])
    func price(value: Double, text: String) {
        #expect(StationFormat.price(value) == text)
    }

    @Test func largestPriceHasEveryDigit() {
        let text = StationFormat.price(.greatestFiniteMagnitude)
        #expect(text.hasPrefix("$17976931348623157"))
        #expect(text.count == 1 + 309 + 3)
    }
}
