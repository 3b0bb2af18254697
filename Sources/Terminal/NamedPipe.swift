#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A source named by a path that is a pipe (`mkfifo`, or `<(…)` in a shell): read once,
/// whenever its writer writes, and never again, so the app reads it after every other source
/// (a pipe without a writer would hold them back) and neither watches nor reloads it.
enum NamedPipe {
    /// Whether `path` names a pipe (following links).
    static func at(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }
}
