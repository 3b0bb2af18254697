import Foundation

/// The processors this process may run on, asked once. `ProcessInfo.activeProcessorCount`
/// reads the control group's files on every call: a tenth of the time validating a small
/// document took, when the decoder asked it for each.
public enum Processors {
    /// At least 1.
    public static let active = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
