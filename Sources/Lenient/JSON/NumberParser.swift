/// Reads numbers written in JSON's grammar, correctly rounded, without allocating
/// in the common case.
enum NumberParser {
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of a JSON number (`-?digits(.digits)?([eE][+-]?digits)?`); infinite when
    /// it is beyond `Double`'s range.
    ///
    /// A mantissa of at most 19 digits below 2⁵³ with a power of ten up to 22 is computed
    /// exactly (Clinger's fast path: one correctly rounded multiplication or division);
    /// anything else goes to the standard library's correctly rounded parser.
    static func double(fromJSON text: UnsafeBufferPointer<UInt8>) -> Double {
        var index = 0
        let count = text.count
        var negative = false
        if index < count, text[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        } else if index < count, text[index] == UInt8(ascii: "+") {
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        while index < count, JSONScanner.isDigit(text[index]) {
            if digits < 19 {
                mantissa = mantissa &* 10 &+ UInt64(text[index] &- UInt8(ascii: "0"))
                if mantissa != 0 { digits += 1 }
            } else {
                exponent += 1
                digits += 1
            }
            index += 1
        }
        if index < count, text[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, JSONScanner.isDigit(text[index]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(text[index] &- UInt8(ascii: "0"))
                    if mantissa != 0 { digits += 1 }
                    exponent -= 1
                } else {
                    digits += 1
                }
                index += 1
            }
        }
        if index < count, text[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                exponentNegative = text[index] == UInt8(ascii: "-")
                index += 1
            }
            var written = 0
            while index < count, JSONScanner.isDigit(text[index]) {
                if written < 100_000 { written = written * 10 + Int(text[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        if digits <= 19, mantissa < (1 << 53), abs(exponent) <= 22 {
            var value = Double(mantissa)
            if exponent < 0 {
                value /= powersOfTen[-exponent]
            } else {
                value *= powersOfTen[exponent]
            }
            return negative ? -value : value
        }
        if mantissa == 0 { return negative ? -0.0 : 0 }
        return slowPath(text)
    }

    /// The standard library's parser reads in the C locale whatever `setlocale` said, unlike
    /// `strtod`; out-of-range text reads as infinity.
    private static func slowPath(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        let string = String(decoding: text, as: UTF8.self)
        return Double(string) ?? (string.hasPrefix("-") ? -.infinity : .infinity)
    }
}
