/// One station in the sample's shape with a long price history, laid out as
/// `Responses/A.json` is (a tab a level, a key a line, prices with two decimals): the station
/// of "A station with 300,000 prices" in docs/performance.md.
enum HistoryStation {
    /// 2013-02-18 15:43:24 in New York, `Responses/A.json`'s date: the first entry's.
    static let firstSecond = 1_361_220_204

    /// Writes the station with `entries` history entries, an hour apart and oldest first, their
    /// prices a walk of up to two cents a step between $2.50 and $5.00, drawn from `seed`.
    static func write(entries: Int, seed: UInt64, to out: inout ChunkWriter) {
        out.write("""
            {
            \t"description":"7/11 Fake St.",
            \t"price":3.50,
            \t"sellsDiesel": true,
            \t"address": {
            \t\t"street":"123 Fake Street",
            \t\t"city":"Newark",
            \t\t"state":"NJ",
            \t\t"zip":"07105"
            \t},
            \t"historicalPrices":[

            """)
        var rng = SplitMix64(seed: seed, stream: 0)
        var cents = 350
        for index in 0..<entries {
            cents = min(500, max(250, cents + rng.within(-2...2)))
            let date = DateText.rfc3339(seconds: firstSecond + index * 3600, offsetMinutes: -300)
            out.write("\t\t{\n\t\t\t\"date\":\"\(date)\",\n\t\t\t\"price\":\(Digits.amount(cents))\n\t\t}")
            out.write(index == entries - 1 ? "\n" : ",\n")
        }
        out.write("\t]\n}\n")
    }
}
