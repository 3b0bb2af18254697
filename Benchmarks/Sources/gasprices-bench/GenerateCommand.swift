/// `generate`: writes stations, clean, messy or in a feed's shape, deterministically.
struct GenerateCommand {
    static let options: Set<String> = ["stations", "kind", "output", "seed"]

    let stations: Int
    let kind: FileKind
    let output: String
    let seed: UInt64

    init(_ arguments: Arguments) throws(BenchError) {
        let count = try arguments.required("stations")
        guard let stations = Arguments.count(count) else { throw .usage("--stations must be a count such as 20000, 100k or 1M, not '\(count)'") }
        self.stations = stations
        let kindName = try arguments.choice("kind", FileKind.allCases.map(\.rawValue))
        guard let kind = FileKind(rawValue: kindName) else { throw .usage("unknown kind '\(kindName)'") }
        self.kind = kind
        output = try arguments.required("output")
        let seedText = arguments.optional("seed") ?? "2013"
        guard let seed = UInt64(seedText) else { throw .usage("--seed must be a whole number, not '\(seedText)'") }
        self.seed = seed
    }

    func run() throws(BenchError) {
        var out = try ChunkWriter(path: output)
        out.write(kind.opening)
        for index in 0..<stations {
            var rng = SplitMix64(seed: seed, stream: index)
            if index > 0 { out.write(kind.separator) }
            kind.writeStation(index, &rng, to: &out)
        }
        out.write(kind.closing)
        let bytes = out.count
        try out.close()
        print("\(output): \(stations) \(kind.rawValue) stations, \(bytes) bytes (\(stations > 0 ? bytes / stations : 0) per station)")
    }
}
