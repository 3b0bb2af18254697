/// Line counts kept in the state, each with what it was counted for: a key press that
/// scrolls reads the count instead of building the screen again.
struct LineCounts: Sendable {
    struct Key: Equatable, Sendable {
        var version: Int
        var selected: Int
        var field: Int
        var width: Int
    }

    var traceKey: Key?
    var trace = 0
    var compareKey: Key?
    var compare = 0
}
