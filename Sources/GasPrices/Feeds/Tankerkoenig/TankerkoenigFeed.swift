import Foundation
import Lenient

/// Tankerkönig (tankerkoenig.de, Germany): `list.php` answers, `{"ok": true, "license": …,
/// "stations": [ … ]}`; `detail.php`, one station at `station`; `prices.php`, prices keyed
/// by station id; and its error answer. Prices in euros per litre; the data is
/// Tankerkönig's under CC BY 4.0.
public enum TankerkoenigFeed: ListFeed {
    public typealias Wire = TankerkoenigStation

    public static let name = "tankerkoenig"

    /// The attribution the data's licence asks for.
    public static let attribution: String? = "Tankerkönig, CC BY 4.0"

    public static let listKeys = ["stations"]

    /// Every Tankerkönig answer has `ok`; a list has `stations`, a station's details
    /// `station`, prices by id `prices`, an error `status` and (mostly) `message`. Stations taken out of their
    /// answer (`jq '.stations[]'`: one, a list, or one per line) are told by their own keys.
    public static func recognizes(_ sketch: DocumentSketch) -> Bool {
        isAnswer(sketch) || (sketch.has("postCode", "place") && (sketch.has("isOpen") || sketch.has("lat")))
    }

    /// Any answer of the API: `ok` with its stations, a station's details, prices, or an error
    /// (with `message`, or a `status` that says it: `ok` and `status` alone are what many
    /// APIs' envelopes hold, `{"ok": true, "status": "ok", "data": {…}}`).
    public static func isAnswer(_ object: DocumentSketch) -> Bool {
        object.root == .object && object.has("ok")
            && (object.has("stations") || object.has("station") || object.has("prices") || object.has("message")
                || (object.has("status") && saysItFailed(object)))
    }

    /// Whether the answer's `ok` is false or its `status` is `error`, in its first bytes.
    static func saysItFailed(_ sketch: DocumentSketch) -> Bool {
        sketch.scalar("ok").map { Coerce.bool(fromText: $0) == false } ?? false || sketch.scalar("status")?.lowercased() == "error"
    }

    /// `{"ok": false, "message": …}`, or `{"ok": false, "status": "error"}` without a message
    /// (read whole: it is small), judged by the document's first value: a part of NDJSON
    /// after the first is never refused for its own first line. An answer that says it
    /// failed beside a list, details or prices (`{"ok": false, "message": …, "stations": []}`)
    /// is the error too, told by its first bytes, as MyGasFeed's is.
    public static func refusal(of source: SourceText, sketch: DocumentSketch) -> SourceFailure.Reason? {
        guard !source.isContinuation, sketch.has("message") || sketch.has("status") else { return nil }
        if sketch.has("stations") || sketch.has("station") || sketch.has("prices") {
            guard saysItFailed(sketch) else { return nil }
            let message = sketch.scalar("message") ?? ""
            return .feedError(feed: name, message: message.isEmpty ? "(no message)" : message)
        }
        if let error = try? LenientDecoder<TankerkoenigError>().decode(source).values.first,
           error.ok == false || error.status.lowercased() == "error" {
            return .feedError(feed: name, message: error.message.isEmpty ? "(no message)" : error.message)
        }
        return nil
    }

    /// A list, one station's details, or prices by id.
    public static func read(_ source: SourceText, sketch: DocumentSketch) throws(SourceFailure) -> FeedContent {
        if let refusal = refusal(of: source, sketch: sketch) { throw SourceFailure(source: source.name, reason: refusal) }
        // A station's details, or prices by id, that are not an object: validated, they
        // would be one station of defaults, or an empty answer. (In one answer: of answers
        // one per line, or a part of them, one without its station is a line not read.)
        for key in ["station", "prices"] where !sketch.has("stations") && sketch.has(key) && !source.isLineDelimited
            && source.withBytes({ JSONSpans.isOneObject($0) }) {
            let found = source.withBytes { bytes in
                JSONSpans.member(key, in: bytes).map { range in
                    (range.lowerBound, JSONKind.of(byte: bytes[range.lowerBound]), JSONSpans.isEmptyObject(bytes, at: range.lowerBound))
                }
            }
            if let (offset, kind, empty) = found, kind != .object || (key == "station" && empty) {
                let position = source.position(of: offset)
                throw SourceFailure(source: source.name, line: position.line, column: position.column, reason: .noStation(key: key, kind: kind))
            }
        }
        if !sketch.has("stations"), sketch.has("station") {
            return try StationDocument<TankerkoenigDetail>.read(source, feed: name, options: ValidationOptions()) { detail in
                // A station without an id is none (`null` or `{}` in an answer after the first
                // of a log, which the check above does not reach).
                DocumentStations(stations: detail.station.id.isEmpty ? [] : [DocumentStation(station: station(detail.station), facts: facts(detail.station),
                                                                                             paths: [FieldPath([.key("station")])])],
                                 listKey: "station")
            }
        }
        if !sketch.has("stations"), sketch.has("prices") {
            return try StationDocument<TankerkoenigPrices>.read(source, feed: name, options: ValidationOptions()) { document in
                DocumentStations(stations: document.prices.entries.map { id, entry in
                    prices(id: id, entry)
                }, listKey: "prices")
            }
        }
        return try readList(source, sketch: sketch)
    }

    /// A station of `prices.php`: its id stands for its name (the answer gives no other);
    /// `closed` is closed, `not found` sells nothing known.
    static func prices(id: String, _ entry: TankerkoenigPriceStatus) -> DocumentStation {
        let fuels = [(FuelKind.e5, "e5", entry.e5), (.e10, "e10", entry.e10), (.diesel, "diesel", entry.diesel)]
            .compactMap { fuel, label, price in FuelPrice.known(price).map { (fuel, label, $0) } }
        let status = entry.status.lowercased()
        let isOpen: Bool? = status == "open" ? true : status == "closed" ? false : nil
        let station = CatalogStation(
            id: id, name: id, address: PostalAddress(country: "DE"), isOpen: isOpen,
            fuels: fuels.map { FuelPrice(fuel: $0.0, label: $0.1, price: $0.2, currency: "EUR", unit: .litre, updated: nil) }
        )
        let facts = StationFacts(name: id, brand: "", city: "", postcode: "", updated: nil,
                                 fuels: fuels.map { ($0.0, $0.2) }, currency: "EUR", unit: .litre)
        return DocumentStation(station: station, facts: facts, paths: [FieldPath([.key("prices"), .key(id)])])
    }

    public static func station(_ wire: TankerkoenigStation) -> CatalogStation {
        let location = Coordinate(latitude: wire.lat, longitude: wire.lng)
        return CatalogStation(
            id: wire.id, name: wire.name, brand: wire.brand,
            address: PostalAddress(street: street(wire), city: wire.place, postcode: wire.postCode, country: "DE"),
            location: location, isOpen: wire.isOpen,
            fuels: fuels(wire).map { fuel, label, price in
                FuelPrice(fuel: fuel, label: label, price: price, currency: "EUR", unit: .litre, updated: nil)
            }
        )
    }

    public static func facts(_ wire: TankerkoenigStation) -> StationFacts {
        StationFacts(name: wire.name, brand: wire.brand, city: wire.place, postcode: wire.postCode, updated: nil,
                     fuels: prices.compactMap { entry in FuelPrice.known(entry.price(wire)).map { (entry.fuel, $0) } },
                     currency: "EUR", unit: .litre)
    }

    /// The fuels with a price, named as the feed names them.
    static func fuels(_ wire: TankerkoenigStation) -> [(fuel: FuelKind, label: String, price: Double?)] {
        prices.compactMap { entry in FuelPrice.known(entry.price(wire)).map { (entry.fuel, entry.label, $0) } }
    }

    /// The list's fuels: each one's kind, the feed's name for it, and its price. `price`
    /// (one fuel asked for, which the response does not name) keeps its own name.
    static let prices: [(fuel: FuelKind, label: String, price: @Sendable (TankerkoenigStation) -> Double?)] = [
        (.e5, "e5", { $0.e5 }), (.e10, "e10", { $0.e10 }), (.diesel, "diesel", { $0.diesel }),
        (FuelKind(rawValue: "price"), "price", { $0.price }),
    ]

    /// The street with the house number after it, unless the street already ends with it.
    static func street(_ wire: TankerkoenigStation) -> String {
        let number = wire.houseNumber.trimmingCharacters(in: .whitespaces)
        guard !number.isEmpty, !wire.street.hasSuffix(number) else { return wire.street }
        return wire.street + " " + number
    }
}
