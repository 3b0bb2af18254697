import Foundation
import Testing

/// `gasprices render`: sizes it refuses and sizes it draws.
@Suite struct RenderCommandTests {
    /// A size no terminal has, or one whose cells would not fit in memory, is a usage error:
    /// exit status 2, one line, nothing on standard output. Such sizes used to abort the
    /// program (an allocation of a terabyte, or an overflow multiplying width by height).
    @Test(arguments: [
        ["--width", "0"], ["--height=-1"], ["--width", "-5"], ["--width", "2001"], ["--height", "2001"],
        ["--width", "9999999999", "--height", "5"], ["--width", "3037000500", "--height", "3037000500"],
        ["--width", "9223372036854775807", "--height", "2"],
    ])
    func sizesOutOfRangeAreRefused(size: [String]) throws {
        let run = try Fixtures().run(["render", "A"] + size)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderrLines == ["gasprices: error: --width and --height must be from 1 to 2000 (got \(Self.size(size)))"])
    }

    static func size(_ arguments: [String]) -> String {
        let width = arguments.firstIndex(of: "--width").map { arguments[$0 + 1] } ?? "80"
        let height = arguments.firstIndex(of: "--height").map { arguments[$0 + 1] }
            ?? arguments.first { $0.hasPrefix("--height=") }.map { String($0.dropFirst("--height=".count)) } ?? "24"
        return "\(width)×\(height)"
    }

    @Test func theLargestSizeIsDrawn() throws {
        let run = try Fixtures().run("render", "A", "--width", "2000", "--height", "2000")
        #expect(run.status == 0)
        #expect(run.lines.first?.hasPrefix("Station Details") == true)
        #expect(run.lines.first?.hasSuffix("Response  [A]  B   C   D   E   F") == true)
    }

    /// An unknown screen is refused like an unknown response: exit status 2 and one line that
    /// lists the screens (the option parser's own error was several lines and status 64).
    @Test func anUnknownScreenIsOneLine() throws {
        let run = try Fixtures().run("render", "A", "--screen", "bogus")
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderrLines == ["gasprices: error: no screen 'bogus' (screens: detail, station, json, trace, compare, help, list)"])
    }

    /// A command line the parser cannot take is status 64, as the help and screens.md say
    /// (until 2026-12-04 only 0, 1 and 2 were named).
    @Test(arguments: [["--bogus"], ["--station", "1x"], ["--width", "abc"]])
    func aCommandLineNotTakenIs64(arguments: [String]) throws {
        let run = try Fixtures().run(["render", "A"] + arguments)
        #expect(run.status == 64 && run.stdout == "")
        let help = try Fixtures().run("help", "render").stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("64 for a command line it cannot take"))
    }

    // MARK: SOURCE arguments

    /// A built-in's label selects among the built-ins, in any case.
    @Test(arguments: ["B", "b"])
    func aBuiltInLabelSelects(label: String) throws {
        let run = try Fixtures().run("render", label)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.lines.first?.hasSuffix("Response   A  [B]  C   D   E   F") == true, "\(run.stdout)")
    }

    /// With no SOURCE, the first built-in is shown.
    @Test func noSourceShowsA() throws {
        let run = try Fixtures().run("render")
        #expect(run.status == 0)
        #expect(run.lines.first?.hasSuffix("Response  [A]  B   C   D   E   F") == true, "\(run.stdout)")
    }

    /// A file is loaded, and it alone is shown.
    @Test func aFileLoads() throws {
        let fixtures = try Fixtures()
        try fixtures.write("mine.json", #"[{"description": "My Own Gas", "price": 2.5}, {"description": "Second", "price": 3}]"#)
        let run = try fixtures.run("render", "mine.json", "--screen", "station")
        #expect(run.status == 0)
        #expect(run.lines.first == "Name          My Own Gas")
    }

    /// `--responses DIR` loads; a file's label selects (what Tests/EndToEnd/app.sh does).
    @Test func aLabelOfALoadedFileSelects() throws {
        let fixtures = try Fixtures()
        try fixtures.folder("mine")
        try fixtures.write("mine/1-first.json", #"{"description": "First", "price": 1}"#)
        try fixtures.write("mine/2-second.json", #"{"description": "Second", "price": 2}"#)
        let run = try fixtures.run("render", "2-second", "--responses", "mine", "--screen", "station")
        #expect(run.status == 0)
        #expect(run.lines.first == "Name          Second")
        let folder = try fixtures.run("render", "2-second", "mine")
        #expect(folder.status == 0)
        #expect(folder.lines.first?.hasSuffix("Response   1-first  [2-second]") == true, "\(folder.stdout)")
    }

    @Test func anUnknownLabel() throws {
        let run = try Fixtures().run("render", "nope")
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderrLines == ["gasprices: error: no response 'nope' (responses: A, B, C, D, E, F)"])
    }

    /// With files to load, a built-in is not loaded: naming one is an unknown response.
    @Test func aBuiltInNotLoaded() throws {
        let fixtures = try Fixtures()
        try fixtures.write("mine.json", #"{"description": "Mine", "price": 1}"#)
        let run = try fixtures.run("render", "B", "mine.json")
        #expect(run.status == 2)
        #expect(run.stderrLines == ["gasprices: error: no response 'B' (responses: mine)"])
    }

    @Test func twoSelectors() throws {
        let run = try Fixtures().run("render", "A", "B")
        #expect(run.status == 2)
        #expect(run.stderrLines == ["gasprices: error: render shows one response; got 'A' and 'B'"])
    }

    /// A source that cannot be read is one line; the screen is still printed from the others.
    @Test func aBadSourceAmongGoodOnes() throws {
        let fixtures = try Fixtures()
        try fixtures.write("mine.json", #"{"description": "Mine", "price": 1}"#)
        let run = try fixtures.run("render", "mine.json", "missing.json", "--screen", "station")
        #expect(run.status == 0)
        #expect(run.stderrLines == ["gasprices: error: missing.json: cannot read: No such file or directory"])
        #expect(run.lines.first == "Name          Mine")
        let alone = try fixtures.run("render", "missing.json")
        #expect(alone.status == 1)
        #expect(alone.stdout == "")
        #expect(alone.stderrLines == ["gasprices: error: missing.json: cannot read: No such file or directory"])
    }

    // MARK: The list, --station and --chart

    /// The rows of the list screen: each line that shows a price column.
    static func listNames(_ run: GasPricesBinary.Run) -> [String] {
        run.lines.dropFirst(2).compactMap { line in
            let name = line.dropFirst(3).split(separator: " ").first.map(String.init)
            return line.count > 3 && (line.contains("$") || line.contains("—")) ? name : nil
        }
    }

    @Test func theListTakesTheQuery() throws {
        let fixtures = try Fixtures()
        try fixtures.write("five.json", StationsCommandTests.five)
        let byPrice = try fixtures.run("render", "five.json", "--screen", "list")
        #expect(byPrice.status == 0)
        #expect(Self.listNames(byPrice) == ["Charlie", "alpha", "Bravo", "Echo", "Delta"], "\(byPrice.stdout)")
        let byName = try fixtures.run("render", "five.json", "--screen", "list", "--sort", "name", "--reverse")
        #expect(Self.listNames(byName) == ["Echo", "Delta", "Charlie", "Bravo", "alpha"], "\(byName.stdout)")
        let filtered = try fixtures.run("render", "five.json", "--screen", "list", "--filter", "NEWARK")
        #expect(Self.listNames(filtered) == ["Bravo", "Delta"], "\(filtered.stdout)")
    }

    /// `--station N` counts rows in the list's order, after the filter.
    @Test func stationOpensARowOfTheList() throws {
        let fixtures = try Fixtures()
        try fixtures.write("five.json", StationsCommandTests.five)
        let cheapest = try fixtures.run("render", "five.json", "--station", "1", "--screen", "station")
        #expect(cheapest.status == 0)
        #expect(cheapest.lines.first == "Name          Charlie")
        let second = try fixtures.run("render", "five.json", "--station", "2", "--sort", "name", "--filter", "newark", "--screen", "station")
        #expect(second.lines.first == "Name          Delta")
        let f = try fixtures.run("render", "F", "--station", "1", "--screen", "station")
        #expect(f.lines.first == "Name          Costco Union")
    }

    @Test(arguments: ["0", "6"])
    func aStationBeyondTheList(station: String) throws {
        let fixtures = try Fixtures()
        try fixtures.write("five.json", StationsCommandTests.five)
        let run = try fixtures.run("render", "five.json", "--station", station)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderrLines == ["gasprices: error: --station \(station): " + (station == "0" ? "stations are numbered from 1" : "the list has 5 stations")])
    }

    /// `--chart` shows the history as the app's `h` does: another screen than without it.
    @Test func chart() throws {
        let fixtures = try Fixtures()
        let table = try fixtures.run("render", "F")
        let chart = try fixtures.run("render", "F", "--chart")
        #expect(chart.status == 0)
        #expect(chart.lines.first == table.lines.first)
        #expect(chart.stdout != table.stdout)
    }
}
