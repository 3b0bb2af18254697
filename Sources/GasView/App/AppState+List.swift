import GasPrices

extension AppState {
    /// How many rows the list has (stations matching the filter), without counting them.
    public var listCount: Int { order?.indices.count ?? 0 }

    /// The fuels the list offers: those sold in the price basis shown, or anywhere when it
    /// shows every station.
    public var listFuels: [FuelKind] {
        query.basis.map(catalog.fuels(in:)) ?? catalog.fuels
    }

    /// Whether the stations are priced in more than one currency or unit, so that the list
    /// shows one price basis at a time.
    public var hasSeveralBases: Bool { catalog.bases.count > 1 }

    /// Shows the stations priced in `basis` (every station for `nil`), with a fuel sold
    /// there: the one shown when it is, else the first.
    mutating func show(basis: PriceBasis?) {
        query.basis = basis
        // A fuel no station sells would show an empty list: take one that is sold.
        let fuels = listFuels
        if !fuels.isEmpty, !fuels.contains(query.fuel), let fuel = fuels.first { query.fuel = fuel }
    }

    /// Whether the list shows the first rows of an order still being worked out.
    public var isSorting: Bool { order.map { !$0.isComplete } ?? false }

    /// The catalog index of the station on the selected row, if any.
    public var listStation: Int? {
        guard let indices = order?.indices, !indices.isEmpty else { return nil }
        return Int(indices[min(max(0, listRow), indices.count - 1)])
    }

    /// Opens the detail screen of the station at row `row` of the list's current order: its
    /// source is selected and shows that station.
    /// - Returns: whether there is such a row.
    @discardableResult
    public mutating func openStation(atListRow row: Int) -> Bool {
        guard let indices = order?.indices, indices.indices.contains(row) else { return false }
        let reference = catalog.reference(Int(indices[row]))
        listRow = row
        listChosen = true
        let path = selectedItem?.path
        let line = selectedFieldIndex
        show(station: reference.index, ofSource: reference.source)
        selected = reference.source
        screen = .detail
        showsTrace = false
        homeIsSettled = true
        keepField(path: path, line: line)
        return true
    }

    /// Moves the list's selection to `row`, clamped, and brings it into view.
    mutating func moveListRow(to row: Int) {
        listRow = min(max(0, row), max(0, listCount - 1))
        listChosen = true
        revealListRow(rows: Layout(self).list.height)
    }

    /// Scrolls the list so that the selected row is in view, and clamps both.
    mutating func revealListRow(rows: Int) {
        listRow = min(max(0, listRow), max(0, listCount - 1))
        if rows > 0 {
            if listRow < listScroll { listScroll = listRow }
            if listRow >= listScroll + rows { listScroll = listRow - rows + 1 }
        }
        listScroll = Self.clamp(listScroll, count: listCount, rows: rows)
    }

    /// Takes `order` as the list's, keeping the station the user selected selected when it is
    /// still listed; else (or before the user has chosen one) the first row.
    mutating func apply(_ order: StationOrder) {
        let station = listStation.map(Int32.init)
        self.order = order
        if order.isComplete { ordersPredateCatalog = false }
        if order.isComplete, order.query.filter.isEmpty { unfilteredOrder = order }
        if listChosen, let station, let row = order.indices.firstIndex(of: station) {
            listRow = row
        } else {
            listRow = 0
        }
        revealListRow(rows: Layout(self).list.height)
    }

    /// The row of the station the detail screen shows, in the list's order.
    var rowOfShownStation: Int? {
        guard let entry, let indices = order?.indices,
              let index = catalog.index(of: Catalog.Reference(source: min(max(0, selected), entries.count - 1), index: entry.stationIndex))
        else { return nil }
        return indices.firstIndex(of: Int32(index))
    }
}
