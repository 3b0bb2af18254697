import Foundation
import GasPrices
import Lenient

/// One response, validated once when the app state is built: its station and record, or why
/// it has none, and where its source's lines start.
public struct ResponseEntry: Sendable {
    /// What the response holds.
    public enum Content: Sendable {
        /// A station: the only one, or the first of a top-level list of `count`.
        case station(ModelRecord<Station>, count: Int, isList: Bool)
        /// A top-level list without stations.
        case emptyList
        /// Not JSON: the error's place (`file:line:column`) and its wording.
        case notJSON(location: String, message: String, line: Int)
    }

    /// The selector's label: `A`…`E`, or a file's name without `.json`.
    public let label: String
    /// The source's file name, escaped: `A.json`.
    public let fileName: String
    public let source: SourceText
    public let content: Content
    /// The validation panel's lines: every field, then every ignored key.
    public let items: [FieldItem]
    /// Byte offset where each source line starts.
    let lineStarts: [Int]

    public init(_ response: StubResponse) {
        label = response.label
        source = response.source
        let name = response.source.name.split(separator: "/").last.map(String.init) ?? response.source.name
        fileName = SafeText.line(name)
        let decoder = LenientDecoder<Station>()
        do {
            // The compact pass validates every station; only the first one's full record is
            // rebuilt, so a large list costs no more than its values.
            let batch = try decoder.decode(response.source)
            if let record = decoder.record(at: 0, of: batch) {
                content = .station(record, count: batch.values.count, isList: batch.isList)
                items = record.fields.map(FieldItem.init) + record.ignored.map(FieldItem.init)
            } else {
                content = .emptyList
                items = []
            }
        } catch {
            let (line, column) = response.source.position(of: error.offset)
            content = .notJSON(location: "\(fileName):\(line):\(column)", message: SafeText.line(error.message), line: line)
            items = []
        }
        var starts = [0]
        response.source.bytes.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < bytes.count {
                if bytes[offset] == 0x0A { starts.append(offset + 1) }
                offset += 1
            }
        }
        // A final line break ends the last line rather than starting an empty one.
        if starts.count > 1, starts.last == response.source.bytes.count { starts.removeLast() }
        lineStarts = starts
    }

    /// The station's record, when the response has one.
    public var record: ModelRecord<Station>? {
        if case .station(let record, _, _) = content { return record }
        return nil
    }

    /// How many lines the source has.
    public var lineCount: Int { lineStarts.count }

    /// Bytes of a line that a screen ever shows: far wider than any terminal, and a bound on
    /// the work a minified file of one huge line costs per frame.
    public static let lineLimit = 4096

    /// Source line `number` (1-based) as text, without its line break (nor a `\r` before it),
    /// cut after ``lineLimit`` bytes. Not safe to print: ``JSONLine`` escapes it.
    public func sourceLine(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let bytes = source.bytes
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if number == lineStarts.count, end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        end = min(end, start + Self.lineLimit)
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}
