/// Writes a station as Spain's ministry list (`ListaEESSPrecio`) has it: minified, the
/// list's 32 keys in its order, with spaces, dots, `%` and accents (`"C.P."`, `"Rótulo"`,
/// `"% Éster metílico"`) in raw UTF-8; every value text, numbers with a decimal comma
/// (`"1,229"`, `"-1,539167"`), a fuel not sold `""` — most of the fourteen on most
/// stations —, postcodes and province numbers zero-padded.
///
/// About 810 bytes a station.
enum SpainStationText {
    static let opening = #"{"Fecha":"10/03/2022 13:52:39","ListaEESSPrecio":["#
    static let closing = #"],"Nota":"Archivo de todos los productos en todas las estaciones de servicio. La actualización de precios se realiza cada media hora, con los precios en vigor en ese momento.","ResultadoConsulta":"OK"}"# + "\n"

    /// A fuel's key, how many stations in 10,000 sell it, and its price range in thousandths
    /// of a euro, in the list's order.
    private static let fuels: [(key: String, perTenThousand: Int, price: ClosedRange<Int>)] = [
        ("Precio Biodiesel", 100, 1_299...1_599),
        ("Precio Bioetanol", 30, 899...1_199),
        ("Precio Gas Natural Comprimido", 80, 999...1_499),
        ("Precio Gas Natural Licuado", 40, 999...1_399),
        ("Precio Gases licuados del petróleo", 900, 799...1_099),
        ("Precio Gasoleo A", 9_700, 1_399...1_699),
        ("Precio Gasoleo B", 2_200, 999...1_299),
        ("Precio Gasoleo Premium", 5_500, 1_479...1_799),
        ("Precio Gasolina 95 E10", 100, 1_499...1_699),
        ("Precio Gasolina 95 E5", 9_300, 1_529...1_799),
        ("Precio Gasolina 95 E5 Premium", 1_200, 1_599...1_899),
        ("Precio Gasolina 98 E10", 50, 1_699...1_899),
        ("Precio Gasolina 98 E5", 4_500, 1_659...1_999),
        ("Precio Hidrogeno", 5, 9_990...12_990),
    ]

    /// Writes station `index` (its `IDEESS` is `index + 1`).
    static func write(_ index: Int, _ rng: inout SplitMix64, to out: inout ChunkWriter) {
        let province = rng.pick(SpanishVocabulary.provinces)
        let town = rng.pick(province.towns)
        var text = #"{"C.P.":""# + Digits.padded(town.postcode + rng.below(town.postcodeSpan), width: 5)
        text += #"","Dirección":""# + street(&rng)
        text += #"","Horario":""# + rng.pick(SpanishVocabulary.hours)
        text += #"","Latitud":""# + coordinate(province.latitude, &rng)
        text += #"","Localidad":""# + town.localidad
        text += #"","Longitud (WGS84)":""# + coordinate(province.longitude, &rng)
        text += #"","Margen":""# + ["D", "D", "I", "I", "N"][rng.below(5)]
        text += #"","Municipio":""# + town.municipio
        for fuel in fuels {
            text += "\",\"" + fuel.key + "\":\""
            if rng.below(10_000) < fuel.perTenThousand { text += commaDecimal(rng.within(fuel.price), places: 3) }
        }
        text += #"","Provincia":""# + province.name
        text += #"","Remisión":""# + (rng.below(4) == 0 ? "OM" : "dm")
        text += #"","Rótulo":""# + rng.pick(SpanishVocabulary.signs)
        text += #"","Tipo Venta":""# + (rng.below(100) < 92 ? "P" : "R")
        text += #"","% BioEtanol":""# + (rng.below(100) < 97 ? "0,0" : "5,0")
        text += #"","% Éster metílico":""# + (rng.below(100) < 90 ? "0,0" : rng.pick(["5,0", "7,0", "10,0"]))
        text += #"","IDEESS":""# + String(index + 1)
        text += #"","IDMunicipio":""# + String(town.idMunicipio)
        text += #"","IDProvincia":""# + province.id
        text += #"","IDCCAA":""# + province.community + "\"}"
        out.write(text)
    }

    /// `CALLE MAYOR, 12`, `CARRETERA N-301 KM. 245`, `AUTOVÍA A-3 KM. 160,5`, `…, S/N`.
    private static func street(_ rng: inout SplitMix64) -> String {
        let name = rng.pick(SpanishVocabulary.streets)
        switch rng.below(10) {
        case 0..<5: return name + ", " + String(rng.within(1...240))
        case 5: return name + ", S/N"
        default:
            let road = rng.pick(SpanishVocabulary.roads)
            let kilometre = String(rng.within(0...620))
            return road + " KM. " + (rng.below(3) == 0 ? kilometre + "," + String(rng.below(10)) : kilometre)
        }
    }

    /// A coordinate near `centre`, with six decimals after a comma: `-1,539167`.
    private static func coordinate(_ centre: Double, _ rng: inout SplitMix64) -> String {
        let millionths = Int((centre * 1_000_000).rounded()) + rng.within(-600_000...600_000)
        return commaDecimal(millionths, places: 6)
    }

    /// `value` with its last `places` digits after a decimal comma: `1229, 3` → `1,229`.
    private static func commaDecimal(_ value: Int, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let magnitude = abs(value)
        return (value < 0 ? "-" : "") + String(magnitude / scale) + "," + Digits.padded(magnitude % scale, width: places)
    }
}
