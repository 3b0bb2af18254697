/// What a command leaves for the system to take back when the process ends.
///
/// A command's results live until it returns, and then each station, string and list is
/// freed one by one: for a million stations that takes a fifth of a second, about a tenth of
/// the whole command, while the system takes back the process's memory at once. Like
/// compilers that skip freeing what they built, a command hands its results here once its
/// output is written. Only commands do, which run once per process: the app, which loads
/// and drops sources while it runs, frees them as usual.
///
/// Under LeakSanitizer the results are freed as usual too. It looks for what is still
/// allocated at exit and cannot be reached, and it cannot follow Swift's enums: their case is
/// kept in the spare bits of the payload's pointer, so the values a record holds would be
/// reported as leaked. Freed, they are not, and a real leak is still found.
enum ProcessEnd {
    /// Keeps `value` until the process ends: it is never freed, unless a leak checker runs.
    static func leave<Value>(_ value: Value) {
        guard !leakCheckerRuns else { return }
        _ = Unmanaged.passRetained(Kept(value))
    }

    /// Whether LeakSanitizer is in the process (AddressSanitizer brings it): its interface
    /// is then among the process's symbols.
    static let leakCheckerRuns = ProcessSymbol.named("__lsan_do_leak_check") != nil

    private final class Kept<Value> {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
