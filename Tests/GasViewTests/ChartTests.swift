import Foundation
import GasPrices
@testable import GasView
import Lenient
import Testing

/// The price-history chart: summary as the engine's operators read it, braille lines, axes, legend,
/// sparklines, and inputs that must never crash or draw outside the rectangle.
@Suite struct ChartTests {
    static let timeZone = TimeZone(identifier: "America/New_York") ?? .gmt
    /// 2026-10-01 12:00 New York.
    static let start = Date(timeIntervalSince1970: 1_790_870_400)
    static let day = 86_400.0

    static func point(_ day: Double, _ price: Double?, _ fuel: FuelKind = .regular) -> PricePoint {
        PricePoint(date: start.addingTimeInterval(day * Self.day), fuel: fuel, price: price)
    }

    /// Thirty prices over fifty days: up to $3.45, down to $2.89, up again.
    static let regular: [PricePoint] = [
        3.05, 3.09, 3.12, 3.18, 3.22, 3.29, 3.35, 3.41, 3.45, 3.43, 3.38, 3.30, 3.24, 3.19, 3.15,
        3.10, 3.06, 3.01, 2.97, 2.93, 2.89, 2.91, 2.95, 3.00, 3.04, 3.07, 3.11, 3.14, 3.16, 3.18,
    ].enumerated().map { point(Double($0.offset) * 50 / 29, $0.element) }

    /// Diesel every ten days, dearer and rising.
    static let diesel: [PricePoint] = [3.89, 3.95, 4.02, 4.10, 4.05, 4.12].enumerated().map { point(Double($0.offset) * 10, $0.element, .diesel) }

    /// The chart drawn alone in a grid of `width × height`.
    static func render(_ history: [PricePoint], width: Int, height: Int, currency: String = "USD") -> Grid {
        var grid = Grid(width: width, height: height)
        PriceChart.draw(history, currency: currency, timeZone: timeZone, in: Rect(x: 0, y: 0, width: width, height: height), into: &grid)
        return grid
    }

    static func rows(_ grid: Grid) -> [String] {
        (0..<grid.height).map { grid.text(row: $0) }
    }

    static func hasBraille(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
    }

    // MARK: Summary

    @Test func theSummaryReadsMinAverageAndMaxWithTheOperators() {
        let history = [Self.point(0, 2.00), Self.point(1, 3.00), Self.point(2, 4.50)]
        let stats = ChartStats(ChartSeries.group(history).series)
        #expect(stats.min == 2.00 && stats.max == 4.50 && stats.count == 3)
        #expect(abs((stats.average ?? 0) - 19.0 / 6) < 1e-12)
        let grid = Self.render(history, width: 60, height: 12)
        #expect(grid.text(row: 0) == "min $2.00  avg $3.17  max $4.50  · 3 points, 10/1/26–10/3/26")
    }

    /// The figures, worked out in one pass, are the collection operators' over the points as
    /// a list of objects, to the last bit: F's stations, the extremes, and prices in no order.
    @Test func theFiguresAreTheOperators() throws {
        var histories = Fixtures.sources([StubResponse.builtIn("F")].compactMap { $0 }).flatMap { source in
            (0..<source.count).map { source.station(at: $0).history }
        }
        histories.append(Self.regular + Self.diesel)
        histories.append([1.7e308, 1.7e308, 1.5e308, -0.0, 0.0, 5e-324, 0.1, 0.2, 0.3].enumerated().map { Self.point(Double($0.offset), $0.element) })
        for history in histories {
            let series = ChartSeries.group(history).series
            let stats = ChartStats(series)
            let list = KVCValue.list(series.flatMap(\.points).map { .object([KVCValue.Member("price", .number($0.price))]) })
            func read(_ path: String) -> Double? {
                if case .number(let value)? = try? list.value(forKeyPath: path) { return value }
                return nil
            }
            #expect(stats.min?.bitPattern == read("@min.price")?.bitPattern)
            #expect(stats.max?.bitPattern == read("@max.price")?.bitPattern)
            // An average past the largest Double is worked out again, scaled down (below).
            let average = read("@avg.price")
            if average?.isFinite ?? true {
                #expect(stats.average?.bitPattern == average?.bitPattern)
            } else {
                #expect(stats.average?.isFinite == true)
            }
        }
    }

    /// A history already in date order is drawn as the same history shuffled: the points are
    /// put in order either way, the ordered one without sorting.
    @Test func aHistoryInOrderAndShuffledDrawTheSame() {
        let long = (0..<5000).map { Self.point(Double($0) / 100, 3 + sin(Double($0) / 300)) } + Self.diesel
        var generator = SystemRandomNumberGenerator()
        let shuffled = long.shuffled(using: &generator)
        #expect(Self.rows(Self.render(long, width: 70, height: 14)) == Self.rows(Self.render(shuffled, width: 70, height: 14)))
        #expect(ChartSeries.group(long).series == ChartSeries.group(shuffled).series)
        #expect(ChartSeries.group(long.reversed()).series == ChartSeries.group(shuffled).series)
        // Newest first with two on one date: those two keep the source's order.
        let twice = [Self.point(2, 3.0), Self.point(1, 3.1), Self.point(1, 3.2), Self.point(0, 3.3)]
        #expect(ChartSeries.group(twice).series.first?.points.map(\.price) == [3.3, 3.1, 3.2, 3.0])
    }

    @Test func theAverageOfPricesNearTheLargestDoubleDoesNotOverflow() {
        let stats = ChartStats(points: [1.7e308, 1.7e308, 1.5e308].map { ChartSeries.Point(date: Self.start, price: $0) })
        #expect(stats.average.map { abs($0 - 1.6333333e308) < 1e302 } == true)
    }

    // MARK: Full chart

    @Test func oneFuelAt60x12() {
        let grid = Self.render(Self.regular, width: 60, height: 12)
        let rows = Self.rows(grid)
        // The dates are left out of the summary: with them it is 62 columns wide.
        #expect(rows[0] == "min $2.89  avg $3.15  max $3.45  · 30 points")
        #expect(rows[1].hasPrefix("$3.45┤"))
        #expect(rows[5].hasPrefix("$3.17┤"))
        #expect(rows[9].hasPrefix("$2.89┤"))
        #expect(rows[10].hasPrefix("     └┬"))
        #expect(rows[11] == "      10/1            10/18            11/3            11/20")
        #expect(rows[1...9].allSatisfy { Self.hasBraille($0) })
        #expect(rows.allSatisfy { TextWidth.of($0) <= 60 })
        Snapshot.assert(grid.text, named: "chart-regular-60x12")
    }

    @Test func oneFuelAt40x8() {
        let grid = Self.render(Self.regular, width: 40, height: 8)
        let rows = Self.rows(grid)
        #expect(rows[0] == "min $2.89  avg $3.15  max $3.45")
        #expect(rows.count == 8 && rows[6].hasPrefix("     └") && rows[7].hasSuffix("11/20"))
        Snapshot.assert(grid.text, named: "chart-regular-40x8")
    }

    @Test func twoFuelsAreToldApartByMarkerAndLegend() {
        let grid = Self.render(Self.regular + Self.diesel, width: 60, height: 12)
        let rows = Self.rows(grid)
        #expect(rows[0] == "min $2.89  avg $3.29  max $4.12  · 36 points")
        #expect(rows[11] == "⠒⠒⠒ regular  ⠒•⠒ diesel")
        // Diesel's six points carry its marker; regular's line has none.
        #expect(rows.joined().filter { $0 == "•" }.count == 6 + 1)
        Snapshot.assert(grid.text, named: "chart-two-fuels-60x12")
    }

    @Test func aFlatSeriesRunsAcrossTheMiddleWithOneLabel() {
        let history = (0..<10).map { Self.point(Double($0), 3.50) }
        let rows = Self.rows(Self.render(history, width: 40, height: 8))
        #expect(rows == [
            "min $3.50  avg $3.50  max $3.50",
            "     │",
            "     │",
            "$3.50┤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤",
            "     │",
            "     │",
            "     └┬──────────┬──────────┬──────────┬",
            "      10/1     10/4       10/7     10/10",
        ])
    }

    @Test func onePointIsAMarkerWithItsPriceAndDate() {
        let rows = Self.rows(Self.render([Self.point(0, 3.50)], width: 40, height: 8))
        #expect(rows == [
            "min $3.50  avg $3.50  max $3.50",
            "     │",
            "     │",
            "$3.50┤                 ●",
            "     │",
            "     │",
            "     └─────────────────┬────────────────",
            "                    10/1/26",
        ])
    }

    @Test func noPointsSaySo() {
        let rows = Self.rows(Self.render([], width: 40, height: 8))
        #expect(rows[3] == "       No price history to plot.")
        #expect(Self.rows(Self.render([], width: 10, height: 1)) == ["No price …"])
        #expect(rows.filter { !$0.isEmpty }.count == 1)
    }

    @Test func pointsWithoutADateOrPriceAreLeftOutAndCounted() {
        let history = Self.regular + [
            PricePoint(date: nil, fuel: .regular, price: 3.00),
            Self.point(3, nil),
            Self.point(4, .nan),
        ]
        let (series, omitted) = ChartSeries.group(history)
        #expect(omitted == 3 && series.map(\.points.count) == [30])
        let rows = Self.rows(Self.render(history, width: 60, height: 12))
        #expect(rows[11] == "3 points without a date or price not drawn")
        let both = Self.rows(Self.render(history + Self.diesel, width: 80, height: 12))
        #expect(both[11] == "⠒⠒⠒ regular  ⠒•⠒ diesel  · 3 points without a date or price not drawn")
        let none = Self.rows(Self.render([PricePoint(date: nil, fuel: .diesel, price: 2)], width: 60, height: 8))
        #expect(none[3] == "                 No price history to plot.")
        #expect(none[4] == "         1 point without a date or price not drawn")
    }

    @Test func identicalDatesAreSpreadByIndex() {
        let history = [2.0, 3.0, 4.0].map { Self.point(0, $0) }
        let rows = Self.rows(Self.render(history, width: 30, height: 8))
        #expect(rows == [
            "min $2.00  avg $3.00  max $4.0",
            "$4.00┤                   ⢀⣀⠤⠒⠉",
            "     │               ⣀⡠⠔⠊⠁",
            "$3.00┤          ⣀⡠⠤⠒⠉",
            "     │     ⣀⠤⠔⠒⠉",
            "$2.00┤⣀⠤⠒⠊⠉",
            "     └────────────┬───────────",
            "               10/1/26",
        ])
    }

    @Test func datesSpanningYearsKeepTheirYear() {
        let history = [Self.point(0, 3), Self.point(400, 4)]
        let rows = Self.rows(Self.render(history, width: 60, height: 8))
        #expect(rows[7] == "      10/1/26        2/14/27          6/22/27        11/5/27")
    }

    // MARK: Sparkline

    @Test func aSparklineBelowEightRows() {
        let grid = Self.render(Self.regular + Self.diesel, width: 60, height: 3)
        #expect(Self.rows(grid) == [
            "regular ▃▃▄▅▅▆▇▇██▇▆▅▅▄▄▃▂▂▂▁▁▂▂▃▃▄▄▄▅  $2.89–$3.45",
            "diesel  ▁▃▅▇▆█  $3.89–$4.12",
            "",
        ])
        Snapshot.assert(grid.text, named: "chart-sparkline-60x3")
    }

    @Test func aSparklineShowsTheFirstFuelsThatFit() {
        let rows = Self.rows(Self.render(Self.regular + Self.diesel, width: 30, height: 1))
        // Thirty points in nine blocks, each the average of three or four neighbours.
        #expect(rows == ["regular ▃▅▇▆▄▂▁▃▄  $2.89–$3.45"])
        #expect(Self.rows(Self.render(Self.regular, width: 12, height: 2)) == ["regular ▅▆▂▃", ""])
    }

    @Test func sparklineBlocksResampleToTheWidth() {
        #expect(Sparkline.blocks([1, 2, 3, 4, 5, 6, 7, 8], low: 1, high: 8, width: 8) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.blocks([1, 1, 8, 8], low: 1, high: 8, width: 2) == "▁█")
        #expect(Sparkline.blocks([5, 5], low: 5, high: 5, width: 10) == "▅▅")
        #expect(Sparkline.blocks([], low: 0, high: 1, width: 10).isEmpty)
    }

    // MARK: Formats

    @Test(arguments: [
        (3.5, "USD", "$3.50"), (3.5, "", "3.50"), (3.5, "eur", "€3.50"), (1.45, "GBP", "£1.45"),
        (1.89, "AUD", "A$1.89"), (2.1, "CHF", "CHF 2.10"), (2.1, "\u{1B}[31m", "2.10"), (1.799, "EUR", "€1.799"),
        (-2.25, "GBP", "-£2.25"), (1e300, "USD", "$1.00e300"), (-5e12, "EUR", "-€5.00e12"),
        (.infinity, "USD", "$∞"), (.nan, "GBP", "£?"),
    ])
    func pricesInTheirCurrency(_ value: Double, _ currency: String, _ expected: String) {
        #expect(ChartFormat.price(value, currency: currency) == expected)
    }

    @Test func theLegendSamplesAreDrawnAsThePlotDraws() {
        #expect(SeriesStyle.of(series: 0).sample(lone: false) == "⠒⠒⠒")
        #expect(SeriesStyle.of(series: 1).sample(lone: false) == "⠒•⠒")
        #expect(SeriesStyle.of(series: 2).sample(lone: false) == "⠂×⠂")
        #expect(SeriesStyle.of(series: 0).sample(lone: true) == "●")
        #expect(Set(SeriesStyle.all.map(\.marker)).count == SeriesStyle.all.count)
    }

    // MARK: Hostile input

    static let extremes: [[PricePoint]] = [
        [point(0, 1e300), point(1, -5), point(2, 3)],
        [point(0, 1.7976931348623157e308), point(1, -1.7976931348623157e308)],
        [point(0, 3), point(0, 3), point(0, 3)],
        [PricePoint(date: Date(timeIntervalSince1970: -1e300), fuel: .regular, price: 2),
         PricePoint(date: Date(timeIntervalSince1970: 1e300), fuel: .regular, price: 3)],
        [PricePoint(date: Date(timeIntervalSinceReferenceDate: .infinity), fuel: .regular, price: .infinity),
         PricePoint(date: Date.distantPast, fuel: .e85, price: 0), PricePoint(date: Date.distantFuture, fuel: .lpg, price: 1e-300)],
        (0..<2000).map { point(Double($0 % 7), Double($0 % 13) - 6, FuelKind(rawValue: "fuel\($0 % 9)\u{1B}[2J")) },
    ]

    @Test(arguments: extremes.indices, [(60, 12), (40, 8), (12, 8), (5, 9), (1, 1), (30, 3), (80, 40), (3, 20)])
    func extremeValuesStayInsideTheRectangle(_ index: Int, _ size: (Int, Int)) {
        let (width, height) = size
        var grid = Grid(width: width + 6, height: height + 4)
        let rect = Rect(x: 3, y: 2, width: width, height: height)
        PriceChart.draw(Self.extremes[index], currency: "USD", timeZone: Self.timeZone, in: rect, into: &grid)
        var drawn = 0
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let inside = x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height
                if inside {
                    if grid[x, y] != .blank { drawn += 1 }
                } else {
                    #expect(grid[x, y] == .blank, "cell \(x),\(y) outside the chart was written")
                }
            }
        }
        #expect(drawn > 0)
        // Nothing that moves the cursor or clears the screen reaches a cell.
        #expect(!grid.text.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func scalingNeverLeavesItsRange() {
        #expect(ChartScale.fraction(5, low: 3, high: 3) == 0.5)
        #expect(ChartScale.fraction(1.7e308, low: -1.7e308, high: 1.7e308) == 1)
        #expect(ChartScale.fraction(0, low: -1.7e308, high: 1.7e308) == 0.5)
        #expect(ChartScale.fraction(.nan, low: 0, high: 1) == 0.5)
        #expect(ChartScale.index(2, steps: 10) == 9)
        #expect(ChartScale.index(.infinity, steps: 10) == 0)
        #expect(ChartScale.index(0.5, steps: 0) == 0)
        #expect(ChartScale.value(at: 0.5, low: -1.7e308, high: 1.7e308) == 0)
    }
}
