/// The product's performance bars, judged on the largest messy file measured.
struct Bars {
    /// Lenient on the messy file, at least this fast.
    var megabytesPerSecond: Double
    /// Lenient on the messy file over JSONDecoder on the clean file of the same size, in MB/s.
    var ratio: Double
    /// Lenient's peak resident memory on the messy file, at most this many times the file.
    var peakPerFileByte: Double

    struct Verdict {
        var passed: Bool
        var text: String

        var line: String { (passed ? "PASS " : "FAIL ") + text }
    }

    func judge(_ cases: [MedianCase]) -> [Verdict] {
        guard let messy = cases.filter({ $0.decoder == "lenient" && $0.kind == "messy" }).max(by: { $0.stations < $1.stations }) else {
            return [Verdict(passed: false, text: "no Lenient measurement on a messy file")]
        }
        let size = Format.grouped(messy.stations)
        var verdicts: [Verdict] = []
        verdicts.append(Verdict(
            passed: messy.megabytesPerSecond >= megabytesPerSecond,
            text: "speed: Lenient on \(size) messy stations at \(Format.fixed(messy.megabytesPerSecond, 1)) MB/s "
                + "(bar ≥ \(Format.fixed(megabytesPerSecond, 0)) MB/s; \(Format.fixed(messy.megabytesPerSecond / megabytesPerSecond * 100, 0))% of it)"))
        if let foundation = cases.first(where: { $0.decoder == "foundation" && $0.kind == "clean" && $0.stations == messy.stations }) {
            let byBytes = messy.megabytesPerSecond / foundation.megabytesPerSecond
            let byStations = messy.stationsPerSecond / foundation.stationsPerSecond
            verdicts.append(Verdict(
                passed: byBytes >= ratio,
                text: "ratio: Lenient on messy \(Format.fixed(byBytes, 2))× JSONDecoder on clean in MB/s "
                    + "(\(Format.fixed(messy.megabytesPerSecond, 1)) vs \(Format.fixed(foundation.megabytesPerSecond, 1)); bar ≥ \(Format.fixed(ratio, 0))×); "
                    + "\(Format.fixed(byStations, 2))× in stations/s"))
        } else {
            verdicts.append(Verdict(passed: false, text: "ratio: no JSONDecoder measurement on \(size) clean stations"))
        }
        verdicts.append(Verdict(
            passed: messy.peakPerFileByte <= peakPerFileByte,
            text: "memory: Lenient's peak on \(size) messy stations \(Format.fixed(Double(messy.peakBytes) / 1e6, 1)) MB, "
                + "\(Format.fixed(messy.peakPerFileByte, 2))× the \(Format.fixed(Double(messy.bytes) / 1e6, 1)) MB file (bar ≤ \(Format.fixed(peakPerFileByte, 0))×)"))
        return verdicts
    }
}
