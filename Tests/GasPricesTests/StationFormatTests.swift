import Foundation
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

    /// Dates on the proleptic Gregorian calendar, as the engine writes them: Foundation's
    /// calendar switches to Julian before October 1582 and showed 0001-01-01 as `1/3/01`.
    @Test(arguments: [
        (1_361_202_204.0, "UTC", "2/18/13"),
        (1_361_202_204.0, "America/New_York", "2/18/13"),
        (1_361_160_000.0, "America/New_York", "2/17/13"),
        (-62_135_596_800.0, "UTC", "1/1/0001"),
        (-12_219_292_800.0 - 5 * 86_400, "UTC", "10/10/1582"),
        (253_402_300_799.0, "UTC", "12/31/9999"),
        (-631_152_000.0, "UTC", "1/1/50"),
        (-631_152_001.0, "UTC", "12/31/1949"),
        (2_524_608_000.0, "UTC", "1/1/2050"),
        (-631_152_000.0 + 86_400, "UTC", "1/2/50"),
        (2_524_608_000.0 - 1, "UTC", "12/31/49"),
        // Years of fewer digits, padded with zeros.
        (1_104_537_600.0, "UTC", "1/1/05"),
        (-30_610_310_400.0, "UTC", "12/31/0999"),
        // Rounded to the millisecond, as the JSON output is: the next day.
        (1_388_534_399.9999, "UTC", "1/1/14"),
        (1_388_534_399.999, "UTC", "12/31/13"),
    ] as [(Double, String, String)])
    func shortDate(seconds: Double, zone: String, text: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        #expect(StationFormat.shortDate(Date(timeIntervalSince1970: seconds), in: timeZone) == text)
    }

    @Test func noDateAndDatesOnlyCodeCanMake() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(StationFormat.shortDate(nil, in: utc) == "")
        #expect(StationFormat.shortDate(Date(timeIntervalSince1970: 1e300), in: utc) == "?")
    }
}
