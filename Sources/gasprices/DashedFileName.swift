import Foundation

/// A file named as an argument whose name begins with `-` (`-prices.json`, as a download or a
/// mistyped `mv` leaves it): the argument parser reads it as short options bundled together, so
/// that `validate -prices.json` printed help (its `h`) with exit 0, or said an argument was
/// missing. The file is named a word that is not an option: it is told so, with the two ways to
/// name it.
enum DashedFileName {
    /// What a name names here.
    enum Kind: String {
        case file, folder
    }

    /// The first argument before `--` that begins with a single `-`, is longer than one short
    /// option (`-h` stays help), and names a file or folder that exists, with which it names.
    static func first(in arguments: [String], kind: (String) -> Kind? = Self.kind) -> (name: String, kind: Kind)? {
        for argument in arguments {
            if argument == "--" { return nil }
            guard argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2 else { continue }
            if let found = kind(argument) { return (argument, found) }
        }
        return nil
    }

    /// Whether `path` names a file or a folder, or nothing.
    static func kind(_ path: String) -> Kind? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        return isFolder.boolValue ? .folder : .file
    }

    /// What the command says instead of reading the word as options.
    static func message(_ name: String, kind: Kind) -> String {
        "\(name) is a \(kind.rawValue) here, but a word that begins with - is read as options: name it ./\(name) (or put -- before the sources)"
    }
}
