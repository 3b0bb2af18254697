/// The words Spanish stations are made of, spelled as the ministry's list spells them:
/// upper-case places and streets with their accents, the provinces' official names.
enum SpanishVocabulary {
    /// A municipality: its name as `Municipio` and as `Localidad`, its first postcode and
    /// how many follow, and its number in the list.
    struct Town {
        var municipio: String
        var localidad: String
        var postcode: Int
        var postcodeSpan: Int
        var idMunicipio: Int
    }

    /// A province: its name, its number and its community's (both two digits), its centre,
    /// and some of its towns.
    struct Province {
        var name: String
        var id: String
        var community: String
        var latitude: Double
        var longitude: Double
        var towns: [Town]
    }

    static let provinces: [Province] = [
        Province(name: "ALBACETE", id: "02", community: "07", latitude: 38.995, longitude: -1.856, towns: [
            Town(municipio: "Abengibre", localidad: "ABENGIBRE", postcode: 2250, postcodeSpan: 1, idMunicipio: 52),
            Town(municipio: "Albacete", localidad: "ALBACETE", postcode: 2001, postcodeSpan: 8, idMunicipio: 54),
            Town(municipio: "Hellín", localidad: "HELLÍN", postcode: 2400, postcodeSpan: 10, idMunicipio: 88),
        ]),
        Province(name: "MADRID", id: "28", community: "13", latitude: 40.417, longitude: -3.704, towns: [
            Town(municipio: "Madrid", localidad: "MADRID", postcode: 28001, postcodeSpan: 55, idMunicipio: 4354),
            Town(municipio: "Alcalá de Henares", localidad: "ALCALÁ DE HENARES", postcode: 28801, postcodeSpan: 6, idMunicipio: 4284),
            Town(municipio: "Móstoles", localidad: "MÓSTOLES", postcode: 28931, postcodeSpan: 8, idMunicipio: 4367),
            Town(municipio: "Leganés", localidad: "LEGANÉS", postcode: 28911, postcodeSpan: 8, idMunicipio: 4347),
        ]),
        Province(name: "BARCELONA", id: "08", community: "09", latitude: 41.387, longitude: 2.17, towns: [
            Town(municipio: "Barcelona", localidad: "BARCELONA", postcode: 8001, postcodeSpan: 42, idMunicipio: 1150),
            Town(municipio: "Hospitalet de Llobregat (L')", localidad: "HOSPITALET DE LLOBREGAT (L')", postcode: 8901, postcodeSpan: 8, idMunicipio: 1241),
            Town(municipio: "Sabadell", localidad: "SABADELL", postcode: 8201, postcodeSpan: 8, idMunicipio: 1325),
        ]),
        Province(name: "CASTELLÓN / CASTELLÓ", id: "12", community: "17", latitude: 39.986, longitude: -0.051, towns: [
            Town(municipio: "Castellón de la Plana/Castelló de la Plana", localidad: "CASTELLÓ DE LA PLANA", postcode: 12001, postcodeSpan: 6, idMunicipio: 1835),
            Town(municipio: "Albocàsser", localidad: "ALBOCÀSSER", postcode: 12140, postcodeSpan: 1, idMunicipio: 1807),
            Town(municipio: "Vila-real", localidad: "VILA-REAL", postcode: 12540, postcodeSpan: 2, idMunicipio: 1977),
        ]),
        Province(name: "VALENCIA / VALÈNCIA", id: "46", community: "17", latitude: 39.47, longitude: -0.376, towns: [
            Town(municipio: "València", localidad: "VALÈNCIA", postcode: 46001, postcodeSpan: 26, idMunicipio: 6872),
            Town(municipio: "Gandia", localidad: "GANDIA", postcode: 46701, postcodeSpan: 2, idMunicipio: 6671),
            Town(municipio: "Sagunto/Sagunt", localidad: "PUERTO DE SAGUNTO", postcode: 46520, postcodeSpan: 1, idMunicipio: 6831),
        ]),
        Province(name: "CORUÑA (A)", id: "15", community: "12", latitude: 43.362, longitude: -8.411, towns: [
            Town(municipio: "Coruña (A)", localidad: "CORUÑA (A)", postcode: 15001, postcodeSpan: 11, idMunicipio: 2128),
            Town(municipio: "Santiago de Compostela", localidad: "SANTIAGO DE COMPOSTELA", postcode: 15701, postcodeSpan: 7, idMunicipio: 2185),
            Town(municipio: "Ferrol", localidad: "FERROL", postcode: 15401, postcodeSpan: 6, idMunicipio: 2140),
        ]),
        Province(name: "JAÉN", id: "23", community: "01", latitude: 37.779, longitude: -3.785, towns: [
            Town(municipio: "Jaén", localidad: "JAÉN", postcode: 23001, postcodeSpan: 9, idMunicipio: 3093),
            Town(municipio: "Úbeda", localidad: "ÚBEDA", postcode: 23400, postcodeSpan: 1, idMunicipio: 3180),
            Town(municipio: "Linares", localidad: "LINARES", postcode: 23700, postcodeSpan: 1, idMunicipio: 3103),
        ]),
        Province(name: "CÁCERES", id: "10", community: "11", latitude: 39.475, longitude: -6.372, towns: [
            Town(municipio: "Cáceres", localidad: "CÁCERES", postcode: 10001, postcodeSpan: 5, idMunicipio: 1546),
            Town(municipio: "Plasencia", localidad: "PLASENCIA", postcode: 10600, postcodeSpan: 1, idMunicipio: 1691),
        ]),
        Province(name: "ÁVILA", id: "05", community: "08", latitude: 40.656, longitude: -4.7, towns: [
            Town(municipio: "Ávila", localidad: "ÁVILA", postcode: 5001, postcodeSpan: 5, idMunicipio: 634),
            Town(municipio: "Arévalo", localidad: "ARÉVALO", postcode: 5200, postcodeSpan: 1, idMunicipio: 631),
        ]),
        Province(name: "RIOJA (LA)", id: "26", community: "16", latitude: 42.465, longitude: -2.445, towns: [
            Town(municipio: "Logroño", localidad: "LOGROÑO", postcode: 26001, postcodeSpan: 9, idMunicipio: 3717),
            Town(municipio: "Calahorra", localidad: "CALAHORRA", postcode: 26500, postcodeSpan: 1, idMunicipio: 3662),
        ]),
        Province(name: "SEVILLA", id: "41", community: "01", latitude: 37.389, longitude: -5.984, towns: [
            Town(municipio: "Sevilla", localidad: "SEVILLA", postcode: 41001, postcodeSpan: 20, idMunicipio: 6144),
            Town(municipio: "Dos Hermanas", localidad: "DOS HERMANAS", postcode: 41700, postcodeSpan: 4, idMunicipio: 6084),
            Town(municipio: "Écija", localidad: "ÉCIJA", postcode: 41400, postcodeSpan: 1, idMunicipio: 6086),
        ]),
        Province(name: "BALEARS (ILLES)", id: "07", community: "04", latitude: 39.57, longitude: 2.65, towns: [
            Town(municipio: "Palma", localidad: "PALMA", postcode: 7001, postcodeSpan: 15, idMunicipio: 843),
            Town(municipio: "Eivissa", localidad: "EIVISSA", postcode: 7800, postcodeSpan: 1, idMunicipio: 820),
        ]),
    ]

    static let streets = [
        "AVENIDA CASTILLA LA MANCHA", "CALLE MAYOR", "CALLE REAL", "AVENIDA DE LA CONSTITUCIÓN", "PLAZA DE ESPAÑA",
        "POLÍGONO INDUSTRIAL EL ÁLAMO", "CALLE SANT JOAN", "AVINGUDA DIAGONAL", "RONDA DE TOLEDO", "PASEO DE LA ESTACIÓN",
        "CALLE JOSÉ ECHEGARAY", "AVENIDA ANDALUCÍA",
    ]

    static let roads = ["CARRETERA N-301", "AUTOVÍA A-3", "CARRETERA CM-3201", "AUTOVÍA A-4", "CARRETERA N-II", "AUTOPISTA AP-7"]

    static let hours = [
        "L-D: 24H", "L-D: 24H", "L-D: 07:00-22:00", "L-D: 06:00-23:00", "L-V: 06:00-22:00; S: 07:00-15:00",
        "L-S: 07:00-23:00; D: 08:00-22:00", "L: 06:00-22:00; M-D: 07:00-22:00",
    ]

    /// The sign over the forecourt: a brand, a cooperative's name, a licence number, rarely none.
    static let signs = [
        "REPSOL", "REPSOL", "REPSOL", "CEPSA", "CEPSA", "GALP", "BP", "SHELL", "PETRONOR", "CAMPSA", "BALLENOIL",
        "PLENOIL", "PETROPRIX", "AVIA", "DISA", "CARREFOUR", "ALCAMPO", "E.LECLERC", "Nº 10.935",
        "COOPERATIVA AGRÍCOLA SAN ISIDRO", "SIN RÓTULO", "ESTACIÓN DE SERVICIO LA ERMITA", "",
    ]
}
