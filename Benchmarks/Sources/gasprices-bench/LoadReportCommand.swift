import Foundation

/// `load-report`: the lines of several interleaved `load` runs as two markdown tables — every
/// run, then the medians — with each file's speed as a ratio to the sample-shaped file
/// loaded in the same run, and the verdict on the ratio bar. `measure` lines in the same
/// file (`JSONDecoder`, for reference) are summed up after the tables.
struct LoadReportCommand {
    static let options: Set<String> = ["results", "reference", "ratio-bar"]

    let results: String
    /// The label of the file the others are compared with.
    let reference: String
    /// Each other file, at least this many times the reference's MB/s (median of the runs).
    let ratioBar: Double

    init(_ arguments: Arguments) throws(BenchError) {
        results = try arguments.required("results")
        reference = arguments.optional("reference") ?? "sample"
        let barText = arguments.optional("ratio-bar") ?? "0.8"
        guard let bar = Double(barText), bar > 0 else { throw .usage("--ratio-bar must be a positive number, not '\(barText)'") }
        ratioBar = bar
    }

    func run() throws(BenchError) {
        guard let text = try? String(contentsOfFile: results, encoding: .utf8) else { throw .failed("\(results): cannot read") }
        let decoder = JSONDecoder()
        var loads: [LoadMeasurement] = []
        var decodes: [Measurement] = []
        for line in text.split(separator: "\n") where line.hasPrefix("{") {
            if let load = try? decoder.decode(LoadMeasurement.self, from: Data(line.utf8)) {
                loads.append(load)
            } else if let decode = try? decoder.decode(Measurement.self, from: Data(line.utf8)) {
                decodes.append(decode)
            } else {
                throw .failed("\(results): not a measurement: \(line)")
            }
        }
        guard !loads.isEmpty else { throw .failed("\(results): no load measurements") }
        var labels: [String] = [reference]
        for load in loads where !labels.contains(load.label) { labels.append(load.label) }
        let runs = Dictionary(grouping: loads, by: \.run)
        /// `figure` of `load` over the same figure of the reference loaded in the same run.
        func ratio(_ load: LoadMeasurement, _ figure: (LoadMeasurement) -> Double) -> Double? {
            guard let base = runs[load.run]?.first(where: { $0.label == reference }), figure(base) > 0 else { return nil }
            return figure(load) / figure(base)
        }
        func ratioText(_ value: Double?) -> String { value.map { Format.fixed($0, 2) + "×" } ?? "–" }

        print("Every run (the files loaded one after the other in each, so the machine's changes of speed hit them alike):")
        print()
        print("| run | file | feed | read s | validate s | catalog s | total s | CPU s | MB/s | stations/s | peak MB | MB/s ÷ \(reference) | stations/s ÷ \(reference) |")
        print("|--:|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
        for run in runs.keys.sorted() {
            for label in labels {
                for load in runs[run, default: []] where load.label == label {
                    print("| \(run) | \(label) | \(load.feed) | \(Format.fixed(load.readSeconds, 3)) | \(Format.fixed(load.validateSeconds, 3)) "
                        + "| \(Format.fixed(load.catalogSeconds, 3)) | \(Format.fixed(load.seconds, 3)) | \(Format.fixed(load.cpuSeconds, 2)) "
                        + "| \(Format.fixed(load.megabytesPerSecond, 1)) "
                        + "| \(Format.grouped(Int(load.stationsPerSecond.rounded()))) | \(Format.fixed(Double(load.peakBytes) / 1e6, 0)) "
                        + "| \(label == reference ? "–" : ratioText(ratio(load, \.megabytesPerSecond))) "
                        + "| \(label == reference ? "–" : ratioText(ratio(load, \.stationsPerSecond))) |")
                }
            }
        }
        print()
        print("Medians over \(runs.count) runs (each figure's own median; the ratios are the medians of each run's ratio):")
        print()
        print("| file | feed | file MB | stations | total s | CPU s | MB/s | stations/s | peak MB | peak ÷ file "
            + "| MB/s ÷ \(reference) | stations/s ÷ \(reference) | MB per CPU s ÷ \(reference) |")
        print("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
        var verdicts: [Bars.Verdict] = []
        for label in labels {
            let group = loads.filter { $0.label == label }
            guard let first = group.first else { continue }
            func median(_ figure: (LoadMeasurement) -> Double) -> Double { MedianCase.median(group.map(figure)) }
            let peak = median { Double($0.peakBytes) }
            let byBytes = label == reference ? nil : group.compactMap { ratio($0, \.megabytesPerSecond) }
            let byStations = label == reference ? nil : group.compactMap { ratio($0, \.stationsPerSecond) }
            let byCPU = label == reference ? nil : group.compactMap { ratio($0, \.megabytesPerCPUSecond) }
            print("| \(label) | \(first.feed) | \(Format.fixed(Double(first.bytes) / 1e6, 1)) | \(Format.grouped(first.stations)) "
                + "| \(Format.fixed(median(\.seconds), 3)) | \(Format.fixed(median(\.cpuSeconds), 2)) | \(Format.fixed(median(\.megabytesPerSecond), 1)) "
                + "| \(Format.grouped(Int(median(\.stationsPerSecond).rounded()))) | \(Format.fixed(peak / 1e6, 0)) "
                + "| \(Format.fixed(peak / Double(max(1, first.bytes)), 2)) "
                + "| \(ratioText(byBytes.map { MedianCase.median($0) })) | \(ratioText(byStations.map { MedianCase.median($0) })) "
                + "| \(ratioText(byCPU.map { MedianCase.median($0) })) |")
            if let byBytes, let byStations, let byCPU {
                let value = MedianCase.median(byBytes)
                verdicts.append(Bars.Verdict(
                    passed: !byBytes.isEmpty && value >= ratioBar,
                    text: "\(label): \(Format.fixed(value, 2))× the \(reference) file's MB/s (bar ≥ \(Format.fixed(ratioBar, 2))×; "
                        + "runs: \(byBytes.map { Format.fixed($0, 2) }.joined(separator: ", "))); "
                        + "\(Format.fixed(MedianCase.median(byStations), 2))× its stations/s; "
                        + "\(Format.fixed(MedianCase.median(byCPU), 2))× its MB per CPU second"))
            }
        }
        if !decodes.isEmpty {
            print()
            for item in MedianCase.group(decodes) {
                let name = item.decoder == "lenient" ? "LenientDecoder<Station>" : "JSONDecoder"
                print("Reference: \(name) on \(Format.grouped(item.stations)) \(item.kind) sample-shaped stations, decode alone (the file in memory), "
                    + "median of \(item.runs): \(Format.fixed(item.megabytesPerSecond, 1)) MB/s, \(Format.grouped(Int(item.stationsPerSecond.rounded()))) stations/s.")
            }
        }
        print()
        for verdict in verdicts { print("- " + verdict.line) }
        if verdicts.contains(where: { !$0.passed }) { throw .barFailed }
    }
}
