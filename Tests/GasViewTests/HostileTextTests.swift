import Foundation
import GasPrices
import GasView
import Lenient
import Testing

/// Untrusted text — station names, addresses, keys, file names, raw JSON — can never move the
/// cursor, change colours or reorder text, and wide characters keep every row aligned.
@Suite struct HostileTextTests {
    /// Every hostile string at once: screen clear, window title, carriage return, bidi override,
    /// CJK, emoji (a ZWJ family included), a C1 CSI, OSC 52.
    static let hostile = "Shell\u{1b}[2J\u{1b}]0;x\u{07}\r\u{202E}東京駅前 ⛽👨‍👩‍👧 \u{9b}31m\u{1b}]52;c;aGk=\u{07} 가나다라마바사"

    /// A folder of responses written to a temporary directory, loaded as the app loads one.
    static func folder() throws -> [StubResponse] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gasprices-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let quoted = JSONWriter.string(hostile)
        let files: [(String, String)] = [
            // Escaped in JSON: the engine decodes the controls into the values.
            ("escaped.json", """
                {"description":\(quoted),"price":"$3.50","address":{"street":\(quoted),"city":"東京","state":"⛽","zip":"\u{1b}[31m"},
                 "historicalPrices":[{"date":\(quoted),"price":1}],\(quoted):\(quoted)}
                """),
            // Raw in the source: the raw JSON view must escape them itself.
            ("raw.json", "{\"description\":\"\(hostile)\",\r\n\t\"price\":\"\u{1b}[2J\"}\r\n"),
            ("not-json.json", "{\"description\":\"\(hostile)\" \u{1b}]0;x\u{07}"),
            ("東京\u{1b}[2J\u{202E}⛽.json", "[{\"description\":\(quoted)},{}]"),
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { name in
            let path = directory.appendingPathComponent(name).path
            return StubResponse(label: SourceLoader.label(ofPath: path), source: try SourceText.read(path: path))
        }
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Every row spans exactly the grid's width, and no cell holds a control or bidi character.
    static func check(_ grid: Grid, _ name: String) {
        for y in 0..<grid.height {
            var columns = 0
            for x in 0..<grid.width {
                let cell = grid[x, y]
                if cell.isContinuation {
                    #expect(x > 0 && TextWidth.of(grid[x - 1, y].character) == 2, "\(name): stray continuation at \(x),\(y)")
                    continue
                }
                columns += TextWidth.of(cell.character)
                #expect(!cell.character.unicodeScalars.contains(where: isUnsafe), "\(name): unsafe character at \(x),\(y)")
            }
            #expect(columns == grid.width, "\(name): row \(y) spans \(columns) columns, not \(grid.width)")
        }
    }

    static let sizes = [(80, 24), (120, 40), (40, 12), (57, 19)]

    @Test(arguments: ScreenName.allCases)
    func everyScreenOfEveryHostileResponseStaysSafeAndAligned(_ screen: ScreenName) throws {
        let responses = try Self.folder()
        #expect(responses.count == 4)
        for (width, height) in Self.sizes {
            for index in responses.indices {
                var state = Fixtures.state(width: width, height: height, responses: responses)
                state.selectResponse(index)
                // Select each field in turn, so every input is highlighted and traced once.
                let count = max(1, state.entry?.itemCount ?? 0)
                for field in 0..<count {
                    state.selectedFieldIndex = field
                    let grid = screen.render(state)
                    Self.check(grid, "\(screen) \(index) \(width)x\(height) field \(field)")
                }
            }
        }
    }

    @Test func theRawJSONShowsControlsAsVisibleEscapes() throws {
        let responses = try Self.folder()
        var state = Fixtures.state(width: 120, height: 40, responses: responses)
        let found = state.selectResponse(labeled: "raw")
        #expect(found)
        let text = ScreenName.json.render(state).text
        // The carriage return alone ends line 1, as it does in every position the engine
        // reports (until 2026-12-03 it was shown as `\r` inside line 1); nothing of it reaches
        // the terminal.
        #expect(text.contains(#" 1 │ {"description":"Shell\u001B[2J\u001B]0;x\u0007"# + "\n"))
        #expect(text.contains(#"  2 │ \u202E東京駅前"#))
        #expect(text.contains("  3 │   " + #""price":"\u001B[2J"}"# + "\n"), "the tab is expanded, the CRLF line break dropped")
    }

    @Test func theSelectorEscapesAndAbbreviatesAFileName() throws {
        let responses = try Self.folder()
        let state = Fixtures.state(width: 120, height: 40, responses: responses)
        let header = ScreenName.detail.render(state).text(row: 0)
        // Twelve columns at most: `東京\u001B[…`.
        #expect(header.hasSuffix(#" 東京\u001B[…"#))
    }

    /// A response that is not JSON is a source that failed: the status line says where,
    /// escaped, and the other responses are there to switch to.
    @Test func aResponseThatIsNotJSONIsAFailureOnTheStatusLineAndTheOthersStillWork() throws {
        let responses = try Self.folder()
        // Wide enough for the temporary folder's long path.
        var state = Fixtures.state(width: 200, height: 24, responses: responses)
        let found = state.selectResponse(labeled: "not-json")
        #expect(!found)
        #expect(state.entries.count == 3)
        let grid = ScreenName.detail.render(state)
        let status = grid.text(row: grid.height - 2)
        #expect(status.hasPrefix("✗ /"), "\(status)")
        // Line 2: the description's carriage return alone ends line 1.
        #expect(status.contains("not-json.json:2:"), "\(status)")
        #expect(status.contains(": not JSON: "), "\(status)")
        Self.check(grid, "status line")
        Fixtures.press([.right], &state)
        #expect(state.entry?.hasStation == true)
    }

    @Test func aListShowsItsFirstStationAndHowManyThereAre() throws {
        let responses = try Self.folder()
        var state = Fixtures.state(responses: responses)
        let index = try #require(state.entries.firstIndex { $0.label.hasPrefix("東京") })
        state.selectResponse(index)
        #expect(ScreenName.detail.render(state).text(row: 1).contains("holds a list of 2 stations; this is the first."))
        // A source of two stations: the app opens on the list, which escapes every name.
        #expect(state.screen == .list)
        Self.check(App.view(state), "list")
    }

    /// A value of two megabytes takes three lines of its compare cell, the last ending in `…`,
    /// so the rows below it stay on the first screen; a value that fits is not cut. Every
    /// screen draws it in seconds: wrapping or escaping the whole value was quadratic. The
    /// time limit catches a return to that, not a slower machine.
    @Test(.timeLimit(.minutes(10))) func aHugeValueStaysInBounds() throws {
        let word = String(repeating: "abcdefghij", count: 200_000)
        let words = String(repeating: "lorem ipsum ", count: 150_000)
        let responses = [
            Fixtures.response("P", #"{"description":"Short name","price":1}"#),
            Fixtures.response("Q", #"{"description":"\#(word)","price":1}"#),
            Fixtures.response("R", #"{"description":"\#(words)","address":{"street":"\#(word)"},"price":1}"#),
        ]
        var state = Fixtures.state(responses: responses)
        state.selectResponse(1)
        let lines = ScreenName.compare.render(state).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let name = try #require(lines.firstIndex { $0.hasPrefix("Name") })
        #expect(lines[name].contains("Short name"))
        #expect(lines[name + 2].hasSuffix("ija…  lorem ipsum lorem ipsum…"), "three lines for each long name")
        #expect(lines[name + 3].hasPrefix("Price"))
        #expect(lines.contains { $0.hasPrefix("History") })
        state.selectResponse(1)
        _ = state.selectField("stationName")
        let steps = try #require(state.selectedItem?.steps)
        #expect(steps.contains { $0.hasPrefix("set stationName = \"abcdefghij") && $0.hasSuffix("…") && TextWidth.of($0) < 80 })
                for screen in ScreenName.allCases {
            for index in 1...2 {
                state.selectResponse(index)
                _ = state.selectField("stationName")
                Self.check(screen.render(state), "\(screen) \(index)")
            }
        }
    }
}
