/// `--station N`, counted from 1, as `validate` and `render` take it.
enum StationOption {
    /// Why `station` picks none of the `count` stations that `place` (`the input`, `the
    /// list`) has.
    static func outOfRange(_ station: Int, count: Int, in place: String) -> String {
        station < 1 ? "--station \(station): stations are numbered from 1"
                    : "--station \(station): \(place) has \(count) station\(count == 1 ? "" : "s")"
    }
}
