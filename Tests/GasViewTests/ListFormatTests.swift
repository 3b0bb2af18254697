import Foundation
import GasView
import Testing

/// How the list writes ages, differences and badges.
@Suite struct ListFormatTests {
    static let now = Fixtures.now

    static let ageCases: [(TimeInterval?, String)] = [
        (nil, "—"), (-3_600, "future"), (-30, "now"), (0, "now"), (59, "now"), (60, "1 min"), (59 * 60, "59 min"),
        (3_600, "1 h"), (3 * 3_600 + 59 * 60, "3 h"), (86_400, "1 d"), (29 * 86_400, "29 d"), (30 * 86_400, "1 mo"),
        (5 * 30 * 86_400 + 3, "5 mo"), (364 * 86_400, "12 mo"), (365 * 86_400, "1 y"), (13 * 365 * 86_400, "13 y"),
        (.infinity, "—"),
    ]

    @Test(arguments: ageCases)
    func ages(_ seconds: TimeInterval?, _ text: String) {
        #expect(ListFormat.age(seconds.map { Self.now.addingTimeInterval(-$0) }, now: Self.now) == text)
    }

    static let differenceCases: [(Double?, Double?, String)] = [
        (3.50, 3.38, "+0.12"), (3.38, 3.38, "cheapest"), (4.00, 2.89, "+1.11"), (3.006, 3.0, "+0.01"), (3.001, 3.0, "+0.00"),
        (nil, 3.38, ""), (3.38, nil, ""), (.nan, 3.0, ""),
        // A large difference is a number, not `+∞` (until the ninth look, from 10¹⁰ up).
        (1e12, 2.0, "+999999999998.00"), (2.0, 1e12, "-999999999998.00"), (1e15, 0.5, "+999999999999999.50"),
    ]

    @Test(arguments: differenceCases)
    func differences(_ price: Double?, _ cheapest: Double?, _ text: String) {
        #expect(ListFormat.difference(price, cheapest: cheapest) == text)
    }

    /// Beside prices written with three decimals, the difference has three: until 2026-12-04
    /// €1.423 beside the cheapest €1.419 read `+0.00`.
    @Test(arguments: [
        (1.423, 1.419, "+0.004"), (1.5, 1.419, "+0.081"), (2.419, 1.419, "+1.000"), (1.419, 1.423, "-0.004"),
        (1.419, 1.419, "cheapest"), (12.3456, 1.0, "+11.346"), (1e12, 2.0, "+999999999998.000"),
    ] as [(Double, Double, String)])
    func differencesInThousandths(_ price: Double, _ cheapest: Double, _ text: String) {
        #expect(ListFormat.difference(price, cheapest: cheapest, thousandths: true) == text)
    }

    @Test func badges() {
        #expect(ListFormat.badge(coerced: 3, defaulted: 1) == ("~3", "!1"))
        #expect(ListFormat.badge(coerced: 0, defaulted: 2) == ("", "!2"))
        #expect(ListFormat.badge(coerced: 0, defaulted: 0) == ("", ""))
    }

    @Test func prices() {
        #expect(ListFormat.price(3.389, currency: "USD") == "$3.39")
        #expect(ListFormat.price(nil, currency: "EUR") == "—")
        #expect(ListFormat.price(1.799, currency: "eur") == "€1.799" && ListFormat.price(1.8, currency: "EUR") == "€1.80")
        #expect(ListFormat.price(1.92, currency: "CHF") == "CHF 1.92" && ListFormat.price(-2.25, currency: "GBP") == "-£2.25")
        // Text that is no currency code is never printed as one.
        #expect(ListFormat.price(2.1, currency: "\u{1B}[31m") == "2.10")
    }

    /// A column of prices some of which have a third decimal writes three for every one;
    /// the sample's dollars keep two.
    @Test func pricesInAColumnOfThousandths() {
        #expect(ListFormat.price(1.29, currency: "EUR", thousandths: true) == "€1.290")
        #expect(ListFormat.price(1.609, currency: "EUR", thousandths: true) == "€1.609")
        #expect(ListFormat.price(-2.25, currency: "GBP", thousandths: true) == "-£2.250")
        #expect(ListFormat.price(-0.0001, currency: "GBP", thousandths: true) == "£0.000")
        #expect(ListFormat.price(3.5, currency: "USD", thousandths: true) == "$3.50")
        #expect(ListFormat.price(1e16, currency: "EUR", thousandths: true) == "€10000000000000000.00")
    }

    @Test(arguments: [(1.609, true), (1.29, false), (1.2900001, false), (1.6089999, true), (3.599, true), (-1.001, true),
                      (Double.nan, false), (Double.infinity, false), (1e16 + 2, false)])
    func aPriceHasThousandthsWhenItsThirdDecimalShows(value: Double, has: Bool) {
        #expect(ListFormat.hasThousandths(value) == has)
    }

    /// Only the US dollar, in any case, keeps the sample app's two decimals.
    @Test(arguments: [("USD", false), ("usd", false), ("uSd", false), ("EUR", true), ("GBP", true), ("US", true), ("USDX", true), ("", true)])
    func currenciesWrittenWithThousandths(currency: String, writes: Bool) {
        #expect(ListFormat.writesThousandths(in: currency) == writes)
        let price = ListFormat.price(3.599, currency: currency)
        #expect(writes ? price.hasSuffix("3.599") && !price.hasPrefix("$") : price == "$3.60")
    }
}
