import Foundation

/// The process's peak resident memory, as Linux counts it.
enum PeakMemory {
    /// `VmHWM` of `/proc/self/status` in bytes; `nil` where there is no such file.
    static func bytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes * 1024
        }
        return nil
    }
}
