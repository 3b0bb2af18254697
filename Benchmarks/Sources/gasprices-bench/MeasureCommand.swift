import Foundation
import GasPrices
import Lenient

/// `measure`: reads a file, decodes it once with one decoder, prints one ``Measurement``.
///
/// Run one measurement per process: the peak memory it reports is the process's own.
struct MeasureCommand {
    static let options: Set<String> = ["decoder", "input", "kind"]

    let lenient: Bool
    let input: String
    let kind: String

    init(_ arguments: Arguments) throws(BenchError) {
        lenient = try arguments.choice("decoder", ["lenient", "foundation"]) == "lenient"
        input = try arguments.required("input")
        kind = arguments.optional("kind") ?? "unlabelled"
    }

    func run() throws(BenchError) {
        let measurement = lenient ? try measureLenient() : try measureFoundation()
        print(measurement.jsonLine)
    }

    /// The bulk path: values and the compact record of every non-exact outcome.
    private func measureLenient() throws(BenchError) -> Measurement {
        let clock = ContinuousClock()
        let start = clock.now
        let source: SourceText
        do throws(SourceReadError) { source = try SourceText.read(path: input) } catch { throw .failed(error.message) }
        let read = clock.now
        let batch: Batch<Station>
        do throws(JSONSyntaxError) { batch = try LenientDecoder<Station>().decode(source) } catch {
            throw .failed(source.location(of: error.offset) + ": \(error.message)")
        }
        let decoded = clock.now
        return Measurement(
            decoder: "lenient", kind: kind, input: fileName, bytes: source.bytes.count, stations: batch.values.count,
            readSeconds: (read - start).seconds, decodeSeconds: (decoded - read).seconds,
            peakBytes: PeakMemory.bytes() ?? 0, outcomes: batch.outcomeCount, fields: batch.fieldCount)
    }

    /// `JSONDecoder` into ``CodableStation``s; it reads clean files only.
    private func measureFoundation() throws(BenchError) -> Measurement {
        let clock = ContinuousClock()
        let start = clock.now
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: input)) } catch {
            throw .failed("\(input): cannot read: \(error.localizedDescription)")
        }
        let read = clock.now
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let stations: [CodableStation]
        do { stations = try decoder.decode([CodableStation].self, from: data) } catch {
            throw .failed("\(input): JSONDecoder failed (it reads clean files only): \(error)")
        }
        let decoded = clock.now
        return Measurement(
            decoder: "foundation", kind: kind, input: fileName, bytes: data.count, stations: stations.count,
            readSeconds: (read - start).seconds, decodeSeconds: (decoded - read).seconds,
            peakBytes: PeakMemory.bytes() ?? 0, outcomes: nil, fields: nil)
    }

    private var fileName: String { (input as NSString).lastPathComponent }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
