import Foundation
import Testing

/// The built `gasprices` executable, run as a user runs it: a subprocess with its own
/// standard output, standard error and exit status.
///
/// The binary sits in the products folder next to the test bundle (`swift build
/// --build-tests` builds both); it is found by walking up from wherever the test executable
/// is, because that differs between platforms and test runners.
enum GasPricesBinary {
    /// What one run produced.
    struct Run {
        var status: Int32
        var stdoutBytes: Data
        var stderrBytes: Data

        var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
        var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }
        /// Standard output split into lines, without the final empty one.
        var lines: [String] { GasPricesBinary.lines(of: stdout) }
        var stderrLines: [String] { GasPricesBinary.lines(of: stderr) }
    }

    /// Why the binary could not be run.
    struct Missing: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "the gasprices executable was not found next to the test bundle; build it with "
                + "`swift build --build-tests` (searched: \(searched.joined(separator: ", ")))"
        }
    }

    /// The time zone every run uses, so that short dates do not depend on the machine.
    static let timeZone = "America/New_York"

    /// The executable, or the folders searched for it.
    static let location: Result<URL, Missing> = locate()

    private static func locate() -> Result<URL, Missing> {
        var starts: [URL] = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first)) }
        starts += Bundle.allBundles.map(\.bundleURL)
        var searched: [String] = []
        for start in starts {
            var folder = start.resolvingSymlinksInPath()
            // The products folder is at most a few levels above the test executable
            // (an `.xctest` bundle on macOS nests it three deep).
            for _ in 0..<5 {
                let candidate = folder.appendingPathComponent("gasprices")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return .success(candidate)
                }
                searched.append(folder.path)
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return .failure(Missing(searched: searched))
    }

    /// Runs `gasprices` with `arguments` in `directory`, with `TZ` fixed.
    /// - Parameters:
    ///   - input: a file in `directory` given as standard input.
    ///   - output: a file standard output goes to instead of one read back (`/dev/full`);
    ///     the run's `stdoutBytes` are then empty.
    static func run(_ arguments: [String], in directory: URL, input: String? = nil, output: String? = nil) throws -> Run {
        let executable = try location.get()
        let outputs = directory.appendingPathComponent(".outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        // Files, not pipes: a child that writes more than a pipe holds never blocks.
        let stdoutURL = outputs.appendingPathComponent("stdout")
        let stderrURL = outputs.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdout = try FileHandle(forWritingTo: output.map { URL(fileURLWithPath: $0) } ?? stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = timeZone
        process.environment = environment
        process.standardInput = try input.map { try FileHandle(forReadingFrom: directory.appendingPathComponent($0)) } ?? FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        return Run(status: process.terminationStatus,
                   stdoutBytes: try Data(contentsOf: stdoutURL),
                   stderrBytes: try Data(contentsOf: stderrURL))
    }

    static func lines(of text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// A fresh temporary folder for one test's input files, removed when the test is done.
/// Runs use it as their working directory, so files are named by their plain names.
final class Fixtures {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("gasprices-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `bytes` to the file `name` and returns `name`.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        return name
    }

    /// Writes `text` as UTF-8 to the file `name` and returns `name`.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Makes the folder `name` and returns `name`.
    @discardableResult
    func folder(_ name: String) throws -> String {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
        return name
    }

    /// Runs `gasprices` here.
    func run(_ arguments: String...) throws -> GasPricesBinary.Run {
        try GasPricesBinary.run(arguments, in: directory)
    }

    func run(_ arguments: [String], input: String? = nil) throws -> GasPricesBinary.Run {
        try GasPricesBinary.run(arguments, in: directory, input: input)
    }
}

/// `gasprices validate …` in a fresh folder of its own.
func validate(_ arguments: String...) throws -> GasPricesBinary.Run {
    try validate(arguments)
}

func validate(_ arguments: [String]) throws -> GasPricesBinary.Run {
    try Fixtures().run(["validate"] + arguments)
}

/// Parses a run's standard output as JSON.
func parseJSON(_ run: GasPricesBinary.Run, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
    try #require(run.status == 0, "exit status \(run.status); stderr: \(run.stderr)", sourceLocation: sourceLocation)
    return try JSONSerialization.jsonObject(with: run.stdoutBytes, options: [.fragmentsAllowed])
}
