import Foundation

/// A date format declared for a key or a source, such as `dd/MM/yyyy HH:mm:ss`.
///
/// Fields: `yyyy` year, `MM`/`M` month, `dd`/`d` day, `HH`/`H` hour (0–23), `mm` minute,
/// `ss` second, `SSS` fraction; every other character must appear as written. A one-letter
/// field takes one or two digits, so `H:mm` reads both `9:05` and `13:05`. Times are in
/// `timeZone` (UTC unless declared).
public struct DateFormat: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    public let timeZone: TimeZone
    private let tokens: [Token]

    private enum Token: Hashable {
        case year, month(min: Int), day(min: Int), hour(min: Int), minute, second, fraction
        case literal(Character)
    }

    public init(_ pattern: String, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
        self.pattern = pattern
        self.timeZone = timeZone
        var tokens: [Token] = []
        var characters = Array(pattern)[...]
        while let first = characters.first {
            let run = characters.prefix { $0 == first }.count
            switch (first, run) {
            case ("y", 4): tokens.append(.year)
            case ("M", 1), ("M", 2): tokens.append(.month(min: run))
            case ("d", 1), ("d", 2): tokens.append(.day(min: run))
            case ("H", 1), ("H", 2): tokens.append(.hour(min: run))
            case ("m", 2): tokens.append(.minute)
            case ("s", 2): tokens.append(.second)
            case ("S", _): tokens.append(.fraction)
            default:
                tokens.append(contentsOf: Array(repeating: Token.literal(first), count: run))
            }
            characters = characters.dropFirst(run)
        }
        self.tokens = tokens
    }

    public var description: String { pattern }

    /// Whether the pattern holds a field (`yyyy`, `MM`, `d`, `HH`, `mm`, `ss`, `SSS`), not
    /// only text that must appear as written (`x`, `yy`, `%Y`): one of no field reads no date.
    public var hasFields: Bool {
        tokens.contains { if case .literal = $0 { false } else { true } }
    }

    /// The date that `text` (trimmed) spells in this format, if it spells a real one in the
    /// years 0001–9999 once read in the format's time zone.
    public func date(from text: String) -> Date? {
        seconds(from: text).flatMap { Coerce.heldDate(seconds: $0) }
    }

    /// The seconds since 1970 that `text` spells in this format, whether or not a date may
    /// hold them.
    func seconds(from text: String) -> Double? {
        let characters = Array(Coerce.trimWhitespace(text))
        var index = 0
        var year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0
        var fraction = 0.0
        func number(min: Int, max: Int) -> Int? {
            var value = 0
            var count = 0
            while count < max, index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
                value = value * 10 + digit
                count += 1
                index += 1
            }
            return count >= min ? value : nil
        }
        for token in tokens {
            switch token {
            case .year: guard let value = number(min: 4, max: 4) else { return nil }; year = value
            case .month(let min): guard let value = number(min: min, max: 2) else { return nil }; month = value
            case .day(let min): guard let value = number(min: min, max: 2) else { return nil }; day = value
            case .hour(let min): guard let value = number(min: min, max: 2), value < 24 else { return nil }; hour = value
            case .minute: guard let value = number(min: 2, max: 2), value < 60 else { return nil }; minute = value
            case .second: guard let value = number(min: 2, max: 2), value <= 60 else { return nil }; second = min(value, 59)
            case .fraction:
                let start = index
                guard let value = number(min: 1, max: 9) else { return nil }
                fraction = Double(value) / pow(10, Double(index - start))
            case .literal(let character):
                guard index < characters.count, characters[index] == character else { return nil }
                index += 1
            }
        }
        guard index == characters.count, let days = Coerce.daysSinceEpoch(year: year, month: month, day: day) else { return nil }
        let local = Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
        // The zone's offset at that wall-clock time: look it up at the UTC reading, then
        // once more at the corrected instant (they differ only near a transition).
        let first = Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
        let offset = Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local - first)))
        return local - offset
    }
}
