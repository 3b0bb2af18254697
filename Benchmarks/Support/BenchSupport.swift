import Foundation
import GasPrices
import GasView

/// What the app benchmarks share: durations as milliseconds, the process's peak memory, and
/// the app's commands performed as its loop performs them.
public enum BenchSupport {
    /// The command line `NAME FILE [WIDTH] [HEIGHT]` (defaults 200 × 60); exits with status 2
    /// and the usage without a FILE.
    public static func fileAndSize(program: String) -> (path: String, width: Int, height: Int) {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let path = arguments.first else {
            FileHandle.standardError.write(Data("usage: \(program) FILE [WIDTH] [HEIGHT]\n".utf8))
            exit(2)
        }
        let width = arguments.count > 1 ? Int(arguments[1]) ?? 200 : 200
        let height = arguments.count > 2 ? Int(arguments[2]) ?? 60 : 60
        return (path, width, height)
    }

    /// A duration in milliseconds, with fractions.
    public static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    /// `VmHWM` of `/proc/self/status`, in bytes; 0 where there is none.
    public static func peakBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
        }
        return 0
    }

    /// Applies a message, then performs every order it asks for as the loop would (at once,
    /// in order: the first rows, when asked for, then the whole), feeding the answers back.
    public static func send(_ message: Message, to state: inout AppState) {
        var pending = [message]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for command in App.update(&state, next) {
                if case .order(let query, let among, let first) = command {
                    if let first { pending.append(.stationsOrdered(state.catalog.order(query, among: among, limit: first))) }
                    pending.append(.stationsOrdered(state.catalog.order(query, among: among)))
                }
            }
        }
    }
}
