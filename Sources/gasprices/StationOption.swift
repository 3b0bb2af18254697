/// `--station N`, counted from 1, as `validate` and `render` take it.
enum StationOption {
    /// Why `station` picks none of the `count` stations that `place` (`the input`, `the
    /// list`) has.
    static func outOfRange(_ station: Int, count: Int, in place: String) -> String {
        station < 1 ? "--station \(station): stations are numbered from 1"
                    : "--station \(station): \(place) has \(count) station\(count == 1 ? "" : "s")"
    }

    /// `--station N` naming an element or line of the input that holds no station: left out
    /// when the input was read, with a warning of its own.
    static func leftOut(_ station: Int) -> String {
        "--station \(station): the input's value \(station) holds no station (it is left out, with a warning, when the input is read)"
    }

    /// Why `station` is past the last of `places` values of an input that holds `count`
    /// stations among them, numbered by their place.
    static func outOfRange(_ station: Int, count: Int, places: Int) -> String {
        guard station >= 1, places != count else { return outOfRange(station, count: count, in: "the input") }
        return "--station \(station): the input has \(count) station\(count == 1 ? "" : "s"), numbered by their place among its \(places) values"
    }
}
