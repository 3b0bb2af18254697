import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `gasprices stations` on sources that cannot be loaded: one line each on standard error,
/// the other sources still listed; exit status 0 when one loaded, 1 when none did.
@Suite struct StationsErrorTests {
    /// A bad source: how to make it, and the line it must give.
    struct BadSource: CustomTestStringConvertible, Sendable {
        var name: String
        var make: @Sendable (Fixtures) throws -> Void
        var message: String
        var testDescription: String { name }
    }

    static let badSources: [BadSource] = [
        BadSource(name: "missing.json", make: { _ in }, message: "missing.json: cannot read: No such file or directory"),
        BadSource(name: "zero.json", make: { fixtures in
            try FileManager.default.createSymbolicLink(atPath: fixtures.directory.appendingPathComponent("zero.json").path,
                                                       withDestinationPath: "/dev/zero")
        }, message: "zero.json: cannot read: a device, not a file"),
        BadSource(name: "notes", make: { fixtures in
            try fixtures.folder("notes")
            try fixtures.write("notes/readme.txt", "no JSON here")
        }, message: "notes: the folder has no .json, .ndjson or .jsonl files"),
        BadSource(name: "prose.json", make: { try $0.write("prose.json", "hello") },
                  message: "prose.json:1:1: not JSON: expected a JSON value but found 'h'"),
        BadSource(name: "truncated.json", make: { try $0.write("truncated.json", "[{\"price\": 1,\n \"description\": \"x") },
                  message: "truncated.json:2:17: not JSON: a string starts here and never ends"),
        BadSource(name: "cut.json", make: { try $0.write("cut.json", "[{\"price\": 1}, {\"price\":") },
                  message: "cut.json:1:25: not JSON: the input ends in the middle of a value (truncated?)"),
        BadSource(name: "binary.json", make: { try $0.write("binary.json", bytes: [0x00, 0x01, 0xFF, 0xFE]) },
                  message: "binary.json:1:1: not JSON: expected a JSON value but found byte 0x0"),
        BadSource(name: "empty.json", make: { try $0.write("empty.json", "[]") },
                  message: "empty.json: the list is empty: no stations"),
        BadSource(name: "wrapped-empty.json", make: { try $0.write("wrapped-empty.json", #"{"data": {"items": []}}"#) },
                  message: #"wrapped-empty.json: the list at "data.items" is empty: no stations"#),
        BadSource(name: "numbers.json", make: { try $0.write("numbers.json", "[1, 2, 3]") },
                  message: "numbers.json:1:2: the list holds 3 values and none is an object: no stations"),
    ]

    /// Alone: exit status 1, the one line, nothing on standard output.
    @Test(arguments: badSources)
    func alone(_ source: BadSource) throws {
        let fixtures = try Fixtures()
        try source.make(fixtures)
        for format in ["text", "json", "csv"] {
            let run = try fixtures.run("stations", source.name, "--format", format)
            #expect(run.status == 1, "\(format)")
            #expect(run.stdout == "", "\(format)")
            #expect(run.stderrLines == ["gasprices: error: " + source.message], "\(format)")
        }
    }

    /// With a good source: exit status 0, the same one line, the good source listed.
    @Test(arguments: badSources)
    func withAGoodSource(_ source: BadSource) throws {
        let fixtures = try Fixtures()
        try source.make(fixtures)
        let run = try fixtures.run("stations", source.name, "B")
        #expect(run.status == 0)
        #expect(run.stderrLines == ["gasprices: error: " + source.message])
        #expect(run.lines.last == "1 station from 1 source")
        #expect(run.lines[1].contains("7/11 Fake St."))
    }

    /// Every bad source at once, around good ones: one line each, in order, and status 0.
    @Test func mixed() throws {
        let fixtures = try Fixtures()
        for source in Self.badSources { try source.make(fixtures) }
        try fixtures.write("good.json", #"[{"description": "Good", "price": 1}]"#)
        let names = Self.badSources.map(\.name)
        let run = try fixtures.run(["stations", "A"] + names + ["good.json"])
        #expect(run.status == 0)
        #expect(run.stderrLines == Self.badSources.map { "gasprices: error: " + $0.message })
        #expect(run.lines.last == "2 stations from 2 sources")
        let none = try fixtures.run(["stations"] + names)
        #expect(none.status == 1)
        #expect(none.stderrLines.count == names.count)
    }

    /// A folder loads its good files and reports its bad ones.
    @Test func aFolderWithABadFile() throws {
        let fixtures = try Fixtures()
        try fixtures.folder("feeds")
        try fixtures.write("feeds/1-good.json", #"{"description": "Good", "price": 1}"#)
        try fixtures.write("feeds/2-bad.json", "{")
        try fixtures.write("feeds/3-lines.ndjson", "{\"description\": \"L1\", \"price\": 2}\n{\"description\": \"L2\", \"price\": 3}\n")
        let run = try fixtures.run("stations", "--responses", "feeds")
        #expect(run.status == 0)
        #expect(run.stderrLines == ["gasprices: error: feeds/2-bad.json:1:2: not JSON: the input ends in the middle of a value (truncated?)"])
        #expect(run.lines.last == "3 stations from 2 sources")
    }

    /// A file in a folder whose name is not UTF-8 (a Latin-1 `café.json`) is said to be
    /// so, with what to do, where it was "No such file or directory" of a name it does not have.
    @Test(arguments: [["stations"], ["stations", "--format", "ndjson"], ["stations", "--format", "json"]])
    func aFileNamedInLatin1IsSaidToBeSo(command: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.folder("feeds")
        try fixtures.write("feeds/good.json", #"{"description": "Good", "price": 1}"#)
        let latin1 = fixtures.directory.appendingPathComponent("feeds").path.utf8.map { CChar(bitPattern: $0) }
            + Array("/caf".utf8).map { CChar(bitPattern: $0) } + [CChar(bitPattern: 0xE9)] + Array(".json".utf8).map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(latin1, O_CREAT | O_WRONLY, 0o644)
        try #require(descriptor >= 0)
        _ = #"{"description": "Caf\u00e9", "price": 2}"#.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        let run = try fixtures.run(command + ["feeds"])
        let said = run.stderrLines.filter { $0.contains("caf") }
        #expect(said.count == 1 && said.first?.hasPrefix("gasprices: error: feeds/caf\u{FFFD}.json: cannot read: its name is not UTF-8") == true,
                "\(run.stderrLines)")
        #expect(said.first?.contains("convmv -f latin1 -t utf8") == true)
    }

    /// A file whose name begins with `-` is read as options by the argument parser: `-dash.json`
    /// printed help (its `h`) with exit 0, and `-x.json` said an argument was missing (until
    /// 2026-12-06). It is said to be a file, with the two ways to name it, which both read it.
    @Test(arguments: ["validate", "stations", "render"])
    func aFileNamedWithADashIsSaidToBeOne(command: String) throws {
        let fixtures = try Fixtures()
        try fixtures.write("-dash.json", #"{"description": "Dash", "price": 1}"#)
        let run = try fixtures.run(command, "-dash.json")
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.first == "Error: -dash.json is a file here, but a word that begins with - is read as options: name it ./-dash.json (or put -- before the sources)")
        for named in [[command, "./-dash.json"], [command, "--", "-dash.json"]] {
            let read = try fixtures.run(named)
            #expect(read.status == 0, "\(named): \(read.stderr)")
            #expect(read.stdout.contains("Dash"), "\(named)")
        }
        // An option is still an option where no file has its name, and `-h` is still help.
        #expect(try fixtures.run(command, "-nofile.json").status == 64)
        try fixtures.write("-h", "{}")
        #expect(try fixtures.run(command, "-h").status == 0)
        try fixtures.folder("-feeds")
        #expect(try fixtures.run(command, "-feeds").stderrLines.first?.hasPrefix("Error: -feeds is a folder here, but") == true)
    }

    /// Past 20 warnings one line counts the rest, those past the 1,000 problems a source
    /// keeps too. (It gave 980 for 1,100 as if that were all, then "980 more (only the first
    /// 1000 are kept)"; read a part at a time, 20 fewer than kept per part.)
    @Test(arguments: [(30, "10 more problems not listed"), (1100, "1080 more problems not listed"), (2500, "2480 more problems not listed")])
    func theProblemsNotListedAreCounted(strays: Int, line: String) throws {
        let fixtures = try Fixtures()
        let elements = Array(repeating: "1", count: strays) + [#"{"description": "Only", "price": 3}"#]
        try fixtures.write("many.json", "[" + elements.joined(separator: ",\n") + "]")
        for (format, partSize) in [("text", nil), ("json", nil), ("ndjson", nil), ("ndjson", "256")] {
            let run = try fixtures.run(["stations", "many.json", "--format", format] + (partSize.map { ["--part-size", $0] } ?? []))
            #expect(run.status == 0)
            #expect(run.stderrLines.count == 21, "\(format) \(partSize ?? "")")
            #expect(run.stderrLines.last == "gasprices: warning: many.json: " + line, "\(format) \(partSize ?? "")")
        }
    }
}
