import Foundation

/// `report`: the median of each case over several runs, as a markdown table, and the
/// verdict on each bar.
struct ReportCommand {
    static let options: Set<String> = ["results", "speed-bar", "ratio-bar", "file-size-bar"]

    let results: String
    let bars: Bars

    init(_ arguments: Arguments) throws(BenchError) {
        results = try arguments.required("results")
        func number(_ name: String, _ fallback: Double) throws(BenchError) -> Double {
            guard let text = arguments.optional(name) else { return fallback }
            guard let value = Double(text), value > 0 else { throw .usage("--\(name) must be a positive number, not '\(text)'") }
            return value
        }
        bars = Bars(megabytesPerSecond: try number("speed-bar", 200), ratio: try number("ratio-bar", 7),
                    peakPerFileByte: try number("file-size-bar", 2))
    }

    func run() throws(BenchError) {
        guard let text = try? String(contentsOfFile: results, encoding: .utf8) else { throw .failed("\(results): cannot read") }
        let decoder = JSONDecoder()
        var measurements: [Measurement] = []
        for line in text.split(separator: "\n") where line.hasPrefix("{") {
            guard let measurement = try? decoder.decode(Measurement.self, from: Data(line.utf8)) else {
                throw .failed("\(results): not a measurement: \(line)")
            }
            measurements.append(measurement)
        }
        guard !measurements.isEmpty else { throw .failed("\(results): no measurements") }
        let cases = MedianCase.group(measurements)
        print(Self.table(cases))
        print()
        let verdicts = bars.judge(cases)
        for verdict in verdicts { print("- " + verdict.line) }
        if verdicts.contains(where: { !$0.passed }) { throw .barFailed }
    }

    static func table(_ cases: [MedianCase]) -> String {
        var lines = [
            "| decoder | file | stations | file MB | read s | decode s | MB/s | stations/s | peak RSS MB | peak ÷ file | non-exact outcomes |",
            "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
        ]
        for item in cases {
            let decoderName = item.decoder == "lenient" ? "Lenient" : "JSONDecoder"
            let outcomes = item.outcomes.map { Format.grouped($0) } ?? "–"
            lines.append("| \(decoderName) | \(item.kind) | \(Format.grouped(item.stations)) | \(Format.fixed(Double(item.bytes) / 1e6, 1)) "
                + "| \(Format.fixed(item.readSeconds, 3)) | \(Format.fixed(item.decodeSeconds, 3)) | \(Format.fixed(item.megabytesPerSecond, 1)) "
                + "| \(Format.grouped(Int(item.stationsPerSecond.rounded()))) | \(Format.fixed(Double(item.peakBytes) / 1e6, 1)) "
                + "| \(Format.fixed(item.peakPerFileByte, 2)) | \(outcomes) |")
        }
        let runs = Set(cases.map(\.runs))
        lines.append("")
        lines.append("Median of \(runs.sorted().map(String.init).joined(separator: "/")) runs per case, each run in its own process. "
            + "MB/s and stations/s are over the decode alone (parse + validate, the file already in memory); MB = 10⁶ bytes.")
        return lines.joined(separator: "\n")
    }
}

/// Number spellings for the table.
enum Format {
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// `1000000` → `1,000,000`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
