/// What a generated station really is, before it is written clean or messy.
struct StationFacts {
    /// One price seen at a moment, in the station's local offset.
    struct PricePoint {
        var seconds: Int
        var offsetMinutes: Int
        var cents: Int
    }

    var brand: String
    var street: String
    var city: String
    var state: String
    /// Five digits, leading zeros included when written.
    var zip: Int
    var cents: Int
    var sellsDiesel: Bool
    var history: [PricePoint]

    /// 2012-01-01T00:00:00Z to 2024-12-31, the span of generated dates.
    private static let firstSecond = 1_325_376_000
    private static let span = 13 * 365 * 86_400

    /// Draws a station from `rng`.
    init(_ rng: inout SplitMix64) {
        brand = rng.pick(Vocabulary.brands)
        street = "\(rng.within(1...9999)) \(rng.pick(Vocabulary.streetNames)) \(rng.pick(Vocabulary.streetKinds))"
        let place = rng.pick(Vocabulary.places)
        city = place.city
        state = place.state
        zip = place.zipPrefix * 100 + rng.below(100)
        cents = rng.within(219...549)
        sellsDiesel = rng.chance(60)
        let offset = rng.pick(Vocabulary.offsets)
        var seconds = Self.firstSecond + rng.below(Self.span)
        var price = cents
        history = []
        for _ in 0..<rng.within(0...7) {
            seconds -= rng.within(3...10) * 86_400 + rng.below(86_400)
            price = max(150, price + rng.within(-25...25))
            history.append(PricePoint(seconds: seconds, offsetMinutes: offset, cents: price))
        }
    }

    /// The name the feed sends as `description`: brand and street.
    var description: String { "\(brand) \(street)" }

    /// The zip's five digits.
    var zipText: String { Digits.padded(zip, width: 5) }
}
