import Foundation
import FuzzSupport
import GasPrices
import Lenient

/// Any bytes as a user's file: told apart from the six feeds' shapes and the sample's, read,
/// every station's record rebuilt, put into the catalog. A source either fails with a
/// reason or holds stations whose records can be rebuilt, and a price the catalog keeps is
/// a positive, finite number (an absent price is never 0). Bytes that look like UTF-16 or
/// UTF-32 are converted as a file's are, to valid UTF-8, the same in blocks as whole.
enum FuzzFeeds {
    /// When the input was written, for both ways of reading it: times such as
    /// `"3 hours ago"` count back from it, not from two different moments.
    static let written = Date(timeIntervalSince1970: 1_700_000_000)

    static func run(_ bytes: [UInt8]) {
        requireConsistentConversion(bytes)
        let source: LoadedSource
        do {
            source = try SourceLoader.read(SourceText(name: "fuzz.json", decoding: bytes, modified: written), label: "fuzz", path: nil, feed: .auto)
        } catch {
            require(!error.message.isEmpty, "a failure without a message")
            return
        }
        for index in 0..<min(source.count, 16) {
            _ = source.station(at: index)
            _ = source.facts(at: index)
            require(source.record(at: index) != nil, "station \(index) of \(source.feed) has no record")
        }
        requireConsistentStream(bytes, whole: source)
        let catalog = Catalog(sources: [source])
        require(catalog.count == source.count, "the catalog has \(catalog.count) stations, the source \(source.count)")
        for fuel in catalog.fuels {
            for index in 0..<min(catalog.count, 64) {
                if let price = catalog.price(index, of: fuel) {
                    require(price > 0 && price.isFinite, "station \(index)'s \(fuel) price is \(price)")
                }
            }
        }
    }
}

extension FuzzFeeds {
    /// Read a part at a time with the feed, as `stations --format ndjson` reads a file, a
    /// list (top-level or wrapped) or NDJSON gives the whole document's stations, in its
    /// order, and no error. Parts of 1 to 64 bytes, chosen by the input's last byte.
    static func requireConsistentStream(_ bytes: [UInt8], whole: LoadedSource) {
        guard whole.layout != .single else { return }
        let partSize = 1 + Int(bytes.last ?? 0) % 64
        var stream: SourceStream
        do {
            stream = try SourceStream(source: SourceText(name: "fuzz.json", decoding: bytes, modified: written), label: "fuzz", feed: .auto, partSize: partSize)
        } catch {
            require(false, "the stream could not begin where the whole document was read: \(error.message)")
            return
        }
        var stations: [CatalogStation] = []
        do {
            while let part = try stream.next() {
                let load = stream.load(part)
                if let loaded = load.loaded { stations += (0..<loaded.count).map { loaded.station(at: $0) } }
                if let failure = load.failure, load.isFatal {
                    require(false, "read in parts of \(partSize) bytes: \(failure.message), where the whole document was read")
                    return
                }
            }
        } catch {
            require(false, "read in parts of \(partSize) bytes: \(error.message), where the whole document was read")
            return
        }
        let expected = (0..<whole.count).map { whole.station(at: $0) }
        require(stations == expected, "read in parts of \(partSize) bytes: \(stations.count) stations, the whole document \(expected.count), or others")
    }

    /// The bytes after the first four, in the encoding they say, convert to valid UTF-8, and
    /// to the same bytes when cut in two at any point (taken from the input).
    static func requireConsistentConversion(_ bytes: [UInt8]) {
        guard let converted = bytes.withUnsafeBufferPointer({ TextEncoding.utf8(from: $0) }) else { return }
        require(String(validating: converted.text, as: UTF8.self) != nil, "\(converted.encoding) converted to invalid UTF-8")
        let mark = TextEncoding.detect(bytes).markLength
        let cut = mark + Int(bytes.last ?? 0) % max(1, bytes.count - mark + 1)
        var transcoder = TextTranscoder(converted.encoding)
        var output: [UInt8] = []
        for range in [mark..<cut, cut..<bytes.count] {
            bytes[range].withUnsafeBufferPointer { transcoder.append($0, to: &output) }
        }
        transcoder.finish(into: &output)
        require(output == converted.text, "\(converted.encoding) cut at \(cut) converts differently")
    }
}

@main enum Main {
    static func main() { Fuzz.main("fuzz-feeds", FuzzFeeds.run) }
}
