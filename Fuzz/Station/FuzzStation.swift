import FuzzSupport
import GasPrices
import Lenient

/// The engine on the sample's `Station` model, whatever the bytes (see
/// ``requireConsistentDecoding(_:_:options:)``), with a date format and decimal commas
/// declared as a user can; and two versions of a document compared
/// (``requireConsistentDiff(_:_:options:)``).
enum FuzzStation {
    static func run(_ bytes: [UInt8]) {
        requireConsistentDecoding(Station.self, bytes, options: ValidationOptions())
        requireConsistentDecoding(Station.self, bytes, options: ValidationOptions(
            maxDepth: 24, decimalComma: true, dateFormats: [DateFormat("dd/MM/yyyy HH:mm:ss")]))
        requireConsistentDiff(Station.self, bytes, options: ValidationOptions())
    }
}

@main enum Main {
    static func main() { Fuzz.main("fuzz-station", FuzzStation.run) }
}
