import Foundation
import GasPrices

/// The station list: one row per station — name, brand, price of the fuel, its difference
/// to the cheapest, city and postcode, the age of the price, the badge of the record — in
/// the order the state keeps (never worked out here), only the rows on screen drawn.
enum StationList {
    /// The mark of the cheapest rows.
    static let cheapestMark = "★"
    /// What a station without a name is listed as.
    static let noName = "(no name)"

    /// What the list draws, and nothing more.
    struct Props {
        var catalog: Catalog
        var order: StationOrder?
        var query: StationQuery
        var row: Int
        var scroll: Int
        var now: Date
        var metrics: ListMetrics
        var isLoading: Bool
        var isFiltering: Bool
        /// The price basis shown, when the stations are priced in several.
        var basis: PriceBasis?

        init(_ state: AppState) {
            catalog = state.catalog
            order = state.order
            query = state.query
            row = state.listRow
            scroll = state.listScroll
            now = state.now
            metrics = state.listMetrics
            isLoading = state.isLoading
            isFiltering = state.isFiltering
            basis = state.hasSeveralBases ? state.query.basis : nil
        }
    }

    /// A column of the list.
    enum Column: CaseIterable {
        case name, brand, price, difference, city, postcode, age, badge

        var heading: String {
            switch self {
            case .name: "Name"
            case .brand: "Brand"
            case .price: "Price"
            case .difference: "Diff"
            case .city: "City"
            case .postcode: "Zip"
            case .age: "Age"
            case .badge: "Fields"
            }
        }

        /// Numbers are aligned right.
        var isRight: Bool { self == .price || self == .difference || self == .age }

        /// The sort that orders by the column, if any.
        var sort: StationQuery.Sort? {
            switch self {
            case .name: .name
            case .price: .price
            case .city: .city
            case .age: .updated
            default: nil
            }
        }
    }

    /// Columns before the first: the cursor, the cheapest mark and a space.
    static let gutter = 3
    static let gap = 2
    static let minimumName = 12

    /// Each column shown and its width, for `width` columns of screen: every column at its
    /// widest value's width, the name taking what is left; when the name would get fewer
    /// than ``minimumName``, columns are left out, the least telling first.
    static func columns(_ metrics: ListMetrics, width: Int) -> [(column: Column, width: Int)] {
        let badge = ListFormat.badge(coerced: metrics.coerced, defaulted: metrics.defaulted)
        let badgeWidth = TextWidth.of(badge.coerced) + (badge.coerced.isEmpty || badge.defaulted.isEmpty ? 0 : 1) + TextWidth.of(badge.defaulted)
        var widths: [Column: Int] = [
            .brand: metrics.brand == 0 ? 0 : max(5, metrics.brand),
            .price: max(5, metrics.price),
            .difference: TextWidth.of(ListFormat.cheapestWord),
            .city: metrics.city == 0 ? 0 : max(4, metrics.city),
            .postcode: metrics.postcode == 0 ? 0 : max(3, metrics.postcode),
            .age: 6,
            .badge: badgeWidth == 0 ? 0 : max(6, badgeWidth),
        ]
        func rest() -> Int {
            width - gutter - widths.values.reduce(0) { $0 + ($1 > 0 ? $1 + gap : 0) }
        }
        for column in [Column.brand, .postcode, .badge, .city, .age, .difference] where rest() < minimumName {
            widths[column] = 0
        }
        let name = max(1, min(max(minimumName, metrics.name), rest()))
        return Column.allCases.compactMap { column in
            let value = column == .name ? name : widths[column] ?? 0
            return value > 0 ? (column, value) : nil
        }
    }

    /// Row 0, after the title: `24 of 29 stations  regular  price ↑`, on the right; with
    /// several price bases, the one shown after the fuel (`e5 in EUR per litre`). When the
    /// row is short, pieces are left out from the left.
    static func drawHeader(_ props: Props, titleEnd: Int, width: Int, into grid: inout Grid) {
        let total = props.catalog.count
        let shown = props.order?.matched ?? total
        // Every station, or how many of them the filter or the price basis keeps.
        let kept = props.order.map { !props.query.filter.isEmpty || $0.matched < $0.coverage } ?? false
        let count = (kept ? "\(ValidationReport.grouped(shown)) of " : "") + "\(ValidationReport.grouped(total)) station\(total == 1 ? "" : "s")"
        let arrow = props.query.reversed ? "↓" : "↑"
        var fuel = [Span(SafeText.line(props.query.fuel.rawValue, columns: 16), .heading)]
        if let basis = props.basis { fuel += [Span(" in "), Span(ListFormat.basis(basis), .heading)] }
        var pieces = [[Span(count)], fuel, [Span(props.query.sort.rawValue + " " + arrow, .key)]]
        func spans() -> [Span] { Array(pieces.map { [Span("  ")] + $0 }.joined().dropFirst()) }
        let room = width - titleEnd - 2
        while Span.width(spans()) > room, !pieces.isEmpty { pieces.removeFirst() }
        grid.put(spans(), x: width - Span.width(spans()), y: 0)
    }

    /// The column headings on `row`, and the stations in `rect`.
    static func draw(_ props: Props, headingRow: Int, in rect: Rect, into grid: inout Grid) {
        let columns = columns(props.metrics, width: rect.width)
        var x = rect.x + gutter
        // Without a station, headings would head nothing.
        for (column, width) in props.catalog.count == 0 ? [] : columns {
            let heading = TextWidth.clip(column.heading, to: width)
            let text = column.isRight ? String(repeating: " ", count: width - TextWidth.of(heading)) + heading : heading
            let sorted = column.sort == props.query.sort
            grid.put(text, x: x, y: headingRow, style: sorted ? Style(.dim, bold: true, underline: true) : .dim)
            x += width + gap
        }
        guard let order = props.order, !order.indices.isEmpty else {
            for (row, spans) in emptyLines(props).prefix(rect.height).enumerated() {
                grid.put(spans, x: rect.x + gutter, y: rect.y + row, maxWidth: rect.width - gutter)
            }
            return
        }
        let count = order.indices.count
        let first = AppState.clamp(props.scroll, count: count, rows: rect.height)
        let selected = min(max(0, props.row), count - 1)
        for line in 0..<min(rect.height, count - first) {
            let row = first + line
            let spans = rowSpans(props, station: Int(order.indices[row]), cheapest: order.cheapest, columns: columns,
                                 selected: row == selected)
            if row == selected { grid.fill(x: rect.x, y: rect.y + line, width: rect.width, height: 1, style: Style(.selected, reverse: true)) }
            grid.put(spans, x: rect.x, y: rect.y + line, maxWidth: rect.width)
        }
    }

    /// One station's row.
    static func rowSpans(_ props: Props, station index: Int, cheapest: Double?, columns: [(column: Column, width: Int)],
                         selected: Bool) -> [Span] {
        let catalog = props.catalog
        let price = catalog.price(index, of: props.query.fuel)
        let isCheapest = price != nil && price == cheapest
        var spans = [
            Span(selected ? ValidationPanel.cursor : " ", .chosen),
            Span(isCheapest ? cheapestMark : " ", Style(.exact, bold: true)),
            Span(" "),
        ]
        for (position, (column, width)) in columns.enumerated() {
            if position > 0 { spans.append(Span(String(repeating: " ", count: gap))) }
            func cell(_ text: String, _ style: Style = .plain) {
                let clipped = TextWidth.clip(text, to: width, ellipsis: true)
                let pad = String(repeating: " ", count: max(0, width - TextWidth.of(clipped)))
                spans.append(Span(column.isRight ? pad + clipped : clipped + pad, style))
            }
            switch column {
            case .name:
                let name = catalog.name(index)
                if name.isEmpty { cell(noName, .dim) } else { cell(SafeText.line(name, columns: width)) }
            case .brand: cell(SafeText.line(catalog.brand(index), columns: width), .dim)
            case .price:
                let thousandths = props.metrics.thousandths.contains(props.query.fuel)
                cell(ListFormat.price(price, currency: catalog.currency(index), thousandths: thousandths), price == nil ? .dim : Style(bold: true))
            case .difference: cell(ListFormat.difference(price, cheapest: cheapest, thousandths: props.metrics.thousandths.contains(props.query.fuel)
                                                             && ListFormat.writesThousandths(in: catalog.currency(index))), isCheapest ? Style(.exact) : .dim)
            case .city: cell(SafeText.line(catalog.city(index), columns: width))
            case .postcode: cell(SafeText.line(catalog.postcode(index), columns: width), .dim)
            case .age: cell(ListFormat.age(catalog.updated(index), now: props.now), .dim)
            case .badge:
                let counts = catalog.badge(index)
                let badge = ListFormat.badge(coerced: counts.coerced, defaulted: counts.defaulted)
                let between = badge.coerced.isEmpty || badge.defaulted.isEmpty ? "" : " "
                spans.append(Span(badge.coerced, Style(.coerced)))
                spans.append(Span(between))
                spans.append(Span(badge.defaulted, Style.outcome(.defaulted)))
                let used = TextWidth.of(badge.coerced) + TextWidth.of(between) + TextWidth.of(badge.defaulted)
                spans.append(Span(String(repeating: " ", count: max(0, width - used))))
            }
        }
        if selected {
            spans = spans.map { Span($0.text, Style($0.style.role, bold: $0.style.bold, reverse: true)) }
        } else {
            spans[0].style = .plain
        }
        return spans
    }

    /// What the list says when it has no row to show.
    static func emptyLines(_ props: Props) -> [[Span]] {
        let catalog = props.catalog
        if catalog.count == 0 {
            if props.isLoading { return [[Span("Loading…", .dim)]] }
            guard !catalog.failures.isEmpty else { return [[Span("No stations.", .dim)]] }
            let count = catalog.failures.count
            return [[Span("No stations: ", .warning), Span("\(count) source\(count == 1 ? "" : "s") could not be loaded.")], []]
                + catalog.failures.map { [Span(StatusLine.failureMark + " ", .warning), Span(SafeText.line($0.message))] }
        }
        guard props.order != nil else { return [[Span("Sorting \(ValidationReport.grouped(catalog.count)) stations…", .dim)]] }
        if props.query.filter.isEmpty, let currency = props.query.currency {
            return [[Span("No station is priced in ", .dim), Span(SafeText.line(currency, columns: 16)),
                     Span(props.query.unit.map { " per " + $0.rawValue } ?? ""), Span(".", .dim)]]
        }
        return [[Span("No station matches ", .dim), Span("“" + SafeText.line(props.query.filter, columns: 40) + "”"),
                 Span(".  Esc clears the filter.", .dim)]]
    }
}

extension StationList {
    /// The sort of the column heading at column `x` (row 1), for a click; `nil` between
    /// headings or on a column that does not sort.
    static func sort(atColumn x: Int, _ props: Props, width: Int) -> StationQuery.Sort? {
        var start = gutter
        for (column, columnWidth) in columns(props.metrics, width: width) {
            if x >= start, x < start + columnWidth { return column.sort }
            start += columnWidth + gap
        }
        return nil
    }
}
