/// What a document that fails to parse at its start is instead of JSON, told from its first
/// bytes: a compressed file or an archive, a web page, CSV, text in UTF-16. A syntax error
/// names it (``JSONSyntaxError/content``), so the message says why as well as where.
public enum ForeignContent: Sendable, Equatable {
    case gzip, zip, bzip2, xz, zstandard, pdf
    /// An HTML page: what a server sends for an error or a sign-in instead of its JSON.
    case html
    case xml
    /// Values separated by this byte (`,`, `;` or a tab) on the first line.
    case csv(separator: UInt8)
    /// Text in another encoding, given where UTF-8 was expected (a file read with
    /// ``SourceText/read(path:maximumSize:mapping:progress:)`` is converted instead).
    case encoded(TextEncoding)
    /// A second UTF-8 byte order mark after the first, as when marked files are joined.
    case secondByteOrderMark
    /// Lines that end in a carriage return alone (`\r`, as old Mac files do): positions count
    /// them as lines, but one value per line (NDJSON) needs line feeds between the values.
    case carriageReturnLines
    /// A document converted to UTF-8 from this encoding, as its first bytes said (a byte order
    /// mark, or the zero bytes of UTF-16 or UTF-32), whose text so read does not begin as JSON:
    /// the error's bytes are the conversion's, which a mark of the wrong encoding (UTF-16's
    /// `FF FE` before UTF-8) makes into characters that were never there. An error further on
    /// is the document's own, and is not noted so.
    case readAs(TextEncoding)

    /// The explanation added to the syntax error's message.
    public var hint: String {
        switch self {
        case .gzip: "the file is gzip-compressed: decompress it first (gunzip)"
        case .zip: "the file is a ZIP archive (an .xlsx workbook is one too): take the JSON out of it first"
        case .bzip2: "the file is bzip2-compressed: decompress it first (bunzip2)"
        case .xz: "the file is xz-compressed: decompress it first (unxz)"
        case .zstandard: "the file is Zstandard-compressed: decompress it first (unzstd)"
        case .pdf: "the file is a PDF document"
        case .html: "the file is an HTML page (a server's error or sign-in page?), not JSON"
        case .xml: "the file is an XML document, not JSON"
        case .csv(let separator):
            "its first line looks like CSV (values separated by \(separator == 0x09 ? "tabs" : "'\(Character(Unicode.Scalar(separator)))'")), not JSON"
        case .encoded(let encoding): "the text is \(encoding.rawValue), not UTF-8: convert it (iconv -f \(encoding.rawValue) -t UTF-8)"
        case .secondByteOrderMark: "the text begins with two byte order marks (EF BB BF), as when marked files are joined: remove the second"
        case .carriageReturnLines:
            "its lines end in a carriage return alone (CR), not a line feed, so its values are not read one per line: convert them (tr '\\r' '\\n')"
        case .readAs(let encoding):
            "the file was read as \(encoding.rawValue), as its first bytes say, and the text so read (what is said to be found) does not begin as JSON: "
                + "if the file is in another encoding (UTF-8 after a byte order mark of UTF-16?), remove the mark or convert it"
        }
    }

    /// How many of a document's first bytes tell what it is.
    public static let headLength = 1024

    /// Magic numbers at the very start of a file.
    private static let signatures: [([UInt8], ForeignContent)] = [
        ([0x1F, 0x8B], .gzip),
        ([0x50, 0x4B, 0x03, 0x04], .zip),
        ([0x50, 0x4B, 0x05, 0x06], .zip),
        ([0x42, 0x5A, 0x68], .bzip2),
        ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], .xz),
        ([0x28, 0xB5, 0x2F, 0xFD], .zstandard),
        (Array("%PDF-".utf8), .pdf),
    ]

    /// What a document whose first bytes are `head` is, when they begin with the magic number
    /// of a format that is never text (a compressed file, an archive, a PDF); `nil` otherwise
    /// or when `head` is too short to say.
    public static func binaryFormat(startingWith head: some Collection<UInt8>) -> ForeignContent? {
        signatures.first { head.starts(with: $0.0) }?.1
    }

    /// The most bytes ``binaryFormat(startingWith:)`` looks at: the longest magic number.
    public static let signatureLength = signatures.map(\.0.count).max() ?? 0

    /// What `bytes` are instead of JSON, given that parsing them failed at `offset`; `nil`
    /// when they are none of the above, or the error lies past where their start would
    /// explain it.
    ///
    /// - A magic number at the start (gzip `1F 8B`, ZIP `PK 03 04`, bzip2 `BZh`, xz, Zstandard,
    ///   `%PDF-`) or UTF-16 or UTF-32 (``TextEncoding/detect(_:)``): wherever the error is.
    /// - `<` as the first character (after a UTF-8 byte order mark and whitespace), with the
    ///   error there: `<?xml` is XML; `<!DOCTYPE html`, or `<html` in the first kilobyte, is HTML.
    /// - A second UTF-8 byte order mark where the JSON should begin, with the error there.
    /// - An error just after a carriage return (and blanks), in a head with no line feed:
    ///   lines that end in CR alone.
    /// - An error in the first field of the first line or at the separator after it, a line
    ///   that is not JSON's `{` or `[` and holds at least two of one separator (`,`, `;`,
    ///   tab) outside quotes, the second line (if any) as many: CSV.
    ///   Two columns (one separator) count only when a whole second line has one too, since
    ///   one comma alone is ordinary prose.
    ///
    /// Only the first ``headLength`` bytes are read, so a document's start says the same
    /// whether the document is read whole or a part at a time.
    public static func detect(in document: UnsafeBufferPointer<UInt8>, errorAt offset: Int) -> ForeignContent? {
        let bytes = UnsafeBufferPointer(rebasing: document.prefix(headLength))
        if let content = binaryFormat(startingWith: bytes) { return content }
        let (encoding, _) = TextEncoding.detect(bytes)
        if encoding != .utf8 { return .encoded(encoding) }
        var scanner = JSONScanner(bytes: bytes, position: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        scanner.skipWhitespace()
        let start = scanner.position
        guard start < bytes.count, offset >= start else { return nil }
        let head = UnsafeBufferPointer(rebasing: bytes[start...])
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return offset == start ? .secondByteOrderMark : nil }
        if !head.contains(0x0A), offset < bytes.count, Self.followsCarriageReturn(bytes, at: offset) { return .carriageReturnLines }
        if head[0] == UInt8(ascii: "<") {
            guard offset == start else { return nil }
            let lower = head.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            if lower.starts(with: Array("<?xml".utf8)) {
                return lower.firstRange(of: Array("<html".utf8)) == nil ? .xml : .html
            }
            if lower.starts(with: Array("<!doctype html".utf8)) || lower.firstRange(of: Array("<html".utf8)) != nil { return .html }
            return nil
        }
        guard head[0] != UInt8(ascii: "{"), head[0] != UInt8(ascii: "[") else { return nil }
        let lines = head.split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false)
        guard let first = lines.first, offset <= start + first.count else { return nil }
        for separator in [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09] {
            // The error is CSV's only within its first field, or at the separator after it
            // (`2024-01-01,…` fails as a number at its `-`, `"date",…` at its comma); further
            // on, after a whole value that text before it was skipped to (a server's warning,
            // then JSON, then the warning again), not.
            guard let firstSeparator = firstSeparator(separator, in: first), offset <= start + firstSeparator else { continue }
            let count = separators(separator, in: first)
            // A second line cut by the kilobyte's end is not counted.
            let second = lines.count > 2 ? separators(separator, in: lines[1]) : nil
            guard count >= 2 || (count == 1 && second == 1) else { continue }
            if let second, second != count { continue }
            return .csv(separator: separator)
        }
        return nil
    }

    /// Whether the whitespace just before `offset` holds a carriage return: the error is at
    /// the start of what a CR alone began as a new line.
    private static func followsCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D {
            if bytes[index] == 0x0D { return true }
            index -= 1
        }
        return false
    }

    /// The offset of the first `separator` byte of `line` outside double quotes.
    private static func firstSeparator(_ separator: UInt8, in line: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var quoted = false
        for index in line.indices {
            if line[index] == UInt8(ascii: "\"") { quoted.toggle() } else if line[index] == separator, !quoted { return index }
        }
        return nil
    }

    /// How many `separator` bytes `line` holds outside double quotes.
    private static func separators(_ separator: UInt8, in line: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var quoted = false
        var count = 0
        for byte in line {
            if byte == UInt8(ascii: "\"") { quoted.toggle() } else if byte == separator, !quoted { count += 1 }
        }
        return count
    }
}

extension JSONSyntaxError {
    /// The error, naming what the document is instead of JSON when its first bytes say it
    /// (``ForeignContent/detect(in:errorAt:)``); the error's offset is in `source`.
    /// A document converted from another encoding, which its head does not say (its bytes
    /// are the conversion's), is said to have been read so (``ForeignContent/readAs(_:)``).
    public func noting(contentOf source: SourceText) -> JSONSyntaxError {
        source.withBytes { noting(documentHead: $0).notingConversion(from: source.encoding, head: $0) }
    }

    /// The error noted as one of text converted from `encoding` (``ForeignContent/readAs(_:)``),
    /// when nothing else is noted and it lies where the text's first value should begin (after
    /// whitespace), in the text whose first bytes are `head`.
    public func notingConversion(from encoding: TextEncoding, head: UnsafeBufferPointer<UInt8>) -> JSONSyntaxError {
        guard content == nil, encoding != .utf8 else { return self }
        var scanner = JSONScanner(bytes: head, position: 0)
        scanner.skipWhitespace()
        guard offset == scanner.position else { return self }
        var noted = self
        noted.content = .readAs(encoding)
        return noted
    }

    /// The same, given the document's first bytes (``ForeignContent/headLength`` are enough)
    /// and an error whose offset is the document's.
    public func noting(documentHead: UnsafeBufferPointer<UInt8>) -> JSONSyntaxError {
        guard content == nil, let found = ForeignContent.detect(in: documentHead, errorAt: offset) else { return self }
        var noted = self
        noted.content = found
        return noted
    }
}
