import Foundation
import GasPrices
import Lenient

/// The CSV output of `gasprices stations`: RFC 4180, one row per listed station for its
/// section's fuel, empty cells for what is unknown.
enum StationsCSV {
    static let header = ["source", "index", "id", "name", "brand", "street", "city", "region", "postcode", "country",
                         "lat", "lon", "open", "fuel", "label", "price", "currency", "unit", "updated", "coerced", "defaulted"]

    /// Writes the header and every row, section after section, each ended by CRLF.
    static func write(_ listing: StationsListing, to output: inout StandardOutput) {
        output.write(record(header))
        for section in listing.sections {
            for index in section.order.indices {
                output.write(record(row(listing.catalog, Int(index), fuel: section.order.query.fuel)))
            }
        }
    }

    /// Station `index`'s cells. `defaulted` counts dropped list elements too, as the table's
    /// badge does.
    static func row(_ catalog: Catalog, _ index: Int, fuel: FuelKind) -> [String] {
        let reference = catalog.reference(index)
        let source = catalog.source(of: index)
        let station = catalog.station(index)
        let offer = station.price(of: fuel)
        let address = station.address
        let badge = catalog.badge(index)
        return [StationsJSON.name(source), String(source.documentIndex(of: reference.index)), station.id ?? "",
                station.name, station.brand, address.street, address.city, address.region, address.postcode, address.country,
                station.location.map { JSONWriter.number($0.latitude) } ?? "",
                station.location.map { JSONWriter.number($0.longitude) } ?? "",
                station.isOpen.map { $0 ? "true" : "false" } ?? "",
                fuel.rawValue, offer?.label ?? "", offer?.price.map(JSONWriter.number) ?? "",
                offer?.currency ?? "", offer?.unit.rawValue ?? "", offer?.updated.map(JSONWriter.date) ?? "",
                String(badge.coerced), String(badge.defaulted)]
    }

    /// One record: the fields joined by commas, and CRLF.
    static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// A field, quoted when it holds a comma, a quote, CR or LF, its quotes doubled. The
    /// text is data: nothing else is escaped. But text that no rule cleaned (a fuel or an id
    /// taken from a key, a file's name) and holds a terminal control is cleaned here as the
    /// engine cleans a value (``Coerce/cleanText(_:)``): CSV goes to terminals as it is.
    static func field(_ raw: String) -> String {
        let text = raw.unicodeScalars.contains(where: isControl) ? Coerce.cleanText(raw).text : raw
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0D || $0 == 0x0A }) else {
            return text
        }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A control a terminal acts on (not a line break or a tab, which CSV quotes), or a
    /// bidirectional control.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
