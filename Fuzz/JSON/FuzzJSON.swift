import Foundation
import FuzzSupport
import Lenient

@LenientModel
struct FuzzItem: Equatable {
    var label: String
    var price: Double
}

/// A model with a property of every kind, so that any document exercises every validator.
@LenientModel
struct FuzzModel: Equatable {
    var name: String
    var price: Double
    var count: Int
    var flag: Bool
    var when: Date?
    var tags: [String]
    var items: [FuzzItem]
    var part: FuzzItem?
}

/// The JSON parser and the engine on any bytes, with text before the JSON an error and
/// skipped (see ``requireConsistentDecoding(_:_:options:)``), and read a part at a time
/// (``requireConsistentStreaming(_:_:options:partSize:elementsPerPart:fieldsPerPart:)``), each record made a
/// few fields at a time (``RecordParts``).
enum FuzzJSON {
    static func run(_ bytes: [UInt8]) {
        for skipsLeadingText in [false, true] {
            requireConsistentDecoding(FuzzModel.self, bytes, options: ValidationOptions(maxDepth: 48, skipsLeadingText: skipsLeadingText))
        }
        // Parts of 1 to 64 bytes, chosen by the input's last byte, or of 1 to 4 elements (or
        // as many as a part may hold) by its second byte; text before the JSON skipped or not
        // by its third.
        let elements = Int(bytes.dropFirst().first ?? 0) % 5
        let skipsLeadingText = (bytes.dropFirst(2).first ?? 0) & 1 == 1
        requireConsistentStreaming(FuzzModel.self, bytes, options: ValidationOptions(maxDepth: 48, skipsLeadingText: skipsLeadingText),
                                   partSize: 1 + Int(bytes.last ?? 0) % 64,
                                   elementsPerPart: elements == 0 ? DocumentStream.defaultElementsPerPart : elements,
                                   fieldsPerPart: 1 + Int(bytes.first ?? 0) % 8)
    }
}

@main enum Main {
    static func main() { Fuzz.main("fuzz-json", FuzzJSON.run) }
}
