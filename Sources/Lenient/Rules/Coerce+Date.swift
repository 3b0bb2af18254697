import Foundation

extension Coerce {
    /// The instants a date may hold, in milliseconds since 1970: 0001-01-01T00:00:00Z through
    /// 9999-12-31T23:59:59.999Z. Dates are written to the millisecond, so the range is checked
    /// on the rounded reading: `9999-12-31T23:59:59.9999Z` would be written in the year 10000.
    static let heldMilliseconds: ClosedRange<Double> = -62_135_596_800_000 ... 253_402_300_799_999

    /// The instant `seconds` after 1970, if a date may hold it (years 0001–9999 once rounded
    /// to the millisecond).
    public static func heldDate(seconds: Double) -> Date? {
        guard heldMilliseconds.contains((seconds * 1000).rounded()) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// A date from RFC 3339 text with an offset or `Z`: `2013-02-18T15:43:24-05:00`,
    /// `2013-02-18T20:43:24.5Z`, also with `t`, `z` or a space between date and time.
    /// - Returns: `nil` for anything else, an impossible date (`2013-02-30`) included, and for
    ///   an instant outside the years 0001–9999 once its offset is applied
    ///   (`0001-01-01T00:00:00+00:01`).
    public static func date(fromRFC3339 text: String) -> Date? {
        var text = text
        return text.withUTF8 { seconds(fromRFC3339: $0) }.flatMap { heldDate(seconds: $0) }
    }

    /// The seconds since 1970 that RFC 3339 text spells, whether or not a date may hold them.
    static func seconds(fromRFC3339 text: String) -> Double? {
        var text = text
        return text.withUTF8 { seconds(fromRFC3339: $0) }
    }

    static func seconds(fromRFC3339 bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard bytes.count >= 20, let day = calendarDay(bytes),
              bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") || bytes[10] == UInt8(ascii: " "),
              let hour = digits(bytes, 11, 2), bytes[13] == UInt8(ascii: ":"), let minute = digits(bytes, 14, 2),
              bytes[16] == UInt8(ascii: ":"), let second = digits(bytes, 17, 2),
              hour < 24, minute < 60, second <= 60 else { return nil }
        var index = 19
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, JSONScanner.isDigit(bytes[index]) {
                fraction += Double(bytes[index] - UInt8(ascii: "0")) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            index += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard index + 6 <= bytes.count, let hours = digits(bytes, index + 1, 2), bytes[index + 3] == UInt8(ascii: ":"),
                  let minutes = digits(bytes, index + 4, 2), hours < 24, minutes < 60 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
            index += 6
        default:
            return nil
        }
        guard index == bytes.count else { return nil }
        // A leap second (:60) is held as the last second of its minute.
        return Double(day * 86_400 + hour * 3600 + minute * 60 + min(second, 59) - offset) + fraction
    }

    /// A date from a calendar date alone, `2013-02-18`: midnight UTC of that day.
    /// - Returns: `nil` for anything else, and for a day before 0001-01-01.
    public static func date(fromDateOnly text: String) -> Date? {
        seconds(fromDateOnly: text).flatMap { heldDate(seconds: $0) }
    }

    /// The seconds since 1970 of the midnight UTC that a calendar date alone spells, whether
    /// or not a date may hold them (year 0000 may not).
    static func seconds(fromDateOnly text: String) -> Double? {
        var text = text
        return text.withUTF8 { seconds(fromDateOnly: $0) }
    }

    static func seconds(fromDateOnly bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard bytes.count == 10, let day = calendarDay(bytes) else { return nil }
        return Double(day * 86_400)
    }

    /// A date from a UNIX timestamp: seconds, or milliseconds when it is above 2×10¹⁰ (a
    /// seconds value that large is after the year 2603). A negative timestamp is always
    /// seconds: milliseconds before 1970 are too rare to guess at.
    /// - Returns: the date and ``Code/unixSeconds`` or ``Code/unixMilliseconds``; `nil` for
    ///   a value outside the years 0001–9999.
    public static func date(fromUnix value: Double) -> (date: Date, rule: Code)? {
        let milliseconds = value > 2e10
        guard let date = heldDate(seconds: milliseconds ? value / 1000 : value) else { return nil }
        return (date, milliseconds ? .unixMilliseconds : .unixSeconds)
    }

    /// Days since 1970-01-01 of the `YYYY-MM-DD` at the start of `bytes`, if it is a real day.
    static func calendarDay(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= 10, let year = digits(bytes, 0, 4), bytes[4] == UInt8(ascii: "-"),
              let month = digits(bytes, 5, 2), bytes[7] == UInt8(ascii: "-"), let day = digits(bytes, 8, 2) else { return nil }
        return daysSinceEpoch(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date, if the date exists.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int? {
        CivilDate.days(year: year, month: month, day: day)
    }

    static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for index in start..<(start + count) {
            guard JSONScanner.isDigit(bytes[index]) else { return nil }
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        }
        return value
    }
}

extension Coerce {
    /// The seconds an age in English spells: `"3 hours ago"`, `"a day ago"`, `"1 year ago"`
    /// (a number or `a`/`an`, a unit from seconds to years, singular or plural, then `ago`;
    /// any case, any spacing). Months count 30.44 days and years 365.25: an age is
    /// approximate by nature. `nil` for any other text.
    public static func age(fromText text: String) -> Double? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.count == 3, words[2] == "ago" else { return nil }
        let count: Double
        if words[0] == "a" || words[0] == "an" {
            count = 1
        } else if words[0].utf8.count <= 6, words[0].utf8.allSatisfy(JSONScanner.isDigit), let number = Double(words[0]) {
            count = number
        } else {
            return nil
        }
        var unit = Substring(words[1])
        if unit.hasSuffix("s") { unit = unit.dropLast() }
        let seconds: Double
        switch unit {
        case "second", "sec": seconds = 1
        case "minute", "min": seconds = 60
        case "hour", "hr": seconds = 3_600
        case "day": seconds = 86_400
        case "week": seconds = 604_800
        case "month": seconds = 2_629_800
        case "year", "yr": seconds = 31_557_600
        default: return nil
        }
        return count * seconds
    }
}
