/// What `generate` writes: stations in the sample's shape (`Responses/A.json`), clean or
/// messy, or in a feed's shape.
enum FileKind: String, CaseIterable {
    case clean
    case messy
    /// Tankerkönig's `list.php`: see ``TankerkoenigStationText``.
    case tankerkoenig
    /// Spain's ministry list: see ``SpainStationText``.
    case spain

    /// The bytes before the first station.
    var opening: String {
        switch self {
        case .clean, .messy: "[\n"
        case .tankerkoenig: TankerkoenigStationText.opening
        case .spain: SpainStationText.opening
        }
    }

    /// The bytes between two stations: the sample's file has a station on each line, the
    /// feeds send their lists minified, on one line.
    var separator: String {
        switch self {
        case .clean, .messy: ",\n"
        case .tankerkoenig, .spain: ","
        }
    }

    /// The bytes after the last station.
    var closing: String {
        switch self {
        case .clean, .messy: "\n]\n"
        case .tankerkoenig: TankerkoenigStationText.closing
        case .spain: SpainStationText.closing
        }
    }

    /// Writes station `index`, drawing from its own stream `rng`.
    func writeStation(_ index: Int, _ rng: inout SplitMix64, to out: inout ChunkWriter) {
        switch self {
        case .clean:
            CleanStation.write(StationFacts(&rng), to: &out)
        case .messy:
            let facts = StationFacts(&rng)
            MessyStation.write(facts, &rng, to: &out)
        case .tankerkoenig:
            TankerkoenigStationText.write(&rng, to: &out)
        case .spain:
            SpainStationText.write(index, &rng, to: &out)
        }
    }
}
