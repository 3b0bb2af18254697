import Lenient

/// A station of the Spanish ministry's fuel-price list (`ListaEESSPrecio`): every value is
/// text, numbers are written with a decimal comma (`"1,849"`, `"40,357667"`), a fuel not
/// sold is `""`, and keys carry spaces, dots and accents (`"C.P."`, `"Rótulo"`,
/// `"Longitud (WGS84)"`). Prices are euros per litre.
@LenientModel
public struct SpainStation: Equatable {
    /// `IDEESS`: the ministry's station number.
    public var ideess: String
    /// `Rótulo`: the brand or the sign over the forecourt.
    public var brand: String
    /// `Dirección`.
    public var street: String
    public var localidad: String
    public var municipio: String
    public var provincia: String
    /// `C.P.`: already a zero-padded five-digit text, kept as written.
    public var postcode: String
    /// `Latitud`.
    public var latitude: Double?
    /// `Longitud (WGS84)`.
    public var longitude: Double?
    /// `Horario`: opening hours as written (`L-D: 24H`).
    public var horario: String
    /// `Precio Gasolina 95 E5`.
    public var gasolina95E5: Double?
    /// `Precio Gasolina 95 E10`.
    public var gasolina95E10: Double?
    /// `Precio Gasolina 95 E5 Premium`.
    public var gasolina95E5Premium: Double?
    /// `Precio Gasolina 98 E5`.
    public var gasolina98E5: Double?
    /// `Precio Gasolina 98 E10`.
    public var gasolina98E10: Double?
    /// `Precio Gasoleo A`: diesel.
    public var gasoleoA: Double?
    /// `Precio Gasoleo B`: agricultural diesel.
    public var gasoleoB: Double?
    /// `Precio Gasoleo Premium`.
    public var gasoleoPremium: Double?
    /// `Precio Gases licuados del petróleo`: LPG.
    public var glp: Double?
    /// `Precio Gas Natural Comprimido`.
    public var gnc: Double?
    /// `Precio Gas Natural Licuado`.
    public var gnl: Double?
    /// `Precio Biodiesel`.
    public var biodiesel: Double?
    /// `Precio Bioetanol`.
    public var bioetanol: Double?
    /// `Precio Hidrogeno`.
    public var hidrogeno: Double?

    /// The ministry's keys for the properties named otherwise, its decimal commas, and its
    /// prices read with a dot before three digits as a decimal mark (``PlausiblePrice``).
    public static var exceptions: Exceptions<SpainStation> {
        var exceptions = Exceptions<SpainStation>()
            .remap("Rótulo", to: \.brand)
            .remap("Dirección", to: \.street)
            .remap("C.P.", to: \.postcode)
            .remap("Latitud", to: \.latitude)
            .remap("Longitud (WGS84)", to: \.longitude)
            .decimalComma(\.latitude)
            .decimalComma(\.longitude)
        for (key, keyPath) in prices {
            exceptions = exceptions.remap(key, to: keyPath).decimalComma(keyPath)
                .validate(keyPath, with: PlausiblePrice.validator(PlausiblePrice.perLitre))
        }
        return exceptions
    }

    /// The prices in the order of ``prices``, read without key paths (the list's facts read
    /// them for every station).
    var priceList: [Double?] {
        [gasolina95E5, gasolina95E10, gasolina95E5Premium, gasolina98E5, gasolina98E10, gasoleoA, gasoleoB,
         gasoleoPremium, glp, gnc, gnl, biodiesel, bioetanol, hidrogeno]
    }

    /// Each price's key in the ministry's list, with its property.
    /// Immutable once made; key paths are not marked `Sendable`.
    nonisolated(unsafe) static let prices: [(key: String, keyPath: WritableKeyPath<SpainStation, Double?>)] = [
        ("Precio Gasolina 95 E5", \.gasolina95E5),
        ("Precio Gasolina 95 E10", \.gasolina95E10),
        ("Precio Gasolina 95 E5 Premium", \.gasolina95E5Premium),
        ("Precio Gasolina 98 E5", \.gasolina98E5),
        ("Precio Gasolina 98 E10", \.gasolina98E10),
        ("Precio Gasoleo A", \.gasoleoA),
        ("Precio Gasoleo B", \.gasoleoB),
        ("Precio Gasoleo Premium", \.gasoleoPremium),
        ("Precio Gases licuados del petróleo", \.glp),
        ("Precio Gas Natural Comprimido", \.gnc),
        ("Precio Gas Natural Licuado", \.gnl),
        ("Precio Biodiesel", \.biodiesel),
        ("Precio Bioetanol", \.bioetanol),
        ("Precio Hidrogeno", \.hidrogeno),
    ]
}
