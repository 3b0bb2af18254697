import Foundation
import Testing

/// A file saved in UTF-16 (as Windows PowerShell's `>` and Notepad's "Unicode" save) or
/// UTF-32 is read as its UTF-8 twin is, in every command and mode, and says what it was
/// converted from; its errors are placed by characters, as an editor shows them.
@Suite struct EncodingTests {
    static let document = "[{\"description\": \"Café ☕\", \"price\": \"$3.50\"},\n {\"description\": \"𝄞 Gas\", \"price\": 2}]\n"

    /// `text` in UTF-16, little-endian with a byte order mark unless `bigEndian`.
    static func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
        let units = (bigEndian ? [] : [0xFEFF]) + Array(text.utf16)
        return units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    @Test(arguments: [["validate", "--format", "json"], ["validate", "--format", "ndjson"], ["validate", "--summary", "--format", "json"],
                      ["stations", "--format", "json"], ["stations", "--format", "ndjson"], ["stations", "--format", "csv"]])
    func readAsItsUTF8Twin(arguments: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.write("utf8.json", Self.document)
        try fixtures.write("utf16.json", bytes: Self.utf16(Self.document))
        let utf8 = try fixtures.run([arguments[0], "utf8.json"] + arguments.dropFirst())
        let utf16 = try fixtures.run([arguments[0], "utf16.json"] + arguments.dropFirst())
        #expect(utf8.status == 0, "\(utf8.stderr)")
        #expect(utf16.status == 0, "\(utf16.stderr)")
        #expect(utf16.stdout.replacingOccurrences(of: "utf16.json", with: "utf8.json") == utf8.stdout)
        #expect(arguments.contains("--summary") || utf16.stdout.contains("Café ☕"))
    }

    /// The text report and the summary name the encoding the file was converted from.
    @Test func theTextReportNamesTheEncoding() throws {
        let fixtures = try Fixtures()
        try fixtures.write("utf16.json", bytes: Self.utf16(Self.document, bigEndian: true))
        let report = try fixtures.run("validate", "utf16.json")
        #expect(report.status == 0)
        #expect(report.lines.first == "utf16.json (UTF-16BE): a list of 2 stations")
        let summary = try fixtures.run("validate", "utf16.json", "--summary")
        #expect(summary.lines.first == "utf16.json (UTF-16BE): 2 stations, 10 fields")
    }

    /// Standard input in UTF-16 is converted as it streams.
    @Test func standardInputIsConverted() throws {
        let fixtures = try Fixtures()
        try fixtures.write("utf8.json", Self.document)
        try fixtures.write("utf16.json", bytes: Self.utf16(Self.document))
        let utf8 = try fixtures.run(["stations", "-", "--format", "ndjson"], input: "utf8.json")
        let utf16 = try fixtures.run(["stations", "-", "--format", "ndjson"], input: "utf16.json")
        #expect(utf16.status == 0, "\(utf16.stderr)")
        #expect(utf16.lines.count == 2)
        #expect(utf16.stdout == utf8.stdout)
    }

    /// A syntax error in a UTF-16 file is placed at its line and its column in characters:
    /// the four-byte 𝄞 (two UTF-16 code units) counts as one.
    @Test(arguments: [["validate"], ["validate", "--format", "ndjson"], ["stations"]])
    func anErrorIsPlacedByCharacters(arguments: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.write("broken.json", bytes: Self.utf16("[{\"description\": \"𝄞\"},\n {\"price\": 𝄞}]"))
        let run = try fixtures.run(arguments + ["broken.json"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("broken.json:2:12: not JSON: "), "\(run.stderr)")
        // Its own error, not the encoding's: no note of the conversion.
        #expect(!run.stderr.contains("the file was read as"), "\(run.stderr)")
    }

    /// UTF-8 after UTF-16's byte order mark (a tool that marked a file it did not convert) is
    /// said to have been read as UTF-16LE, whole and a part at a time: it said only "found
    /// byte 0xE7", a byte of the misread text (until 2026-12-06).
    @Test(arguments: [["validate"], ["validate", "--format", "ndjson"], ["stations"], ["stations", "--format", "ndjson"]])
    func utf8AfterAUTF16MarkIsSaidToHaveBeenReadAsUTF16(arguments: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.write("marked.json", bytes: [0xFF, 0xFE] + Array(Self.document.utf8))
        let run = try fixtures.run(arguments + ["marked.json"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("marked.json:1:1: not JSON: "), "\(run.stderr)")
        #expect(run.stderr.contains("the file was read as UTF-16LE, as its first bytes say"), "\(run.stderr)")
    }
}
