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
        let count = entry?.itemCount ?? 0
        if let path, let entry, let found = Self.lineOfPathOrParent(path, in: entry) {
            selectedFieldIndex = found
        } else {
            selectedFieldIndex = min(max(0, line), max(0, count - 1))
        }
        traceScroll = 0
        reveal()
    }

    /// The line of `path` in `entry`'s panel, else of its longest proper prefix that has one.
    static func lineOfPathOrParent(_ path: FieldPath, in entry: ResponseEntry) -> Int? {
        let prefixes = (0...path.components.count).reversed().map { FieldPath(Array(path.components.prefix($0))) }
        return entry.lines(of: prefixes).lazy.compactMap { $0 }.first
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
        select(entry?.line(of: path))
    }

    /// Selects the first line named by `text` as a user types it (``FieldLine/names(_:_:)``):
    /// `address.zip`, an ignored key `a.b`, `(document)`.
    /// - Returns: whether the response has it.
    @discardableResult
    public mutating func selectField(named text: String) -> Bool {
        select(entry?.line(named: text))
    }

    private mutating func select(_ line: Int?) -> Bool {
        guard let line else { return false }
        selectedFieldIndex = line
        reveal()
        return true
    }

    /// Moves the selection to `index`, clamped, and brings it into view.
    mutating func moveField(to index: Int) {
        let count = entry?.itemCount ?? 0
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
        panelScroll = Self.clamp(panelScroll, count: entry?.itemCount ?? 0, rows: rows)
        keepShownItems()
        let jsonRows = layout.jsonRows
        if showsJSON, jsonRows > 0, let item = selectedItem, let first = item.firstSegment, let last = item.lastSegment {
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
