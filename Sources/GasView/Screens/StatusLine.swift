import GasPrices

/// The status line above the key hints: how far loading has come
/// (`Loading big.json… 45% (177 of 392 MB)`); once it is over, that the list shows its first
/// rows while the rest are sorted (`Sorting 996,948 stations… (the first 120 shown)`), or
/// the latest source that could not be loaded (`✗ x.json:3:7: not JSON: …  +2 more`), or that
/// some fuels have no column in the list (`! 237 prices of fuels past the 64 kinds…`). Shown
/// only when it has something to say, so a screen without news keeps every row.
enum StatusLine {
    static let failureMark = "✗"

    static func isShown(_ state: AppState) -> Bool {
        state.isLoading || state.isSorting || !state.failures.isEmpty || state.tour != nil || state.notice != nil
            || !state.reloadErrors.isEmpty || state.catalog.unlistedPrices > 0
    }

    /// The line within `width` columns.
    static func spans(_ state: AppState, width: Int) -> [Span] {
        if state.isLoading { return [Span(loading(state.progress), .dim)] }
        if state.isSorting, let order = state.order {
            return [Span("Sorting \(ValidationReport.grouped(order.matched)) stations… (the first \(ValidationReport.grouped(order.indices.count)) shown)", .dim)]
        }
        if let tour = state.tour, let step = tour.step {
            return [Span("Tour \(tour.index + 1)/\(tour.steps.count)  ", .key), Span(SafeText.line(step.text, columns: max(0, width - 12)))]
        }
        if let error = state.reloadErrors.last {
            // A file that became a pipe is read again once it is a file again, not by R.
            let suffix = error.reason == .pipeNotReadAgain ? "  (the last good version is shown)" : "  (the last good version is shown; R reloads)"
            let room = max(0, width - 2 - TextWidth.of(suffix))
            return [Span(failureMark + " ", .warning), Span(SafeText.line(error.message, columns: room)), Span(suffix, .dim)]
        }
        if let notice = state.notice { return [Span(SafeText.line(notice, columns: width))] }
        guard let latest = state.failures.last else { return unlisted(state, width: width) }
        let others = state.failures.count - 1
        let suffix = others > 0 ? "  +\(others) more" : ""
        let room = max(0, width - 2 - TextWidth.of(suffix))
        return [Span(failureMark + " ", .warning), Span(SafeText.line(latest.message, columns: room)), Span(suffix, .dim)]
    }

    /// That some prices are of fuels the list has no column for (past
    /// ``Catalog/fuelColumnLimit`` kinds): `! 237 prices of fuels past the 64 kinds the list
    /// keeps are not listed (a station's details show them)`; nothing when there are none.
    static func unlisted(_ state: AppState, width: Int) -> [Span] {
        let count = state.catalog.unlistedPrices
        guard count > 0 else { return [] }
        let text = "\(ValidationReport.grouped(count)) price\(count == 1 ? "" : "s") of fuels past the \(Catalog.fuelColumnLimit) kinds "
            + "the list keeps \(count == 1 ? "is" : "are") not listed (a station's details show them)"
        return [Span("! ", .warning), Span(SafeText.line(text, columns: max(0, width - 2)))]
    }

    /// `Loading big.json… 45% (177 of 392 MB)`, `Validating big.json… (392 MB)`, `Loading…`.
    static func loading(_ progress: LoadProgress?) -> String {
        guard let progress else { return "Loading…" }
        let name = SafeText.line(progress.source.split(separator: "/").last.map(String.init) ?? progress.source, columns: 40)
        switch progress.phase {
        case .validating:
            return "Validating \(name)… (\(bytes(progress.total, unitOf: progress.total)))"
        case .reading:
            guard progress.total > 0 else { return "Loading \(name)… \(bytes(progress.done, unitOf: progress.done))" }
            let percent = min(100, max(0, progress.done * 100 / progress.total))
            let done = bytes(progress.done, unitOf: progress.total, withUnit: false)
            return "Loading \(name)… \(percent)% (\(done) of \(bytes(progress.total, unitOf: progress.total)))"
        }
    }

    /// `177 MB`, `12 kB`, `3 GB`, in the unit that suits `unit` (so a count and its total
    /// share one); without the unit's name when `withUnit` is false.
    static func bytes(_ count: Int, unitOf unit: Int, withUnit: Bool = true) -> String {
        let (divisor, name): (Double, String) = switch unit {
        case ..<1_000_000: (1_000, "kB")
        case ..<10_000_000_000: (1_000_000, "MB")
        default: (1_000_000_000, "GB")
        }
        let value = Int((Double(max(0, count)) / divisor).rounded())
        return withUnit ? "\(value) \(name)" : "\(value)"
    }

    static func draw(_ state: AppState, row: Int, into grid: inout Grid) {
        grid.put(spans(state, width: grid.width), x: 0, y: row, maxWidth: grid.width)
    }
}
