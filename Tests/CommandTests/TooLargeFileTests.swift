import Foundation
import Testing

/// A file larger than a document may be in memory (2 GiB), made sparse so that it takes no
/// disk: the commands that read a document whole refuse it at once and say what reads it;
/// `--format ndjson` reads such a file a part at a time, and one that is no list of stations
/// (not JSON from its first byte, or one value) is refused at its first read.
@Suite struct TooLargeFileTests {
    static let size: UInt64 = (1 << 31) + 1

    /// A sparse file of ``size`` bytes beginning with `start`.
    @discardableResult
    static func sparse(_ fixtures: Fixtures, _ name: String, start: String) throws -> String {
        try fixtures.write(name, start)
        let handle = try FileHandle(forWritingTo: fixtures.directory.appendingPathComponent(name))
        try handle.truncate(atOffset: size)
        try handle.close()
        return name
    }

    static let refusal = "cannot read: the input is too large (a document may have at most 2147483647 bytes); "
        + "a list of stations of any size is read a part at a time by `gasprices stations big.json --format ndjson` (or validate)"

    @Test(arguments: [["validate", "big.json"], ["validate", "big.json", "--summary"], ["validate", "big.json", "--format", "json"],
                      ["stations", "big.json"], ["stations", "big.json", "--format", "json"]])
    func aCommandThatReadsWholeSaysWhatReadsItInParts(arguments: [String]) throws {
        let fixtures = try Fixtures()
        try Self.sparse(fixtures, "big.json", start: "[")
        let run = try fixtures.run(arguments)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines == ["gasprices: error: big.json: " + Self.refusal], "\(run.stderr)")
    }

    /// The other sources are listed all the same (exit status 0: one source loaded).
    @Test func theOtherSourcesAreListed() throws {
        let fixtures = try Fixtures()
        try Self.sparse(fixtures, "big.json", start: "[")
        let run = try fixtures.run("stations", "big.json", "A", "--format", "json")
        #expect(run.status == 0)
        #expect(run.stderrLines == ["gasprices: error: big.json: " + Self.refusal], "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        #expect((document["stations"] as? [Any])?.count == 1)
    }

    /// What `--format ndjson` says at once of a file larger than a document may be that is no
    /// list of stations: one that is not JSON at its first byte, whatever follows, and one
    /// that is one value, read whole. Until 2026-11-27 each was read to 2 GiB first (the
    /// second then refused with advice to use `--format ndjson`, the option it was given).
    static let streamedRefusals: [(start: String, message: String)] = [
        ("<!DOCTYPE html>\n<html>", "big.json:1:1: not JSON: expected a JSON value but found '<'; the file is an HTML page"),
        ("\"a station's name", "big.json: cannot read: the input is too large (a document may have at most 2147483647 bytes); "
            + "`--format ndjson` reads a list of stations of any size a part at a time (a list, NDJSON, or a list in an object "
            + "within its first 64 MiB), and this input is none: it is one value, read whole"),
    ]

    @Test(arguments: ["validate", "stations"], streamedRefusals.indices)
    func aFileThatIsNoListIsRefusedAtItsFirstRead(command: String, refusal: Int) throws {
        let (start, message) = Self.streamedRefusals[refusal]
        let fixtures = try Fixtures()
        try Self.sparse(fixtures, "big.json", start: start)
        let run = try fixtures.run(command, "big.json", "--format", "ndjson")
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderrLines.first?.hasPrefix("gasprices: error: " + message) == true, "\(run.stderr)")
    }
}
