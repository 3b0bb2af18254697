import Foundation
import GasPrices
import Lenient

/// One station of a loaded source, as the detail screen, the validation panel and the raw
/// JSON show it: its full record (rebuilt from the source, never decoded here), its
/// catalog form, and where its source's lines start.
public struct ResponseEntry: Sendable {
    /// The selector's label: `A`…`F`, or a file's name without its extension.
    public let label: String
    /// The source's file name, escaped: `A.json`.
    public let fileName: String
    public let source: SourceText
    /// How the document holds its stations.
    public let layout: DocumentLayout
    /// The feed it was read as (``Feed/name``).
    public let feed: String
    /// Which of the source's stations this is (0-based), and how many it holds.
    public let stationIndex: Int
    public let stationCount: Int
    /// The station's full record; `nil` only when it cannot be rebuilt.
    public let record: StationRecord?
    /// The station as the catalog has it: fuels with their currency, the price history.
    public let station: CatalogStation?
    /// The validation panel's lines: every field, then every ignored key.
    public let items: [FieldItem]
    /// Where the source's lines start, shared by every station of the source.
    let lines: LineIndex

    /// Station `index` of `source`.
    /// - Parameter lines: the source's line index, when another station of it already made
    ///   one (the source is not scanned again).
    public init(_ source: LoadedSource, station index: Int, lines: LineIndex? = nil) {
        label = source.label
        self.source = source.source
        let name = source.source.name.split(separator: "/").last.map(String.init) ?? source.source.name
        fileName = SafeText.line(name)
        layout = source.layout
        feed = source.feed
        stationCount = source.count
        let index = min(max(0, index), max(0, source.count - 1))
        stationIndex = index
        if source.count > 0, let record = source.record(at: index) {
            self.record = record
            station = record.station
            items = record.fields.map(FieldItem.init) + record.ignored.map(FieldItem.init)
        } else {
            record = nil
            station = nil
            items = []
        }
        self.lines = lines ?? LineIndex(source.source)
    }

    /// How many lines the source has.
    public var lineCount: Int { lines.count }

    /// Bytes of a line that a screen ever shows: far wider than any terminal, and a bound on
    /// the work a minified file of one huge line costs per frame.
    public static let lineLimit = 4096

    /// Source line `number` (1-based) as text, without its line break (nor a `\r` before it),
    /// cut after ``lineLimit`` bytes. Not safe to print: ``JSONLine`` escapes it.
    public func sourceLine(_ number: Int) -> String {
        let bytes = source.bytes
        guard let range = lines.range(ofLine: number, in: bytes) else { return "" }
        var end = range.upperBound
        if end > range.lowerBound, bytes[end - 1] == 0x0D { end -= 1 }
        end = min(end, range.lowerBound + Self.lineLimit)
        return String(decoding: bytes[range.lowerBound..<max(range.lowerBound, end)], as: UTF8.self)
    }

    /// The price history, as the chart draws it, and the currency of its prices.
    public var history: [PricePoint] { station?.history ?? [] }
    public var currency: String { station?.fuels.first?.currency ?? "USD" }
}
