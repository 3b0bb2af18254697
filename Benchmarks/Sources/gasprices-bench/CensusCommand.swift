import GasPrices
import Lenient

/// `census`: how often each outcome and code occurs in a file, to check that a generated
/// messy file exercises every rule.
struct CensusCommand {
    static let options: Set<String> = ["input"]

    let input: String

    init(_ arguments: Arguments) throws(BenchError) {
        input = try arguments.required("input")
    }

    func run() throws(BenchError) {
        let source: SourceText
        do throws(SourceReadError) { source = try SourceText.read(path: input) } catch { throw .failed(error.message) }
        let batch: Batch<Station>
        do throws(JSONSyntaxError) { batch = try LenientDecoder<Station>().decode(source) } catch {
            throw .failed(source.location(of: error.offset) + ": \(error.message)")
        }
        let summary = batch.summary
        print("\(Format.grouped(summary.models)) stations, \(Format.grouped(summary.fields)) fields")
        for outcome in Outcome.allCases {
            print("  \(outcome)".padding(toLength: 40, withPad: " ", startingAt: 0) + Format.grouped(summary.outcomes[outcome] ?? 0))
        }
        for key in summary.codes.keys.sorted() {
            print("  \(key.outcome) \(key.code.name)".padding(toLength: 40, withPad: " ", startingAt: 0) + Format.grouped(summary.codes[key] ?? 0))
        }
        for code in summary.ignored.keys.sorted() {
            print("  ignored \(code.name)".padding(toLength: 40, withPad: " ", startingAt: 0) + Format.grouped(summary.ignored[code] ?? 0))
        }
    }
}
