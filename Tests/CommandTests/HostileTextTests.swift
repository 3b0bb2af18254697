import Foundation
import Testing

/// Untrusted text never reaches the terminal as controls: no escape sequence, no bell, no
/// direction override, wherever the text is shown.
@Suite struct HostileTextTests {
    static let escape: UInt8 = 0x1B
    static let bell: UInt8 = 0x07
    /// U+202E RIGHT-TO-LEFT OVERRIDE in UTF-8.
    static let override: [UInt8] = [0xE2, 0x80, 0xAE]

    /// Names holding a colour change, a window-title change ended by BEL, and a direction
    /// override: JSON-escaped, and (ESC and U+202E) as raw bytes.
    static let escapedName = #"Fake\u001b[31m St.\u001b]0;pwned\u0007 7/11\u202e"#
    static let rawName = "Fake\u{1B}[31m St.\u{202E} 7/11"

    static func hostileStation(_ name: String) -> String {
        """
        {"description": "\(name)", "price": "\(name)", "sellsDiesel": "\(name)",
         "address": {"street": "\(name)", "city": "\(name)", "zip": "\(name)", "\(name)": "\(name)"},
         "historicalPrices": [{"date": "\(name)", "price": 1}, "\(name)"],
         "\(name)": 1}
        """
    }

    static func assertSafe(_ bytes: Data, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(bytes)
        #expect(!bytes.contains(escape), "ESC in \(what)", sourceLocation: sourceLocation)
        #expect(!bytes.contains(bell), "BEL in \(what)", sourceLocation: sourceLocation)
        let hasOverride = bytes.indices.contains { index in bytes[index...].starts(with: override) }
        #expect(!hasOverride, "U+202E in \(what)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [escapedName, rawName])
    func reportIsSafe(name: String) throws {
        let fixtures = try Fixtures()
        try fixtures.write("hostile.json", Self.hostileStation(name))
        let run = try fixtures.run("validate", "hostile.json")
        #expect(run.status == 0, "\(run.stderr)")
        // The name is shown, its controls replaced.
        #expect(run.lines.contains { $0.hasPrefix("  Name          Fake") })
        Self.assertSafe(run.stdoutBytes, "the text report")
        Self.assertSafe(run.stderrBytes, "standard error")
    }

    @Test(arguments: [escapedName, rawName], [["--format", "json"], ["--summary"], ["--get", "stationName"],
                                              ["--get", "address"], ["--trace", "stationName"], ["--trace", "historicalPrices[1]"]])
    func everyOutputIsSafe(name: String, options: [String]) throws {
        let fixtures = try Fixtures()
        try fixtures.write("hostile.json", Self.hostileStation(name))
        let run = try fixtures.run(["validate", "hostile.json"] + options)
        #expect(run.status == 0, "\(run.stderr)")
        Self.assertSafe(run.stdoutBytes, "the output of \(options)")
        Self.assertSafe(run.stderrBytes, "standard error")
    }

    @Test(arguments: [["--get", "\u{1B}[31mprice"], ["--trace", "\u{1B}]0;pwned\u{07}"], ["--get", "address.\u{202E}zip"]])
    func errorMessagesAreSafe(options: [String]) throws {
        let run = try validate(["A"] + options)
        #expect(run.status == 2)
        #expect(run.stderrLines.count == 1)
        Self.assertSafe(run.stderrBytes, "the message for \(options)")
    }

    /// A file's name is untrusted text too: it is shown in the report and in error messages.
    @Test func fileNamesAreSafe() throws {
        let fixtures = try Fixtures()
        let name = "\u{1B}[31mstations\u{202E}.json"
        try fixtures.write(name, "{}")
        let report = try fixtures.run("validate", name)
        #expect(report.status == 0)
        Self.assertSafe(report.stdoutBytes, "the report's heading")
        #expect(report.lines.first == #"\u001B[31mstations\u202E.json: one station"#)

        try fixtures.write("cut" + name, "{")
        let notJSON = try fixtures.run("validate", "cut" + name)
        #expect(notJSON.status == 1)
        let missing = try fixtures.run("validate", "missing" + name)
        #expect(missing.status == 1)
        Self.assertSafe(notJSON.stderrBytes, "the syntax error")
        Self.assertSafe(missing.stderrBytes, "the read error")
        // Escaped, not dropped: the name can still be told apart.
        #expect(notJSON.stderr.hasPrefix(#"gasprices: error: cut\u001B[31mstations\u202E.json:1:2: not JSON: "#), "\(notJSON.stderr)")
        #expect(missing.stderr.hasPrefix(#"gasprices: error: missing\u001B[31mstations\u202E.json: cannot read: "#), "\(missing.stderr)")
    }
}
