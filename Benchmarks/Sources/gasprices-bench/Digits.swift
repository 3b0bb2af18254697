/// Number spellings the generator needs, without Foundation's formatters (slow, and
/// locale-dependent).
enum Digits {
    /// `value` in decimal, left-padded with `0` to `width`.
    static func padded(_ value: Int, width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    /// Cents as dollars with two decimals: `359` → `3.59`.
    static func amount(_ cents: Int, mark: String = ".") -> String {
        "\(cents / 100)\(mark)\(padded(cents % 100, width: 2))"
    }

    /// Cents with thousands grouped: `129990` → `1,299.90` (or `1.299,90` with the marks swapped).
    static func grouped(_ cents: Int, group: String = ",", mark: String = ".") -> String {
        var whole = cents / 100
        var groups: [String] = []
        repeat {
            groups.insert(whole >= 1000 ? padded(whole % 1000, width: 3) : String(whole), at: 0)
            whole /= 1000
        } while whole > 0
        return groups.joined(separator: group) + mark + padded(cents % 100, width: 2)
    }
}
