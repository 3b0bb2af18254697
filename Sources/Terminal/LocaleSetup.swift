import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// The locale ncurses needs to read and write UTF-8: the user's, or `C.UTF-8` when the
/// user's is not UTF-8 (`LANG=C`, unset, or not installed). Without it ncursesw mangles every
/// non-ASCII character. Must run before `newterm`.
enum LocaleSetup {
    /// Applies the locale.
    /// - Returns: whether the character set is now UTF-8.
    @discardableResult
    static func apply() -> Bool {
        _ = setlocale(LC_ALL, "")
        if isUTF8 { return true }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        return isUTF8
    }

    static var isUTF8: Bool {
        guard let codeset = cncurses_codeset() else { return false }
        return isUTF8(codeset: String(cString: codeset))
    }

    /// Whether a codeset name is UTF-8, however it is spelled (`UTF-8`, `utf8`).
    static func isUTF8(codeset: String) -> Bool {
        codeset.lowercased().filter { $0 != "-" } == "utf8"
    }
}
