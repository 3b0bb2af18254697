/// One case (decoder, kind of file, number of stations) over its runs: the median of each
/// figure, taken separately.
struct MedianCase {
    var decoder: String
    var kind: String
    var stations: Int
    var bytes: Int
    var runs: Int
    var readSeconds: Double
    var decodeSeconds: Double
    var peakBytes: Int
    var outcomes: Int?

    var megabytesPerSecond: Double { decodeSeconds > 0 ? Double(bytes) / 1e6 / decodeSeconds : 0 }
    var stationsPerSecond: Double { decodeSeconds > 0 ? Double(stations) / decodeSeconds : 0 }
    var peakPerFileByte: Double { bytes > 0 ? Double(peakBytes) / Double(bytes) : 0 }

    /// Groups measurements into cases, ordered by size, then Lenient before JSONDecoder,
    /// then clean before messy.
    static func group(_ measurements: [Measurement]) -> [MedianCase] {
        let groups = Dictionary(grouping: measurements) { "\($0.decoder)|\($0.kind)|\($0.stations)|\($0.bytes)" }
        let cases = groups.values.compactMap { runs -> MedianCase? in
            guard let first = runs.first else { return nil }
            return MedianCase(
                decoder: first.decoder, kind: first.kind, stations: first.stations, bytes: first.bytes, runs: runs.count,
                readSeconds: median(runs.map(\.readSeconds)), decodeSeconds: median(runs.map(\.decodeSeconds)),
                peakBytes: Int(median(runs.map { Double($0.peakBytes) })), outcomes: first.outcomes)
        }
        return cases.sorted {
            ($0.stations, $0.decoder == "lenient" ? 0 : 1, $0.kind) < ($1.stations, $1.decoder == "lenient" ? 0 : 1, $1.kind)
        }
    }

    /// The middle value (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
