import Foundation

// gasprices-bench: generates station files and measures decoding them and loading them into
// the catalog. `Benchmarks/run` and `Benchmarks/Feeds/run` drive it; see Benchmarks/README.md.

let words = Array(CommandLine.arguments.dropFirst())
do throws(BenchError) {
    switch words.first {
    case "generate":
        try GenerateCommand(Arguments(Array(words.dropFirst()), options: GenerateCommand.options)).run()
    case "measure":
        try MeasureCommand(Arguments(Array(words.dropFirst()), options: MeasureCommand.options)).run()
    case "census":
        try CensusCommand(Arguments(Array(words.dropFirst()), options: CensusCommand.options)).run()
    case "load":
        try LoadCommand(Arguments(Array(words.dropFirst()), options: LoadCommand.options)).run()
    case "load-report":
        try LoadReportCommand(Arguments(Array(words.dropFirst()), options: LoadReportCommand.options)).run()
    case "report":
        try ReportCommand(Arguments(Array(words.dropFirst()), options: ReportCommand.options)).run()
    case "help", "-h", "--help":
        print(Usage.text)
    default:
        throw BenchError.usage(words.first.map { "unknown command '\($0)'" } ?? "no command given")
    }
} catch {
    if !error.message.isEmpty {
        var text = "gasprices-bench: \(error.message)\n"
        if case .usage = error { text += "\n\(Usage.text)\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }
    exit(error.status)
}
