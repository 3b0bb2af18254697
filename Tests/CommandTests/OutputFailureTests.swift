import Foundation
import Testing

/// Output that cannot be written — a full disk, a reader that has gone — ends a command with
/// one line that says why and exit status 74, never a crash.
@Suite struct OutputFailureTests {
    static let full = "/dev/full"

    /// A list long enough that every output is written in more than one piece.
    static func manyStations(_ fixtures: Fixtures) throws -> String {
        let station = #"{"description": "Station \(n)", "price": "$3.50", "sellsDiesel": "yes", "historicalPrices": [{"date": 1361202204, "price": 4}]}"#
        let stations = (1...2_000).map { station.replacingOccurrences(of: #"\(n)"#, with: String($0)) }
        return try fixtures.write("many.json", "[" + stations.joined(separator: ",\n") + "]")
    }

    @Test(arguments: [
        ["validate", "many.json"],
        ["validate", "many.json", "--format", "json"],
        ["validate", "many.json", "--format", "ndjson"],
        ["validate", "B"],
        ["stations", "many.json"],
        ["stations", "many.json", "--format", "ndjson"],
        ["stations", "many.json", "--format", "csv"],
        ["render", "--screen", "list", "many.json"],
        // Printed by the argument parser, through the C library's buffer (they exited 0).
        ["validate", "--help"],
        ["--generate-completion-script", "bash"],
    ])
    func aFullDiskIsAnErrorNotACrash(arguments: [String]) throws {
        try #require(FileManager.default.fileExists(atPath: Self.full), "this system has no \(Self.full)")
        let fixtures = try Fixtures()
        _ = try Self.manyStations(fixtures)
        let run = try GasPricesBinary.run(arguments, in: fixtures.directory, output: Self.full)
        #expect(run.status == 74, "\(arguments): \(run.stderr)")
        #expect(run.stderrLines.last == "gasprices: error: cannot write the output: No space left on device", "\(arguments)")
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("crashed"))
    }

    /// With `SIGPIPE` ignored (as some programs leave it for their children), a reader that
    /// stops early makes the write fail with `EPIPE`.
    @Test func aReaderThatGoesAwayIsAnErrorNotACrash() throws {
        let fixtures = try Fixtures()
        _ = try Self.manyStations(fixtures)
        let binary = try GasPricesBinary.location.get().path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #"trap '' PIPE; { "$0" validate many.json --format ndjson 2>stderr; echo $? >status; } | head -c 1 >/dev/null"#, binary]
        shell.currentDirectoryURL = fixtures.directory
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        let stderr = try String(contentsOf: fixtures.directory.appendingPathComponent("stderr"), encoding: .utf8)
        let status = try String(contentsOf: fixtures.directory.appendingPathComponent("status"), encoding: .utf8)
        #expect(stderr == "gasprices: error: cannot write the output: Broken pipe\n")
        #expect(status == "74\n")
    }

    /// Runs `gasprices ARGUMENTS` in `fixtures`' folder with the shell's `redirection` (`>&-`,
    /// `<&-`), its standard error to a file; returns that and the exit status, as the shell
    /// printed them.
    static func runRedirected(_ arguments: [String], _ redirection: String, in fixtures: Fixtures) throws -> (stderr: String, status: String) {
        let binary = try GasPricesBinary.location.get().path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #""$@" "# + redirection + #" 2>stderr; echo $? >status"#, "sh", binary] + arguments
        shell.currentDirectoryURL = fixtures.directory
        try shell.run()
        shell.waitUntilExit()
        let read = { (name: String) in try String(contentsOf: fixtures.directory.appendingPathComponent(name), encoding: .utf8) }
        return (try read("stderr"), try read("status"))
    }

    /// Standard output closed when the command begins (`>&-`) is said to be so by every
    /// command, and no file the command or the runtime opens takes its place: `render` wrote its
    /// screen to a descriptor the runtime had opened and said "Invalid argument" (until
    /// 2026-12-06); a file opened then would have received the output.
    @Test(arguments: [["validate", "B"], ["validate", "many.json", "--format", "ndjson"], ["stations", "many.json"],
                      ["render", "B"], ["render", "--screen", "list", "many.json"], ["validate", "--help"]])
    func aClosedOutputIsAnErrorNotAnotherFile(arguments: [String]) throws {
        let fixtures = try Fixtures()
        _ = try Self.manyStations(fixtures)
        let run = try Self.runRedirected(arguments, ">&-", in: fixtures)
        #expect(run.stderr == "gasprices: error: cannot write the output: Bad file descriptor\n", "\(arguments)")
        #expect(run.status == "74\n", "\(arguments)")
    }

    /// Standard input closed when the command begins (`<&-`) cannot be read, and no file the
    /// runtime opens is read in its place.
    @Test(arguments: [["validate", "-"], ["validate", "-", "--format", "ndjson"], ["stations", "-"]])
    func aClosedInputIsAnErrorNotAnotherFile(arguments: [String]) throws {
        let run = try Self.runRedirected(arguments, "<&- >out", in: try Fixtures())
        #expect(run.stderr.contains("<stdin>: cannot read: Bad file descriptor"), "\(arguments): \(run.stderr)")
        #expect(run.status == "1\n", "\(arguments)")
    }
}
