/// The JSON spellings of one value in a messy feed: the exact form most of the time, and
/// every form a lenient rule reads (or gives up on) the rest of the time.
///
/// Each function returns the value's JSON text, or `nil` to leave the key out (the
/// `missing` outcome). The percentages are the share of each spelling; the comment on each
/// case names the rule or reason it makes the engine record.
enum MessyValue {
    /// Stands for a byte that is not UTF-8 (0xE9, Latin-1 `é`): `String` cannot hold one, so
    /// ``MessyStation`` swaps this noncharacter for the raw byte as it writes.
    static let rawByteMarker = "\u{FFFF}"

    static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    /// A price in dollars.
    static func price(_ cents: Int, _ rng: inout SplitMix64) -> String? {
        let amount = Digits.amount(cents)
        switch rng.below(100) {
        case 0..<34: return amount  // exact
        case 34..<37: return String(cents / 100)  // exact: an integer is a number
        case 37..<47: return quoted("$" + amount)  // currency_text
        case 47..<52: return quoted(Digits.amount(cents, mark: ",") + " €")  // currency_text, comma
        case 52..<54: return quoted("USD " + Digits.grouped(cents * 362))  // currency_text, thousands
        case 54..<56: return quoted(rng.chance(50) ? "£" + amount : amount + " USD")  // currency_text
        case 56..<64: return quoted(amount)  // numeric_text
        case 64..<70: return quoted(Digits.amount(cents, mark: ","))  // decimal_comma
        case 70..<73: return quoted(rng.chance(50) ? Digits.grouped(cents * 362) : Digits.grouped(cents * 362, group: ".", mark: ","))  // thousands_separator
        case 73..<77: return quoted("  " + amount + " ")  // numeric_text after trimming
        case 77..<82: return "null"  // null
        case 82..<86: return quoted(rng.pick(["N/A", "n/a", "call", "-"]))  // not_a_number
        case 86..<88: return quoted("")  // not_a_number
        case 88..<90: return rng.chance(50) ? "true" : "false"  // bool_not_number
        case 90..<91: return "1e400"  // out_of_range
        case 91..<93: return rng.chance(50) ? "{}" : "[\(amount)]"  // not_a_number
        case 93..<95: return quoted(amount + "." + String(rng.below(10)))  // not_a_number: two points
        case 95..<97: return quoted("−" + amount)  // numeric_text: a Unicode minus
        default: return nil  // missing
        }
    }

    /// Whether the station sells diesel.
    static func bool(_ value: Bool, _ rng: inout SplitMix64) -> String? {
        switch rng.below(100) {
        case 0..<44: return value ? "true" : "false"  // exact
        case 44..<54: return value ? "1" : "0"  // number_to_bool
        case 54..<74:  // text_to_bool
            return quoted(value ? rng.pick(["yes", "Y", "true", "on", " YES ", "t", "1"]) : rng.pick(["no", "N", "off", "false", "FALSE", "f", "0"]))
        case 74..<78: return rng.pick(["2", "-1", "0.5"])  // number_not_bool
        case 78..<83: return quoted(rng.pick(["maybe", "", "diesel", "unknown"]))  // unrecognized_bool
        case 83..<91: return "null"  // null
        case 91..<94: return rng.chance(50) ? "[]" : "{\"diesel\": true}"  // expected_bool
        default: return nil  // missing
        }
    }

    /// A US zip code.
    static func zip(_ zip: Int, _ rng: inout SplitMix64) -> String? {
        let text = Digits.padded(zip, width: 5)
        switch rng.below(100) {
        case 0..<45: return quoted(text)  // exact
        case 45..<60: return String(zip)  // number_to_text (and zero_padded below 10000)
        case 60..<70: return quoted(String(zip % 10000))  // zero_padded when short
        case 70..<75: return quoted(text + "-" + Digits.padded(rng.below(10000), width: 4))  // exact
        case 75..<80: return quoted(" " + text + " ")  // text_trimmed
        case 80..<85: return "null"  // null
        case 85..<88: return String(zip) + ".0"  // number_to_text, not padded
        case 88..<90: return "{}"  // expected_text
        case 90..<92: return "true"  // bool_to_text
        case 92..<97: return quoted("N/A")  // exact: text is text
        default: return nil  // missing
        }
    }

    /// When a price was seen.
    static func date(_ point: StationFacts.PricePoint, _ rng: inout SplitMix64) -> String? {
        let rfc = DateText.rfc3339(seconds: point.seconds, offsetMinutes: point.offsetMinutes)
        switch rng.below(100) {
        case 0..<40: return quoted(rfc)  // exact
        case 40..<45: return quoted(DateText.rfc3339(seconds: point.seconds, offsetMinutes: 0))  // exact, Z
        case 45..<48: return quoted(DateText.rfc3339(seconds: point.seconds, offsetMinutes: 0, fraction: ".250"))  // exact
        case 48..<50: return quoted(DateText.rfc3339(seconds: point.seconds, offsetMinutes: point.offsetMinutes, separator: " "))  // exact
        case 50..<58: return quoted(DateText.calendarDate(seconds: point.seconds))  // date_only
        case 58..<68: return String(point.seconds)  // unix_seconds
        case 68..<73: return String(point.seconds) + Digits.padded(rng.below(1000), width: 3)  // unix_milliseconds
        case 73..<78: return quoted(String(point.seconds))  // unix_seconds from numeric text
        case 78..<80: return quoted(String(point.seconds) + "000")  // unix_milliseconds from numeric text
        case 80..<85: return quoted(rng.pick(["last Tuesday", "02/18/2013", "2013-02-30", "yesterday", "18.02.2013 15:43"]))  // unrecognized_date
        case 85..<90: return "null"  // exact: the date is optional
        case 90..<92: return rng.chance(50) ? "true" : "{}"  // expected_date
        case 92..<93: return "1e300"  // out_of_range
        case 93..<95: return quoted("")  // unrecognized_date
        case 95..<97: return quoted(" " + rfc + " ")  // exact after trimming
        default: return nil  // missing
        }
    }

    /// Free text: a name, street, city or state.
    static func text(_ text: String, _ rng: inout SplitMix64) -> String? {
        switch rng.below(100) {
        case 0..<80: return quoted(text)  // exact
        case 80..<85: return quoted("  " + text + " ")  // text_trimmed
        case 85..<87: return quoted("\\u001b[1m" + text + "\\u001b[0m")  // text_sanitized: escape sequences
        case 87..<88: return quoted(text + "\\t\u{07}")  // text_sanitized: tab, raw BEL
        case 88..<89: return quoted("\\u202e" + text)  // text_sanitized: direction override
        case 89..<90: return quoted("Caf\\u00e9 " + text)  // exact: an escaped é
        case 90..<91: return quoted("Café " + text)  // exact: UTF-8
        case 91..<92: return quoted(rng.chance(50) ? text + " \\ud800" : "Caf" + rawByteMarker + " " + text)  // invalid_utf8
        case 92..<94: return String(rng.within(1...99_999))  // number_to_text
        case 94..<95: return rng.chance(50) ? "true" : "false"  // bool_to_text
        case 95..<97: return "null"  // null
        case 97..<98: return rng.chance(50) ? "{}" : "[\"\(text)\"]"  // expected_text
        default: return nil  // missing
        }
    }

    /// A key as the feed spells it: mostly as declared, sometimes in another case
    /// (`PRICE`, `sellsdiesel`, `Description`), which the engine folds.
    static func key(_ name: String, _ rng: inout SplitMix64, percent: Int = 12) -> String {
        guard rng.chance(percent) else { return name }
        switch rng.below(3) {
        case 0: return name.uppercased()
        case 1: return name.lowercased() == name ? name.uppercased() : name.lowercased()
        default: return name.prefix(1).uppercased() + name.dropFirst()
        }
    }
}
