/// How a command that builds a million stations at once asks for memory.
///
/// Each thread's heap grows in steps of 128 KB by default, one system call each, and the
/// threads validating a large file make thousands of them (a tenth of the time spent in
/// `malloc`). Growing by 64 MB at a time makes a handful; memory that is reserved but not
/// written costs nothing, so the peak is unchanged. It also fixes the size above which
/// `malloc` maps memory on its own (128 KB) instead of letting it adapt, which the app, which
/// loads and drops sources as it runs, would rather keep: only commands, which run once per
/// process, call it, as they do ``ProcessEnd``.
enum BulkMemory {
    static func prepare() {
        // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out; glibc has it.
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = ProcessSymbol.named("mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
        _ = mallopt(topPad, 64 << 20)
    }

    /// glibc's `M_TOP_PAD`.
    static let topPad: Int32 = -2
}
