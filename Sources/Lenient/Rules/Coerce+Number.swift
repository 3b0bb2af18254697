extension Coerce {
    /// A number read from text, with the rule that read it.
    public struct NumberText: Sendable, Equatable {
        public var value: Double
        /// The number in JSON's grammar (`-1299.9`), for exact integer reading.
        public var canonical: String
        /// ``Code/currencyText``, ``Code/decimalComma``, ``Code/thousandsSeparator`` or
        /// ``Code/numericText``, the first that applies in that order.
        public var rule: Code
    }

    /// Currency symbols removed before or after an amount, as UTF-8:
    /// `$ € £ ¥ ¢ ₩ ₹ ₽ ₺ ₪ ₫ ₱`.
    /// `¢`, whose amount is a hundredth of the unit (`"349.9¢"` → 3.499).
    static let centSign = Array("¢".utf8)
    static let currencySymbols: [[UInt8]] = ["$", "€", "£", "¥", "¢", "₩", "₹", "₽", "₺", "₪", "₫", "₱"].map { Array($0.utf8) }
    /// ISO 4217 codes removed before or after an amount, in any case.
    static let currencyCodes: Set<String> = [
        "USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK", "PLN",
        "CZK", "HUF", "MXN", "BRL", "CNY", "INR", "ZAR", "RUB", "TRY", "KRW", "SGD", "HKD",
    ]
    /// The same codes packed as three upper-case ASCII bytes, for the byte-level reader.
    private static let packedCurrencyCodes: Set<UInt32> = Set(currencyCodes.map { code in
        code.utf8.reduce(0 as UInt32) { $0 << 8 | UInt32($1) }
    })

    /// A number from text.
    ///
    /// Accepts, after trimming: an optional sign (`"-2.25"` → -2.25, `"+1"`, `"−1"`), a
    /// currency symbol (`$ € £ ¥` and a few more) or ISO code (`USD`, `EUR`, `GBP`…) before or
    /// after the amount, digits with an optional fraction and exponent (`"3.5"`, `".5"`,
    /// `"1e3"`), `,` as thousands separator when it stands before exactly three digits
    /// (`"1,299.90"` → 1299.9, `"1,000,000"`), a single `,` otherwise as a decimal comma
    /// (`"1,85"` → 1.85), both `.` and `,` with the last one as the decimal mark
    /// (`"1.299,90"` → 1299.9), and several `.` before groups of three as thousands
    /// (`"1.234.567"`). With `decimalComma` (declared by a model or source) `,` is always the
    /// decimal mark and `.` groups thousands (`"1,859"` → 1.859, `"1.859"` → 1859), but for
    /// a single `.` that stands before no group of three, which can only be a decimal point
    /// (`"40.416775"` → 40.416775, `numeric_text`). An amount in cents (`¢`) is a hundredth of
    /// the unit (`"349.9¢"` → 3.499).
    ///
    /// Rejects with ``Code/notANumber``: empty text, `N/A`, `-`, text without digits,
    /// `nan`, `inf`, other letters or symbols, misplaced separators. Rejects with
    /// ``Code/outOfRange`` a number beyond `Double`'s range.
    public static func number(fromText text: String, decimalComma: Bool = false) -> Result<NumberText, CodeError> {
        var text = text
        return text.withUTF8 { number(fromUTF8: $0, decimalComma: decimalComma) }
    }

    /// ``number(fromText:decimalComma:)`` over UTF-8 bytes, without allocating but for the
    /// result's canonical text.
    static func number(fromUTF8 bytes: UnsafeBufferPointer<UInt8>, decimalComma: Bool) -> Result<NumberText, CodeError> {
        var low = 0, high = bytes.count
        var negative = false, signSeen = false, currency = false, cents = false

        func trim() {
            while low < high { let length = spaceLength(bytes, at: low, before: high); if length == 0 { break }; low += length }
            while low < high { let length = trailingSpaceLength(bytes, after: low, before: high); if length == 0 { break }; high -= length }
        }
        func takeSign() {
            guard !signSeen, low < high else { return }
            if bytes[low] == UInt8(ascii: "-") || bytes[low] == UInt8(ascii: "+") {
                negative = bytes[low] == UInt8(ascii: "-")
            } else if high - low >= 3, bytes[low] == 0xE2, bytes[low + 1] == 0x88, bytes[low + 2] == 0x92 {
                negative = true
                low += 2
            } else {
                return
            }
            low += 1
            signSeen = true
            trim()
        }
        func takeCurrency(atEnd: Bool) {
            // One currency marker, before or after the amount: "$5€" names two.
            guard !currency, low < high else { return }
            // Most amounts begin and end with a digit, which is no byte of a symbol and no
            // letter of a code.
            if JSONScanner.isDigit(bytes[atEnd ? high - 1 : low]) { return }
            for symbol in currencySymbols where high - low >= symbol.count {
                let start = atEnd ? high - symbol.count : low
                if (0..<symbol.count).allSatisfy({ bytes[start + $0] == symbol[$0] }) {
                    if atEnd { high -= symbol.count } else { low += symbol.count }
                    currency = true
                    cents = symbol == centSign
                    trim()
                    return
                }
            }
            guard high - low >= 3 else { return }
            let start = atEnd ? high - 3 : low
            var packed: UInt32 = 0
            for index in start..<(start + 3) {
                let byte = bytes[index]
                guard isASCIILetter(byte) else { return }
                packed = packed << 8 | UInt32(byte & 0xDF)
            }
            let neighbour = atEnd ? (start > low ? bytes[start - 1] : nil) : (start + 3 < high ? bytes[start + 3] : nil)
            guard packedCurrencyCodes.contains(packed), !(neighbour.map(isASCIILetter) ?? false) else { return }
            if atEnd { high -= 3 } else { low += 3 }
            currency = true
            trim()
        }
        trim()
        takeSign()
        takeCurrency(atEnd: false)
        takeSign()
        takeCurrency(atEnd: true)

        // The mantissa: digits and separators; then an optional exponent.
        var mantissaEnd = high
        var exponentStart = high
        for index in low..<high where bytes[index] | 0x20 == UInt8(ascii: "e") {
            mantissaEnd = index
            exponentStart = index + 1
            break
        }
        if exponentStart < high || mantissaEnd < high {
            var index = exponentStart
            if index < high, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < high, (index..<high).allSatisfy({ JSONScanner.isDigit(bytes[$0]) }) else { return .failure(CodeError(.notANumber)) }
        }
        let comma = UInt8(ascii: ","), dot = UInt8(ascii: ".")
        var commas = 0, dots = 0, digits = 0
        var lastSeparator: UInt8? = nil
        for index in low..<mantissaEnd {
            switch bytes[index] {
            case comma: commas += 1; lastSeparator = comma
            case dot: dots += 1; lastSeparator = dot
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            default: return .failure(CodeError(.notANumber))
            }
        }
        guard digits > 0 else { return .failure(CodeError(.notANumber)) }
        let mantissa = UnsafeBufferPointer(rebasing: bytes[low..<mantissaEnd])
        var rule: Code = .numericText
        let decimalMark: UInt8?
        let groupMark: UInt8?
        if decimalComma {
            guard commas <= 1 else { return .failure(CodeError(.notANumber)) }
            if commas == 0 && dots == 1 && !groupsAreThousands(mantissa, mark: dot, decimal: nil) {
                // A single point that groups no thousands can only be a decimal point.
                decimalMark = dot
                groupMark = nil
            } else {
                decimalMark = commas > 0 ? comma : nil
                groupMark = dots > 0 ? dot : nil
            }
        } else if commas > 0 && dots > 0 {
            let last = lastSeparator ?? dot
            guard (last == comma ? commas : dots) == 1 else { return .failure(CodeError(.notANumber)) }
            decimalMark = last
            groupMark = last == comma ? dot : comma
        } else if commas > 0 {
            if groupsAreThousands(mantissa, mark: comma, decimal: nil) {
                decimalMark = nil
                groupMark = comma
            } else if commas == 1 {
                decimalMark = comma
                groupMark = nil
            } else {
                return .failure(CodeError(.notANumber))
            }
        } else if dots > 1 {
            decimalMark = nil
            groupMark = dot
        } else {
            decimalMark = dots == 1 ? dot : nil
            groupMark = nil
        }
        if let groupMark {
            guard groupsAreThousands(mantissa, mark: groupMark, decimal: decimalMark) else { return .failure(CodeError(.notANumber)) }
            rule = .thousandsSeparator
        }
        if decimalMark == comma { rule = .decimalComma }
        if currency { rule = .currencyText }

        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: high - low + 24) { buffer in
            var count = 0
            func append(_ byte: UInt8) { buffer[count] = byte; count += 1 }
            if negative { append(UInt8(ascii: "-")) }
            var sawDecimal = false
            for byte in mantissa {
                if byte == groupMark { continue }
                if byte == decimalMark {
                    if count == 0 || !JSONScanner.isDigit(buffer[count - 1]) { append(UInt8(ascii: "0")) }
                    append(dot)
                    sawDecimal = true
                    continue
                }
                append(byte)
            }
            if sawDecimal, buffer[count - 1] == dot { append(UInt8(ascii: "0")) }
            if cents {
                // An amount in cents is a hundredth of the unit: its exponent is two less.
                var exponent = -2
                if exponentStart < high {
                    // An exponent past what an Int holds is as large as any: the parser
                    // makes of it 0 or a number out of range, as without the sign.
                    let digits = String(decoding: UnsafeBufferPointer(rebasing: bytes[exponentStart..<high]), as: UTF8.self)
                    exponent += max(-1_000_000, min(1_000_000, Int(digits) ?? (digits.hasPrefix("-") ? -1_000_000 : 1_000_000)))
                }
                append(UInt8(ascii: "e"))
                for byte in String(exponent).utf8 { append(byte) }
            } else if exponentStart < high || mantissaEnd < high {
                append(UInt8(ascii: "e"))
                for index in exponentStart..<high { append(bytes[index]) }
            }
            let canonical = UnsafeBufferPointer(rebasing: buffer[0..<count])
            let value = NumberParser.double(fromJSON: canonical)
            guard value.isFinite else { return .failure(CodeError(.outOfRange)) }
            return .success(NumberText(value: value, canonical: String(decoding: canonical, as: UTF8.self), rule: rule))
        }
    }

    @inline(__always)
    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// The length of the whitespace character at `index` (ASCII whitespace, no-break and
    /// narrow no-break space, the U+2000 spaces, ideographic space), or 0.
    private static func spaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int) -> Int {
        let byte = bytes[index]
        if byte == 0x20 || (0x09...0x0D).contains(byte) { return 1 }
        if byte == 0xC2, index + 1 < end, bytes[index + 1] == 0xA0 { return 2 }
        if index + 2 < end, isMultibyteSpace(bytes[index], bytes[index + 1], bytes[index + 2]) { return 3 }
        return 0
    }

    private static func trailingSpaceLength(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int, before end: Int) -> Int {
        let byte = bytes[end - 1]
        if byte == 0x20 || (0x09...0x0D).contains(byte) { return 1 }
        if end - start >= 2, bytes[end - 2] == 0xC2, byte == 0xA0 { return 2 }
        if end - start >= 3, isMultibyteSpace(bytes[end - 3], bytes[end - 2], byte) { return 3 }
        return 0
    }

    @inline(__always)
    private static func isMultibyteSpace(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        (a == 0xE2 && b == 0x80 && ((0x80...0x8A).contains(c) || c == 0xAF)) || (a == 0xE2 && b == 0x81 && c == 0x9F)
            || (a == 0xE3 && b == 0x80 && c == 0x80)
    }

    /// Whether every `mark` in `mantissa` stands between digit groups as thousands do: one to
    /// three digits before the first, exactly three after each, up to the decimal mark.
    private static func groupsAreThousands(_ mantissa: UnsafeBufferPointer<UInt8>, mark: UInt8, decimal: UInt8?) -> Bool {
        var end = mantissa.count
        if let decimal, let index = mantissa.firstIndex(of: decimal) {
            if mantissa[(index + 1)...].contains(mark) { return false }
            end = index
        }
        var groups = 0
        var length = 0
        for index in 0..<end {
            if mantissa[index] == mark {
                // A first group of 0, or one that begins with 0 (`0,123`, `-0.376`), groups no
                // thousands: it can only be a number below one.
                if groups == 0 ? !(1...3).contains(length) || mantissa[0] == UInt8(ascii: "0") : length != 3 { return false }
                groups += 1
                length = 0
            } else {
                length += 1
            }
        }
        return groups > 0 && length == 3
    }

    /// An integer from a number in JSON's grammar (`-12`, `4.0`, `4e2`, `1.5e1`), read exactly
    /// from its digits, never through `Double`.
    /// - Returns: ``Code/notIntegral`` when any digit after the decimal point is not 0
    ///   (`4.0000000000000001`, `1e-400`), ``Code/outOfRange`` beyond `Int`
    ///   (`-9223372036854775809`).
    public static func integer(fromCanonical canonical: String) -> Result<Int, CodeError> {
        var bytes = Array(canonical.utf8)[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var exponent = 0
        if let e = bytes.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "e") }) {
            var written = bytes[(e + 1)...]
            var exponentNegative = false
            if let sign = written.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                exponentNegative = sign == UInt8(ascii: "-")
                written = written.dropFirst()
            }
            guard !written.isEmpty, written.allSatisfy(JSONScanner.isDigit) else { return .failure(CodeError(.notANumber)) }
            // Beyond a million the exponent decides alone: zero stays zero, anything else is
            // out of range one way (too large) or not integral the other.
            var magnitude = 0
            for digit in written { magnitude = min(magnitude * 10 + Int(digit - UInt8(ascii: "0")), 1_000_000) }
            exponent = exponentNegative ? -magnitude : magnitude
            bytes = bytes[..<e]
        }
        var digits: [UInt8] = []
        var pointPosition: Int? = nil
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard pointPosition == nil else { return .failure(CodeError(.notANumber)) }
                pointPosition = digits.count
            } else if JSONScanner.isDigit(byte) {
                digits.append(byte - UInt8(ascii: "0"))
            } else {
                return .failure(CodeError(.notANumber))
            }
        }
        guard !digits.isEmpty else { return .failure(CodeError(.notANumber)) }
        // Digits before the decimal point once the exponent has moved it.
        let integerCount = (pointPosition ?? digits.count) + exponent
        if digits.indices.contains(where: { $0 >= integerCount && digits[$0] != 0 }) { return .failure(CodeError(.notIntegral)) }
        var result: Int = 0
        for index in 0..<max(0, integerCount) {
            let digit = index < digits.count ? Int(digits[index]) : 0
            // Past the written digits only zeros follow: zero stays zero, anything else
            // overflows within 19 more places, so the loop never runs long.
            if index >= digits.count && result == 0 { break }
            if result == 0 && digit == 0 { continue }
            let (shifted, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return .failure(CodeError(.outOfRange)) }
            result = next
        }
        return .success(result)
    }
}

/// A rule's refusal, as a code.
public struct CodeError: Error, Sendable, Equatable {
    public var code: Code

    public init(_ code: Code) {
        self.code = code
    }
}

extension Coerce {
    /// `value` divided by `divisor`; by a power of ten, as the decimal point moved in the
    /// number's shortest text, so `152.9 / 100` is `1.529`, not `1.5290000000000001`.
    public static func divide(_ value: Double, by divisor: Double) -> Double {
        var places = 0
        var power = 1.0
        while power < divisor, places < 20 {
            power *= 10
            places += 1
        }
        guard places >= 1, power == divisor, value.isFinite else { return value / divisor }
        var text = "\(abs(value))"
        guard !text.contains("e") else { return value / divisor }
        if text.hasSuffix(".0") { text.removeLast(2) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let whole: String = parts[0]
        let fraction: String = parts.count > 1 ? parts[1] : ""
        let digits: String = whole + fraction
        let point: Int = whole.count - places
        var shifted: String
        if point > 0 {
            shifted = String(digits.prefix(point))
            shifted += "."
            shifted += String(digits.dropFirst(point))
        } else {
            shifted = "0."
            shifted += String(repeating: "0", count: -point)
            shifted += digits
        }
        guard let result = Double(shifted) else { return value / divisor }
        return value < 0 ? -result : result
    }
}
