#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A document of any size read a part at a time, in memory that does not grow with it.
///
/// Each ``Part`` is a document of its own that holds whole elements of the document's list
/// and validates as the document would: a top-level list's part is `[` + elements + `]`; a
/// wrapped list's part is the envelope's opening as the document has it
/// (`{"ok":true,"stations":[`) + elements + the closing brackets; NDJSON's is whole lines.
/// Positions found in a part are turned into the document's with ``Part/position(of:)``.
///
/// A document that is one object, or whose list of models is not found in its first
/// ``envelopeLimit`` bytes, is one part, read whole (up to ``SourceText/maximumSize``).
/// A document whose first value cannot begin JSON (an HTML page, a PDF, any binary file) is
/// not JSON at that byte whatever follows: its one part is what the first read holds.
///
/// The split is found by a structural scan (strings, brackets, commas) ahead of the parser;
/// it never decides what is JSON. Where the scan finds brackets that do not match, or one
/// element larger than ``elementLimit``, the stream ends with that part, cut there, and the
/// parser reports what is wrong in it.
public struct DocumentStream {
    /// How the document's models are laid out.
    public enum Framing: Sendable, Equatable {
        /// Elements of a list `depth` levels deep (1: a top-level list).
        case list(depth: Int)
        /// One value per line.
        case lines
        /// The document read whole, as one part.
        case whole
    }

    /// Why a part ends before its elements do.
    public enum Cut: Sendable, Equatable {
        /// Brackets that do not match, nesting beyond the limit, or a first value that no
        /// JSON value begins with: the parser finds the error in the part.
        case structure
        /// One element, beginning at this offset of the part's source, is larger than
        /// `limit` bytes (``DocumentStream/elementLimit``).
        case tooLarge(elementStart: Int, limit: Int)
    }

    /// One part of the document: a document of its own.
    public struct Part: Sendable {
        /// The part as a document, named as the document is.
        public let source: SourceText
        public let framing: Framing
        /// Whether nothing follows it.
        public let isLast: Bool
        /// Where the part was cut short, if it was; the stream ends with it.
        public let cut: Cut?
        /// Where in ``source`` the document's own bytes of this part begin (after the
        /// envelope's opening, copied from the document's start).
        let prefixLength: Int
        /// The document's offset of the byte at ``prefixLength``.
        public let documentOffset: Int
        /// The document's line and column of the byte at ``prefixLength``.
        let bodyLine: Int
        let bodyColumn: Int
        /// The part's own line and column of the byte at ``prefixLength``.
        let prefixLine: Int
        let prefixColumn: Int
        /// Offsets in ``source`` of the commas after each element but the last, for a list.
        let boundaries: [Int]
        /// The bytes that close a list's part early (`]`, then `}` per envelope level).
        let closing: [UInt8]
        /// Whether ``source`` ends in ``closing`` (the part was cut at a comma): the
        /// document has that comma where the closing begins.
        let closed: Bool
        /// Whether the part begins after a comma of the list (it is not the list's first).
        let continues: Bool
        /// The document's first bytes, which tell what a document that is not JSON is
        /// (``ForeignContent``).
        let documentHead: [UInt8]

        init(source: SourceText, framing: Framing, isLast: Bool, cut: Cut? = nil, prefixLength: Int, documentOffset: Int,
             bodyLine: Int, bodyColumn: Int, boundaries: [Int], closing: [UInt8], closed: Bool = false, continues: Bool = false,
             documentHead: [UInt8]) {
            self.source = source
            self.framing = framing
            self.isLast = isLast
            self.cut = cut
            self.prefixLength = prefixLength
            self.documentOffset = documentOffset
            self.bodyLine = bodyLine
            self.bodyColumn = bodyColumn
            self.boundaries = boundaries
            self.closing = closing
            self.closed = closed
            self.continues = continues
            self.documentHead = documentHead
            (prefixLine, prefixColumn) = prefixLength == 0 ? (1, 1) : source.position(of: prefixLength)
        }

        /// The document's line and column of a line and column in ``source``.
        public func position(line: Int, column: Int) -> (line: Int, column: Int) {
            if line < prefixLine || (line == prefixLine && column < prefixColumn) { return (line, column) }
            if line == prefixLine { return (bodyLine, bodyColumn + column - prefixColumn) }
            return (bodyLine + line - prefixLine, column)
        }

        /// The document's line and column of an offset in ``source``.
        public func position(of offset: Int) -> (line: Int, column: Int) {
            let (line, column) = source.position(of: offset)
            return position(line: line, column: column)
        }

        /// A record found in ``source``, with its lines and columns the document's.
        public func place<Model>(_ record: ModelRecord<Model>) -> ModelRecord<Model> {
            var placed = record
            (placed.line, placed.column) = position(line: record.line, column: record.column)
            (placed.fields, placed.ignored) = place(fields: record.fields, ignored: record.ignored)
            return placed
        }

        /// Fields and ignored keys found in ``source``, with their lines and columns the
        /// document's.
        public func place(fields: [FieldRecord], ignored: [IgnoredKey]) -> ([FieldRecord], [IgnoredKey]) {
            guard prefixLength > 0 || bodyLine != 1 || bodyColumn != 1 else { return (fields, ignored) }
            return RecordPlacement.place(fields: fields, ignored: ignored) { position(line: $0, column: $1) }
        }

        /// The document's offset of an offset in ``source``.
        public func documentOffset(of offset: Int) -> Int {
            offset < prefixLength ? offset : documentOffset + offset - prefixLength
        }

        /// A syntax error found in ``source``, placed in the document. An error in an
        /// element the part was cut in for its size is that: the element is too large
        /// (whatever else may be wrong with it, it cannot be read whole).
        public func place(_ error: JSONSyntaxError) -> PlacedError {
            if case .tooLarge(var start, let limit)? = cut, error.offset >= start {
                // The element begins after the whitespace that follows the comma.
                start = source.withBytes { bytes in
                    var scanner = JSONScanner(bytes: bytes, position: start)
                    scanner.skipWhitespace()
                    return scanner.position
                }
                let (line, column) = position(of: start)
                return PlacedError(error: JSONSyntaxError(.tooLarge, at: documentOffset(of: start), limit: limit),
                                   line: line, column: column)
            }
            var placed = error
            placed.offset = documentOffset(of: error.offset)
            placed = documentHead.withUnsafeBufferPointer { placed.noting(documentHead: $0).notingConversion(from: source.encoding, head: $0) }
            // The parser met the closing the part was given where the document has its comma.
            if closed, error.offset == source.count - closing.count, error.found != nil { placed.found = UInt8(ascii: ",") }
            let (line, column) = position(of: error.offset)
            return PlacedError(error: placed, line: line, column: column)
        }

        /// The error of a part with no element before the comma it ends at (`[ , 1]`, a part
        /// of one element at a time), or that begins after a comma with no element before the
        /// next comma or the list's end (`[1, , 2]`, `[1, ]`): read alone, the part would be
        /// an empty list, where the document is not JSON there.
        public var emptyFirstElement: JSONSyntaxError? {
            guard case .list = framing else { return nil }
            var index = prefixLength
            let bytes = source.bytes
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
            if closed, index == bytes.count - closing.count {
                return JSONSyntaxError(.expectedValue, at: index, found: UInt8(ascii: ","))
            }
            guard continues, index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "]") else { return nil }
            return JSONSyntaxError(.expectedValue, at: index, found: bytes[index])
        }

        /// The part holding only the elements that end before `offset` (a syntax error's),
        /// closed as an early part is, and how many elements it holds; `nil` when no element
        /// ends before it or the part is not a list's.
        public func elements(before offset: Int) -> (part: Part, count: Int)? {
            guard case .list = framing else { return nil }
            var count = 0
            while count < boundaries.count, boundaries[count] < offset { count += 1 }
            guard count > 0 else { return nil }
            let end = boundaries[count - 1]
            let bytes = Array(source.bytes[0..<end]) + closing
            let part = Part(source: SourceText(name: source.name, bytes: bytes, modified: source.modified, listOpen: source.listOpen),
                            framing: framing,
                            isLast: false, prefixLength: prefixLength, documentOffset: documentOffset, bodyLine: bodyLine,
                            bodyColumn: bodyColumn, boundaries: Array(boundaries[0..<(count - 1)]), closing: closing,
                            closed: true, continues: continues, documentHead: documentHead)
            return (part, count)
        }
    }

    /// A syntax error in a document read a part at a time: its offset in the document, and
    /// its line and column.
    public struct PlacedError: Error, Sendable, Equatable {
        public var error: JSONSyntaxError
        public var line: Int
        public var column: Int

        public init(error: JSONSyntaxError, line: Int, column: Int) {
            self.error = error
            self.line = line
            self.column = column
        }
    }

    /// The bytes a part aims at: it ends at the first element boundary past them.
    public var partSize: Int
    /// The most bytes one element (or line) may take.
    public let elementLimit: Int
    /// The element limit a stream has unless told otherwise: 256 MiB.
    public static let defaultElementLimit = 256 << 20
    /// The most elements (or lines) a part holds, however few bytes they take: what is made
    /// of a part grows with its elements, and 16 MB of `{},` are five million of them.
    public let elementsPerPart: Int
    /// The elements a part holds at most unless told otherwise: 65,536.
    public static let defaultElementsPerPart = 1 << 16
    /// How far into the document its list of models is looked for.
    public static let envelopeLimit = 64 << 20

    private let reader: ByteReader
    /// The document's bytes from ``bufferOffset`` on that are not in a part yet.
    private var buffer: [UInt8] = []
    private var bufferOffset = 0
    /// The document's line and column of `buffer[0]`.
    private var line = 1
    private var column = 1
    private var framing: Framing?
    private var prefix: [UInt8] = []
    /// The prefix of the parts after the first: the text skipped before the document's JSON
    /// blanked (each byte a space, line ends kept), so that no part decides again, on what it
    /// holds, whether that text is to be skipped. The first part reports it.
    private var laterPrefix: [UInt8] = []
    /// Where the text skipped before the document's JSON ends, when some was.
    private var leadingTextEnd: Int?
    /// In every part of a wrapped list, the offset of the list's `[` (in the prefix): each
    /// part's models are that list's elements, whatever else the part holds.
    private var listOpen: Int?
    private var closing: [UInt8] = []
    private var finished = false
    // The structural scan's state, at `scanned` in `buffer`.
    private var scanned = 0
    private var stack: [UInt8] = []
    private var inString = false
    /// Offsets in `buffer` of the commas between the elements scanned so far.
    private var boundaries: [Int] = []
    private var maxDepth = 512
    /// How many parts of a list have been made.
    private var listParts = 0
    /// How many parts of lines have been made.
    private var linesParts = 0
    /// The document's first bytes (``ForeignContent/headLength``), kept before the buffer
    /// moves past them (``keepDocumentHead()``).
    private var documentHead: [UInt8]?
    /// Whether the document's first value begins with a byte no JSON value does: the parser
    /// stops there, so the rest is not read (a file of gigabytes was read to 2 GiB, then
    /// refused as too large rather than named for what it is).
    private var notJSONAtStart = false

    /// A stream over `reader`'s input, in parts of about `partSize` bytes or of
    /// `elementsPerPart` elements, whichever comes first, none of whose elements may be
    /// larger than `elementLimit` bytes.
    public init(reader: ByteReader, partSize: Int = 16 << 20, elementLimit: Int = DocumentStream.defaultElementLimit,
                elementsPerPart: Int = DocumentStream.defaultElementsPerPart) {
        self.reader = reader
        self.partSize = max(1, partSize)
        self.elementLimit = max(1, elementLimit)
        self.elementsPerPart = max(1, elementsPerPart)
    }

    /// The document's first bytes (up to `count`), to tell what it is before reading it.
    public mutating func head(_ count: Int = DocumentSketch.limit) throws(SourceReadError) -> SourceText {
        try fill(upTo: count)
        return SourceText(name: reader.name, bytes: Array(buffer.prefix(count)), modified: reader.modified)
    }

    /// The next part, or `nil` after the last.
    /// - Parameters:
    ///   - namesProperty: whether a key names a property of the model (see
    ///     ``LayoutDetector``): a wrapped list is the first one of whose first 16 elements
    ///     one is an object with a key that does. Used for the first part only.
    ///   - maxDepth: the deepest nesting accepted, as ``ValidationOptions/maxDepth``.
    ///   - skipsLeadingText: as ``ValidationOptions/skipsLeadingText``.
    ///   - whole: read the document whole, as one part, whatever its layout (for a reader
    ///     that needs all of it at once).
    /// - Throws: ``SourceReadError`` when the input cannot be read, or a document read whole
    ///   is larger than ``SourceText/maximumSize``.
    public mutating func next(namesProperty: @escaping (String) -> Bool, maxDepth: Int = 512,
                              skipsLeadingText: Bool = false, whole: Bool = false) throws(SourceReadError) -> Part? {
        guard !finished else { return nil }
        if framing == nil {
            self.maxDepth = maxDepth
            framing = whole ? .whole : try detect(namesProperty: namesProperty, skipsLeadingText: skipsLeadingText)
        }
        switch framing {
        case .list(let depth)?: return try nextListPart(depth: depth)
        case .lines?: return try nextLinesPart().flatMap { $0 }
        default: return try wholePart()
        }
    }

    // MARK: - Finding the layout

    private mutating func detect(namesProperty: @escaping (String) -> Bool, skipsLeadingText: Bool) throws(SourceReadError) -> Framing {
        try fill(upTo: 1 << 20)
        keepDocumentHead()
        guard let start = valueStart(skipsLeadingText: skipsLeadingText) else { return .whole }
        if skipsLeadingText, start != valueStart(skipsLeadingText: false) { leadingTextEnd = start }
        // Text before the JSON is looked past only within ``LeadingText/searchLimit`` bytes,
        // which the first read may not hold all of; without it, the first byte decides.
        if !skipsLeadingText, !Self.beginsValue(buffer[start]) {
            notJSONAtStart = true
            return .whole
        }
        if buffer[start] == UInt8(ascii: "[") {
            guard let first = firstElement(after: start), buffer[first] != UInt8(ascii: "]") else { return .whole }
            return beginList(at: first, depth: 1)
        }
        guard buffer[start] == UInt8(ascii: "{") else { return .whole }
        // Three non-blank lines decide whether it is NDJSON, as in the whole document: blank
        // lines between them do not count (they made a part's decision differ from it).
        while !reader.atEnd, buffer.count < Self.envelopeLimit, completeLines(from: start, upTo: 3) < 3 {
            try fill(upTo: buffer.count * 2)
        }
        let isLines = buffer.withUnsafeBufferPointer {
            LayoutDetector.beginsLines($0, start: start, maxDepth: maxDepth, namesProperty: namesProperty)
        }
        if isLines {
            // The document's byte order mark is no part's: a part of lines skips none, so a
            // mark at the start of a later line is an error there, as in the whole document.
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {
                advance(by: 3)
                leadingTextEnd = leadingTextEnd.map { $0 - 3 }
            }
            return .lines
        }
        while true {
            var claimed: (first: Int, depth: Int)? = nil
            buffer.withUnsafeBufferPointer { bytes in
                var finder = ListFinder(bytes: bytes, maxDepth: maxDepth, namesProperty: namesProperty)
                // The walk stops at the first list of models: nothing more is needed of it.
                _ = finder.run(from: start) { (first, depth) throws(JSONSyntaxError) in
                    claimed = (first, depth)
                    throw JSONSyntaxError(.unexpectedEnd, at: first)
                }
            }
            if let claimed { return beginList(at: claimed.first, depth: claimed.depth) }
            if reader.atEnd || buffer.count >= Self.envelopeLimit { return .whole }
            try fill(upTo: buffer.count * 2)
        }
    }

    /// Where the document's value begins: past a byte order mark, whitespace and, when asked,
    /// text before the JSON.
    private func valueStart(skipsLeadingText: Bool) -> Int? {
        buffer.withUnsafeBufferPointer { bytes -> Int? in
            var scanner = JSONScanner(bytes: bytes, position: 0)
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.position = 3 }
            scanner.skipWhitespace()
            guard let first = scanner.peek() else { return nil }
            if skipsLeadingText, first != UInt8(ascii: "{"), first != UInt8(ascii: "["),
               let start = LeadingText.valueStart(in: bytes, from: scanner.position) {
                return start
            }
            return scanner.position
        }
    }

    /// Whether a JSON value can begin with `byte` (the cases of ``JSONTape``'s parse).
    private static func beginsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
             UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default:
            JSONScanner.isDigit(byte)
        }
    }

    private func firstElement(after open: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes -> Int? in
            var scanner = JSONScanner(bytes: bytes, position: open + 1)
            scanner.skipWhitespace()
            return scanner.peek() == nil ? nil : scanner.position
        }
    }

    /// How many lines that are not blank (``LayoutDetector/nonBlankLines(_:from:limit:)``)
    /// end with a line feed in the buffer from `start`, counting up to `limit`: a last line
    /// without one may go on in the next read.
    private func completeLines(from start: Int, upTo limit: Int) -> Int {
        buffer.withUnsafeBufferPointer { bytes in
            LayoutDetector.nonBlankLines(bytes, from: start, limit: limit).count { $0.upperBound < bytes.count }
        }
    }

    /// Keeps the document's bytes before the list's first element as every part's opening.
    private mutating func beginList(at first: Int, depth: Int) -> Framing {
        prefix = Array(buffer[0..<first])
        if depth > 1 { listOpen = prefix.lastIndex(of: UInt8(ascii: "[")) }
        laterPrefix = prefix
        if let end = leadingTextEnd {
            for index in 0..<min(end, laterPrefix.count) where laterPrefix[index] != 0x0A && laterPrefix[index] != 0x0D {
                laterPrefix[index] = 0x20
            }
        }
        closing = [UInt8(ascii: "]")] + Array(repeating: UInt8(ascii: "}"), count: depth - 1)
        advance(by: first)
        return .list(depth: depth)
    }

    // MARK: - Parts

    private mutating func wholePart() throws(SourceReadError) -> Part {
        while !reader.atEnd, !notJSONAtStart {
            // A file known to be larger is refused as soon as its first read has told that its
            // bytes are the UTF-8 read, not once 2 GiB of it have been read.
            if buffer.count > SourceText.maximumSize || reader.utf8Size ?? 0 > SourceText.maximumSize {
                throw SourceReadError(path: reader.name, errno: EFBIG)
            }
            try fill(upTo: max(buffer.count * 2, 1 << 22))
        }
        if buffer.count > SourceText.maximumSize { throw SourceReadError(path: reader.name, errno: EFBIG) }
        finished = true
        let source = SourceText(name: reader.name, bytes: buffer, modified: reader.modified, encoding: reader.encoding)
        keepDocumentHead()
        buffer = []
        return Part(source: source, framing: .whole, isLast: true, cut: reader.atEnd ? nil : .structure, prefixLength: 0,
                    documentOffset: 0, bodyLine: 1, bodyColumn: 1, boundaries: [], closing: [], documentHead: documentHead ?? [])
    }

    /// The next lines; `nil` when only blank lines are left.
    private mutating func nextLinesPart() throws(SourceReadError) -> Part?? {
        while true {
            // The first part holds the text skipped before the document's JSON and the line
            // the JSON begins on: a part of that text alone would have none to skip to.
            let skipped = linesParts == 0 ? leadingTextEnd ?? 0 : 0
            let from = max(scanned, min(partSize, buffer.count), skipped)
            var newline = from < buffer.count ? buffer.withUnsafeBufferPointer { LayoutDetector.firstNewline($0, from: from) } : nil
            // A part holds so many lines at most, however short they are.
            if let capped = lineEnd(ofLine: elementsPerPart, before: newline ?? buffer.count), capped >= skipped { newline = capped }
            if let newline {
                // Blank lines alone would be an empty document; the whole document skips them.
                if buffer[0...newline].allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                    advance(by: newline + 1)
                    continue
                }
                return emit(upTo: newline + 1, consuming: newline + 1, isLast: false)
            }
            scanned = buffer.count
            if reader.atEnd {
                if buffer.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                    finished = true
                    return .some(nil)
                }
                return emit(upTo: buffer.count, consuming: buffer.count, isLast: true)
            }
            if buffer.count > partSize + elementLimit {
                return emit(upTo: buffer.count, consuming: buffer.count, isLast: true,
                            cut: .tooLarge(elementStart: lineStart(before: partSize), limit: elementLimit))
            }
            try fill(upTo: buffer.count + (1 << 22))
        }
    }

    /// The line feed that ends line `count` of the buffer, when it comes before `end`.
    private func lineEnd(ofLine count: Int, before end: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes -> Int? in
            var lines = 0
            var index = 0
            while let newline = LayoutDetector.firstNewline(bytes, from: index), newline < end {
                lines += 1
                if lines >= count { return newline }
                index = newline + 1
            }
            return nil
        }
    }

    /// The offset in the part of the line that begins last at or before `offset`.
    private func lineStart(before offset: Int) -> Int {
        var index = min(offset, buffer.count)
        while index > 0, buffer[index - 1] != 0x0A { index -= 1 }
        return index
    }

    private mutating func nextListPart(depth: Int) throws(SourceReadError) -> Part {
        while true {
            switch scan(depth: depth) {
            case .boundary(let comma):
                return emit(upTo: comma, consuming: comma + 1, isLast: false, closed: true)
            case .listEnd(let bracket):
                // The last element ends at the list's `]`; what follows the list (the
                // envelope's end) is read whole into the last part.
                boundaries.append(bracket)
                while !reader.atEnd {
                    if buffer.count > SourceText.maximumSize { throw SourceReadError(path: reader.name, errno: EFBIG) }
                    try fill(upTo: buffer.count + (1 << 22))
                }
                return emit(upTo: buffer.count, consuming: buffer.count, isLast: true)
            case .mismatch(let offset):
                return emit(upTo: min(buffer.count, offset + 1), consuming: buffer.count, isLast: true, cut: .structure)
            case .tooLarge(let start):
                // Cut inside the element: the parser runs out of bytes in it.
                return emit(upTo: start + elementLimit, consuming: buffer.count, isLast: true,
                            cut: .tooLarge(elementStart: prefix.count + start, limit: elementLimit))
            case .needMore:
                let start = boundaries.last.map { $0 + 1 } ?? 0
                if buffer.count - start > elementLimit {
                    return emit(upTo: start + elementLimit, consuming: buffer.count, isLast: true,
                                cut: .tooLarge(elementStart: prefix.count + start, limit: elementLimit))
                }
                if reader.atEnd { return emit(upTo: buffer.count, consuming: buffer.count, isLast: true) }
                try fill(upTo: buffer.count + (1 << 22))
            }
        }
    }

    private enum ScanStop {
        /// A comma between elements, past ``partSize`` or ``elementsPerPart``.
        case boundary(Int)
        /// The list's `]` (or a bracket that closes it), at this offset.
        case listEnd(Int)
        /// An element, beginning at this offset, larger than ``elementLimit``.
        case tooLarge(Int)
        /// A bracket that does not match, or nesting too deep.
        case mismatch(Int)
        case needMore
    }

    /// Scans on from ``scanned`` for the first comma between elements past ``partSize``, or
    /// after ``elementsPerPart`` elements.
    private mutating func scan(depth listDepth: Int) -> ScanStop {
        let limit = maxDepth - listDepth
        var stop = ScanStop.needMore
        var index = scanned
        var inString = self.inString
        var stack = self.stack
        var boundaries = self.boundaries
        let partSize = self.partSize
        let elementLimit = self.elementLimit
        let elementsPerPart = self.elementsPerPart
        buffer.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            scanning: while index < count {
                if inString {
                    index = JSONScanner.skipPlain(bytes, from: index)
                    guard index < count else { break }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\\") {
                        // The escaped byte is skipped with it; an escape cut by the buffer's
                        // end is looked at again when more arrives.
                        if index + 1 >= count { break }
                        index += 2
                        continue
                    }
                    if byte == UInt8(ascii: "\"") { inString = false }
                    index += 1
                    continue
                }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if stack.count >= limit {
                        stop = .mismatch(index)
                        break scanning
                    }
                    stack.append(byte)
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard let open = stack.popLast() else {
                        let start = boundaries.last.map { $0 + 1 } ?? 0
                        stop = byte != UInt8(ascii: "]") ? .mismatch(index) : index - start > elementLimit ? .tooLarge(start) : .listEnd(index)
                        break scanning
                    }
                    if open &+ 2 != byte {
                        stop = .mismatch(index)
                        break scanning
                    }
                case UInt8(ascii: ","):
                    if stack.isEmpty {
                        let start = boundaries.last.map { $0 + 1 } ?? 0
                        if index - start > elementLimit {
                            stop = .tooLarge(start)
                            break scanning
                        }
                        boundaries.append(index)
                        if index >= partSize || boundaries.count >= elementsPerPart {
                            stop = .boundary(index)
                            break scanning
                        }
                    }
                default:
                    break
                }
                index += 1
            }
        }
        scanned = index
        self.inString = inString
        self.stack = stack
        self.boundaries = boundaries
        return stop
    }

    /// Keeps the document's first bytes while the buffer still begins with them: before the
    /// layout is looked for (a megabyte, or all of it, is read by then), or once a document
    /// read whole has been.
    private mutating func keepDocumentHead() {
        if documentHead == nil { documentHead = Array(buffer.prefix(ForeignContent.headLength)) }
    }

    /// Makes a part of `buffer[0..<end]` and drops `buffer[0..<consumed]`.
    private mutating func emit(upTo end: Int, consuming consumed: Int, isLast: Bool, closed: Bool = false, cut: Cut? = nil) -> Part {
        let isList = if case .list = framing { true } else { false }
        var bytes = isList ? (listParts == 0 ? prefix : laterPrefix) : []
        bytes.reserveCapacity(prefix.count + end + closing.count)
        bytes.append(contentsOf: buffer[0..<end])
        if closed { bytes.append(contentsOf: closing) }
        let offset = isList ? prefix.count : 0
        let commas = boundaries.filter { $0 < end }.map { $0 + offset }
        let part = Part(source: SourceText(name: reader.name, bytes: bytes, modified: reader.modified,
                                           lineDelimited: framing == .lines, continuation: framing == .lines && linesParts > 0,
                                           listOpen: isList ? listOpen : nil, encoding: reader.encoding),
                        framing: framing ?? .whole, isLast: isLast, cut: cut, prefixLength: offset, documentOffset: bufferOffset,
                        bodyLine: line, bodyColumn: column, boundaries: commas, closing: closing,
                        closed: closed, continues: isList && listParts > 0, documentHead: documentHead ?? [])
        if isList { listParts += 1 }
        if framing == .lines { linesParts += 1 }
        advance(by: consumed)
        if isLast { finished = true }
        return part
    }

    /// Drops the first `count` bytes of the buffer, counting their lines.
    private mutating func advance(by count: Int) {
        let (lines, lastColumn) = buffer.withUnsafeBufferPointer { bytes -> (Int, Int) in
            // Only the document's first bytes may begin with its byte order mark.
            // The whole buffer, not its first `count` bytes: a carriage return at the cut
            // is a break only if no line feed follows it.
            var tracker = PositionTracker(skipsByteOrderMark: bufferOffset == 0)
            return tracker.position(of: count, in: bytes)
        }
        if lines == 1 { column += lastColumn - 1 } else { line += lines - 1; column = lastColumn }
        buffer.removeFirst(count)
        bufferOffset += count
        scanned = max(0, scanned - count)
        boundaries = boundaries.compactMap { $0 >= count ? $0 - count : nil }
    }

    /// Reads until the buffer holds `count` bytes or the input ends.
    private mutating func fill(upTo count: Int) throws(SourceReadError) {
        while buffer.count < count, !reader.atEnd {
            try reader.read(into: &buffer, count: max(1 << 16, min(count - buffer.count, 1 << 22)))
        }
    }
}
