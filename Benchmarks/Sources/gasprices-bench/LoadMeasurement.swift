import Foundation

/// One file loaded into the catalog: what `load` prints as a JSON line and `load-report`
/// reads back.
struct LoadMeasurement: Codable {
    /// What the file stands for in the report: `sample`, `tankerkoenig`, `spain`.
    var label: String
    /// Which round of the interleaved runs it belongs to.
    var run: Int
    /// The file's name, without its folder.
    var input: String
    /// The feed the loader told from the file's shape.
    var feed: String
    var bytes: Int
    var stations: Int
    /// Parts of the document that hold no station (list elements that are not objects).
    var problems: Int
    /// Reading the file into memory.
    var readSeconds: Double
    /// Telling the feed and validating the bytes in memory.
    var validateSeconds: Double
    /// Adding the stations to the catalog's columns.
    var catalogSeconds: Double
    /// CPU time of the load on every thread, user and system (see ``CPUTime``).
    var cpuSeconds: Double
    /// Peak resident memory of the loading process, at the end.
    var peakBytes: Int

    /// From the first byte read to the catalog built.
    var seconds: Double { readSeconds + validateSeconds + catalogSeconds }
    /// Millions of bytes per second of ``seconds`` (10⁶, as disk speeds are quoted).
    var megabytesPerSecond: Double { seconds > 0 ? Double(bytes) / 1e6 / seconds : 0 }
    var stationsPerSecond: Double { seconds > 0 ? Double(stations) / seconds : 0 }
    /// Millions of bytes per second of CPU time: what the load costs, whatever else ran.
    var megabytesPerCPUSecond: Double { cpuSeconds > 0 ? Double(bytes) / 1e6 / cpuSeconds : 0 }

    enum CodingKeys: String, CodingKey {
        case label, run, input, feed, bytes, stations, problems, seconds
        case readSeconds = "read_seconds"
        case validateSeconds = "validate_seconds"
        case catalogSeconds = "catalog_seconds"
        case cpuSeconds = "cpu_seconds"
        case peakBytes = "peak_rss_bytes"
        case megabytesPerSecond = "mb_per_s"
        case stationsPerSecond = "stations_per_s"
    }

    init(label: String, run: Int, input: String, feed: String, bytes: Int, stations: Int, problems: Int,
         readSeconds: Double, validateSeconds: Double, catalogSeconds: Double, cpuSeconds: Double, peakBytes: Int) {
        self.label = label
        self.run = run
        self.input = input
        self.feed = feed
        self.bytes = bytes
        self.stations = stations
        self.problems = problems
        self.readSeconds = readSeconds
        self.validateSeconds = validateSeconds
        self.catalogSeconds = catalogSeconds
        self.cpuSeconds = cpuSeconds
        self.peakBytes = peakBytes
    }

    /// Reads the stored figures; the derived ones are worked out again.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        run = try container.decode(Int.self, forKey: .run)
        input = try container.decode(String.self, forKey: .input)
        feed = try container.decode(String.self, forKey: .feed)
        bytes = try container.decode(Int.self, forKey: .bytes)
        stations = try container.decode(Int.self, forKey: .stations)
        problems = try container.decode(Int.self, forKey: .problems)
        readSeconds = try container.decode(Double.self, forKey: .readSeconds)
        validateSeconds = try container.decode(Double.self, forKey: .validateSeconds)
        catalogSeconds = try container.decode(Double.self, forKey: .catalogSeconds)
        cpuSeconds = try container.decode(Double.self, forKey: .cpuSeconds)
        peakBytes = try container.decode(Int.self, forKey: .peakBytes)
    }

    /// Writes the stored figures and the three derived from them.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(run, forKey: .run)
        try container.encode(input, forKey: .input)
        try container.encode(feed, forKey: .feed)
        try container.encode(bytes, forKey: .bytes)
        try container.encode(stations, forKey: .stations)
        try container.encode(problems, forKey: .problems)
        try container.encode(readSeconds, forKey: .readSeconds)
        try container.encode(validateSeconds, forKey: .validateSeconds)
        try container.encode(catalogSeconds, forKey: .catalogSeconds)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(cpuSeconds, forKey: .cpuSeconds)
        try container.encode((megabytesPerSecond * 10).rounded() / 10, forKey: .megabytesPerSecond)
        try container.encode(stationsPerSecond.rounded(), forKey: .stationsPerSecond)
        try container.encode(peakBytes, forKey: .peakBytes)
    }

    /// The measurement as one line of JSON.
    var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
