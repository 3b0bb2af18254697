import Foundation
import GasPrices
import GasView
import Lenient

/// A command's `<A…F | FILE>` argument: a built-in response's label, or a file's path.
/// A label wins over a file of the same name; write `./A` for the file.
enum SourceArgument {
    static func load(_ argument: String) throws(CommandFailure) -> SourceText {
        if let response = StubResponse.builtIn(argument) { return response.source }
        do {
            return try SourceText.read(path: argument, mapping: mapping(argument))
        } catch {
            throw CommandFailure.unreadable(error)
        }
    }

    /// How a command that reads its files once maps a large one instead of copying it
    /// (``SourceText/Mapping``): if another program shortens the file meanwhile, the command
    /// stops with this error and exit status 1.
    static func mapping(_ path: String) -> SourceText.Mapping {
        SourceText.Mapping(truncationMessage: "gasprices: error: \(SafeText.line(path)): the file was shortened while it was read")
    }
}

/// Why a command stopped; each has a one-line message and an exit status.
enum CommandFailure: Error {
    /// The input is not JSON: exit 1, naming file, line and column.
    case notJSON(SourceText, JSONSyntaxError)
    /// The input could not be read: exit 1.
    case unreadable(SourceReadError)
    /// The user asked for something the input does not have (a key path, a field): exit 2.
    case usage(String)
    /// The input holds no station, or is a feed's error answer: exit 1.
    case noStations(SourceFailure)
    /// The input, read a part at a time (`--format ndjson`), stopped: exit 1.
    case streamStopped(SourceFailure)

    /// The message on one line; a file name can hold any bytes, so the whole line is made
    /// safe for the terminal.
    var message: String {
        SafeText.line(rawMessage)
    }

    private var rawMessage: String {
        switch self {
        case .notJSON(let source, let error): source.describe(error)
        case .unreadable(let error): error.message + Self.hint(error)
        case .usage(let message): message
        case .noStations(let failure):
            if case .unreadable(let error) = failure.reason { failure.message + Self.hint(error) } else { failure.message }
        case .streamStopped(let failure):
            if case .unreadable(let error) = failure.reason { failure.message + Self.hint(error, streamed: true) } else { failure.message }
        }
    }

    /// What to do instead when the input named is a folder (standard input, which may be
    /// one too, has no name to give `stations`), or too large to read whole; or why it was
    /// too large when it was `streamed`, read a part at a time.
    private static func hint(_ error: SourceReadError, streamed: Bool = false) -> String {
        if error.errno == EFBIG { return streamed ? streamedTooLargeHint : tooLargeHint(error) }
        guard error.errno == EISDIR, error.path != ByteReader.standardInputName else { return "" }
        return " (validate reads one file; `gasprices stations \(shellWord(error.path))` lists a folder's stations)"
    }

    /// What reads a file larger than a document may be: a list of stations is read a part
    /// at a time, whatever its size (one value larger than that, even so, cannot be read).
    static func tooLargeHint(_ error: SourceReadError) -> String {
        guard error.errno == EFBIG else { return "" }
        let file = error.path == ByteReader.standardInputName ? "-" : shellWord(error.path)
        return "; a list of stations of any size is read a part at a time by `gasprices stations \(file) --format ndjson` (or validate)"
    }

    /// Why an input read a part at a time was too large: only a list of stations is read so,
    /// and one value that is not one is read whole.
    private static let streamedTooLargeHint = "; `--format ndjson` reads a list of stations of any size a part at a time"
        + " (a list, NDJSON, or a list in an object within its first \(DocumentStream.envelopeLimit >> 20) MiB),"
        + " and this input is none: it is one value, read whole"

    /// `text` as one word for a POSIX shell: as it is when it holds only characters no shell
    /// treats specially, otherwise in single quotes.
    static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "/._-+,:@%=".unicodeScalars.contains(scalar))
        }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    var status: Int32 {
        switch self {
        case .notJSON, .unreadable, .noStations, .streamStopped: 1
        case .usage: 2
        }
    }
}
