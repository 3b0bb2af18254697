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

    /// Currency symbols removed before or after an amount.
    static let currencySymbols: Set<Character> = ["$", "€", "£", "¥", "¢", "₩", "₹", "₽", "₺", "₪", "₫", "₱"]
    /// ISO 4217 codes removed before or after an amount, in any case.
    static let currencyCodes: Set<String> = [
        "USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK", "PLN",
        "CZK", "HUF", "MXN", "BRL", "CNY", "INR", "ZAR", "RUB", "TRY", "KRW", "SGD", "HKD",
    ]

    /// A number from text.
    ///
    /// Accepts, after trimming: an optional sign (`"-2.25"` → -2.25, `"+1"`), a currency
    /// symbol (`$ € £ ¥` and a few more) or ISO code (`USD`, `EUR`, `GBP`…) before or after
    /// the amount, digits with an optional fraction and exponent (`"3.5"`, `".5"`, `"1e3"`),
    /// `,` as thousands separator when it stands before exactly three digits
    /// (`"1,299.90"` → 1299.9, `"1,000,000"`), a single `,` otherwise as a decimal comma
    /// (`"1,85"` → 1.85), both `.` and `,` with the last one as the decimal mark
    /// (`"1.299,90"` → 1299.9), and several `.` before groups of three as thousands
    /// (`"1.234.567"`). With `decimalComma` (declared by a model or source) `,` is always the
    /// decimal mark and `.` always groups thousands (`"1,859"` → 1.859).
    ///
    /// Rejects with ``Code/notANumber``: empty text, `N/A`, `-`, text without digits,
    /// `nan`, `inf`, other letters or symbols, misplaced separators. Rejects with
    /// ``Code/outOfRange`` a number beyond `Double`'s range.
    public static func number(fromText text: String, decimalComma: Bool = false) -> Result<NumberText, CodeError> {
        var scalars = Substring(trimWhitespace(text))
        var negative = false
        var currency = false
        var signSeen = false

        func trim() { scalars = Substring(trimWhitespace(String(scalars))) }
        func takeSign() {
            guard !signSeen, let first = scalars.first, first == "-" || first == "+" || first == "−" else { return }
            negative = first != "+"
            signSeen = true
            scalars = scalars.dropFirst()
            trim()
        }
        func takeCurrencyPrefix() {
            if let first = scalars.first, currencySymbols.contains(first) {
                scalars = scalars.dropFirst()
                currency = true
                trim()
            } else if scalars.count >= 3, currencyCodes.contains(scalars.prefix(3).uppercased()),
                      scalars.dropFirst(3).first.map({ !$0.isLetter }) ?? true {
                scalars = scalars.dropFirst(3)
                currency = true
                trim()
            }
        }
        func takeCurrencySuffix() {
            if let last = scalars.last, currencySymbols.contains(last) {
                scalars = scalars.dropLast()
                currency = true
                trim()
            } else if scalars.count >= 3, currencyCodes.contains(scalars.suffix(3).uppercased()),
                      scalars.dropLast(3).last.map({ !$0.isLetter }) ?? true {
                scalars = scalars.dropLast(3)
                currency = true
                trim()
            }
        }
        takeSign()
        takeCurrencyPrefix()
        takeSign()
        takeCurrencySuffix()

        // Split off an exponent; the mantissa keeps its separators for now.
        var mantissa = Array(scalars.utf8)
        var exponent: [UInt8] = []
        if let e = mantissa.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "e") }) {
            exponent = Array(mantissa[(e + 1)...])
            mantissa = Array(mantissa[..<e])
            if let first = exponent.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
                guard exponent.count > 1, exponent.dropFirst().allSatisfy(JSONScanner.isDigit) else { return .failure(CodeError(.notANumber)) }
            } else {
                guard !exponent.isEmpty, exponent.allSatisfy(JSONScanner.isDigit) else { return .failure(CodeError(.notANumber)) }
            }
        }
        guard !mantissa.isEmpty, mantissa.allSatisfy({ JSONScanner.isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }),
              mantissa.contains(where: JSONScanner.isDigit) else {
            return .failure(CodeError(.notANumber))
        }
        let comma = UInt8(ascii: ","), dot = UInt8(ascii: ".")
        let commas = mantissa.filter { $0 == comma }.count
        let dots = mantissa.filter { $0 == dot }.count
        var rule: Code = .numericText
        let decimalMark: UInt8?
        let groupMark: UInt8?
        if decimalComma {
            decimalMark = commas > 0 ? comma : nil
            groupMark = dots > 0 ? dot : nil
            if commas > 1 { return .failure(CodeError(.notANumber)) }
        } else if commas > 0 && dots > 0 {
            let last = mantissa.last { $0 == comma || $0 == dot } ?? dot
            decimalMark = last
            groupMark = last == comma ? dot : comma
            let decimals = last == comma ? commas : dots
            if decimals > 1 { return .failure(CodeError(.notANumber)) }
        } else if commas > 0 {
            let allGroups = groupsAreThousands(mantissa, mark: comma, decimal: nil)
            if allGroups {
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

        var canonical: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        var sawDecimal = false
        for byte in mantissa {
            if byte == groupMark { continue }
            if byte == decimalMark {
                if canonical.last.map(JSONScanner.isDigit) != true { canonical.append(UInt8(ascii: "0")) }
                canonical.append(dot)
                sawDecimal = true
                continue
            }
            canonical.append(byte)
        }
        if sawDecimal, canonical.last == dot { canonical.append(UInt8(ascii: "0")) }
        if !exponent.isEmpty {
            canonical.append(UInt8(ascii: "e"))
            canonical += exponent
        }
        let value = canonical.withUnsafeBufferPointer { NumberParser.double(fromJSON: $0) }
        guard value.isFinite else { return .failure(CodeError(.outOfRange)) }
        return .success(NumberText(value: value, canonical: String(decoding: canonical, as: UTF8.self), rule: rule))
    }

    /// Whether every `mark` in `mantissa` stands between digit groups as thousands do: one to
    /// three digits before the first, exactly three after each, up to the decimal mark.
    private static func groupsAreThousands(_ mantissa: [UInt8], mark: UInt8, decimal: UInt8?) -> Bool {
        let integerPart = decimal.flatMap { d in mantissa.firstIndex(of: d).map { Array(mantissa[..<$0]) } } ?? mantissa
        if let decimal, let d = mantissa.firstIndex(of: decimal), mantissa[(d + 1)...].contains(mark) { return false }
        let groups = integerPart.split(separator: mark, omittingEmptySubsequences: false)
        guard groups.count > 1, let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 && $0.allSatisfy(JSONScanner.isDigit) }
            && first.allSatisfy(JSONScanner.isDigit)
    }

    /// An integer from a number in JSON's grammar (`-12`, `4.0`, `4e2`, `1.5e1`), read exactly
    /// from its digits, never through `Double`.
    /// - Returns: ``Code/notIntegral`` when any digit after the decimal point is not 0
    ///   (`4.0000000000000001`, `1e-400`), ``Code/outOfRange`` beyond `Int`
    ///   (`-9223372036854775809`). `value` is unused; it is kept for callers that have it.
    public static func integer(fromCanonical canonical: String, value: Double = 0) -> Result<Int, CodeError> {
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
