#if canImport(Glibc)
import Glibc
#endif

/// A function or variable the process has loaded, by its C name, or `nil` when none is:
/// for what the Glibc module does not declare (`mallopt`) or may not be there at all (a
/// sanitizer's interface). Looked up in every loaded object, as `RTLD_DEFAULT` (a null
/// handle) asks.
enum ProcessSymbol {
    static func named(_ name: String) -> UnsafeMutableRawPointer? {
        #if canImport(Glibc)
        return dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)
        #else
        return nil
        #endif
    }
}
