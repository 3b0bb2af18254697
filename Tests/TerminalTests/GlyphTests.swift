import Testing
@testable import Terminal

@Suite struct GlyphTests {
    /// glibc's `wcwidth` under a UTF-8 locale, for the scalars these tests use.
    static func utf8Width(_ scalar: UInt32) -> Int {
        switch scalar {
        case 0..<0x20, 0x7F..<0xA0: -1
        case 0x0301, 0x200D, 0xFE0F, 0x202E: 0
        case 0x6771, 0x1F468, 0x1F469, 0x26FD: 2
        default: 1  // U+FFFD, é, and the regional indicators, which glibc counts as narrow
        }
    }

    /// `wcwidth` in the C locale: nothing but ASCII is printable.
    static func cWidth(_ scalar: UInt32) -> Int {
        (0x20..<0x7F).contains(scalar) ? 1 : -1
    }

    static let cases: [(Character, Int, Glyph)] = [
        ("a", 1, Glyph(base: 0x61)),
        ("é", 1, Glyph(base: 0xE9)),
        ("e\u{301}", 1, Glyph(base: 0x65, marks: [0x301])),
        ("東", 2, Glyph(base: 0x6771)),
        ("⛽", 2, Glyph(base: 0x26FD)),
        ("👨\u{200D}👩", 2, Glyph(base: 0x1F468)),
        ("🇩🇪", 2, Glyph(base: 0xFFFD, blanksContinuation: true)),
        ("\u{1B}", 1, Glyph(base: 0xFFFD)),
        ("\u{202E}", 1, Glyph(base: 0xFFFD)),
        ("\u{9B}", 1, Glyph(base: 0xFFFD)),
        ("東", 1, Glyph(base: 0xFFFD)),
        ("a", 2, Glyph(base: 0xFFFD, blanksContinuation: true)),
    ]

    @Test(arguments: cases)
    func glyph(_ character: Character, _ columns: Int, _ expected: Glyph) {
        #expect(Glyph.make(character, columns: columns, terminalWidth: Self.utf8Width) == expected)
    }

    static let cLocale: [(Character, Int, Glyph)] = [
        ("a", 1, Glyph(base: 0x61)),
        ("é", 1, Glyph(base: 0x3F)),
        ("東", 2, Glyph(base: 0x3F, blanksContinuation: true)),
    ]

    @Test(arguments: cLocale)
    func glyphWithoutUTF8(_ character: Character, _ columns: Int, _ expected: Glyph) {
        #expect(Glyph.make(character, columns: columns, terminalWidth: Self.cWidth) == expected)
    }

    @Test func atMostFourMarks() {
        let character = Character("a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}")
        #expect(Glyph.make(character, columns: 1, terminalWidth: { $0 < 0x300 ? 1 : 0 }).marks == [0x301, 0x302, 0x303, 0x304])
    }
}
