import Foundation
import Testing

/// Input that cannot be validated: exit status 1, one line on standard error naming the file
/// (and, when it is not JSON, the line and column), nothing on standard output.
@Suite struct ValidateErrorTests {
    /// A file's bytes and where the parser must stop: `name:line:column`.
    static let syntaxErrors: [(name: String, bytes: [UInt8], location: String)] = [
        // The input ends after the second line's 19 characters: column 20.
        ("truncated.json", Array("{\"price\": 3.5,\n \"description\": \"x\"".utf8), "truncated.json:2:20"),
        ("prose.txt", Array("hello".utf8), "prose.txt:1:1"),
        ("empty.json", [], "empty.json:1:1"),
        ("blank.json", Array("  \n".utf8), "blank.json:2:1"),
        ("bom.json", [0xEF, 0xBB, 0xBF], "bom.json:1:1"),
        ("trailing.json", Array("{\"price\": 1}\n{".utf8), "trailing.json:2:2"),
        ("colon.json", Array("{\"price\" 1}".utf8), "colon.json:1:10"),
        ("unterminated.json", Array("{\"description\": \"7/11".utf8), "unterminated.json:1:17"),
    ]

    @Test(arguments: 0..<8, ["text", "json"])
    func notJSON(index: Int, format: String) throws {
        let (name, bytes, location) = Self.syntaxErrors[index]
        let fixtures = try Fixtures()
        try fixtures.write(name, bytes: bytes)
        let run = try fixtures.run("validate", name, "--format", format)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("\n"))
        #expect(run.stderr.hasPrefix("gasprices: error: \(location): not JSON: "), "\(run.stderr)")
    }

    @Test(arguments: ["--summary", "--get=price", "--trace=price"])
    func notJSONWhateverIsAsked(option: String) throws {
        let fixtures = try Fixtures()
        try fixtures.write("truncated.json", "{\"price\": ")
        let run = try fixtures.run("validate", "truncated.json", option)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("gasprices: error: truncated.json:1:11: not JSON: "), "\(run.stderr)")
    }

    @Test func missingFile() throws {
        let run = try validate("missing.json")
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("gasprices: error: missing.json: cannot read: "), "\(run.stderr)")
    }

    @Test func directory() throws {
        let fixtures = try Fixtures()
        try fixtures.folder("stations")
        let run = try fixtures.run("validate", "stations")
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("gasprices: error: stations: cannot read: "), "\(run.stderr)")
        // The message says what reads a folder, in every way validate reads its input.
        let hint = " (validate reads one file; `gasprices stations stations` lists a folder's stations)"
        #expect(run.stderr.hasSuffix(hint + "\n"), "\(run.stderr)")
        for arguments in [["--format", "ndjson"], ["--format", "json"], ["--summary"]] {
            let other = try fixtures.run(["validate", "stations"] + arguments)
            #expect(other.status == 1)
            #expect(other.stderr == run.stderr)
        }
        let against = try fixtures.run("validate", "A", "--against", "stations")
        #expect(against.status == 1)
        #expect(against.stderr == run.stderr)
    }

    /// The folder's name in the advice is one word for the shell.
    @Test func theAdviceQuotesTheFoldersName() throws {
        let fixtures = try Fixtures()
        try fixtures.folder("my stations")
        try fixtures.folder("it's")
        #expect(try fixtures.run("validate", "my stations").stderr.hasSuffix("`gasprices stations 'my stations'` lists a folder's stations)\n"))
        #expect(try fixtures.run("validate", "it's").stderr.hasSuffix(#"`gasprices stations 'it'\''s'` lists a folder's stations)"# + "\n"))
    }

    @Test(arguments: [[], ["--summary"], ["--format", "json"], ["--against", "B"]])
    func stationZero(arguments: [String]) throws {
        let run = try validate(["A", "--station", "0"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderrLines == ["gasprices: error: --station 0: stations are numbered from 1"])
    }

    /// A negative number is the option's value, judged by the option's own rule; the argument
    /// parser took `-1` for a flag and said the value was missing.
    @Test func negativeNumbersAreTheOptionsValues() throws {
        let station = try validate(["A", "--station", "-1"])
        #expect(station.status == 2)
        #expect(station.stderrLines == ["gasprices: error: --station -1: stations are numbered from 1"])
        let depth = try validate(["A", "--max-depth", "-3"])
        #expect(depth.status == 64)
        #expect(depth.stderrLines.first == "Error: --max-depth must be at least 1 (got -3)")
        let limit = try Fixtures().run("stations", "F", "--limit", "-1")
        #expect(limit.status == 64)
        #expect(limit.stderrLines.first == "Error: --limit must be at least 1 (got -1)")
        let render = try Fixtures().run("render", "F", "--screen", "list", "--station", "-2")
        #expect(render.status == 2)
        #expect(render.stderrLines == ["gasprices: error: --station -2: stations are numbered from 1"])
        // So is the next flag, when the value was forgotten: named as the wrong value.
        let forgotten = try Fixtures().run("stations", "F", "--limit", "--reverse")
        #expect(forgotten.status == 64)
        #expect(forgotten.stderrLines.first == "Error: The value '--reverse' is invalid for '--limit <n>'")
    }

    /// A list whose last station is cut off: nothing of the earlier stations may reach
    /// standard output, or a reader would take a partial report for a whole one.
    @Test(arguments: ["text", "json"])
    func truncatedListPrintsNothing(format: String) throws {
        let fixtures = try Fixtures()
        try fixtures.write("list.json", "[{\"price\": 1},\n{\"price\": ")
        let run = try fixtures.run("validate", "list.json", "--format", format)
        #expect(run.status == 1)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("gasprices: error: list.json:2:11: not JSON: "), "\(run.stderr)")
        #expect(run.stdout == "")
    }

    /// Input of whitespace only, or of a byte order mark only, is empty, not cut short: it
    /// gets the empty file's error, and a truncated file's differs.
    @Test func blankInputIsEmpty() throws {
        let fixtures = try Fixtures()
        try fixtures.write("empty.json", bytes: [])
        try fixtures.write("blank.json", "  \n\t")
        try fixtures.write("bom.json", bytes: [0xEF, 0xBB, 0xBF, 0x20])
        try fixtures.write("cut.json", "[")
        func reason(_ name: String) throws -> String {
            let run = try fixtures.run("validate", name)
            #expect(run.status == 1)
            let parts = run.stderr.components(separatedBy: ": not JSON: ")
            #expect(parts.count == 2, "\(run.stderr)")
            return parts.last ?? ""
        }
        let empty = try reason("empty.json")
        #expect(try reason("blank.json") == empty)
        #expect(try reason("bom.json") == empty)
        #expect(try reason("cut.json") != empty)
    }

    /// A file that is something else than JSON gets its error with what it is instead, in
    /// every command and mode: a compressed file, a web page, CSV.
    @Test(arguments: [["validate"], ["validate", "--format", "ndjson"], ["stations"], ["stations", "--format", "ndjson"]])
    func notJSONSaysWhatTheFileIs(command: [String]) throws {
        let fixtures = try Fixtures()
        let files: [(name: String, bytes: [UInt8], hint: String)] = [
            ("prices.json.gz", [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00], "1:1: not JSON: expected a JSON value but found byte 0x1F; the file is gzip-compressed"),
            ("page.json", Array("<!DOCTYPE html>\n<html><body>502 Bad Gateway</body></html>\n".utf8),
             "1:1: not JSON: expected a JSON value but found '<'; the file is an HTML page"),
            ("prices.csv", Array("date,station_uuid,diesel\n2024-01-01 00:01:00+01,abc,1.7\n".utf8),
             "1:1: not JSON: expected a JSON value but found 'd'; its first line looks like CSV (values separated by ',')"),
        ]
        for (name, bytes, hint) in files {
            try fixtures.write(name, bytes: bytes)
            let run = try fixtures.run(command + [name])
            #expect(run.status == 1)
            #expect(run.stderr.contains("gasprices: error: \(name):" + hint), "\(command) \(name): \(run.stderr)")
        }
    }

    /// A nesting limit below 1 is a wrong command line (it used to be read as 1).
    @Test(arguments: ["0", "-3"])
    func maxDepthBelowOneIsAUsageError(depth: String) throws {
        let run = try validate("A", "--max-depth=\(depth)")
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("--max-depth must be at least 1 (got \(depth))"), "\(run.stderr)")
        #expect(try validate("A", "--max-depth=1").status == 1, "an object is one level: a station's address is two")
    }

    /// A document past one of the engine's limits may be JSON all the same: it cannot be
    /// read, which the message says, rather than "not JSON".
    @Test func aDocumentPastALimitCannotBeReadRatherThanNotJSON() throws {
        let validated = try validate("A", "--max-depth=1")
        #expect(validated.stderr.contains("A.json:5:13: cannot read: nesting deeper than 1 level"), "\(validated.stderr)")
        let fixtures = try Fixtures()
        try fixtures.write("deep.json", #"{"address": {"city": "Newark"}}"#)
        let run = try fixtures.run("validate", "deep.json", "--max-depth", "1", "--format", "ndjson")
        #expect(run.status == 1)
        #expect(run.stderrLines == ["gasprices: error: deep.json:1:13: cannot read: nesting deeper than 1 level"], "\(run.stderr)")
    }
}
