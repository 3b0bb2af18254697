/// What a command leaves for the system to take back when the process ends.
///
/// A command's results live until it returns, and then each station, string and list is
/// freed one by one: for a million stations that takes a fifth of a second, about a tenth of
/// the whole command, while the system takes back the process's memory at once. Like
/// compilers that skip freeing what they built, a command hands its results here once its
/// output is written. Only commands do, which run once per process: the app, which loads
/// and drops sources while it runs, frees them as usual.
enum ProcessEnd {
    /// Keeps `value` until the process ends: it is never freed.
    static func leave<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }

    private final class Kept<Value> {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
