import Foundation

/// The labels of the chart's two axes, placed where ``ChartPlot`` draws the same values.
enum ChartAxis {
    /// A label beside the price axis: the plot row it names and its text.
    struct PriceLabel: Equatable {
        var row: Int
        var text: String
    }

    /// A label below the date axis: the column its text starts at, the column of the date it
    /// names (where the axis gets a tick), and its text; columns counted from the plot's left.
    struct DateLabel: Equatable {
        var column: Int
        var anchor: Int
        var text: String
    }

    /// Three labels, five on a plot of 9 rows or more: the highest price on the top row, the
    /// lowest on the bottom row, and the prices of rows between. A flat series (or one price)
    /// has one label, on the row its line is drawn on. A label that would repeat one above it
    /// (a range narrower than a cent) is left out.
    static func priceLabels(low: Double, high: Double, rows: Int, currency: String) -> [PriceLabel] {
        guard rows > 0 else { return [] }
        let dots = rows * 4
        let middle = ChartScale.index(0.5, steps: dots) / 4
        guard high > low else { return [PriceLabel(row: middle, text: ChartFormat.price(high, currency: currency))] }
        var chosen: Set = [0, middle, rows - 1]
        if rows >= 9 { chosen.formUnion([ChartScale.index(0.25, steps: dots) / 4, ChartScale.index(0.75, steps: dots) / 4]) }
        var labels: [PriceLabel] = []
        for row in chosen.sorted() {
            let value: Double
            if row == 0 {
                value = high
            } else if row == rows - 1 {
                value = low
            } else {
                // The price at the middle of the row's four dots.
                let centre = Double(row * 4) + 1.5
                value = ChartScale.value(at: 1 - centre / Double(dots - 1), low: low, high: high)
            }
            let text = ChartFormat.price(value, currency: currency)
            if labels.contains(where: { $0.text == text }) { continue }
            labels.append(PriceLabel(row: row, text: text))
        }
        return labels
    }

    /// Two to four labels across `columns`: the first date at the left, the last ending at the
    /// right, and the dates a third and two thirds of the way (or half way) when they fit
    /// with two spaces either side. Without the year (`11/19`) when both ends are in one
    /// year. One date only (every point on the same instant): one label with its year, under
    /// the middle where the points are drawn. Too narrow for both ends: the first alone.
    static func dateLabels(first: Date, last: Date, columns: Int, timeZone: TimeZone) -> [DateLabel] {
        guard columns > 0 else { return [] }
        let dots = columns * 2
        let low = first.timeIntervalSinceReferenceDate, high = last.timeIntervalSinceReferenceDate
        // One date alone is shown whole: there is no range to tell its year from.
        let withYear = high <= low || ChartFormat.needsYear(first, last, timeZone: timeZone)
        func text(_ date: Date) -> String {
            TextWidth.clip(ChartFormat.date(date, timeZone: timeZone, withYear: withYear), to: columns)
        }
        let firstText = text(first)
        guard high > low else {
            let anchor = ChartScale.index(0.5, steps: dots) / 2
            let width = TextWidth.of(firstText)
            let start = min(max(0, anchor - width / 2), max(0, columns - width))
            return [DateLabel(column: start, anchor: anchor, text: firstText)]
        }
        let lastText = text(last)
        let lastStart = columns - TextWidth.of(lastText)
        let firstLabel = DateLabel(column: 0, anchor: 0, text: firstText)
        guard lastStart >= TextWidth.of(firstText) + 2 else { return [firstLabel] }
        let lastLabel = DateLabel(column: lastStart, anchor: columns - 1, text: lastText)

        for fractions in [[1.0 / 3, 2.0 / 3], [0.5]] {
            var middle: [DateLabel] = []
            var previous = firstLabel
            for fraction in fractions {
                let anchor = ChartScale.index(fraction, steps: columns)
                // The date at the middle of the anchor column's two dots.
                let at = (Double(anchor * 2) + 0.5) / Double(max(1, dots - 1))
                let label = text(Date(timeIntervalSinceReferenceDate: ChartScale.value(at: at, low: low, high: high)))
                let start = anchor - TextWidth.of(label) / 2
                let clear = start >= previous.column + TextWidth.of(previous.text) + 2
                    && start + TextWidth.of(label) + 2 <= lastStart
                    && label != previous.text && label != lastText
                guard clear else { break }
                previous = DateLabel(column: start, anchor: anchor, text: label)
                middle.append(previous)
            }
            if middle.count == fractions.count { return [firstLabel] + middle + [lastLabel] }
        }
        return [firstLabel, lastLabel]
    }
}
