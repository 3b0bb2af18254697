import FuzzSupport
import GasPrices
import Lenient

/// Any text as a key path (`historicalPrices.@avg.price`), read from the built-in stations
/// and checked against the model. A path the check refuses, for a reason that does not
/// depend on the data, is refused by every station too.
enum FuzzKeyPath {
    static let stations: [Station] = StubResponse.builtIn.flatMap { response in
        (try? LenientDecoder<Station>().decode(response.source)).map { Array($0.values) } ?? []
    }

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var refusal: KeyPathError? = nil
        do { try Station.checkKeyPath(text) } catch { refusal = error }
        for station in stations {
            do {
                _ = try station.kvcValue.value(forKeyPath: text)
                require(refusal == nil, "the check refuses \(text.debugDescription) (\(String(describing: refusal))), a station reads it")
            } catch {
                _ = error.message
            }
        }
    }
}

@main enum Main {
    static func main() { Fuzz.main("fuzz-keypath", FuzzKeyPath.run) }
}
