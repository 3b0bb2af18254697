/// Writes a station as Tankerkönig's `list.php` sends it: minified, the feed's keys in its
/// order, text escaped as PHP's `json_encode` escapes it (`M\u00fcnchen`, `https:\/\/`), and
/// as untidy as the real feed:
///
/// - a price is a number with up to three decimals, a round one shorter or an integer
///   (`1.59`, `2`), and now and then `null`, `false` or no key at all; a closed station's
///   prices are mostly `null`;
/// - `postCode` is an integer, so eastern postcodes (`01067`) arrive as four digits;
/// - `houseNumber` is `null`, `""` or `" "` in places, or repeats the end of `street`;
/// - `brand` is `""` for independent stations; an id ends with `\n` now and then;
/// - an umlaut is escaped twice (`Hauptstra\\u00dfe`) once in a while;
/// - `dist` (from the search's centre) is there, though no property reads it.
///
/// About 273 bytes a station.
enum TankerkoenigStationText {
    static let opening = #"{"ok":true,"license":"CC BY 4.0 -  https:\/\/creativecommons.tankerkoenig.de","data":"MTS-K","status":"ok","stations":["#
    static let closing = "]}\n"

    static func write(_ rng: inout SplitMix64, to out: inout ChunkWriter) {
        let place = rng.pick(GermanVocabulary.places)
        let brand = rng.pick(GermanVocabulary.brands)
        let isOpen = rng.below(100) < 85
        var (street, houseNumber) = address(&rng)
        // 1 in 500: the feed escaped an umlaut twice, and the text keeps the backslash.
        if rng.below(500) == 0 { street = street.replacing("\\u", with: "\\\\u") }
        var text = #"{"id":""# + uuid(&rng) + (rng.below(200) == 0 ? #"\n""# : #"""#)
        text += #","name":""# + name(brand: brand, place: place, street: street, &rng)
        text += #"","brand":""# + brand
        text += #"","street":""# + street
        text += #"","place":""# + place.city
        text += #"","lat":"# + coordinate(place.latitude, &rng)
        text += #","lng":"# + coordinate(place.longitude, &rng)
        text += #","dist":"# + Self.decimal(rng.within(1...250), scale: 10)
        // Diesel around 1.65 €, E5 around 1.80 €, E10 6 cents under E5.
        let e5 = rng.within(1_689...1_899)
        for (key, base) in [("diesel", rng.within(1_559...1_759)), ("e5", e5), ("e10", e5 - 60)] {
            if let value = price(base, isOpen: isOpen, &rng) { text += ",\"" + key + "\":" + value }
        }
        text += #","isOpen":"# + (isOpen ? "true" : "false")
        text += #","houseNumber":"# + houseNumber
        text += #","postCode":"# + String(place.postcode + rng.below(place.postcodeSpan)) + "}"
        out.write(text)
    }

    /// A random version 4 UUID in lower case.
    private static func uuid(_ rng: inout SplitMix64) -> String {
        let high = rng.next()
        let low = rng.next()
        func hex(_ value: UInt64, _ digits: Int) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        return hex(high >> 32, 8) + "-" + hex(high >> 16 & 0xFFFF, 4) + "-4" + hex(high & 0xFFF, 3) + "-"
            + hex(0x8 | low >> 62, 1) + hex(low >> 48 & 0xFFF, 3) + "-" + hex(low & 0xFFFF_FFFF_FFFF, 12)
    }

    /// The station's name as the stations send it to MTS-K: a brand's pattern, or the
    /// operator's own.
    private static func name(brand: String, place: GermanVocabulary.Place, street: String, _ rng: inout SplitMix64) -> String {
        switch rng.below(6) {
        case 0: return brand.isEmpty ? "Freie Tankstelle" : brand + " Tankstelle"
        case 1: return (brand.isEmpty ? "Tankstelle" : brand) + " " + place.city + " " + street
        case 2: return (brand.isEmpty ? "TANKSTELLE" : brand.uppercased()) + " " + place.capitals
        case 3: return rng.pick(GermanVocabulary.operators)
        default: return (brand.isEmpty ? "Tankstelle" : brand) + " " + place.city
        }
    }

    /// `street` and `houseNumber`'s JSON: the number apart most of the time, else missing
    /// (`null`, `""`, `" "`) or already at the end of the street.
    private static func address(_ rng: inout SplitMix64) -> (street: String, houseNumber: String) {
        let street = rng.pick(GermanVocabulary.streets)
        var number = String(rng.within(1...240))
        if rng.below(10) == 0 { number += rng.pick(["a", "b", "-5", " A"]) }
        switch rng.below(100) {
        case 0..<70: return (street, "\"" + number + "\"")
        case 70..<80: return (street, "null")
        case 80..<86: return (street, "\"\"")
        case 86..<90: return (street, "\" \"")
        case 90..<96: return (street + " " + number, "\"" + number + "\"")
        default: return (street + " " + number, "\"\"")
        }
    }

    /// A coordinate near `centre` with the four to eight decimals the stations send, a
    /// trailing zero dropped (`52.52`, `13.4138`).
    private static func coordinate(_ centre: Double, _ rng: inout SplitMix64) -> String {
        let offset = Double(rng.within(-200_000...200_000)) / 1_000_000
        let scale = [10_000, 100_000, 1_000_000, 10_000_000, 100_000_000][rng.below(5)]
        return decimal(Int(((centre + offset) * Double(scale)).rounded()), scale: scale)
    }

    /// A price in thousandths of a euro, spelled as the feed spells it: most end in 9
    /// (`1.759`), a round one is shorter (`1.59`, `2`). `nil` leaves the key out.
    private static func price(_ base: Int, isOpen: Bool, _ rng: inout SplitMix64) -> String? {
        if !isOpen && rng.below(10) < 7 { return "null" }
        switch rng.below(1000) {
        case 0..<40: return "null"
        case 40..<60: return "false"
        case 60..<90: return nil
        case 90..<96: return String(rng.within(1...2))
        case 96..<120: return decimal(base / 10 * 10, scale: 1000)
        default: return decimal(base / 10 * 10 + (rng.below(10) < 9 ? 9 : rng.below(10)), scale: 1000)
        }
    }

    /// `value / scale` in decimal, without trailing zeros: `1590, 1000` → `1.59`; `2000,
    /// 1000` → `2`. `scale` is a power of ten.
    static func decimal(_ value: Int, scale: Int) -> String {
        let whole = String(value.magnitude / UInt(scale))
        var fraction = Digits.padded(Int(value.magnitude % UInt(scale)), width: String(scale).count - 1)
        while fraction.last == "0" { fraction.removeLast() }
        return (value < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
