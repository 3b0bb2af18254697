import Foundation
import Testing

/// A SOURCE that is a built-in response's label (`d`, in any case) while a file or folder of
/// that name is in the working folder: the built-in response is read, as documented, and a
/// warning names the file or folder left unread and how to read it (`./d`). `--responses d`
/// always names the folder.
@Suite struct ShadowedSourceTests {
    static let folderStation = #"{"description": "Folder Station", "price": 2.25}"#

    /// A fixture folder `d` holding one station that no built-in response has.
    private func fixturesWithFolderD() throws -> Fixtures {
        let fixtures = try Fixtures()
        try fixtures.folder("d")
        try fixtures.write("d/station.json", Self.folderStation)
        return fixtures
    }

    static func warning(_ argument: String, _ label: String, _ kind: String) -> String {
        "gasprices: warning: \(argument) is the built-in response \(label), not the \(kind) \(argument) here (write ./\(argument) to read the \(kind))"
    }

    @Test(arguments: [["stations"], ["stations", "--format", "ndjson"], ["render", "--screen", "list"]])
    func aFolderNamedLikeAResponseIsNamedInAWarning(command: [String]) throws {
        let fixtures = try fixturesWithFolderD()
        let builtIn = try fixtures.run([command[0], "d"] + command.dropFirst())
        #expect(builtIn.status == 0, "\(builtIn.stderr)")
        #expect(builtIn.stderrLines == [Self.warning("d", "D", "folder")])
        #expect(builtIn.stdout.contains("7/11 Fake St."))
        #expect(!builtIn.stdout.contains("Folder Station"))

        let folder = try fixtures.run([command[0], "./d"] + command.dropFirst())
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stderr.isEmpty)
        #expect(folder.stdout.contains("Folder Station"))
    }

    @Test(arguments: [["stations"], ["stations", "--format", "ndjson"], ["render", "--screen", "list"]])
    func responsesAlwaysNamesAFolder(command: [String]) throws {
        let fixtures = try fixturesWithFolderD()
        let run = try fixtures.run([command[0], "--responses", "d"] + command.dropFirst())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("Folder Station"))
        #expect(!run.stdout.contains("7/11 Fake St."))
    }

    /// `--responses -` names a folder `-`, not standard input, which the app reads its keys
    /// from (it got past the app's refusal of `-`).
    @Test func responsesNeverNamesStandardInput() throws {
        let fixtures = try Fixtures()
        try fixtures.write("input.json", Self.folderStation)
        let run = try fixtures.run(["stations", "--responses", "-"], input: "input.json")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines == ["gasprices: error: ./-: cannot read: No such file or directory"])
        try fixtures.folder("-")
        try fixtures.write("-/station.json", Self.folderStation)
        let folder = try fixtures.run(["stations", "--responses", "-"], input: "input.json")
        #expect(folder.status == 0)
        #expect(folder.stdout.contains("Folder Station"))
    }

    @Test func validateNamesAFileInTheWarningAlsoAgainstOne() throws {
        let fixtures = try Fixtures()
        try fixtures.write("b", Self.folderStation)
        let run = try fixtures.run("validate", "b", "--summary")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderrLines == [Self.warning("b", "B", "file")])
        // The file system tells `B` from `b`: no file `B` is here.
        #expect(try fixtures.run("validate", "B", "--summary").stderr.isEmpty)
        #expect(run.stdout.hasPrefix("B.json: "))

        let against = try fixtures.run("validate", "A", "--against", "b")
        #expect(against.stderrLines.first == Self.warning("b", "B", "file"))
    }

    /// No warning where no such file is, nor for the built-in responses loaded when no
    /// SOURCE is named.
    @Test func noWarningWhenNothingIsShadowed() throws {
        let fixtures = try Fixtures()
        #expect(try fixtures.run("stations", "D").stderr.isEmpty)
        try fixtures.write("A", Self.folderStation)
        let all = try fixtures.run("stations")
        #expect(all.status == 0)
        #expect(all.stderr.isEmpty)
    }

    /// The app writes the warning before it opens the terminal (here it then finds none).
    @Test func theAppWarnsBeforeItOpens() throws {
        let fixtures = try fixturesWithFolderD()
        let run = try fixtures.run("app", "d")
        #expect(run.stderrLines.first == Self.warning("d", "D", "folder"))
    }
}
