/// A command's `--name value` options, parsed by hand: the tool needs a handful of them and
/// no dependency for that.
struct Arguments {
    private var values: [String: String] = [:]

    /// Parses `words`, accepting only `options` (names without the dashes).
    /// - Throws: ``BenchError/usage(_:)`` for an unknown option, a missing value or a repeat.
    init(_ words: [String], options: Set<String>) throws(BenchError) {
        var index = 0
        while index < words.count {
            let word = words[index]
            guard word.hasPrefix("--"), options.contains(String(word.dropFirst(2))) else {
                throw .usage("unexpected argument '\(word)'")
            }
            let name = String(word.dropFirst(2))
            guard index + 1 < words.count else { throw .usage("\(word) needs a value") }
            guard values[name] == nil else { throw .usage("\(word) given twice") }
            values[name] = words[index + 1]
            index += 2
        }
    }

    /// The value of `--name`, if given.
    func optional(_ name: String) -> String? {
        values[name]
    }

    /// The value of `--name`.
    /// - Throws: ``BenchError/usage(_:)`` when it is missing.
    func required(_ name: String) throws(BenchError) -> String {
        guard let value = values[name] else { throw .usage("--\(name) is required") }
        return value
    }

    /// The value of `--name`, one of `choices`.
    func choice(_ name: String, _ choices: [String]) throws(BenchError) -> String {
        let value = try required(name)
        guard choices.contains(value) else {
            throw .usage("--\(name) must be \(choices.joined(separator: " or ")), not '\(value)'")
        }
        return value
    }

    /// A count such as `20000`, `100k` or `1M`.
    static func count(_ text: String) -> Int? {
        let multipliers: [Character: Int] = ["k": 1_000, "K": 1_000, "m": 1_000_000, "M": 1_000_000]
        if let last = text.last, let multiplier = multipliers[last] {
            return Int(text.dropLast()).flatMap { $0 >= 0 ? $0 * multiplier : nil }
        }
        return Int(text).flatMap { $0 >= 0 ? $0 : nil }
    }
}
