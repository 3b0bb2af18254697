import Foundation
import Lenient

/// Every station's name, brand, city and postcode, folded (``TextFold``), one station after
/// another with a separator byte (1) between fields: what filtering and name order read.
/// Made from the catalog's text columns the first time a filter or a name order needs them,
/// not as sources are added (a cheapest-first list does not).
struct FoldedTexts: Sendable {
    var bytes: [UInt8] = []
    /// Where each station's text starts in ``bytes``.
    var starts: [Int] = []

    /// The folded texts of the stations of these columns; in parts on every core when they
    /// are many.
    init(names: [String], brands: [String], cities: [String], postcodes: [String]) {
        let count = names.count
        let partCount = count >= 50_000 ? Processors.active * 4 : 1
        let parts = Slots<FoldedTexts>.make(partCount) { number in
            var part = FoldedTexts()
            let range = count * number / partCount..<count * (number + 1) / partCount
            part.starts.reserveCapacity(range.count)
            part.bytes.reserveCapacity(range.count * 40)
            for station in range {
                part.starts.append(part.bytes.count)
                TextFold.append(names[station], to: &part.bytes)
                part.bytes.append(1)
                TextFold.append(brands[station], to: &part.bytes)
                part.bytes.append(1)
                TextFold.append(cities[station], to: &part.bytes)
                part.bytes.append(1)
                TextFold.append(postcodes[station], to: &part.bytes)
            }
            return part
        }
        starts.reserveCapacity(count)
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.bytes.count })
        for part in parts {
            let offset = bytes.count
            starts += part.starts.lazy.map { $0 + offset }
            bytes += part.bytes
        }
    }

    private init() {}

    /// Station `index`'s text in ``bytes``.
    func range(of index: Int) -> Range<Int> {
        starts[index]..<(index + 1 < starts.count ? starts[index + 1] : bytes.count)
    }
}
