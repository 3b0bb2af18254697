/// Steele, Lea and Flood's SplitMix64: a tiny, fast generator whose output depends only on
/// its seed, so a generated file is the same bytes on every machine and every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator for station `index` of a file, independent of every other station's draws,
    /// so changing how one station is written never shifts the others.
    init(seed: UInt64, stream index: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (Lemire's multiply-shift; its bias is below 2⁻³² for the small
    /// bounds used here).
    mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: ((next() >> 32) &* UInt64(bound)) >> 32)
    }

    /// A number in `range`.
    mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// One of `items`.
    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }
}
