/// `generate`: writes stations, clean, messy or in a feed's shape, or one station with a long
/// price history, deterministically.
struct GenerateCommand {
    static let options: Set<String> = ["stations", "kind", "output", "seed", "history", "layout"]

    let stations: Int
    let kind: FileKind
    let output: String
    let seed: UInt64
    /// With `--history N`: one station of N history entries instead of a list.
    let history: Int?
    /// How the stations are framed (sample-shaped kinds only).
    let layout: Layout

    init(_ arguments: Arguments) throws(BenchError) {
        output = try arguments.required("output")
        let seedText = arguments.optional("seed") ?? "2013"
        guard let seed = UInt64(seedText) else { throw .usage("--seed must be a whole number, not '\(seedText)'") }
        self.seed = seed
        if let entries = arguments.optional("history") {
            guard let count = Arguments.count(entries) else { throw .usage("--history must be a count such as 300k, not '\(entries)'") }
            guard arguments.optional("stations") == nil, arguments.optional("kind") == nil, arguments.optional("layout") == nil else {
                throw .usage("--history writes one station: it takes no --stations, --kind or --layout")
            }
            history = count
            layout = .list
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
        if arguments.optional("layout") == nil {
            layout = .list
        } else {
            let layoutName = try arguments.choice("layout", Layout.allCases.map(\.rawValue))
            guard let layout = Layout(rawValue: layoutName) else { throw .usage("unknown layout '\(layoutName)'") }
            guard layout == .list || kind == .clean || kind == .messy else {
                throw .usage("--layout \(layoutName) is for the sample's shape (clean, messy); \(kind.rawValue) has its feed's layout")
            }
            self.layout = layout
        }
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
        out.write(layout.opening(kind))
        for index in 0..<stations {
            var rng = SplitMix64(seed: seed, stream: index)
            if index > 0 { out.write(layout.separator(kind)) }
            out.dropsLineFeeds = layout.joinsLines
            kind.writeStation(index, &rng, to: &out)
            out.dropsLineFeeds = false
        }
        out.write(layout.closing(kind))
        let bytes = out.count
        try out.close()
        let laidOut = layout == .list ? "" : " (\(layout.rawValue))"
        print("\(output): \(stations) \(kind.rawValue) stations\(laidOut), \(bytes) bytes (\(stations > 0 ? bytes / stations : 0) per station)")
    }
}
