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
        // A screen aligns the label on the right: compare its words.
        let words = { (text: String) in arguments[0] == "render" ? text.split(separator: " ").joined(separator: " ") : text }
        #expect(words(piped.stdout) == words(named))
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
}
