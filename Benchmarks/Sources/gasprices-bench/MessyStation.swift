/// Writes a station as a crowd-sourced feed might send it: the same layout as
/// ``CleanStation`` with values in every spelling ``MessyValue`` knows, re-cased,
/// duplicate and unknown keys, whole objects and lists replaced by nulls, text or a single
/// object, and now and then a list element that is not a station at all.
enum MessyStation {
    /// A member of an object: its key as written and its value's JSON text.
    private typealias Member = (key: String, value: String)

    static func write(_ facts: StationFacts, _ rng: inout SplitMix64, to out: inout ChunkWriter) {
        // 3 in 1000: not an object (the model of defaults, `null` or `expected_object`).
        if rng.below(1000) < 3 {
            out.write(rng.chance(50) ? "  null" : "  \"station closed\"")
            return
        }
        var members: [Member] = []
        func add(_ key: String, _ value: String?) {
            if let value { members.append((key, value)) }
        }
        // Two keys landing on one property: the first wins unless only the second matches
        // in its declared case (`duplicate_key` either way).
        let duplicate = rng.below(100)
        if duplicate < 2 { add("stationName", MessyValue.quoted(facts.brand)) }
        add(MessyValue.key("description", &rng), MessyValue.text(facts.description, &rng))
        if duplicate >= 2 && duplicate < 4 { add("PRICE", MessyValue.price(facts.cents + 10, &rng)) }
        add(MessyValue.key("price", &rng), MessyValue.price(facts.cents, &rng))
        if duplicate >= 4 && duplicate < 6 { add("Price", MessyValue.price(facts.cents - 10, &rng)) }
        add(MessyValue.key("sellsDiesel", &rng), MessyValue.bool(facts.sellsDiesel, &rng))
        add(MessyValue.key("address", &rng), address(facts, &rng))
        add(MessyValue.key("historicalPrices", &rng), history(facts, &rng))
        // Keys no property has (`unknown_key`); `id` is remapped globally, but a station has
        // no `identifier`.
        if rng.chance(25) {
            let unknown: Member = rng.pick([
                ("id", String(rng.within(1...999_999))), ("brand", MessyValue.quoted(facts.brand)),
                ("lat", "40.7357"), ("updated_by", "\"user_\(rng.below(10_000))\""), ("price ", "3.1"),
            ])
            members.insert(unknown, at: rng.below(members.count + 1))
        }
        var text = "  {\n"
        for (index, member) in members.enumerated() {
            text += "    \"" + member.key + "\": " + member.value + (index + 1 < members.count ? ",\n" : "\n")
        }
        text += "  }"
        if text.contains(MessyValue.rawByteMarker) {
            out.write(bytes: Array(text.utf8).replacing(Array(MessyValue.rawByteMarker.utf8), with: [0xE9]))
        } else {
            out.write(text)
        }
    }

    /// The address: an object most of the time, else `null`, text or a list
    /// (`expected_object`), or missing.
    private static func address(_ facts: StationFacts, _ rng: inout SplitMix64) -> String? {
        switch rng.below(100) {
        case 0..<86:
            var members: [Member] = []
            func add(_ key: String, _ value: String?) {
                if let value { members.append((key, value)) }
            }
            add(MessyValue.key("street", &rng), MessyValue.text(facts.street, &rng))
            add(MessyValue.key("city", &rng), MessyValue.text(facts.city, &rng))
            add(MessyValue.key("state", &rng), MessyValue.text(facts.state, &rng))
            add(MessyValue.key("zip", &rng), MessyValue.zip(facts.zip, &rng))
            if rng.chance(8) { add(rng.pick(["country", "county", "Country"]), rng.pick(["\"US\"", "null"])) }
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { "      \"\($0.key)\": \($0.value)" }.joined(separator: ",\n") + "\n    }"
        case 86..<91: return "null"
        case 91..<94: return MessyValue.quoted(rng.pick(["N/A", "unknown", "see map", ""]))
        case 94..<96: return rng.chance(50) ? "[]" : "0"
        default: return nil
        }
    }

    /// The price history: a list most of the time (now and then with an element that is
    /// not an entry, `dropped`), a single entry (`single_to_list`), `null`, text or a
    /// number (`expected_list`), empty, or missing.
    private static func history(_ facts: StationFacts, _ rng: inout SplitMix64) -> String? {
        switch rng.below(100) {
        case 0..<70:
            return list(facts.history.map { entry($0, &rng) })
        case 70..<76:
            var entries = facts.history.map { entry($0, &rng) }
            entries.insert(rng.pick(["null", "\"n/a\"", "42", "[]"]), at: rng.below(entries.count + 1))
            return list(entries)
        case 76..<86:
            let point = facts.history.first ?? StationFacts.PricePoint(seconds: 1_361_220_204, offsetMinutes: -300, cents: facts.cents)
            return entry(point, &rng)
        case 86..<90: return "null"
        case 90..<93: return MessyValue.quoted(rng.pick(["unavailable", "N/A", ""]))
        case 93..<94: return "0"
        case 94..<95: return "true"
        case 95..<97: return "[]"
        default: return nil
        }
    }

    private static func list(_ entries: [String]) -> String {
        entries.isEmpty ? "[]" : "[\n" + entries.map { "      " + $0 }.joined(separator: ",\n") + "\n    ]"
    }

    /// One entry of the history, on one line; sometimes with a key no property has.
    private static func entry(_ point: StationFacts.PricePoint, _ rng: inout SplitMix64) -> String {
        var members: [Member] = []
        if let date = MessyValue.date(point, &rng) { members.append((MessyValue.key("date", &rng, percent: 8), date)) }
        if let price = MessyValue.price(point.cents, &rng) { members.append((MessyValue.key("price", &rng, percent: 8), price)) }
        if rng.chance(5) { members.append(("source", "\"user\"")) }
        return "{" + members.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }
}
