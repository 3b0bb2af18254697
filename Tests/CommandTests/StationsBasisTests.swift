import Foundation
import Testing

/// `gasprices stations` over stations priced in several currencies and units: one section
/// per price basis, `--sort` and `--limit` within each, `--currency` to keep one; the
/// credit a feed asks for; each price's currency and unit in JSON and CSV.
@Suite struct StationsBasisTests {
    /// Two stations of Tankerkönig, in euros per litre.
    static let tankerkoenig = #"""
        {"ok":true,"license":"CC BY 4.0","data":"MTS-K","status":"ok","stations":[
         {"id":"a1","name":"Aral","brand":"ARAL","street":"Hauptstr.","houseNumber":"1","postCode":1067,"place":"Dresden","lat":51.0,"lng":13.7,"e5":1.799,"e10":1.739,"diesel":1.659,"isOpen":true},
         {"id":"a2","name":"Shell","brand":"SHELL","street":"Ring","houseNumber":"2","postCode":1069,"place":"Dresden","lat":51.0,"lng":13.7,"e5":1.759,"e10":1.699,"diesel":1.639,"isOpen":true}]}
        """#

    /// Three stations of the sample's model, in US dollars per gallon.
    static let sample = """
        [{"description": "Quick Gas", "price": 3.19, "address": {"city": "Newark", "zip": "07105"}, "historicalPrices": [{"date": "2026-11-20T10:00:00Z", "price": 3.19}]},
         {"description": "Cheap Gas", "price": 2.99, "address": {"city": "Union", "zip": "07083"}, "historicalPrices": [{"date": "2026-11-20T09:00:00Z", "price": 2.99}]},
         {"description": "Fancy Gas", "price": 3.59, "address": {"city": "Kearny", "zip": "07032"}, "historicalPrices": [{"date": "2026-11-20T08:00:00Z", "price": 3.59}]}]
        """

    static let now = ["--now", "2026-11-20T12:00:00Z"]
    static let grouped = "Grouped by currency and unit: prices in different ones are not compared (--currency CODE keeps one)."

    static func fixtures() throws -> Fixtures {
        let fixtures = try Fixtures()
        try fixtures.write("tk.json", tankerkoenig)
        try fixtures.write("us.json", sample)
        return fixtures
    }

    @Test func severalBasesAreListedInSectionsLargestFirst() throws {
        let run = try Self.fixtures().run(["stations", "tk.json", "us.json"] + Self.now)
        #expect(run.status == 0 && run.stderr == "")
        #expect(run.lines == [
            "USD per gallon: 3 stations",
            "#  NAME       BRAND  REGULAR      DIFF  CITY    POSTCODE  AGE  FIELDS",
            "1  Cheap Gas           $2.99  cheapest  Union   07083     3 h  !3",
            "2  Quick Gas           $3.19     +0.20  Newark  07105     2 h  !3",
            "3  Fancy Gas           $3.59     +0.60  Kearny  07032     4 h  !3",
            "",
            "EUR per litre: 2 stations",
            "#  NAME   BRAND      E5      DIFF  CITY     POSTCODE  AGE  FIELDS",
            "1  Shell  SHELL  €1.759  cheapest  Dresden  01069       —  ~1 !1",
            "2  Aral   ARAL   €1.799    +0.040  Dresden  01067       —  ~1 !1",
            "",
            "5 stations from 2 sources",
            Self.grouped,
            "",
            "Data: Tankerkönig, CC BY 4.0",
        ], "\(run.stdout)")
    }

    @Test func sortAndLimitApplyWithinEachSection() throws {
        let run = try Self.fixtures().run(["stations", "tk.json", "us.json", "--sort", "name", "--reverse", "--limit", "1"] + Self.now)
        #expect(run.lines.filter { $0.hasPrefix("1  ") }.map { $0.prefix(12) } == ["1  Quick Gas", "1  Shell  SH"], "\(run.stdout)")
        #expect(run.lines.contains("USD per gallon: 3 stations, the first 1 shown"))
        #expect(run.lines.contains("EUR per litre: 2 stations, the first 1 shown"))
        // `--fuel` is every section's; a fuel a basis does not sell leaves it without prices.
        let diesel = try Self.fixtures().run(["stations", "tk.json", "us.json", "--fuel", "diesel"] + Self.now)
        #expect(diesel.lines.contains("USD per gallon: 3 stations (3 without a diesel price)"), "\(diesel.stdout)")
        #expect(diesel.lines.contains("1  Shell  SHELL  €1.639  cheapest  Dresden  01069       —  ~1 !1"))
        // A filter counts what it matched in each section, and in all.
        let filtered = try Self.fixtures().run(["stations", "tk.json", "us.json", "--filter", "dresden"] + Self.now)
        #expect(filtered.lines.contains("USD per gallon: 0 stations") && filtered.lines.contains("EUR per litre: 2 stations"))
        #expect(filtered.lines.contains("2 stations matching 'dresden' from 2 sources"))
    }

    @Test(arguments: [
        (["--currency", "eur"], "EUR per litre: 2 stations", true),
        (["--currency", "EUR/litre"], "EUR per litre: 2 stations", true),
        (["--currency", "usd/Gallon"], "USD per gallon: 3 stations", false),
        (["--currency", "USD"], "USD per gallon: 3 stations", false),
    ])
    func currencyKeepsOneBasis(options: [String], heading: String, credited: Bool) throws {
        let run = try Self.fixtures().run(["stations", "tk.json", "us.json"] + options + Self.now)
        #expect(run.status == 0 && run.stderr == "")
        #expect(run.lines.first == heading, "\(run.stdout)")
        #expect(run.lines.filter { $0.hasSuffix(" per litre: 2 stations") || $0.hasSuffix(" per gallon: 3 stations") }.count == 1)
        #expect(!run.lines.contains(Self.grouped))
        // The credit only when a listed station's feed asks for it.
        #expect((run.lines.last == "Data: Tankerkönig, CC BY 4.0") == credited)
        #expect(run.stdout.contains("Data:") == credited)
    }

    @Test func aCurrencyNoStationIsPricedInListsNone() throws {
        let fixtures = try Self.fixtures()
        let run = try fixtures.run(["stations", "tk.json", "us.json", "--currency", "EUR/gallon"] + Self.now)
        #expect(run.status == 0)
        #expect(run.stderrLines == ["gasprices: note: no station is priced in 'EUR/gallon' (prices in: USD per gallon, EUR per litre)"])
        #expect(run.lines == ["0 stations from 2 sources"])
        // With one basis, as with several.
        let one = try fixtures.run(["stations", "us.json", "--currency", "gbp"] + Self.now)
        #expect(one.stderrLines == ["gasprices: note: no station is priced in 'gbp' (prices in: USD per gallon)"])
        #expect(one.lines == ["0 stations from 1 source"])
    }

    /// (`ÉUR`, `EURO` and `US` were taken until 2026-12-06, and chose no station.)
    @Test(arguments: ["", "EUR/pint", "E1", "€", "/litre", "ÉUR", "EURO", "US", "ＥＵＲ", "ßx", "ınr", "E@R"])
    func aCurrencyThatIsNotACodeIsAUsageError(currency: String) throws {
        let run = try Self.fixtures().run("stations", "us.json", "--currency", currency)
        #expect(run.status == 64 && run.stdout == "")
        #expect(run.stderr.contains("--currency must be a currency code"), "\(run.stderr)")
    }

    /// One basis: one table without a heading, as ever.
    @Test func oneBasisIsOneTable() throws {
        let run = try Self.fixtures().run(["stations", "us.json", "--currency", "usd"] + Self.now)
        #expect(run.lines.first?.hasPrefix("#  NAME") == true, "\(run.stdout)")
        #expect(run.lines.last == "3 stations from 1 source")
        let tk = try Self.fixtures().run(["stations", "tk.json"] + Self.now)
        #expect(tk.lines.first?.hasPrefix("#  NAME") == true && tk.lines.suffix(2) == ["", "Data: Tankerkönig, CC BY 4.0"])
    }

    @Test func jsonGivesEachSourcesCreditAndEachPricesUnit() throws {
        let fixtures = try Self.fixtures()
        let document = try StationsCommandTests.json(fixtures, ["tk.json", "us.json", "missing.json"])
        let sources = StationsCommandTests.sources(document)
        #expect(sources.map { $0["source"] as? String } == ["tk.json", "us.json", "missing.json"])
        #expect(sources.first?["attribution"] as? String == "Tankerkönig, CC BY 4.0")
        #expect(sources.dropFirst().allSatisfy { $0["attribution"] is NSNull })
        // Section after section, as the table lists them.
        let stations = StationsCommandTests.stations(document)
        #expect(stations.map { $0["name"] as? String } == ["Cheap Gas", "Quick Gas", "Fancy Gas", "Shell", "Aral"])
        let fuels = stations.compactMap { ($0["fuels"] as? [[String: Any]])?.first }
        #expect(fuels.map { "\($0["currency"] ?? "?") \($0["unit"] ?? "?")" }
                == ["USD gallon", "USD gallon", "USD gallon", "EUR litre", "EUR litre"])
        let euros = try StationsCommandTests.json(fixtures, ["tk.json", "us.json", "--currency", "eur"])
        #expect(StationsCommandTests.stations(euros).map { $0["name"] as? String } == ["Shell", "Aral"])
        #expect(StationsCommandTests.sources(euros).count == 2, "every source is listed, whatever is kept")
    }

    @Test func csvGivesEachSectionsFuelWithItsCurrencyAndUnit() throws {
        let run = try Self.fixtures().run("stations", "tk.json", "us.json", "--format", "csv", "--limit", "1")
        let rows = run.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map { $0.components(separatedBy: ",") }
        let header = try #require(rows.first)
        let columns = ["name", "fuel", "price", "currency", "unit"].compactMap { header.firstIndex(of: $0) }
        #expect(rows.dropFirst().map { row in columns.map { row[$0] } }
                == [["Cheap Gas", "regular", "2.99", "USD", "gallon"], ["Shell", "e5", "1.759", "EUR", "litre"]])
    }
}
