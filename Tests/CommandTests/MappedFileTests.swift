import Foundation
import Testing

/// `validate` and `stations` map a file of 32 MiB or more instead of reading it
/// (`SourceText.Mapping`): the results are those of a file read into memory, and a file
/// another program shortens meanwhile stops the command with a message, never a crash.
@Suite(.serialized) struct MappedFileTests {
    static let copies = 40

    /// 4 × 250 × ``copies`` stations of `ValidateSummaryTests.generated`, each after a line of
    /// spaces, so that the file is over 32 MiB but quick to read.
    static func largeFile(_ fixtures: Fixtures) throws -> String {
        let text = ValidateSummaryTests.generated(quarter: 250 * copies)
            .replacingOccurrences(of: ",\n", with: ",\n" + String(repeating: " ", count: 1000) + "\n")
        let name = try fixtures.write("large.json", text)
        #expect(text.utf8.count >= 32 << 20)
        return name
    }

    /// The numbers of a summary line (`1,000` as 1000), and its words.
    static func numbersAndWords(_ line: String) -> (numbers: [Int], words: [String]) {
        var numbers: [Int] = []
        var words: [String] = []
        for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if let number = Int(token.replacingOccurrences(of: ",", with: "")) { numbers.append(number) } else { words.append(String(token)) }
        }
        return (numbers, words)
    }

    @Test func aMappedFileIsValidatedAsAReadOneIs() throws {
        let fixtures = try Fixtures()
        let large = try Self.largeFile(fixtures)
        try fixtures.write("small.json", ValidateSummaryTests.generated(quarter: 250))
        let big = try fixtures.run("validate", large, "--summary")
        let small = try fixtures.run("validate", "small.json", "--summary")
        #expect(big.status == 0)
        #expect(big.stderr == "")
        try #require(big.lines.count == small.lines.count)
        #expect(big.lines.first?.hasPrefix("large.json: 40,000 stations, 410,000 fields") == true)
        // Every count is ``copies`` times the small file's.
        for (line, reference) in zip(big.lines.dropFirst(), small.lines.dropFirst()) {
            let (numbers, words) = Self.numbersAndWords(line)
            let (expected, expectedWords) = Self.numbersAndWords(reference)
            #expect(words == expectedWords)
            #expect(numbers == expected.map { $0 * Self.copies }, "\(line)")
        }
        // `stations` maps it too: each of the small file's rows, ``copies`` times.
        let listed = try fixtures.run("stations", large, "--format", "csv")
        let reference = try fixtures.run("stations", "small.json", "--format", "csv")
        #expect(listed.status == 0)
        // Rows end in CRLF; each without its source and index, the columns that differ.
        func rows(_ text: String) -> [String] {
            text.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map { $0.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).last.map(String.init) ?? "" }
        }
        let largeRows = rows(listed.stdout), smallRows = rows(reference.stdout)
        #expect(largeRows.first == smallRows.first)
        #expect(largeRows.count - 1 == (smallRows.count - 1) * Self.copies)
        #expect(Set(largeRows) == Set(smallRows))
    }

    /// The file is cut to a few bytes once the command has mapped it (its mapping shows in
    /// `/proc/PID/maps`): the next page it reads is gone. The command says which file and
    /// why, and exits with status 1, not with a signal.
    @Test func aFileShortenedWhileMappedStopsTheCommandWithAMessage() throws {
        let fixtures = try Fixtures()
        let large = try Self.largeFile(fixtures)
        let path = fixtures.directory.appendingPathComponent(large).path
        let errors = fixtures.directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = try GasPricesBinary.location.get()
        process.arguments = ["validate", path, "--summary"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let maps = "/proc/\(process.processIdentifier)/maps"
        var mapped = false
        var looks = 0
        let deadline = Date().addingTimeInterval(30)
        // Until the process is gone, and its maps with it.
        while Date() < deadline {
            // Read to its end: a file of /proc says its size is 0, which a read by size believes.
            guard let handle = FileHandle(forReadingAtPath: maps), let data = try? handle.readToEnd() else { break }
            try? handle.close()
            let text = String(decoding: data, as: UTF8.self)
            looks += 1
            if text.contains(path) {
                mapped = true
                break
            }
            usleep(500)
        }
        if !mapped {
            process.waitUntilExit()
            let stderr = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
            Issue.record("the command did not map the file while it ran (exit \(process.terminationStatus), \(looks) looks at its maps): \(stderr)")
            return
        }
        #expect(truncate(path, 10) == 0)
        process.waitUntilExit()
        let stderr = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(stderr.hasSuffix("gasprices: error: \(path): the file was shortened while it was read\n"), "\(stderr)")
    }
}
