import Foundation
import GasPrices
import Lenient

/// The JSON output of `gasprices stations`, one line: every source tried, then the ordered
/// stations (docs/output-format.md, "gasprices stations").
///
/// Every key is always written, `null` where the value is unknown. Strings go through the
/// engine's ``JSONWriter``, which escapes every control, so the output is data and still
/// safe to print.
enum StationsJSON {
    /// Writes the whole document, with `stations` (catalog indices) in their order, to `output`.
    static func write(_ catalog: Catalog, stations: [Int32], to output: inout StandardOutput) {
        output.json { buffer in
            buffer.append(#"{"sources":["#)
            var first = true
            for source in catalog.sources {
                if !first { buffer.append(",") }
                Self.source(source, into: &buffer)
                first = false
            }
            for failure in catalog.failures {
                if !first { buffer.append(",") }
                Self.failure(failure, into: &buffer)
                first = false
            }
            buffer.append(#"],"stations":["#)
        }
        for (number, index) in stations.enumerated() {
            output.json { buffer in
                if number > 0 { buffer.append(",") }
                station(catalog, Int(index), into: &buffer)
            }
        }
        output.line("]}")
    }

    /// What `source` is called in the output: the path as the user gave it (`<stdin>` for
    /// `-`, as `--format ndjson` calls it), or a built-in's label.
    static func name(_ source: LoadedSource) -> String {
        source.path == nil ? source.label : source.source.name
    }

    static func source(_ source: LoadedSource, into buffer: inout JSONBuffer) {
        buffer.append(#"{"source":"#)
        buffer.append(string: name(source))
        buffer.append(#","feed":"#)
        buffer.append(string: source.feed)
        buffer.append(#","attribution":"#)
        buffer.append(string: source.attribution)
        buffer.append(#","stations":"#)
        buffer.append(integer: source.count)
        buffer.append(#","list_key":"#)
        buffer.append(string: source.layout.listKey)
        buffer.append(#","problems":["#)
        for (index, problem) in source.problems.enumerated() {
            if index > 0 { buffer.append(",") }
            Self.problem(problem.line, problem.column, code: problem.code, problem.message, into: &buffer)
        }
        buffer.append("]}")
    }

    /// A source that did not load: no stations (so no data to credit), and its one problem.
    static func failure(_ failure: SourceFailure, into buffer: inout JSONBuffer) {
        buffer.append(#"{"source":"#)
        buffer.append(string: failure.source)
        buffer.append(#","feed":"#)
        buffer.append(string: failure.feed)
        buffer.append(#","attribution":null,"stations":0,"list_key":"#)
        buffer.append(string: listKey(failure))
        buffer.append(#","problems":["#)
        problem(failure.line, failure.column, code: failure.code, failure.reasonText, into: &buffer)
        buffer.append("]}")
    }

    /// The key of the list a failure is about (an empty list wrapped at `data.items`).
    static func listKey(_ failure: SourceFailure) -> String? {
        switch failure.reason {
        case .emptyList(let key), .noObjects(_, let key, _), .noAnswers(_, let key, _), .missingList(_, _, let key, _): key
        default: nil
        }
    }

    /// One problem: where (`null` without a place), its stable code, and what was wrong.
    static func problem(_ line: Int?, _ column: Int?, code: String, _ message: String, into buffer: inout JSONBuffer) {
        buffer.append(#"{"line":"#)
        buffer.append(integer: line)
        buffer.append(#","column":"#)
        buffer.append(integer: column)
        buffer.append(#","code":"#)
        buffer.append(string: code)
        buffer.append(#","message":"#)
        buffer.append(string: message)
        buffer.append("}")
    }

    /// Station `index` of the catalog, whole; `indexOffset` is added to its index in its
    /// document (a part of a document read a part at a time counts on from the parts before).
    static func station(_ catalog: Catalog, _ index: Int, indexOffset: Int = 0, into buffer: inout JSONBuffer) {
        let reference = catalog.reference(index)
        let source = catalog.source(of: index)
        let station = catalog.station(index)
        let counts = source.counts(at: reference.index)
        let address = station.address
        buffer.append(#"{"source":"#)
        buffer.append(string: name(source))
        buffer.append(#","index":"#)
        buffer.append(integer: indexOffset + source.documentIndex(of: reference.index))
        buffer.append(#","id":"#)
        buffer.append(string: station.id)
        buffer.append(#","name":"#)
        buffer.append(string: station.name)
        buffer.append(#","brand":"#)
        known(station.brand, into: &buffer)
        buffer.append(#","address":{"street":"#)
        known(address.street, into: &buffer)
        buffer.append(#","city":"#)
        known(address.city, into: &buffer)
        buffer.append(#","region":"#)
        known(address.region, into: &buffer)
        buffer.append(#","postcode":"#)
        known(address.postcode, into: &buffer)
        buffer.append(#","country":"#)
        known(address.country, into: &buffer)
        buffer.append(#"},"location":"#)
        if let location = station.location {
            buffer.append(#"{"lat":"#)
            buffer.append(number: location.latitude)
            buffer.append(#","lon":"#)
            buffer.append(number: location.longitude)
            buffer.append("}")
        } else {
            buffer.append("null")
        }
        buffer.append(#","open":"#)
        switch station.isOpen {
        case true?: buffer.append("true")
        case false?: buffer.append("false")
        case nil: buffer.append("null")
        }
        buffer.append(#","fuels":["#)
        for (index, fuel) in station.fuels.enumerated() {
            if index > 0 { buffer.append(",") }
            Self.fuel(fuel, into: &buffer)
        }
        buffer.append(#"],"history":["#)
        for (index, point) in station.history.enumerated() {
            if index > 0 { buffer.append(",") }
            Self.point(point, into: &buffer)
        }
        buffer.append(#"],"outcomes":{"exact":"#)
        buffer.append(integer: counts.exact)
        buffer.append(#","coerced":"#)
        buffer.append(integer: counts.coerced)
        buffer.append(#","defaulted":"#)
        buffer.append(integer: counts.defaulted)
        buffer.append(#","dropped":"#)
        buffer.append(integer: counts.dropped)
        buffer.append(#","ignored":"#)
        buffer.append(integer: counts.ignored)
        buffer.append("}}")
    }

    static func fuel(_ fuel: FuelPrice, into buffer: inout JSONBuffer) {
        buffer.append(#"{"fuel":"#)
        buffer.append(string: fuel.fuel.rawValue)
        buffer.append(#","label":"#)
        buffer.append(string: fuel.label)
        buffer.append(#","price":"#)
        number(fuel.price, into: &buffer)
        buffer.append(#","currency":"#)
        buffer.append(string: fuel.currency)
        buffer.append(#","unit":"#)
        buffer.append(string: fuel.unit.rawValue)
        buffer.append(#","updated":"#)
        date(fuel.updated, into: &buffer)
        buffer.append("}")
    }

    static func point(_ point: PricePoint, into buffer: inout JSONBuffer) {
        buffer.append(#"{"date":"#)
        date(point.date, into: &buffer)
        buffer.append(#","fuel":"#)
        buffer.append(string: point.fuel.rawValue)
        buffer.append(#","price":"#)
        number(point.price, into: &buffer)
        buffer.append("}")
    }

    /// Text the source may leave blank: `null` when it did.
    static func known(_ text: String, into buffer: inout JSONBuffer) {
        if text.isEmpty { buffer.append("null") } else { buffer.append(string: text) }
    }

    static func number(_ value: Double?, into buffer: inout JSONBuffer) {
        if let value { buffer.append(number: value) } else { buffer.append("null") }
    }

    static func date(_ value: Date?, into buffer: inout JSONBuffer) {
        if let value { buffer.append(date: value) } else { buffer.append("null") }
    }
}
