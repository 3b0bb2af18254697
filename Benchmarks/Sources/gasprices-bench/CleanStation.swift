/// Writes a station with every value already of its declared type, as `Responses/A.json`
/// does: what `JSONDecoder` can read.
enum CleanStation {
    static func write(_ facts: StationFacts, to out: inout ChunkWriter) {
        out.write("""
              {
                "description": "\(facts.description)",
                "price": \(Digits.amount(facts.cents)),
                "sellsDiesel": \(facts.sellsDiesel),
                "address": {
                  "street": "\(facts.street)",
                  "city": "\(facts.city)",
                  "state": "\(facts.state)",
                  "zip": "\(facts.zipText)"
                },
                "historicalPrices": [
            """)
        for (index, point) in facts.history.enumerated() {
            let date = DateText.rfc3339(seconds: point.seconds, offsetMinutes: point.offsetMinutes)
            out.write(index == 0 ? "\n" : ",\n")
            out.write("      {\"date\": \"\(date)\", \"price\": \(Digits.amount(point.cents))}")
        }
        out.write(facts.history.isEmpty ? "]\n  }" : "\n    ]\n  }")
    }
}
