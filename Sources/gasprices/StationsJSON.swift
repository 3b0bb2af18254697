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
        output.write("{\"sources\":[")
        var first = true
        for source in catalog.sources {
            output.write((first ? "" : ",") + Self.source(source))
            first = false
        }
        for failure in catalog.failures {
            output.write((first ? "" : ",") + Self.failure(failure))
            first = false
        }
        output.write("],\"stations\":[")
        for (number, index) in stations.enumerated() {
            output.write((number == 0 ? "" : ",") + station(catalog, Int(index)))
        }
        output.line("]}")
    }

    /// What `source` is called in the output: the path as the user gave it (`<stdin>` for
    /// `-`, as `--format ndjson` calls it), or a built-in's label.
    static func name(_ source: LoadedSource) -> String {
        source.path == nil ? source.label : source.source.name
    }

    static func source(_ source: LoadedSource) -> String {
        let problems = source.problems.map { problem($0.line, $0.column, $0.message) }
        return "{\"source\":\(string(name(source))),\"feed\":\(string(source.feed)),\"attribution\":\(string(source.attribution)),"
            + "\"stations\":\(source.count),\"list_key\":\(string(source.layout.listKey)),"
            + "\"problems\":[\(problems.joined(separator: ","))]}"
    }

    /// A source that did not load: no stations (so no data to credit), and its one problem.
    static func failure(_ failure: SourceFailure) -> String {
        "{\"source\":\(string(failure.source)),\"feed\":\(string(failure.feed)),\"attribution\":null,\"stations\":0,"
            + "\"list_key\":\(string(listKey(failure))),"
            + "\"problems\":[\(problem(failure.line, failure.column, failure.reasonText))]}"
    }

    /// The key of the list a failure is about (an empty list wrapped at `data.items`).
    static func listKey(_ failure: SourceFailure) -> String? {
        switch failure.reason {
        case .emptyList(let key), .noObjects(_, let key): key
        default: nil
        }
    }

    static func problem(_ line: Int?, _ column: Int?, _ message: String) -> String {
        "{\"line\":\(integer(line)),\"column\":\(integer(column)),\"message\":\(string(message))}"
    }

    /// Station `index` of the catalog, whole; `indexOffset` is added to its index in its
    /// document (a part of a document read a part at a time counts on from the parts before).
    static func station(_ catalog: Catalog, _ index: Int, indexOffset: Int = 0) -> String {
        let reference = catalog.reference(index)
        let source = catalog.source(of: index)
        let station = catalog.station(index)
        let counts = source.counts(at: reference.index)
        let address = station.address
        var text = "{\"source\":\(string(name(source))),\"index\":\(indexOffset + source.documentIndex(of: reference.index)),"
        text += "\"id\":\(string(station.id)),\"name\":\(string(station.name)),\"brand\":\(known(station.brand)),"
        text += "\"address\":{\"street\":\(known(address.street)),\"city\":\(known(address.city)),\"region\":\(known(address.region)),"
        text += "\"postcode\":\(known(address.postcode)),\"country\":\(known(address.country))},"
        text += "\"location\":" + (station.location.map { "{\"lat\":\(number($0.latitude)),\"lon\":\(number($0.longitude))}" } ?? "null") + ","
        text += "\"open\":" + (station.isOpen.map { $0 ? "true" : "false" } ?? "null") + ","
        text += "\"fuels\":[" + station.fuels.map(fuel).joined(separator: ",") + "],"
        text += "\"history\":[" + station.history.map(point).joined(separator: ",") + "],"
        text += "\"outcomes\":{\"exact\":\(counts.exact),\"coerced\":\(counts.coerced),\"defaulted\":\(counts.defaulted),"
        text += "\"dropped\":\(counts.dropped),\"ignored\":\(counts.ignored)}}"
        return text
    }

    static func fuel(_ fuel: FuelPrice) -> String {
        "{\"fuel\":\(string(fuel.fuel.rawValue)),\"label\":\(string(fuel.label)),\"price\":\(number(fuel.price)),"
            + "\"currency\":\(string(fuel.currency)),\"unit\":\(string(fuel.unit.rawValue)),\"updated\":\(date(fuel.updated))}"
    }

    static func point(_ point: PricePoint) -> String {
        "{\"date\":\(date(point.date)),\"fuel\":\(string(point.fuel.rawValue)),\"price\":\(number(point.price))}"
    }

    static func string(_ text: String?) -> String {
        text.map(JSONWriter.string) ?? "null"
    }

    /// Text the source may leave blank: `null` when it did.
    static func known(_ text: String) -> String {
        text.isEmpty ? "null" : JSONWriter.string(text)
    }

    static func number(_ value: Double?) -> String {
        value.map(JSONWriter.number) ?? "null"
    }

    static func integer(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }

    static func date(_ value: Date?) -> String {
        value.map { JSONWriter.string(JSONWriter.date($0)) } ?? "null"
    }
}
