import Foundation
import GasPrices
import Lenient

/// `load`: loads a file into the catalog as the app does — read, its feed told from its
/// shape, validated (``SourceLoader/load(_:feed:progress:)``), its stations added to a
/// ``Catalog`` — and prints one ``LoadMeasurement``.
///
/// Run one load per process: the peak memory it reports is the process's own.
struct LoadCommand {
    static let options: Set<String> = ["input", "label", "run"]

    let input: String
    let label: String
    /// The round of interleaved runs this load belongs to.
    let round: Int

    init(_ arguments: Arguments) throws(BenchError) {
        input = try arguments.required("input")
        label = arguments.optional("label") ?? "unlabelled"
        let runText = arguments.optional("run") ?? "1"
        guard let run = Int(runText), run > 0 else { throw .usage("--run must be a positive number, not '\(runText)'") }
        round = run
    }

    func run() throws(BenchError) {
        let clock = ContinuousClock()
        let cpuAtStart = CPUTime.seconds()
        let start = clock.now
        // Called once the bytes are in memory, before the sketch and the validation.
        var read = start
        let source: LoadedSource
        do throws(SourceFailure) {
            source = try SourceLoader.load(.file(input)) { progress in
                if progress.phase == .validating { read = clock.now }
            }
        } catch {
            throw .failed(error.message)
        }
        let validated = clock.now
        var catalog = Catalog()
        catalog.add(source)
        let built = clock.now
        let cpuSeconds = CPUTime.seconds() - cpuAtStart
        let measurement = LoadMeasurement(
            label: label, run: round, input: (input as NSString).lastPathComponent, feed: source.feed,
            bytes: source.source.bytes.count, stations: catalog.count, problems: source.problems.count,
            readSeconds: (read - start).seconds, validateSeconds: (validated - read).seconds,
            catalogSeconds: (built - validated).seconds, cpuSeconds: cpuSeconds, peakBytes: PeakMemory.bytes() ?? 0)
        print(measurement.jsonLine)
    }
}
