import Foundation
import GasPrices
import Lenient

extension AppState {
    /// The files to watch: every source read from a file, every file that could not be read
    /// (it is loaded once it can be), and the scratch copies asked for, each once.
    var watchedPaths: [String] {
        // A pipe is read once: neither watched nor read again (`R` on the list).
        var paths = catalog.sources.filter { !$0.isReadOnce }.compactMap(\.path)
        paths += catalog.failures.map(\.source).filter { StubResponse.builtIn($0) == nil && Self.namesFile($0) }
        paths += scratchCopies.keys.sorted()
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// Whether a failed source's name can be a file's (not a folder's: a folder is listed
    /// once, at start).
    private static func namesFile(_ source: String) -> Bool {
        !source.hasSuffix("/")
    }

    /// The scratch copy of built-in response `label`: `<scratch folder>/<label>.json`.
    func scratchPath(of label: String) -> String? {
        guard let folder = scratchFolder else { return nil }
        return (folder as NSString).appendingPathComponent(label + ".json")
    }

    /// The source of the response shown; `nil` only when there are none.
    var shownSource: LoadedSource? {
        catalog.sources.isEmpty ? nil : catalog.sources[min(max(0, selected), catalog.sources.count - 1)]
    }

    /// The index of the source read from `path`.
    func sourceIndex(path: String) -> Int? {
        catalog.sources.firstIndex { $0.path == path }
    }

    /// Takes a new version of the file at `path`:
    /// - a source's file: the new version replaces it where it was (same station, same
    ///   field), the old one kept to compare with; the same bytes again change nothing;
    /// - a scratch copy of a built-in response: shown as a new response labelled `B*`,
    ///   compared with the built-in;
    /// - a file that could not be read before: added as a new source.
    /// - Returns: whether anything changed (the list's order must then be asked for again).
    mutating func integrate(_ source: LoadedSource, path: String) -> Bool {
        reloadErrors.removeAll { $0.source == path }
        if let index = sourceIndex(path: path) {
            let old = catalog.sources[index]
            guard old.source.bytes != source.source.bytes || old.feed != source.feed else { return false }
            let relabeled = source.labeled(old.label)
            let path = index == selected ? selectedItem?.path : nil
            let line = selectedFieldIndex
            previousVersions[index] = old
            let count = catalog.count
            catalog.replace(sourceAt: index, with: relabeled)
            ordersPredateCatalog = true
            if catalog.count != count {
                // The orders name stations by their place in the catalog, which moved: the
                // list waits for the order asked for next rather than show others' rows.
                order = nil
                unfilteredOrder = nil
            }
            let station = min(entries[index].stationIndex, max(0, relabeled.count - 1))
            entries[index] = ResponseEntry(relabeled, station: station, previous: old)
            entryReplaced(index)
            if index == selected { keepField(path: path, line: line) } else { reveal() }
            let entry = entries[index]
            // A station too large to compare field by field has no count of its changes: "no
            // field changed" would be said of any edit.
            notice = "Reloaded \(entry.fileName): " + (entry.tooLargeToCompare && max(old.count, relabeled.count) <= 1
                ? "too large to compare field by field (more than \(ValidationReport.grouped(ResponseEntry.comparableFields)) fields)"
                : Self.changes(from: old, to: relabeled, shown: station, fieldsChanged: entry.changeCount))
            return true
        }
        if let label = scratchCopies[path] {
            let original = catalog.sources.firstIndex { $0.path == nil && $0.label == label }
            let field = selectedItem?.path
            let line = selectedFieldIndex
            // The copy opens on the station the original showed (F's fourteenth, not its first).
            let station = original.flatMap { entries.indices.contains($0) ? entries[$0].stationIndex : nil } ?? 0
            if let original { previousVersions[entries.count] = catalog.sources[original] }
            add(source.labeled(label + "*"))
            selected = entries.count - 1
            show(station: min(station, max(0, catalog.sources[selected].count - 1)), ofSource: selected)
            if screen == .list { screen = .detail }
            keepField(path: field, line: line)
            // What the editor said (it exited with an error) stays beside where the copy is.
            let copied = "\(label)* is a copy of \(label) in \(SafeText.line(path, columns: 80)); \(label) itself is unchanged"
            notice = editorNotice.map { $0 + ". " + copied } ?? copied
            editorNotice = nil
            return true
        }
        guard catalog.failures.contains(where: { $0.source == path }) else { return false }
        catalog.removeFailures(of: path)
        add(source)
        notice = "Loaded \(SafeText.line(source.source.name, columns: 60)): it can be read now"
        return true
    }

    /// What a new version of a source changed, for the status line: of one station, how many
    /// of its fields (`d` lists them); of several, how many stations differ, place by place
    /// (the first ``stationsCompared``), how many were added or removed, and how many fields
    /// of the one shown, station `shown`, changed.
    public static func changes(from old: LoadedSource, to new: LoadedSource, shown: Int, fieldsChanged: Int) -> String {
        let fields = "\(fieldsChanged) changed (d lists them)"
        guard old.count > 1 || new.count > 1 else { return fieldsChanged == 0 ? "no field changed" : fields }
        let common = min(old.count, new.count)
        let compared = min(common, stationsCompared)
        var differing = 0
        for index in 0..<compared where (index == shown && fieldsChanged > 0) || old.station(at: index) != new.station(at: index) {
            differing += 1
        }
        var parts: [String] = []
        if differing > 0 {
            parts.append("\(ValidationReport.grouped(differing)) of \(compared < common ? "the first \(ValidationReport.grouped(compared))" : ValidationReport.grouped(new.count)) stations changed")
        }
        if new.count > old.count { parts.append("\(ValidationReport.grouped(new.count - old.count)) added") }
        if new.count < old.count { parts.append("\(ValidationReport.grouped(old.count - new.count)) removed") }
        guard !parts.isEmpty else { return "no station changed" }
        let shownPart = fieldsChanged == 0 ? "" : "; the one shown: \(fieldsChanged) field\(fieldsChanged == 1 ? "" : "s") (d lists them)"
        return parts.joined(separator: ", ") + shownPart
    }

    /// How many stations, from the first, a new version is compared with the last, place by
    /// place, for the status line.
    static let stationsCompared = 200_000

    /// Keeps what could not be read of the file at `path` (a half-written file, a syntax
    /// error): shown until the file reads again; the last good version stays.
    mutating func keep(_ failure: SourceFailure, path: String) {
        reloadErrors.removeAll { $0.source == path }
        reloadErrors.append(failure)
    }
}

extension LoadedSource {
    /// The same source under another label (a scratch copy is `B*`).
    func labeled(_ label: String) -> LoadedSource {
        LoadedSource(relabeling: self, label: label)
    }
}
