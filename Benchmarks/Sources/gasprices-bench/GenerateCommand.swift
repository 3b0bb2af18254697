/// `generate`: writes stations, clean, messy or in a feed's shape, or one station with a long
/// price history, deterministically.
struct GenerateCommand {
    static let options: Set<String> = ["stations", "kind", "output", "seed", "history"]

    let stations: Int
    let kind: FileKind
    let output: String
    let seed: UInt64
    /// With `--history N`: one station of N history entries instead of a list.
    let history: Int?

    init(_ arguments: Arguments) throws(BenchError) {
        output = try arguments.required("output")
        let seedText = arguments.optional("seed") ?? "2013"
        guard let seed = UInt64(seedText) else { throw .usage("--seed must be a whole number, not '\(seedText)'") }
        self.seed = seed
        if let entries = arguments.optional("history") {
            guard let count = Arguments.count(entries) else { throw .usage("--history must be a count such as 300k, not '\(entries)'") }
            guard arguments.optional("stations") == nil, arguments.optional("kind") == nil else {
                throw .usage("--history writes one station: it takes no --stations or --kind")
            }
            history = count
            stations = 1
            kind = .clean
            return
        }
        history = nil
        let count = try arguments.required("stations")
        guard let stations = Arguments.count(count) else { throw .usage("--stations must be a count such as 20000, 100k or 1M, not '\(count)'") }
        self.stations = stations
        let kindName = try arguments.choice("kind", FileKind.allCases.map(\.rawValue))
        guard let kind = FileKind(rawValue: kindName) else { throw .usage("unknown kind '\(kindName)'") }
        self.kind = kind
    }

    func run() throws(BenchError) {
        var out = try ChunkWriter(path: output)
        if let history {
            HistoryStation.write(entries: history, seed: seed, to: &out)
            let bytes = out.count
            try out.close()
            print("\(output): one station of \(history) history entries, \(bytes) bytes")
            return
        }
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
