import Foundation
import Testing

/// `validate`'s report of every station, made in one pass over the document, is the report of
/// each station made from the whole document's decoding (`--station N`), put together; input
/// that is not JSON prints nothing, however far into the document it stops being JSON and
/// however large the report had grown.
@Suite struct FullReportTests {
    /// Documents of each shape: one station, a list, a list wrapped in an object, NDJSON, a list
    /// whose elements are not all objects.
    static let documents: [(name: String, text: String, count: Int)] = [
        ("one.json", #"{"description": "One", "price": "$3.50", "sellsDiesel": "yes", "address": {"zip": 7105}, "extra": 1}"#, 1),
        ("list.json", #"[{"description": "A", "price": 3}, {"DESCRIPTION": "B", "historicalPrices": {"price": "4,10"}}, 7]"#, 3),
        ("wrapped.json", #"{"data": {"stations": [{"description": "A", "price": 3}, {"description": "B", "price": "x"}]}, "count": 2}"#, 2),
        ("lines.ndjson", "{\"description\": \"A\", \"price\": 3}\n{\"description\": \"B\", \"sellsDiesel\": 1}\n", 2),
    ]

    @Test(arguments: 0..<4, ["text", "json"])
    func theReportIsEachStationsPutTogether(index: Int, format: String) throws {
        let (name, text, count) = Self.documents[index]
        let fixtures = try Fixtures()
        try fixtures.write(name, text)
        let whole = try fixtures.run("validate", name, "--format", format)
        #expect(whole.status == 0, "\(whole.stderr)")
        var parts: [String] = []
        var head = ""
        for number in 1...count {
            let one = try fixtures.run("validate", name, "--format", format, "--station", "\(number)")
            #expect(one.status == 0, "\(one.stderr)")
            switch format {
            case "text":
                // The line naming the document, then the station's report.
                let lines = one.stdout.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
                head = String(lines[0])
                parts.append(String(lines[1]))
            default:
                let prefix = #"{"source":""# + name + #"","stations":["#
                #expect(one.stdout.hasPrefix(prefix) && one.stdout.hasSuffix("]}\n"))
                parts.append(String(one.stdout.dropFirst(prefix.count).dropLast(3)))
                head = prefix
            }
        }
        let expected = format == "text" ? head + "\n" + parts.joined() : head + parts.joined(separator: ",") + "]}\n"
        #expect(whole.stdout == expected)
    }

    /// A list that stops being JSON at its very end prints nothing but the error, even when
    /// the report of the stations before had grown past what is held in memory.
    @Test(arguments: ["text", "json"])
    func nothingIsPrintedWhenTheEndIsNotJSON(format: String) throws {
        let station = #"{"description": "Station", "price": "$3.50", "sellsDiesel": "yes", "address": {"street": "1 Main St", "zip": 7105},"#
            + #" "historicalPrices": [{"date": "2013-02-18T15:43:24-05:00", "price": "4.60"}, {"date": 1361202204, "price": 4}]}"#
        let body = Array(repeating: station, count: 12_000).joined(separator: ",\n")
        let fixtures = try Fixtures()
        try fixtures.write("good.json", "[" + body + "]\n")
        try fixtures.write("bad.json", "[" + body + ",\n{\"description\": ]\n")
        let good = try fixtures.run("validate", "good.json", "--format", format)
        #expect(good.status == 0 && good.stdoutBytes.count > 8 << 20, "the report is larger than the part held in memory")
        #expect(good.stdout.hasPrefix(format == "text" ? "good.json: a list of 12000 stations\n\nStation 1 (line 1, column 2)" : #"{"source":"good.json","stations":[{"#))
        let last = try fixtures.run("validate", "good.json", "--format", format, "--station", "12000")
        let lastPart = format == "text" ? String(last.stdout.drop { $0 != "\n" }) : String(last.stdout.drop { $0 != "[" }.dropFirst())
        #expect(good.stdout.hasSuffix(lastPart))
        let bad = try fixtures.run("validate", "bad.json", "--format", format)
        #expect(bad.status == 1)
        #expect(bad.stdout == "")
        #expect(bad.stderr.hasPrefix("gasprices: error: bad.json:12001:17: not JSON: "), "\(bad.stderr)")
    }

    /// A report larger than the part held in memory goes to a temporary file; when that file
    /// cannot take all of it (here a file size limit of 4 MiB, as a full disk would), the rest
    /// stays in memory and the report is printed once, whole (the part written before the
    /// failure was printed twice, and the exit status was still 0).
    @Test func aTemporaryFileThatFillsUpLosesAndRepeatsNothing() throws {
        let fixtures = try Fixtures()
        let stations = (0..<6000).map { index in
            #"{"description": "Station \#(index)", "price": "$3.50", "sellsDiesel": "yes", "address": {"zip": 7105}, "historicalPrices": [{"date": 1361202204, "price": "4.60"}, {"date": "2013-02-19", "price": 4}]}"#
        }
        try fixtures.write("many.json", "[" + stations.joined(separator: ",\n") + "]")
        try fixtures.folder("tmp")
        let files = try StandardInputTests.shell(#"""
            TMPDIR=tmp "$0" validate many.json --format json > free
            ( trap '' XFSZ; ulimit -f 4096; TMPDIR=tmp exec "$0" validate many.json --format json ) | cat > limited
            echo $? > status
            """#, in: fixtures, reading: ["status"])
        #expect(files["status"] == "0\n")
        let free = try Data(contentsOf: fixtures.directory.appendingPathComponent("free"))
        let limited = try Data(contentsOf: fixtures.directory.appendingPathComponent("limited"))
        // Larger than memory holds and than the file may grow.
        #expect(free.count > 3 * 4 << 20)
        #expect(limited.count == free.count)
        // (Compared as a Bool: a failed comparison of two large values would be described at length.)
        let same = limited == free
        #expect(same)
    }

    /// A station of more fields than one part of its record holds (44,000 price entries,
    /// 132,000 fields) is reported a part at a time: the same report as its whole record's
    /// (`--station 1`), in every format.
    @Test func aStationLargerThanAPartIsReportedWhole() throws {
        let entries = (0..<44_000).map { #"{"date": \#(1_361_202_204 + $0 * 3600), "price": "$\#($0 % 500).5"}"# }
        let text = #"{"description": "Huge", "price": "3.50", "sellsDiesel": "yes", "address": {"zip": 7105}, "historicalPrices": ["#
            + entries.joined(separator: ",\n") + #", 7], "junk": true}"# + "\n"
        let fixtures = try Fixtures()
        try fixtures.write("huge.json", text)
        for format in ["text", "json"] {
            let parts = try fixtures.run("validate", "huge.json", "--format", format)
            let whole = try fixtures.run("validate", "huge.json", "--format", format, "--station", "1")
            #expect(parts.status == 0 && whole.status == 0, "\(parts.stderr)")
            let same = parts.stdout == whole.stdout
            #expect(same, "\(format)")
            #expect(parts.stdout.contains(format == "text" ? "historicalPrices[43999].price" : #""path":"historicalPrices[44000]""#))
        }
        // A field of a later part is traced as it is read whole (its line is the entry's).
        let trace = try fixtures.run("validate", "huge.json", "--trace", "historicalPrices[43999].price")
        #expect(trace.status == 0, "\(trace.stderr)")
        #expect(trace.stdout.hasPrefix("Trace of historicalPrices[43999].price in huge.json, station 1\n  1. received key \"price\" at line 44000, column "))
        #expect(trace.stdout.contains(#"default validation: currency_text"#) && trace.stdout.contains("set historicalPrices[43999].price = 499.5"))
        let junk = try fixtures.run("validate", "huge.json", "--trace", "junk")
        #expect(junk.status == 0 && junk.stdout.contains(#"ignored: "junk" sets nothing"#), "\(junk.stderr)")
        // A path the station does not have: the first 20 of its 132,011 paths, and how many more.
        let nope = try fixtures.run("validate", "huge.json", "--trace", "nope")
        #expect(nope.status == 2)
        #expect(nope.stderr.contains("no field 'nope' in station 1 (fields: stationName, price, sellsDiesel, address, address.street,"))
        #expect(nope.stderr.contains("historicalPrices[3].date, and 131991 more)") && nope.stderr.utf8.count < 1000, "\(nope.stderr.prefix(2000))")
        let lines = try fixtures.run("validate", "huge.json", "--format", "ndjson")
        let json = try fixtures.run("validate", "huge.json", "--format", "json")
        #expect(lines.status == 0, "\(lines.stderr)")
        let head = #"{"source":"huge.json","feed":"sample","station":1,"line":1,"column":1,"#
        let members = json.stdout.dropFirst(#"{"source":"huge.json","stations":[{"#.count).dropLast("}]}\n".count)
        let same = lines.stdout == head + members + "}\n"
        #expect(same)
    }
}
