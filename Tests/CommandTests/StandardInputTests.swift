import Foundation
import Testing

/// `-` reads standard input in every command and format, as a file is read: `validate -`,
/// `stations -` and `render -` (`--format ndjson` reads it a part at a time, see
/// `NDJSONOutputTests`). The app, which reads its keys there, refuses it.
@Suite struct StandardInputTests {
    static let document = "[{\"description\": \"Café\", \"price\": \"$3.50\"},\n {\"description\": \"Second\", \"price\": 2}]\n"

    /// Each command's output for `-` is the file's, with the file's name replaced by
    /// standard input's (`<stdin>` in messages and records, `stdin` as a label).
    @Test(arguments: [["validate"], ["validate", "--format", "json"], ["validate", "--summary"], ["validate", "--get", "price"],
                      ["stations"], ["stations", "--format", "json"], ["stations", "--format", "csv"],
                      ["render", "--screen", "list"], ["render", "--station", "2"]])
    func readAsTheFileIs(arguments: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.write("prices.json", Self.document)
        let file = try fixtures.run([arguments[0], "prices.json"] + arguments.dropFirst())
        let piped = try fixtures.run([arguments[0], "-"] + arguments.dropFirst(), input: "prices.json")
        #expect(file.status == 0, "\(file.stderr)")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stderr.isEmpty)
        let named = file.stdout.replacingOccurrences(of: "prices.json", with: "<stdin>").replacingOccurrences(of: "prices", with: "stdin")
        // A screen aligns the label on the right: compare its words. Its key hints differ
        // by design: a pipe, read once, has no file for `e` to edit.
        let words = { (text: String) in arguments[0] == "render" ? text.split(separator: " ").joined(separator: " ") : text }
        let body = { (text: String) in arguments[0] == "render" ? String(text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(separator: "\n")) : text }
        #expect(words(body(piped.stdout)) == words(body(named)))
        if arguments.contains("--station") {
            let footer = { (text: String) in text.split(separator: "\n").last.map(String.init) ?? "" }
            #expect(footer(named).contains("e edit"))
            #expect(!footer(piped.stdout).contains("e edit"))
            #expect(footer(piped.stdout).contains("q quit"))
        }
        #expect(arguments.contains("--summary") || arguments.contains("--get") || piped.stdout.contains("Café"))
    }

    /// A pipe, whose size is not known before it ends, and a syntax error placed in it.
    @Test func aPipeIsReadToItsEnd() throws {
        let fixtures = try Fixtures()
        try fixtures.write("prices.json", Self.document)
        try fixtures.write("broken.json", "[{\"price\": 1},\n {\"price\": ]")
        let binary = try GasPricesBinary.location.get().path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #"cat prices.json | "$0" validate - --summary >summary; cat broken.json | "$0" stations - 2>error; echo $? >status"#, binary]
        shell.currentDirectoryURL = fixtures.directory
        try shell.run()
        shell.waitUntilExit()
        let read = { (name: String) in try String(contentsOf: fixtures.directory.appendingPathComponent(name), encoding: .utf8) }
        #expect(try read("summary").hasPrefix("<stdin>: 2 stations, "))
        #expect(try read("error") == "gasprices: error: <stdin>:2:12: not JSON: expected a JSON value but found ']'\n")
        #expect(try read("status") == "1\n")
    }

    /// Standard input in UTF-16 is converted when it is read whole, as a file is.
    @Test func standardInputIsConverted() throws {
        let fixtures = try Fixtures()
        try fixtures.write("utf16.json", bytes: EncodingTests.utf16(Self.document))
        let report = try fixtures.run(["validate", "-"], input: "utf16.json")
        #expect(report.status == 0)
        #expect(report.lines.first == "<stdin> (UTF-16LE): a list of 2 stations")
    }

    @Test func theAppRefusesStandardInput() throws {
        let run = try Fixtures().run("app", "A", "-")
        #expect(run.status == 64)
        #expect(run.stderrLines.first == "Error: the app reads keys from standard input, so '-' cannot be a source: save the input to a file, or use `gasprices stations -` or `gasprices validate -`")
    }

    /// Runs `script` in `/bin/sh` in the fixtures' folder, `$0` the binary; returns the files
    /// it wrote, by name.
    static func shell(_ script: String, in fixtures: Fixtures, reading names: [String]) throws -> [String: String] {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", script, try GasPricesBinary.location.get().path]
        shell.currentDirectoryURL = fixtures.directory
        try shell.run()
        shell.waitUntilExit()
        var files: [String: String] = [:]
        for name in names {
            files[name] = try String(contentsOf: fixtures.directory.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// Standard input that is a file another program has read in part is read from where
    /// it stands, as a pipe is (it was read from its start, the line already taken
    /// included), in every way it is read.
    @Test func aFileReadInPartIsReadFromWhereItStands() throws {
        let fixtures = try Fixtures()
        try fixtures.write("three.ndjson", "{\"price\": 1}\n{\"price\": 2}\n{\"price\": 3}\n")
        let files = try Self.shell(#"""
            { read -r line; "$0" validate - --summary; } < three.ndjson > summary
            { read -r line; "$0" validate - --format ndjson; } < three.ndjson > records
            { read -r line; "$0" stations - --format csv; } < three.ndjson > csv
            """#, in: fixtures, reading: ["summary", "records", "csv"])
        #expect(files["summary"]?.hasPrefix("<stdin>: 2 stations, ") == true, "\(files["summary"] ?? "")")
        #expect(files["records"]?.split(separator: "\n").count == 2)
        // A header and two stations (CSV's lines end in CR LF), priced 2 and 3.
        #expect(files["csv"]?.split(whereSeparator: \.isNewline).count == 3)
        #expect(files["csv"]?.contains(",price,1,") == false)
    }

    /// A pipe whose reading end another program made non-blocking, written to after the
    /// command has started: it waits for the input (it failed with "Resource temporarily
    /// unavailable").
    @Test(arguments: [["validate", "-", "--summary"], ["validate", "-", "--format", "ndjson"], ["stations", "-"]])
    func aNonBlockingPipeIsWaitedFor(arguments: [String]) throws {
        let pipe = Pipe()
        let reading = pipe.fileHandleForReading.fileDescriptor
        #expect(fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK) == 0)
        let fixtures = try Fixtures()
        let process = Process()
        process.executableURL = try GasPricesBinary.location.get()
        process.arguments = arguments
        process.currentDirectoryURL = fixtures.directory
        process.standardInput = pipe
        let output = fixtures.directory.appendingPathComponent("output")
        let errors = fixtures.directory.appendingPathComponent("errors")
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        Thread.sleep(forTimeInterval: 0.3)
        pipe.fileHandleForWriting.write(Data(Self.document.utf8))
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        #expect(try String(contentsOf: output, encoding: .utf8).contains(arguments[0] == "stations" ? "Café" : "<stdin>"))
    }

    /// Standard input is named `<stdin>` in a message about reading it, and a folder given
    /// there gets no advice to name it to `stations`.
    @Test func messagesNameStandardInput() throws {
        let fixtures = try Fixtures()
        try fixtures.folder("folder")
        let files = try Self.shell(#"""
            "$0" validate - < folder 2> whole; "$0" validate - --format ndjson < folder 2> stream
            "$0" stations - < folder 2> listed
            """#, in: fixtures, reading: ["whole", "stream", "listed"])
        #expect(files["whole"] == "gasprices: error: <stdin>: cannot read: Is a directory\n")
        #expect(files["stream"] == "gasprices: error: <stdin>: cannot read: Is a directory\n")
        #expect(files["listed"] == "gasprices: error: <stdin>: cannot read: Is a directory\n")
    }

    @Test func standardInputIsReadOnce() throws {
        let run = try Fixtures().run("validate", "-", "--against", "-")
        #expect(run.status == 64)
        #expect(run.stderrLines.first == "Error: standard input can be read once: give the input or --against as a file")
        // `stations - -` read it, then read it again as empty (a second source that failed).
        for format in ["text", "ndjson"] {
            let twice = try Fixtures().run("stations", "-", "B", "-", "--format", format)
            #expect(twice.status == 64)
            #expect(twice.stderrLines.first == "Error: standard input can be read once: name - once")
        }
        // `render - -` printed the screen of the first read and exited 0 (until 2026-12-04).
        let render = try Fixtures().run("render", "-", "-")
        #expect(render.status == 64 && render.stdout.isEmpty)
        #expect(render.stderrLines.first == "Error: standard input can be read once: name - once")
    }
}
