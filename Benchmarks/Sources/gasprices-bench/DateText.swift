import Lenient

/// Spells instants as feeds do: RFC 3339 with an offset, a calendar date, UNIX time.
enum DateText {
    /// `2013-02-18T15:43:24-05:00` (`Z` for a zero offset unless `numericZero`), with an
    /// optional fraction (`.250`) and separator between date and time.
    static func rfc3339(seconds: Int, offsetMinutes: Int, separator: String = "T", fraction: String = "", numericZero: Bool = false) -> String {
        let local = seconds + offsetMinutes * 60
        let zone: String
        if offsetMinutes == 0 && !numericZero {
            zone = "Z"
        } else {
            let magnitude = abs(offsetMinutes)
            zone = (offsetMinutes < 0 ? "-" : "+") + Digits.padded(magnitude / 60, width: 2) + ":" + Digits.padded(magnitude % 60, width: 2)
        }
        let time = local.modulo(86_400)
        let clock = Digits.padded(time / 3600, width: 2) + ":" + Digits.padded(time / 60 % 60, width: 2) + ":" + Digits.padded(time % 60, width: 2)
        return calendarDate(seconds: local) + separator + clock + fraction + zone
    }

    /// `2013-02-18`, the UTC calendar day of `seconds`.
    static func calendarDate(seconds: Int) -> String {
        let (year, month, day) = CivilDate.date(fromDays: (seconds - seconds.modulo(86_400)) / 86_400)
        return Digits.padded(year, width: 4) + "-" + Digits.padded(month, width: 2) + "-" + Digits.padded(day, width: 2)
    }

}

extension Int {
    /// The remainder that is never negative.
    func modulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
