import Foundation
import Testing

/// `gasprices validate` on feed files: each station in the catalog's terms with its record,
/// the summary, a trace inside JSON written in a string, `--get`, `--feed`, and the feeds'
/// error answers.
@Suite struct ValidateFeedTests {
    static let uk = #"""
        {"last_updated": "14/07/2024 09:30:00", "stations": [
         {"site_id": "gb1", "brand": "ASDA  ", "address": "Kings Rd, Leeds", "postcode": "LS1 1AA",
          "location": {"latitude": "53.8", "longitude": -1.55}, "prices": {"E5": 152.9, "B7": 1.559, "SDV": null}}]}
        """#

    @Test func aFeedFileIsReportedStationByStation() throws {
        let fixtures = try Fixtures()
        try fixtures.write("uk.json", Self.uk)
        let run = try fixtures.run("validate", "uk.json")
        #expect(run.status == 0)
        #expect(run.lines.first == #"uk.json: a list of 1 station at "stations", read as uk"#)
        #expect(run.lines.contains("  Price         e5 £1.529  diesel £1.559"))
        #expect(run.lines.contains { $0.hasPrefix("  prices.E5") && $0.hasSuffix("minor_unit") })
        #expect(run.lines.contains { $0.hasPrefix("  prices.SDV") && $0.contains("dropped") })
        #expect(run.lines.last?.hasPrefix("Data: Contains public sector information") == true)
        let json = try fixtures.run("validate", "uk.json", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        #expect(object["feed"] as? String == "uk")
        let stations = try #require(object["stations"] as? [[String: Any]])
        let fields = try #require(stations.first?["fields"] as? [[String: Any]])
        #expect(fields.contains { $0["path"] as? String == "prices.E5" && $0["rule"] as? String == "minor_unit" && $0["match"] as? String == "entry" })
        let summary = try fixtures.run("validate", "uk.json", "--summary")
        #expect(summary.lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("minor_unit") })
        let get = try fixtures.run("validate", "uk.json", "--get", "prices.E5")
        #expect(get.status == 0 && get.lines == ["1.529"])
        let trace = try fixtures.run("validate", "uk.json", "--trace", "prices.E5")
        #expect(trace.status == 0 && trace.lines.contains { $0.contains("entry: \"E5\" is a key of the data, validated as price in pounds") })
    }

    @Test func theFeedCanBeNamedOrRefused() throws {
        let fixtures = try Fixtures()
        try fixtures.write("uk.json", Self.uk)
        // Named as the sample's, the same file is the sample's report.
        let asSample = try fixtures.run("validate", "uk.json", "--feed", "sample")
        #expect(asSample.status == 0 && asSample.lines.first == #"uk.json: a list of 1 station at "stations""#)
        let unknown = try fixtures.run("validate", "uk.json", "--feed", "nope")
        #expect(unknown.status == 64 && unknown.stdout.isEmpty)
        // A feed's error answer is one message and exit status 1.
        try fixtures.write("tk.json", #"{"ok":false,"status":"error","message":"apikey nicht gefunden"}"#)
        let error = try fixtures.run("validate", "tk.json")
        #expect(error.status == 1 && error.stdout.isEmpty)
        #expect(error.stderrLines == ["gasprices: error: tk.json: the tankerkoenig feed answered with an error: apikey nicht gefunden"])
    }

    @Test func textBeforeTheJSONIsReportedOnStandardError() throws {
        let fixtures = try Fixtures()
        try fixtures.write("my.json", #"Warning: x [APP/a.ctp, line 2]{"status":{"error":"NO"},"stations":[{"id":"1","reg_price":"3.79","diesel_price":"N/A","country":"United States"}]}"#)
        let run = try fixtures.run("validate", "my.json")
        #expect(run.status == 0 && run.lines.first == #"my.json: a list of 1 station at "stations", read as mygasfeed"#)
        #expect(run.stderrLines == [#"gasprices: warning: my.json:1:1: 30 bytes of text before the JSON skipped: "Warning: x [APP/a.ctp, line 2]""#])
    }

    @Test func aDocumentReadWholeTracesButHasNoGet() throws {
        let fixtures = try Fixtures()
        try fixtures.write("nsw.json", #"""
            {"stations": [{"brand": "BP", "code": "2", "name": "BP Kogarah", "address": "x", "location": {"latitude": -33.9, "longitude": 151.1}}],
             "prices": [{"stationcode": "2", "fueltype": "DL", "price": 169.9, "lastupdated": "07/01/2018 08:05:19"}]}
            """#)
        let trace = try fixtures.run("validate", "nsw.json", "--trace", "prices[0].price")
        #expect(trace.status == 0 && trace.lines.contains { $0.contains("minor_unit") })
        let get = try fixtures.run("validate", "nsw.json", "--get", "name")
        #expect(get.status == 2 && get.stderr.contains("holds its stations in its own shape"))
        // Its JSON record's value is null, as output-format.md says, its fields there.
        let json = try fixtures.run("validate", "nsw.json", "--format", "json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let station = try #require((report["stations"] as? [[String: Any]])?.first)
        #expect(station["value"] is NSNull && ((station["fields"] as? [Any])?.count ?? 0) > 5)
    }

    /// A Tankerkönig list whose second element is no station: left out, it keeps its place.
    static let tankerkoenigWithANumber = #"""
        {"ok": true, "stations": [
         {"id": "a1", "name": "Erste", "brand": "ARAL", "street": "A", "place": "Bremen", "postCode": 28195, "e5": 1.799, "isOpen": true},
         42,
         {"id": "c3", "name": "Dritte", "brand": "JET", "street": "C", "place": "Apen", "postCode": 26689, "e5": 1.759, "isOpen": true}]}
        """#

    /// A line of a feed's NDJSON that is not JSON stops `validate` as it does the sample's:
    /// exit 1 at its place, the report refused, and with `--format ndjson` the stations before
    /// it written (in parts of every size), none after it, no warning of lines after it.
    /// Until 2026-12-04 a feed's bad line was a warning, the report made of the others, exit 0.
    @Test func aFeedsBadLineStopsValidate() throws {
        let fixtures = try Fixtures()
        let good = { (id: Int) in #"{"id":"s\#(id)","name":"N\#(id)","e5":1.5,"postCode":1067,"place":"x","lat":1,"lng":1}"# }
        let lines = (1...5).map(good) + [#"{"id":"b","name":"B","e5":"#] + (6...9).map(good) + ["{nope"]
        try fixtures.write("tk.ndjson", lines.joined(separator: "\n") + "\n")
        for format in ["text", "json"] {
            let run = try fixtures.run("validate", "tk.ndjson", "--format", format)
            #expect(run.status == 1 && run.stdout.isEmpty, "\(format)")
            #expect(run.stderrLines == ["gasprices: error: tk.ndjson:6:27: not JSON: the input ends in the middle of a value (truncated?)"], "\(format) \(run.stderrLines)")
        }
        for partSize in [64, 300, 1 << 20] {
            let run = try fixtures.run("validate", "tk.ndjson", "--format", "ndjson", "--part-size", String(partSize))
            #expect(run.status == 1, "\(partSize)")
            let names = try run.lines.map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["station"] as? Int
            }
            #expect(names == [1, 2, 3, 4, 5], "\(partSize)")
            #expect(run.stderrLines == ["gasprices: error: tk.ndjson:6:27: not JSON: the input ends in the middle of a value (truncated?)"], "\(partSize) \(run.stderrLines)")
        }
        // `stations` reads on, as it does the sample's.
        let stations = try fixtures.run("stations", "tk.ndjson", "--format", "ndjson")
        #expect(stations.status == 0 && stations.lines.count == 9)
        // The bad line in a part that holds no station (lines of `null` around it), and
        // every line after the first bad: stopped at the first, in every part size.
        let padded = #"{"id":"s1","name":"\#(String(repeating: "n", count: 600))","e5":1.5,"postCode":1067,"place":"x","lat":1,"lng":1}"#
        let nulls = Array(repeating: "null", count: 300)
        try fixtures.write("nulls.ndjson", ([padded, "{bad"] + nulls + (2...4).map(good)).joined(separator: "\n") + "\n")
        try fixtures.write("bad.ndjson", ([padded, "{bad"] + Array(repeating: "{worse", count: 300) + (2...4).map(good)).joined(separator: "\n") + "\n")
        for file in ["nulls.ndjson", "bad.ndjson"] {
            for partSize in [256, 700, 1 << 20] {
                let run = try fixtures.run("validate", file, "--format", "ndjson", "--part-size", String(partSize))
                #expect(run.status == 1 && run.lines.count == 1, "\(file) \(partSize) \(run.lines.count)")
                #expect(run.stderrLines.count == 1 && run.stderrLines.first?.hasPrefix("gasprices: error: \(file):2:") == true,
                        "\(file) \(partSize) \(run.stderrLines.prefix(3))")
            }
        }
    }

    /// Every mode numbers a feed's stations by their place in the document, as `--format
    /// ndjson` does: a value left out (not a station) keeps its number, `--station` picks by
    /// it, the summary counts the stations alone, and `--against` meets each station with its own.
    @Test func stationsAreNumberedByTheirPlaceWhenAValueIsLeftOut() throws {
        let fixtures = try Fixtures()
        try fixtures.write("tk.json", Self.tankerkoenigWithANumber)
        let report = try fixtures.run("validate", "tk.json")
        #expect(report.status == 0)
        #expect(report.lines.filter { $0.hasPrefix("Station") }.map { $0.prefix(9) } == ["Station 1", "Station 3"])
        let ndjson = try fixtures.run("validate", "tk.json", "--format", "ndjson")
        let numbers = try ndjson.lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["station"] as? Int
        }
        #expect(numbers == [1, 3])
        let third = try fixtures.run("validate", "tk.json", "--station", "3", "--get", "name")
        #expect(third.status == 0 && third.lines == ["Dritte"])
        let both = try fixtures.run("validate", "tk.json", "--get", "name", "--format", "json")
        #expect(both.lines == [#"[{"station":1,"keyPath":"name","value":"Erste"},{"station":3,"keyPath":"name","value":"Dritte"}]"#])
        let trace = try fixtures.run("validate", "tk.json", "--station", "3", "--trace", "name", "--format", "json")
        #expect(trace.status == 0 && trace.lines.first?.contains(#""station":3"#) == true)
        let leftOut = try fixtures.run("validate", "tk.json", "--station", "2")
        #expect(leftOut.status == 2 && leftOut.stdout.isEmpty)
        #expect(leftOut.stderrLines.last == "gasprices: error: --station 2: the input's value 2 holds no station (it is left out, with a warning, when the input is read)")
        let past = try fixtures.run("validate", "tk.json", "--station", "4")
        #expect(past.status == 2)
        #expect(past.stderrLines.last == "gasprices: error: --station 4: the input has 2 stations, numbered by their place among its 3 values")
        // The number was validated as a station of defaults; it is none, and not counted.
        let summary = try fixtures.run("validate", "tk.json", "--summary", "--format", "json")
        let counts = try #require(try JSONSerialization.jsonObject(with: summary.stdoutBytes) as? [String: Any])
        #expect(counts["stations"] as? Int == 2)
        #expect(summary.stdout.contains("expected_object") == false)
        let text = try fixtures.run("validate", "tk.json", "--summary")
        #expect(text.lines.first?.hasPrefix("tk.json: 2 stations,") == true)
        // Against the same list without the number, the third meets the third: no change.
        try fixtures.write("whole.json", Self.tankerkoenigWithANumber.replacingOccurrences(of: "\n 42,", with: "\n {\"id\": \"b2\", \"name\": \"Zweite\", \"e5\": 1.7},"))
        let against = try fixtures.run("validate", "tk.json", "--against", "whole.json")
        #expect(against.status == 0)
        #expect(against.lines.first == "tk.json against whole.json: 2 stations, no field changed, 1 station only in whole.json")
        #expect(against.lines.contains("Station 2 (Zweite): only in whole.json"))
        let picked = try fixtures.run("validate", "tk.json", "--against", "whole.json", "--station", "3", "--format", "json")
        #expect(picked.status == 0 && picked.lines.first?.contains(#""stations":[]"#) == true)
    }
}
