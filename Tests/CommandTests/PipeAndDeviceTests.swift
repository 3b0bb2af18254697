import Foundation
import Testing

/// A pipe named as a file (`<(…)` in a shell, a named pipe) is read by every command as a
/// file is; a device is refused at once by every command. Until 2026-11-28 `stations`
/// refused both as "not a regular file" while `validate` read both, `/dev/zero` for 2 GiB.
@Suite struct PipeAndDeviceTests {
    static let document = "[{\"description\": \"Café\", \"price\": \"$3.50\"},\n {\"description\": \"Second\", \"price\": 2}]\n"

    /// `text` as one word for the shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Runs `script` in bash in the fixtures' folder, `$0` naming the binary; returns what
    /// it wrote to `out`, `err` and `status`.
    func bash(_ script: String, in fixtures: Fixtures) throws -> (out: String, err: String, status: String) {
        let binary = try GasPricesBinary.location.get().path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        // `timeout`: a command that waits for ever fails the test rather than hanging it.
        shell.arguments = ["-c", "timeout 60 bash -c " + Self.quoted(script) + #" "$0" >out 2>err; echo $? >status"#, binary]
        shell.currentDirectoryURL = fixtures.directory
        try shell.run()
        shell.waitUntilExit()
        let read = { (name: String) in try String(contentsOf: fixtures.directory.appendingPathComponent(name), encoding: .utf8) }
        return (try read("out"), try read("err"), try read("status"))
    }

    @Test(arguments: [["validate"], ["validate", "--summary"], ["validate", "--format", "ndjson"],
                                               ["stations"], ["stations", "--format", "ndjson"], ["render", "--screen", "list"]])
    func aProcessSubstitutionIsReadAsTheFileIs(arguments: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.write("prices.json", Self.document)
        let rest = arguments.dropFirst().joined(separator: " ")
        let piped = try bash(#""$0" \#(arguments[0]) <(cat prices.json) \#(rest)"#, in: fixtures)
        let file = try fixtures.run([arguments[0], "prices.json"] + arguments.dropFirst())
        #expect(piped.status == "0\n", "\(piped.err)")
        #expect(piped.err.isEmpty)
        #expect(file.status == 0)
        // The same stations and outcomes; the pipe's name is the shell's /dev/fd/N.
        let unnamed = { (text: String) in
            text.replacingOccurrences(of: #"/dev/fd/[0-9]+|prices\.json|prices"#, with: "NAME", options: .regularExpression)
                .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(unnamed(piped.out) == unnamed(file.stdout))
        #expect(arguments.contains("--summary") || piped.out.contains("Café"))
    }

    /// A named pipe is read as `cat` reads it: its writer is waited for, however late.
    @Test(arguments: [["stations"], ["stations", "--format", "ndjson"], ["validate", "--summary"]])
    func aNamedPipeWaitsForItsWriter(arguments: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.write("prices.json", Self.document)
        let rest = arguments.dropFirst().joined(separator: " ")
        let run = try bash(#"mkfifo pipe.json; (sleep 0.5; cat prices.json >pipe.json) & "$0" \#(arguments[0]) pipe.json \#(rest)"#, in: fixtures)
        #expect(run.status == "0\n", "\(run.err)")
        #expect(run.out.contains(arguments.contains("--summary") ? "pipe.json: 2 stations" : "Café"))
    }

    /// A device is refused before anything is read, by every command and way of reading,
    /// named or as standard input.
    @Test(arguments: [["validate"], ["validate", "--format", "ndjson"], ["validate", "--summary"],
                                               ["stations"], ["stations", "--format", "ndjson"], ["render", "--screen", "list"]])
    func aDeviceIsRefusedAtOnce(arguments: [String]) throws {
        let fixtures = try Fixtures()
        try FileManager.default.createSymbolicLink(atPath: fixtures.directory.appendingPathComponent("zero.json").path,
                                                   withDestinationPath: "/dev/zero")
        let run = try fixtures.run([arguments[0], "zero.json"] + arguments.dropFirst())
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines == ["gasprices: error: zero.json: cannot read: a device, not a file"])
        // As standard input too (it was read to the 2 GiB limit, /dev/urandom for ever).
        let piped = try fixtures.run([arguments[0], "-"] + arguments.dropFirst(), input: "zero.json")
        #expect(piped.status == 1)
        #expect(piped.stdout == "")
        #expect(piped.stderrLines == ["gasprices: error: <stdin>: cannot read: a device, not a file"])
    }

    /// A pipe that begins as a compressed file is read no further than its first part: its
    /// parse fails at its first byte, with what it is (until 2026-12-06 a stream of gigabytes
    /// was read to the 2 GiB limit first, then said to be too large). The writer here never
    /// stops: only a command that stops reading ends.
    @Test(arguments: [["validate"], ["validate", "--summary"], ["stations"], ["render", "--screen", "list"]])
    func aCompressedPipeIsReadNoFurtherThanItsStart(arguments: [String]) throws {
        let fixtures = try Fixtures()
        let run = try bash(#"{ printf '\x1f\x8b\x08\x00'; cat /dev/zero; } | "$0" \#(arguments[0]) - \#(arguments.dropFirst().joined(separator: " "))"#, in: fixtures)
        #expect(run.status == "1\n", "\(run.err)")
        #expect(run.out.isEmpty)
        #expect(run.err.contains("<stdin>:1:1: not JSON"), "\(run.err)")
        #expect(run.err.contains("gzip-compressed: decompress it first"), "\(run.err)")
    }
}
