import Testing
@testable import Terminal

@Suite struct LocaleSetupTests {
    static let codesets: [(String, Bool)] = [
        ("UTF-8", true), ("utf8", true), ("UTF8", true),
        ("ANSI_X3.4-1968", false), ("ISO-8859-1", false), ("", false),
    ]

    @Test(arguments: codesets)
    func isUTF8(_ codeset: String, _ expected: Bool) {
        #expect(LocaleSetup.isUTF8(codeset: codeset) == expected)
    }
}
