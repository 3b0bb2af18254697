import Foundation
import GasPrices
import GasView
import Lenient

extension ValidateCommand {
    /// The exit status of `--against` when a field got worse.
    static let worseStatus: Int32 = 3

    /// `validate NEW --against OLD`: every station of NEW against the one at its place in
    /// OLD, each field whose outcome, value or rule changed side by side.
    /// - Returns: whether any field got worse.
    func compare(against older: String) throws(CommandFailure) -> Bool {
        let before = try Self.loadForComparison(older, feed: feed)
        let after = try Self.loadForComparison(input, feed: feed)
        // What either document holds that is not compared (a list given again, an element
        // that is no station), as `stations` says it.
        // The same file twice is said once.
        let compared = before.source.name == after.source.name ? [after] : [before, after]
        SourceDiagnostics.print(SourceDiagnostics.lines(sources: compared, failures: []))
        // Stations are matched and numbered by their place in their documents.
        let picked = try pickedStation(in: after).map { after.documentIndex(of: $0) }
        var stations: [StationDiff] = []
        StationDiff.forEach(before: before, after: after) { station in
            guard picked.map({ $0 == station.index && station.presence != .removed }) ?? true else { return }
            if !station.diff.isEmpty || station.presence != .both { stations.append(station) }
        }
        let worse = stations.contains(where: \.isWorse)
        var output = StandardOutput()
        defer { output.flush() }
        switch format {
        case .text:
            for line in Self.comparisonText(stations, after: after, before: before) { output.line(line) }
        case .json, .ndjson:
            output.line(Self.comparisonJSON(stations, after: after, before: before))
        }
        return worse
    }

    /// A file or built-in response read as the app reads it; a failure is the command's.
    static func loadForComparison(_ argument: String, feed: String) throws(CommandFailure) -> LoadedSource {
        let source = try SourceArgument.load(argument)
        let label = StubResponse.builtIn(argument) != nil ? argument : SourceLoader.label(ofPath: argument)
        do {
            return try SourceLoader.read(source, label: label, path: argument, feed: FeedChoice(feed))
        } catch {
            if case .notJSON(let syntax) = error.reason { throw .notJSON(source, syntax) }
            throw .noStations(error)
        }
    }

    /// `new.json against old.json: 2 stations compared, 3 fields changed, 1 worse`, then a
    /// table per station that changed.
    static func comparisonText(_ stations: [StationDiff], after: LoadedSource, before: LoadedSource) -> [String] {
        let newName = SafeText.line(after.source.name)
        let oldName = SafeText.line(before.source.name)
        // A station only OLD has is one line below, and counted apart.
        let kept = stations.filter { $0.presence != .removed }
        let changed = kept.reduce(0) { $0 + ChangeTable.rows($1.diff).count }
        let worse = kept.reduce(0) { $0 + $1.diff.worse.count }
        let gone = stations.count - kept.count
        var lines = ["\(newName) against \(oldName): \(plural(after.count, "station")), "
            + (changed == 0 ? "no field changed" : "\(plural(changed, "field")) changed, \(worse) worse")
            + (gone == 0 ? "" : ", \(plural(gone, "station")) only in \(oldName)")]
        let numbered = after.count > 1 || before.count > 1
        for station in stations {
            lines.append("")
            var heading = numbered ? "Station \(station.index + 1)" : "Station"
            let name = SafeText.line(station.name, columns: 40)
            if !name.isEmpty { heading += " (\(name))" }
            switch station.presence {
            case .both: break
            case .added: heading += ": only in \(newName)"
            case .removed:
                lines.append(heading + ": only in \(oldName)")
                continue
            }
            lines.append(heading)
            lines += ChangeTable.lines(ChangeTable.rows(station.diff)).map { "  " + $0 }
        }
        return lines
    }

    /// `{"source":…,"against":…,"changed":n,"worse":n,"stations":[{"station":1,"name":…,
    /// "presence":"both","worse":false,"fields":[…],"ignored":[…]}]}`.
    static func comparisonJSON(_ stations: [StationDiff], after: LoadedSource, before: LoadedSource) -> String {
        let changed = stations.reduce(0) { $0 + $1.diff.changed.count + $1.diff.ignored.count }
        let worse = stations.reduce(0) { $0 + $1.diff.worse.count }
        var output = "{\"source\":" + JSONWriter.string(after.source.name) + ",\"against\":" + JSONWriter.string(before.source.name)
        output += ",\"changed\":\(changed),\"worse\":\(worse),\"stations\":["
        for (position, station) in stations.enumerated() {
            if position > 0 { output += "," }
            let presence = switch station.presence {
            case .both: "both"
            case .added: "added"
            case .removed: "removed"
            }
            output += "{\"station\":\(station.index + 1),\"name\":" + JSONWriter.string(station.name)
            output += ",\"presence\":\"\(presence)\",\"worse\":\(station.isWorse),"
            let diff = RecordJSON.write(station.diff)
            output += diff.dropFirst()
        }
        return output + "]}"
    }

    private static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }
}
