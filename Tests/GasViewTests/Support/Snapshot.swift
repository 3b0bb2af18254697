import Foundation
import Testing

/// Recorded text snapshots: `__snapshots__/<name>.txt` beside the tests. With
/// `UPDATE_SNAPSHOTS=1` in the environment the file is written instead of compared; a
/// mismatch records an issue that shows, line by line, what changed.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__snapshots__")

    static func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = folder.appendingPathComponent(name + ".txt")
        let actual = text.hasSuffix("\n") ? text : text + "\n"
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: file)
            } catch {
                Issue.record("cannot write \(file.lastPathComponent): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record("no snapshot \(name).txt: run the tests with UPDATE_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            let message = "snapshot \(name).txt differs (- recorded, + now):\n\(diff(expected, actual))"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// The lines that differ, by position: `-` recorded, `+` now, with line numbers.
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            guard before != after else { continue }
            if let before { lines.append(String(format: "%4d - ", index + 1) + "|" + before + "|") }
            if let after { lines.append(String(format: "%4d + ", index + 1) + "|" + after + "|") }
        }
        return lines.joined(separator: "\n")
    }
}
