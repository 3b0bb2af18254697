import Foundation
import Lenient

/// Spain's Ministry for the Ecological Transition (`EstacionesTerrestres`):
/// `{"Fecha": "10/03/2022 13:52:39", "ListaEESSPrecio": [ … ], "Nota": …, "ResultadoConsulta": "OK"}`.
/// Prices in euros per litre, all of them as of `Fecha` (the list's time, Europe/Madrid).
/// Spanish public-sector open data, reusable with its source named.
public enum SpainFeed: StreamableFeed {
    public typealias Wire = SpainStation

    public static let name = "spain"

    public static let listKeys = ["ListaEESSPrecio"]

    public static var answerTime: (key: String, format: DateFormat)? { ("Fecha", listTime) }

    public static let attribution: String? = "Ministerio para la Transición Ecológica (España)"

    /// The ministry's list: `ListaEESSPrecio`, or stations with `IDEESS` and `C.P.` keys.
    public static func recognizes(_ sketch: DocumentSketch) -> Bool {
        sketch.has("ListaEESSPrecio") || (sketch.has("IDEESS") && sketch.has("C.P."))
    }

    /// `Fecha`'s format: day first, an hour of one or two digits, Spain's time.
    static let listTime = DateFormat("dd/MM/yyyy H:mm:ss", timeZone: TimeZone(identifier: "Europe/Madrid") ?? .gmt)

    /// A list whose `ResultadoConsulta` is not `OK` is the ministry's error answer.
    static func refusal(of source: SourceText, sketch: DocumentSketch) -> SourceFailure.Reason? {
        guard let result = sketch.scalar("ResultadoConsulta"), result.uppercased() != "OK",
              sketch.members["ListaEESSPrecio"] == nil else { return nil }
        return .feedError(feed: name, message: result)
    }

    /// Every value is text in the ministry's own format: nothing to declare.
    public static func options(for source: SourceText) -> ValidationOptions { ValidationOptions() }

    /// The stations, each priced as of the list's `Fecha`.
    public static func read(_ source: SourceText, sketch: DocumentSketch) throws(SourceFailure) -> FeedContent {
        if let refusal = refusal(of: source, sketch: sketch) { throw SourceFailure(source: source.name, reason: refusal) }
        let time = AnswerTime(of: source, sketch: sketch, feed: self)
        let updated = time.date
        return time.adding(to: try StationList<SpainStation>.read(source, feed: name, options: options(for: source), listKeys: listKeys,
                                                                  station: { station($0, updated: updated) },
                                                                  facts: { facts($0, updated: updated) }))
    }

    static func station(_ wire: SpainStation, updated: Date?) -> CatalogStation {
        let location = Coordinate(latitude: wire.latitude, longitude: wire.longitude)
        return CatalogStation(
            id: wire.ideess, name: name(wire), brand: wire.brand,
            address: PostalAddress(street: wire.street, city: wire.localidad.isEmpty ? wire.municipio : wire.localidad,
                                   region: wire.provincia, postcode: wire.postcode, country: "ES"),
            location: location,
            fuels: fuels(wire).map { fuel, label, price in
                FuelPrice(fuel: fuel, label: label, price: price, currency: "EUR", unit: .litre, updated: updated)
            }
        )
    }

    static func facts(_ wire: SpainStation, updated: Date?) -> StationFacts {
        StationFacts(name: name(wire), brand: wire.brand,
                     city: wire.localidad.isEmpty ? wire.municipio : wire.localidad, postcode: wire.postcode,
                     updated: updated, fuels: fuels(wire).map { ($0.fuel, $0.price) }, currency: "EUR", unit: .litre)
    }

    /// The list names no station: its sign and its place stand for it.
    static func name(_ wire: SpainStation) -> String {
        let place = wire.localidad.isEmpty ? wire.municipio : wire.localidad
        switch (wire.brand.isEmpty, place.isEmpty) {
        case (false, false): return "\(wire.brand) \(place)"
        case (false, true): return wire.brand
        case (true, false): return place
        case (true, true): return wire.street
        }
    }

    /// The canonical kind of each of the ministry's fuels, in the order of
    /// ``SpainStation/prices``, with its key; those the table does not name keep their own
    /// name in lower case (`Precio Gasoleo B` is `gasoleo b`).
    static let kinds: [(key: String, fuel: FuelKind)] = SpainStation.prices.map { key, _ in
        let named: [String: FuelKind] = [
            "Precio Gasolina 95 E5": .e5, "Precio Gasolina 95 E10": .e10, "Precio Gasolina 98 E5": .superPlus,
            "Precio Gasoleo A": .diesel, "Precio Gasoleo Premium": .premiumDiesel,
            "Precio Gases licuados del petróleo": .lpg,
        ]
        return (key, named[key] ?? FuelKind(rawValue: String(key.dropFirst("Precio ".count))))
    }

    /// The positions of ``kinds`` in the fuels' order, worked out once.
    static let fuelOrder: [Int] = kinds.indices.sorted { (kinds[$0].fuel, $0) < (kinds[$1].fuel, $1) }

    /// The fuels with a price, in the fuels' order, labelled with the ministry's key.
    static func fuels(_ wire: SpainStation) -> [(fuel: FuelKind, label: String, price: Double?)] {
        let values = wire.priceList
        var fuels: [(fuel: FuelKind, label: String, price: Double?)] = []
        for index in fuelOrder {
            if let price = FuelPrice.known(values[index]) { fuels.append((kinds[index].fuel, kinds[index].key, price)) }
        }
        return fuels
    }
}
