import Foundation
import GasPrices

/// Every response side by side, against the first: the compare screen's table and the
/// sentence that states the result.
public struct Comparison: Sendable, Equatable {
    /// A row of the table: its label and each response's cell, as lines of text.
    public struct Row: Sendable, Equatable {
        public var field: Field
        /// Each response's cell; `differs[i]` says whether cell `i` differs from the first.
        public var cells: [[String]]
        public var differs: [Bool]
    }

    /// The rows compared, in order; ``label`` is what the table and the result call them.
    public enum Field: CaseIterable, Sendable {
        case name, price, sellsDiesel, street, cityLine, history

        public var label: String {
            switch self {
            case .name: "Name"
            case .price: "Price"
            case .sellsDiesel: "Sells Diesel"
            case .street: "Address"
            case .cityLine: ""
            case .history: "History"
            }
        }

        /// The name used in the result sentence (both address lines are the Address).
        var resultName: String {
            self == .cityLine ? Field.street.label : label
        }
    }

    /// What one response is, compared with the first.
    public enum Verdict: Sendable, Equatable {
        /// Shows the same station as the first response.
        case identical
        /// Differs in these rows.
        case differs([String])
        /// Holds nothing but defaults: every field was defaulted.
        case defaulted
        /// No station to compare.
        case noStation
    }

    /// How a blank value reads in the table.
    public static let blank = "(blank)"

    public var labels: [String]
    public var rows: [Row]
    public var verdicts: [Verdict]

    public init(_ entries: [ResponseEntry], timeZone: TimeZone) {
        labels = entries.map { SafeText.line($0.label) }
        let cells: [[Field: [String]]] = entries.map { Self.cells($0, timeZone: timeZone) }
        rows = Field.allCases.map { field in
            let column = cells.map { $0[field] ?? [] }
            return Row(field: field, cells: column, differs: column.map { $0 != column.first })
        }
        verdicts = entries.enumerated().map { index, entry in
            guard entry.hasStation, let counts = entry.counts else { return .noStation }
            if entry.fieldCount > 0, counts.defaulted == entry.fieldCount { return .defaulted }
            var names: [String] = []
            for row in Self.rowsDiffering(at: index, in: cells) where !names.contains(row.resultName) {
                names.append(row.resultName)
            }
            return names.isEmpty ? .identical : .differs(names)
        }
        // The first response is the reference: it is identical to itself by definition.
        if !verdicts.isEmpty, verdicts[0] != .noStation { verdicts[0] = .identical }
    }

    private static func rowsDiffering(at index: Int, in cells: [[Field: [String]]]) -> [Field] {
        guard let first = cells.first else { return [] }
        return Field.allCases.filter { cells[index][$0] != first[$0] }
    }

    /// The cells of one response: escaped text, one element per line.
    static func cells(_ entry: ResponseEntry, timeZone: TimeZone) -> [Field: [String]] {
        guard let rows = entry.rows(timeZone: timeZone) else { return noStation("(no station)") }
        // A long history would push the sentence off the screen: as many rows as the table.
        let count = rows.historyCount
        let kept = count > Metrics.maximumHistoryRows ? Metrics.maximumHistoryRows - 1 : count
        var history = (0..<kept).map { index in
            let entry = rows.historyRow(at: index)
            return "\(entry.date) \(entry.price)"
        }
        if count == 0 { history = ["none"] }
        if count > kept { history.append("… and \(ValidationReport.grouped(count - kept)) more") }
        // A blank value is spelled out, so that a marked cell never looks empty.
        func shown(_ text: String) -> [String] { [text.isEmpty ? blank : SafeText.line(text)] }
        return [.name: shown(rows.name), .price: [rows.price], .sellsDiesel: [rows.sellsDiesel],
                .street: shown(rows.street), .cityLine: shown(rows.cityLine), .history: history]
    }

    /// The cells of a response without a station: why, under Name, and a dash in every other
    /// row, so that no marked cell is empty.
    private static func noStation(_ why: String) -> [Field: [String]] {
        var cells: [Field: [String]] = [:]
        for field in Field.allCases { cells[field] = [field == .name ? why : "—"] }
        return cells
    }

    /// The result in one sentence: `A, B and D identical; C differs in Price; E defaulted.`
    public var sentence: String {
        guard labels.count > 1 else { return "Only one response: nothing to compare." }
        var clauses: [String] = []
        let identical = labels.indices.filter { verdicts[$0] == .identical }
        if identical.count > 1 { clauses.append(Self.list(identical.map { labels[$0] }) + " identical") }
        // Responses that differ in the same rows are named together.
        var groups: [(names: [String], labels: [String])] = []
        for index in labels.indices {
            guard case .differs(let names) = verdicts[index] else { continue }
            if let group = groups.firstIndex(where: { $0.names == names }) {
                groups[group].labels.append(labels[index])
            } else {
                groups.append((names, [labels[index]]))
            }
        }
        for group in groups {
            clauses.append(Self.list(group.labels) + (group.labels.count == 1 ? " differs in " : " differ in ") + Self.list(group.names))
        }
        let defaulted = labels.indices.filter { verdicts[$0] == .defaulted }.map { labels[$0] }
        if !defaulted.isEmpty { clauses.append(Self.list(defaulted) + " defaulted") }
        let none = labels.indices.filter { verdicts[$0] == .noStation }.map { labels[$0] }
        if !none.isEmpty { clauses.append(Self.list(none) + (none.count == 1 ? " has" : " have") + " no station") }
        return clauses.joined(separator: "; ") + "."
    }

    /// `A`, `A and B`, `A, B and D`.
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
