/// The words German stations are made of, already escaped as Tankerkönig's JSON escapes
/// them (``escaped(_:)``).
enum GermanVocabulary {
    /// A town, its first postcode (an integer, as the feed sends it: `1067` is `01067`), how
    /// many postcodes follow it, and its centre.
    struct Place {
        var city: String
        /// `city` in capitals, as some stations send their names (`T\u00dcBINGEN`).
        var capitals: String
        var postcode: Int
        var postcodeSpan: Int
        var latitude: Double
        var longitude: Double
    }

    /// Independent stations (`""`) are about one in eight.
    static let brands = [
        "ARAL", "ARAL", "Shell", "Shell", "ESSO", "JET", "TotalEnergies", "AVIA", "STAR", "bft", "HEM", "OIL!",
        "Raiffeisen", "Agip", "Westfalen", "Globus", "", "",
    ].map(escaped)

    static let operators = [
        "Autohaus Müller GmbH", "Tankstelle Schröder", "Raiffeisen-Warengenossenschaft eG", "Freie Tankstelle Weiß",
        "Autohof Görlitz", "Tankcenter Ölmühle", "Station Nürnberger Straße", "Hofmann & Söhne KG",
    ].map(escaped)

    static let streets = [
        "Hauptstraße", "Bahnhofstraße", "Berliner Str.", "Münchener Straße", "Industriestr.", "Am Mühlenberg",
        "Frankfurter Ring", "Lindenstraße", "Kölner Landstraße", "Landsberger Allee", "Äußere Sulzbacher Straße",
        "Grüner Weg", "Dorfstraße", "B 27", "Gießener Str.", "Herzbergstraße", "An der Autobahn", "Ringstraße",
    ].map(escaped)

    static let places: [Place] = towns.map { city, postcode, span, latitude, longitude in
        Place(city: escaped(city), capitals: escaped(city.uppercased()), postcode: postcode, postcodeSpan: span,
              latitude: latitude, longitude: longitude)
    }

    /// Each town's name, first postcode, count of postcodes and centre. Three in twenty are in
    /// the east, where postcodes begin with 0.
    private static let towns: [(String, Int, Int, Double, Double)] = [
        ("Berlin", 10115, 4000, 52.52, 13.405),
        ("Hamburg", 20095, 2500, 53.551, 9.994),
        ("München", 80331, 1600, 48.137, 11.576),
        ("Köln", 50667, 1300, 50.938, 6.96),
        ("Frankfurt am Main", 60311, 300, 50.11, 8.682),
        ("Stuttgart", 70173, 450, 48.776, 9.183),
        ("Düsseldorf", 40210, 420, 51.228, 6.774),
        ("Nürnberg", 90402, 90, 49.452, 11.077),
        ("Würzburg", 97070, 20, 49.792, 9.954),
        ("Osnabrück", 49074, 20, 52.279, 8.047),
        ("Saarbrücken", 66111, 22, 49.24, 6.997),
        ("Gießen", 35390, 10, 50.584, 8.678),
        ("Lübeck", 23552, 20, 53.866, 10.686),
        ("Tübingen", 72070, 8, 48.522, 9.052),
        ("Bremen", 28195, 600, 53.079, 8.802),
        ("Hannover", 30159, 500, 52.376, 9.732),
        ("Essen", 45127, 230, 51.456, 7.012),
        ("Dresden", 1067, 260, 51.05, 13.737),
        ("Leipzig", 4103, 230, 51.34, 12.375),
        ("Görlitz", 2826, 3, 51.153, 14.987),
    ]

    /// `text` as PHP's `json_encode` writes it by default: every character past ASCII as
    /// `\uXXXX` (`München` → `M\u00fcnchen`). The words hold no quote or backslash.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return result
    }
}
