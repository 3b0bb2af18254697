import FuzzSupport
import GasPrices
import Lenient

/// Any text as a key path (`historicalPrices.@avg.price`), read from the built-in stations
/// and checked against the model. A path a station refuses for a reason that does not
/// depend on the data (a key, an operator or a path no value of the model could have) is
/// refused by the check too. (The other way round is not a property: a station whose list
/// is empty reads `historicalPrices.@avg.prce` as null, which is what the check is for.)
enum FuzzKeyPath {
    /// The built-in stations as key-value coding reads them, made once: the same for every
    /// input, and making them for each took most of the time a run took. A replay empties it
    /// when it ends (see `main`).
    nonisolated(unsafe) static var values: [KVCValue] = StubResponse.builtIn.flatMap { response in
        (try? LenientDecoder<Station>().decode(response.source)).map { Array($0.values) } ?? []
    }.map(\.kvcValue)

    /// Refusals that no data could avoid.
    static let modelCodes: Set<KeyPathError.Code> = [.unknownKey, .unknownOperator, .malformed, .emptyPath]

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var refusal: KeyPathError? = nil
        do { try Station.checkKeyPath(text) } catch { refusal = error }
        for value in values {
            do {
                _ = try value.value(forKeyPath: text)
            } catch {
                _ = error.message
                if modelCodes.contains(error.code) {
                    require(refusal != nil, "a station refuses \(text.debugDescription) (\(error.code)), the check does not")
                }
            }
        }
    }
}

@main enum Main {
    // What LeakSanitizer finds allocated at exit and unreachable is a leak, and it cannot
    // follow Swift's enums (their case is kept in the spare bits of the payload's pointer):
    // the values are freed before a replay exits, so that a sanitized replay reports nothing.
    static func main() { Fuzz.main("fuzz-keypath", FuzzKeyPath.run, end: { FuzzKeyPath.values = [] }) }
}
