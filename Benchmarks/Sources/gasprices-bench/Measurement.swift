import Foundation

/// One decode of one file: what `measure` prints as a JSON line and `report` reads back.
struct Measurement: Codable {
    var decoder: String
    /// `clean`, `messy`, or `unlabelled`.
    var kind: String
    /// The file's name, without its folder.
    var input: String
    var bytes: Int
    var stations: Int
    /// Reading the file into memory.
    var readSeconds: Double
    /// Parsing and validating (or decoding) the bytes in memory.
    var decodeSeconds: Double
    /// Peak resident memory of the measuring process, at the end.
    var peakBytes: Int
    /// For `lenient`: the compact record's non-exact outcomes (ignored keys included).
    var outcomes: Int?
    /// For `lenient`: fields validated.
    var fields: Int?

    /// Millions of bytes per second of decode time (10⁶, as disk speeds are quoted).
    var megabytesPerSecond: Double { decodeSeconds > 0 ? Double(bytes) / 1e6 / decodeSeconds : 0 }
    var stationsPerSecond: Double { decodeSeconds > 0 ? Double(stations) / decodeSeconds : 0 }

    enum CodingKeys: String, CodingKey {
        case decoder, kind, input, bytes, stations, outcomes, fields
        case readSeconds = "read_seconds"
        case decodeSeconds = "decode_seconds"
        case peakBytes = "peak_rss_bytes"
        case megabytesPerSecond = "mb_per_s"
        case stationsPerSecond = "stations_per_s"
    }

    init(decoder: String, kind: String, input: String, bytes: Int, stations: Int, readSeconds: Double,
         decodeSeconds: Double, peakBytes: Int, outcomes: Int?, fields: Int?) {
        self.decoder = decoder
        self.kind = kind
        self.input = input
        self.bytes = bytes
        self.stations = stations
        self.readSeconds = readSeconds
        self.decodeSeconds = decodeSeconds
        self.peakBytes = peakBytes
        self.outcomes = outcomes
        self.fields = fields
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.decoder = try container.decode(String.self, forKey: .decoder)
        kind = try container.decode(String.self, forKey: .kind)
        input = try container.decode(String.self, forKey: .input)
        bytes = try container.decode(Int.self, forKey: .bytes)
        stations = try container.decode(Int.self, forKey: .stations)
        readSeconds = try container.decode(Double.self, forKey: .readSeconds)
        decodeSeconds = try container.decode(Double.self, forKey: .decodeSeconds)
        peakBytes = try container.decode(Int.self, forKey: .peakBytes)
        outcomes = try container.decodeIfPresent(Int.self, forKey: .outcomes)
        fields = try container.decodeIfPresent(Int.self, forKey: .fields)
    }

    /// Writes the stored figures and the two rates derived from them.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(decoder, forKey: .decoder)
        try container.encode(kind, forKey: .kind)
        try container.encode(input, forKey: .input)
        try container.encode(bytes, forKey: .bytes)
        try container.encode(stations, forKey: .stations)
        try container.encode(readSeconds, forKey: .readSeconds)
        try container.encode(decodeSeconds, forKey: .decodeSeconds)
        try container.encode((megabytesPerSecond * 10).rounded() / 10, forKey: .megabytesPerSecond)
        try container.encode(stationsPerSecond.rounded(), forKey: .stationsPerSecond)
        try container.encode(peakBytes, forKey: .peakBytes)
        try container.encodeIfPresent(outcomes, forKey: .outcomes)
        try container.encodeIfPresent(fields, forKey: .fields)
    }

    /// The measurement as one line of JSON.
    var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
