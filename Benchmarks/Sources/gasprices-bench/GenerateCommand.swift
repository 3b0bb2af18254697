/// `generate`: writes a JSON list of stations, clean or messy, deterministically.
struct GenerateCommand {
    static let options: Set<String> = ["stations", "kind", "output", "seed"]

    let stations: Int
    let messy: Bool
    let output: String
    let seed: UInt64

    init(_ arguments: Arguments) throws(BenchError) {
        let count = try arguments.required("stations")
        guard let stations = Arguments.count(count) else { throw .usage("--stations must be a count such as 20000, 100k or 1M, not '\(count)'") }
        self.stations = stations
        messy = try arguments.choice("kind", ["clean", "messy"]) == "messy"
        output = try arguments.required("output")
        let seedText = arguments.optional("seed") ?? "2013"
        guard let seed = UInt64(seedText) else { throw .usage("--seed must be a whole number, not '\(seedText)'") }
        self.seed = seed
    }

    func run() throws(BenchError) {
        var out = try ChunkWriter(path: output)
        out.write("[\n")
        for index in 0..<stations {
            var rng = SplitMix64(seed: seed, stream: index)
            let facts = StationFacts(&rng)
            if messy {
                MessyStation.write(facts, &rng, to: &out)
            } else {
                CleanStation.write(facts, to: &out)
            }
            out.write(index + 1 < stations ? ",\n" : "\n")
        }
        out.write("]\n")
        let bytes = out.count
        try out.close()
        print("\(output): \(stations) \(messy ? "messy" : "clean") stations, \(bytes) bytes (\(stations > 0 ? bytes / stations : 0) per station)")
    }
}
