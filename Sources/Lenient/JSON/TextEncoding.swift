/// The encoding of a document's bytes, told from its first four (RFC 4627, section 3, and
/// RFC 8259, section 8.1): JSON is UTF-8, but a file saved by some programs (Windows
/// PowerShell's `>`, Notepad's "Unicode") is UTF-16, with a byte order mark or without.
///
/// Lenient reads UTF-8. A document in another encoding is converted to UTF-8 when it is read
/// (``SourceText/read(path:maximumSize:mapping:progress:)``, ``SourceText/init(name:decoding:modified:)``,
/// ``ByteReader``), so its values, lines and columns (which count characters) are those of
/// the file as an editor shows it.
public enum TextEncoding: String, Sendable, CaseIterable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    case utf32LittleEndian = "UTF-32LE"
    case utf32BigEndian = "UTF-32BE"

    /// The encoding of a document that begins with `head` (its first four bytes are enough),
    /// and how many of them are its byte order mark.
    ///
    /// - A byte order mark says it: `EF BB BF` UTF-8, `FF FE 00 00` UTF-32LE, `00 00 FE FF`
    ///   UTF-32BE, `FF FE` UTF-16LE, `FE FF` UTF-16BE. (A UTF-8 mark is left in place: the
    ///   engine skips it and counts no column for it.)
    /// - Without one, the zero bytes among the first four say it, as JSON begins with an
    ///   ASCII character: `00 00 00 xx` UTF-32BE, `xx 00 00 00` UTF-32LE, `00 xx 00 xx`
    ///   UTF-16BE, `xx 00 xx 00` UTF-16LE (each `xx` not zero).
    /// - Anything else, including fewer than four bytes without a mark, is UTF-8.
    public static func detect(_ head: some Collection<UInt8>) -> (encoding: TextEncoding, markLength: Int) {
        let first = Array(head.prefix(4))
        let count = first.count
        // Missing bytes read as 1: neither a mark's byte nor zero.
        func byte(_ index: Int) -> UInt8 { index < count ? first[index] : 1 }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0xFF, 0xFE, 0, 0) where count == 4: return (.utf32LittleEndian, 4)
        case (0, 0, 0xFE, 0xFF) where count == 4: return (.utf32BigEndian, 4)
        case (0xFF, 0xFE, _, _) where count >= 2: return (.utf16LittleEndian, 2)
        case (0xFE, 0xFF, _, _) where count >= 2: return (.utf16BigEndian, 2)
        case _ where count < 4: return (.utf8, 0)
        case (0, 0, 0, let d) where d != 0: return (.utf32BigEndian, 0)
        case (let a, 0, 0, 0) where a != 0: return (.utf32LittleEndian, 0)
        case (0, let b, 0, let d) where b != 0 && d != 0: return (.utf16BigEndian, 0)
        case (let a, 0, let c, 0) where a != 0 && c != 0: return (.utf16LittleEndian, 0)
        default: return (.utf8, 0)
        }
    }

    /// `bytes` in UTF-8, without their byte order mark, when they are in another encoding;
    /// `nil` when they are UTF-8 already (see ``detect(_:)``).
    public static func utf8(from bytes: UnsafeBufferPointer<UInt8>) -> (text: [UInt8], encoding: TextEncoding)? {
        let (encoding, mark) = detect(bytes)
        guard encoding != .utf8 else { return nil }
        var transcoder = TextTranscoder(encoding)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count - mark)
        transcoder.append(UnsafeBufferPointer(rebasing: bytes[mark...]), to: &text)
        transcoder.finish(into: &text)
        return (text, encoding)
    }
}

/// Converts UTF-16 or UTF-32 to UTF-8 a block at a time: a code unit or a surrogate pair cut
/// by the end of a block is completed by the next. What is not a character (a lone
/// surrogate, a value beyond U+10FFFF, a last code unit cut short) becomes U+FFFD, as the
/// engine reads invalid UTF-8.
public struct TextTranscoder: Sendable {
    public let encoding: TextEncoding
    /// Bytes of a code unit cut by the end of the last block.
    private var pending: [UInt8] = []
    /// A high surrogate waiting for its low one.
    private var highSurrogate: UInt32?

    public init(_ encoding: TextEncoding) {
        self.encoding = encoding
    }

    private var unitSize: Int {
        switch encoding {
        case .utf8: 1
        case .utf16LittleEndian, .utf16BigEndian: 2
        case .utf32LittleEndian, .utf32BigEndian: 4
        }
    }

    /// Appends the UTF-8 of the next block of input, `bytes`, to `output`.
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        if encoding == .utf8 {
            output.append(contentsOf: bytes)
            return
        }
        let size = unitSize
        var index = 0
        // A code unit begun in the last block.
        while !pending.isEmpty, index < bytes.count {
            pending.append(bytes[index])
            index += 1
            if pending.count == size {
                let unit = pending.withUnsafeBufferPointer { load($0, at: 0) }
                pending.removeAll(keepingCapacity: true)
                add(unit, to: &output)
            }
        }
        let whole = index + (bytes.count - index) / size * size
        while index < whole {
            add(load(bytes, at: index), to: &output)
            index += size
        }
        pending.append(contentsOf: bytes[index...])
    }

    /// Ends the input: what is left of a code unit or a surrogate pair becomes U+FFFD.
    public mutating func finish(into output: inout [UInt8]) {
        if highSurrogate != nil {
            highSurrogate = nil
            Self.encode(0xFFFD, to: &output)
        }
        if !pending.isEmpty {
            pending.removeAll()
            Self.encode(0xFFFD, to: &output)
        }
    }

    private func load(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        switch encoding {
        case .utf8: UInt32(bytes[index])
        case .utf16LittleEndian: UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8
        case .utf16BigEndian: UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
        case .utf32LittleEndian:
            UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16 | UInt32(bytes[index + 3]) << 24
        case .utf32BigEndian:
            UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
        }
    }

    /// One code unit: a UTF-16 surrogate waits for its partner; anything else is a scalar.
    private mutating func add(_ unit: UInt32, to output: inout [UInt8]) {
        if unit < 0x80, highSurrogate == nil {
            output.append(UInt8(unit))
            return
        }
        let isUTF16 = unitSize == 2
        if let high = highSurrogate {
            highSurrogate = nil
            if isUTF16, (0xDC00...0xDFFF).contains(unit) {
                Self.encode(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), to: &output)
                return
            }
            Self.encode(0xFFFD, to: &output)
        }
        if isUTF16, (0xD800...0xDBFF).contains(unit) {
            highSurrogate = unit
            return
        }
        Self.encode(unit, to: &output)
    }

    /// Appends `scalar` as UTF-8; a surrogate or a value beyond U+10FFFF as U+FFFD.
    static func encode(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(0xC0 | UInt8(scalar >> 6))
            output.append(0x80 | UInt8(scalar & 0x3F))
        case 0xD800...0xDFFF, 0x110000...:
            encode(0xFFFD, to: &output)
        case 0x800..<0x10000:
            output.append(0xE0 | UInt8(scalar >> 12))
            output.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            output.append(0x80 | UInt8(scalar & 0x3F))
        default:
            output.append(0xF0 | UInt8(scalar >> 18))
            output.append(0x80 | UInt8(scalar >> 12 & 0x3F))
            output.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            output.append(0x80 | UInt8(scalar & 0x3F))
        }
    }
}
