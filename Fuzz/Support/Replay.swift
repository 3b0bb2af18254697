import Foundation

/// What every fuzz target shares: its `main`, which hands the target to libFuzzer in a
/// fuzzing build and replays files otherwise, and the properties whose failure is a finding.
public enum Fuzz {
    /// Fuzzes `body` (built with `-DFUZZING` and libFuzzer linked in, as `Fuzz/run` does),
    /// or replays the files named on the command line through it, then calls `end`.
    public static func main(_ name: String, _ body: @escaping ([UInt8]) -> Void, end: () -> Void = {}) {
        #if FUZZING
        fuzzTarget = body
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, runFuzzTarget))
        #else
        let count = Replay.main(name, body)
        end()
        print("\(name): \(count) inputs replayed, no finding")
        #endif
    }
}

#if FUZZING
/// The target libFuzzer calls: a C callback holds no context.
nonisolated(unsafe) private var fuzzTarget: (([UInt8]) -> Void)?

private func runFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzTarget?(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's entry for a program with its own `main` (`libclang_rt.fuzzer_no_main`).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif

/// Runs a fuzz target on files, without libFuzzer.
enum Replay {
    /// Runs `body` on each file named on the command line, or on each file in a folder
    /// named there (a corpus, a crash's input): a plain build replays what libFuzzer found.
    /// Exit status 1 when a path cannot be read.
    /// - Returns: how many inputs were replayed.
    static func main(_ name: String, _ body: ([UInt8]) -> Void) -> Int {
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            print("usage: \(name) FILE|FOLDER…  (replays each input; Fuzz/run fuzzes)")
            exit(2)
        }
        var count = 0
        for path in paths {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("\(name): cannot read \(file)\n".utf8))
                    exit(1)
                }
                body(Array(data))
                count += 1
            }
        }
        return count
    }

    /// The file at `path`, or the files in the folder at `path` in name order.
    static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { path + "/" + $0 }
    }
}

/// A property the code under test must keep: when it does not, the process stops with
/// `message`, and libFuzzer keeps the input that did it.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("finding: " + message()) }
}
