import Foundation

/// A file named as an argument whose name begins with `-` (`-prices.json`, as a download or a
/// mistyped `mv` leaves it): the argument parser reads it as short options bundled together, so
/// that `validate -prices.json` printed help (its `h`) with exit 0, or said an argument was
/// missing. The file is named a word that is not an option: it is told so, with the two ways to
/// name it.
enum DashedFileName {
    /// The first argument before `--` that begins with a single `-`, is longer than one short
    /// option (`-h` stays help), and names a file or folder that exists.
    static func first(in arguments: [String], exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String? {
        for argument in arguments {
            if argument == "--" { return nil }
            guard argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2 else { continue }
            if exists(argument) { return argument }
        }
        return nil
    }

    /// What the command says instead of reading the word as options.
    static func message(_ name: String) -> String {
        "\(name) names a file, but a word that begins with - is read as options: name it ./\(name), or put -- before it"
    }
}
