import Foundation
import Testing

/// `gasprices render`: sizes it refuses and sizes it draws.
@Suite struct RenderCommandTests {
    /// A size no terminal has, or one whose cells would not fit in memory, is a usage error:
    /// exit status 2, one line, nothing on standard output. Such sizes used to abort the
    /// program (an allocation of a terabyte, or an overflow multiplying width by height).
    @Test(arguments: [
        ["--width", "0"], ["--height=-1"], ["--width", "2001"], ["--height", "2001"],
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
        #expect(run.lines.first?.hasSuffix("Response  [A]  B   C   D   E") == true)
    }

    /// An unknown screen is refused like an unknown response: exit status 2 and one line that
    /// lists the screens (the option parser's own error was several lines and status 64).
    @Test func anUnknownScreenIsOneLine() throws {
        let run = try Fixtures().run("render", "A", "--screen", "bogus")
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderrLines == ["gasprices: error: no screen 'bogus' (screens: detail, station, json, trace, compare, help)"])
    }
}
