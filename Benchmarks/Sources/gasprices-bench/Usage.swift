/// The help text, printed for `help` and after a usage error.
enum Usage {
    static let text = """
        usage: gasprices-bench generate --stations N --kind clean|messy --output FILE [--seed S]
               gasprices-bench measure --decoder lenient|foundation --input FILE [--kind clean|messy]
               gasprices-bench census --input FILE
               gasprices-bench report --results FILE [--file-size-bar X] [--speed-bar MBS] [--ratio-bar R]

        generate  writes a JSON list of N stations (N may end in k or M: 100k, 1M), the same
                  bytes for the same N, kind and seed (default seed 2013). clean: every value
                  already of its declared type. messy: every lenient rule, re-cased, duplicate
                  and unknown keys, single-object histories, nulls, control characters.
        measure   reads FILE, decodes it once and prints one JSON line: read and decode
                  seconds, MB/s and stations/s over the decode alone (parse + validate), and
                  the process's peak resident memory. lenient: LenientDecoder<Station>, values
                  and the compact record. foundation: JSONDecoder into Codable structs (clean
                  files only). --kind labels the line for report.
        census    counts each outcome and rule in FILE (every rule should appear in a messy file).
        report    reads the lines of several measure runs, takes the median of each case and
                  prints a markdown table and the verdict on each bar (defaults: 200 MB/s on
                  the largest messy file, 7x JSONDecoder on the same size, peak memory at most
                  2x the file). Exits 1 when a bar fails.
        """
}
