/// The help text, printed for `help` and after a usage error.
enum Usage {
    static let text = """
        usage: gasprices-bench generate --stations N --kind clean|messy|tankerkoenig|spain --output FILE [--seed S]
                                        [--layout list|line|ndjson|envelope]
               gasprices-bench generate --history N --output FILE [--seed S]
               gasprices-bench measure --decoder lenient|foundation --input FILE [--kind clean|messy]
               gasprices-bench load --input FILE [--label L] [--run N]
               gasprices-bench load-report --results FILE [--reference L] [--ratio-bar R]
               gasprices-bench census --input FILE
               gasprices-bench report --results FILE [--file-size-bar X] [--speed-bar MBS] [--ratio-bar R]

        generate  writes a JSON list of N stations (N may end in k or M: 100k, 1M), the same
                  bytes for the same N, kind and seed (default seed 2013). clean: every value
                  already of its declared type. messy: every lenient rule, re-cased, duplicate
                  and unknown keys, single-object histories, nulls, control characters.
                  tankerkoenig: list.php, minified, prices null/false/missing, integer
                  postcodes, blank house numbers. spain: the ministry's list, every value
                  text, decimal commas, empty prices, accented keys. --history N instead
                  writes one station in the sample's shape, laid out as Responses/A.json,
                  with N price history entries an hour apart. --layout (clean, messy):
                  list, the default; line, the list minified on one line; ndjson, a
                  station a line; envelope, the list two levels deep in an API's answer,
                  after other members.
        measure   reads FILE, decodes it once and prints one JSON line: read and decode
                  seconds, MB/s and stations/s over the decode alone (parse + validate), and
                  the process's peak resident memory. lenient: LenientDecoder<Station>, values
                  and the compact record. foundation: JSONDecoder into Codable structs (clean
                  files only). --kind labels the line for report.
        load      loads FILE into the catalog as the app does (read, feed told from the shape,
                  validated, stations added to the catalog) and prints one JSON line: the feed,
                  read, validate and catalog seconds, MB/s and stations/s over all three, and
                  the peak resident memory. --label and --run tag the line for load-report.
        load-report  reads the lines of interleaved load runs and prints every run and the
                  medians, each file's MB/s and stations/s as a ratio to the reference file's
                  (default label sample) in the same run, and the verdict on the ratio bar
                  (default 0.8). measure lines in FILE are given as references. Exits 1 when
                  a file is under the bar.
        census    counts each outcome and rule in FILE (every rule should appear in a messy file).
        report    reads the lines of several measure runs, takes the median of each case and
                  prints a markdown table and the verdict on each bar (defaults: 200 MB/s on
                  the largest messy file, 7x JSONDecoder on the same size, peak memory at most
                  2x the file). Exits 1 when a bar fails.
        """
}
