import Lenient

extension AppState {
    /// Shows response `index`, keeping the selected field when the new response has the same
    /// path, else its nearest parent, else the same line clamped to the new response's.
    public mutating func selectResponse(_ index: Int) {
        guard entries.indices.contains(index) else { return }
        let path = selectedItem?.path
        let line = selectedFieldIndex
        selected = index
        keepField(path: path, line: line)
    }

    /// Selects, in the station now shown, the line of `path`, else its nearest parent, else
    /// line `line` clamped.
    mutating func keepField(path: FieldPath?, line: Int) {
        let items = entry?.items ?? []
        if let path, let same = items.firstIndex(where: { $0.path == path }) {
            selectedFieldIndex = same
        } else if let path, let parent = Self.nearestParent(of: path, in: items) {
            selectedFieldIndex = parent
        } else {
            selectedFieldIndex = min(max(0, line), max(0, items.count - 1))
        }
        traceScroll = 0
        reveal()
    }

    /// Shows the response labelled `label`: exactly, else in any case.
    /// - Returns: whether there is one.
    @discardableResult
    public mutating func selectResponse(labeled label: String) -> Bool {
        let index = entries.firstIndex { $0.label == label }
            ?? entries.firstIndex { $0.label.lowercased() == label.lowercased() }
        guard let index else { return false }
        selectResponse(index)
        return true
    }

    /// Selects the panel line of `path` (a field or an ignored key) in the response shown.
    /// - Returns: whether the response has it.
    @discardableResult
    public mutating func selectField(_ path: FieldPath) -> Bool {
        select { $0.path == path }
    }

    /// Selects the first line named by `text` as a user types it (``FieldLine/names(_:_:)``):
    /// `address.zip`, an ignored key `a.b`, `(document)`.
    /// - Returns: whether the response has it.
    @discardableResult
    public mutating func selectField(named text: String) -> Bool {
        select { FieldLine.names(text, $0.path) }
    }

    private mutating func select(where matches: (FieldItem) -> Bool) -> Bool {
        guard let index = entry?.items.firstIndex(where: matches) else { return false }
        selectedFieldIndex = index
        reveal()
        return true
    }

    /// The index of the longest proper prefix of `path` among `items`.
    static func nearestParent(of path: FieldPath, in items: [FieldItem]) -> Int? {
        var components = path.components
        while !components.isEmpty {
            components.removeLast()
            let parent = FieldPath(components)
            if let index = items.firstIndex(where: { $0.path == parent }) { return index }
        }
        return nil
    }

    /// Moves the selection to `index`, clamped, and brings it into view.
    mutating func moveField(to index: Int) {
        let count = entry?.items.count ?? 0
        selectedFieldIndex = min(max(0, index), max(0, count - 1))
        reveal()
    }

    /// Scrolls the validation panel and the raw JSON so that the selected field, and where
    /// its input sits, are in view; clamps every scroll offset to the current size.
    mutating func reveal() {
        let layout = Layout(self)
        let rows = layout.panelRows
        if rows > 0 {
            if selectedFieldIndex < panelScroll { panelScroll = selectedFieldIndex }
            if selectedFieldIndex >= panelScroll + rows { panelScroll = selectedFieldIndex - rows + 1 }
        }
        panelScroll = Self.clamp(panelScroll, count: entry?.items.count ?? 0, rows: rows)
        let jsonRows = layout.jsonRows
        if showsJSON, jsonRows > 0, let segments = selectedItem?.segments, let first = segments.first, let last = segments.last {
            // One line of context above the input, when there is room for it.
            let top = first.line - 1
            let bottom = min(last.line, first.line + jsonRows - 1)
            if top - 1 < jsonScroll { jsonScroll = max(0, top - 1) }
            if bottom > jsonScroll + jsonRows { jsonScroll = bottom - jsonRows }
        }
        jsonScroll = Self.clamp(jsonScroll, count: entry?.lineCount ?? 0, rows: jsonRows)
        revealListRow(rows: layout.list.height)
    }

    /// `offset` within `0...count - rows` (0 when everything fits).
    static func clamp(_ offset: Int, count: Int, rows: Int) -> Int {
        min(max(0, offset), max(0, count - max(1, rows)))
    }
}
