/// Why a document is not JSON, and where: a stable code and the byte offset of the problem.
///
/// Line and column come from ``SourceText/position(of:)``; wording lives in
/// ``JSONSyntaxError/message``.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// Stable codes for every way a document can fail to parse.
    public enum Code: String, Sendable, CaseIterable {
        case emptyInput = "empty_input"
        case unexpectedEnd = "unexpected_end"
        case unexpectedCharacter = "unexpected_character"
        case expectedValue = "expected_value"
        case expectedKey = "expected_key"
        case expectedColon = "expected_colon"
        case expectedCommaOrObjectEnd = "expected_comma_or_object_end"
        case expectedCommaOrListEnd = "expected_comma_or_list_end"
        case unterminatedString = "unterminated_string"
        case invalidEscape = "invalid_escape"
        case invalidNumber = "invalid_number"
        case invalidLiteral = "invalid_literal"
        case tooDeep = "too_deep"
        case trailingCharacters = "trailing_characters"
        case tooLarge = "too_large"
        case tooMany = "too_many"
        case listPerLine = "list_per_line"
    }

    public var code: Code
    /// Byte offset in the source where the problem was found.
    public var offset: Int
    /// The nesting limit, for ``Code/tooDeep``; the size of a value, for ``Code/tooLarge``;
    /// the number of values, for ``Code/tooMany``.
    public var limit: Int?
    /// The byte found at `offset`, when there was one.
    public var found: UInt8?
    /// What the document is instead of JSON, when its first bytes say it (see
    /// ``noting(contentOf:)``): the message ends with it.
    public var content: ForeignContent?
    /// The key path of the list a line holds, for ``Code/listPerLine``.
    public var listPath: String?

    public init(_ code: Code, at offset: Int, found: UInt8? = nil, limit: Int? = nil) {
        self.code = code
        self.offset = offset
        self.found = found
        self.limit = limit
    }

    /// Whether the document went past one of the engine's limits (nesting, the size of one
    /// value, the number of values) rather than broke JSON's grammar: it may be JSON all
    /// the same, so it is said to be unreadable, not "not JSON".
    public var isLimit: Bool {
        code == .tooDeep || code == .tooLarge || code == .tooMany || code == .listPerLine
    }

    /// What a message says the document is: `not JSON`, or `cannot read` past a limit.
    public var verdict: String {
        isLimit ? "cannot read" : "not JSON"
    }

    /// A one-line explanation, without the location.
    public var message: String {
        content.map { reason + "; " + $0.hint } ?? reason
    }

    /// What is wrong at the offset.
    private var reason: String {
        let what = found.map { " but found \(Self.describe($0))" } ?? ""
        let which = found.map { ": \(Self.describe($0))" } ?? ""
        switch code {
        case .emptyInput: return "the input is empty; expected a JSON value"
        case .unexpectedEnd: return "the input ends in the middle of a value (truncated?)"
        case .unexpectedCharacter: return "unexpected character\(which)"
        case .expectedValue: return "expected a JSON value\(what)"
        case .expectedKey: return "expected a quoted key\(what)"
        case .expectedColon: return "expected ':' after the key\(what)"
        case .expectedCommaOrObjectEnd: return "expected ',' or '}' after an object member\(what)"
        case .expectedCommaOrListEnd: return "expected ',' or ']' after a list element\(what)"
        case .unterminatedString: return "a string starts here and never ends"
        case .invalidEscape: return "invalid escape sequence in a string"
        case .invalidNumber: return "malformed number\(what)"
        case .invalidLiteral: return "expected true, false or null\(what)"
        case .tooDeep: return "nesting deeper than \(limit ?? 0) level\(limit == 1 ? "" : "s")"
        case .trailingCharacters: return "unexpected text after the JSON value\(which)"
        case .tooLarge:
            // With a limit: one value of a list read a part at a time (``DocumentStream``).
            return limit.map { "one value of the list is larger than \($0 % (1 << 20) == 0 ? "\($0 >> 20) MiB" : "\($0) bytes"), the most read at a time" }
                ?? "the input is too large"
        case .tooMany:
            return "the list holds more than \(limit ?? 0) values, the most read at once (read a part at a time, a list may hold any number)"
        case .listPerLine:
            return "each line is a document holding its values in a list\(listPath.map { " at \"\($0)\"" } ?? ""), "
                + "and lines of such documents are not read (one per file is)"
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }
}

extension JSONSyntaxError: CustomStringConvertible {
    /// The error where the bytes alone place it: `byte 12: not JSON: expected ':' after the
    /// key but found '='` (offsets count from 0). ``SourceText/describe(_:)`` places it by
    /// line and column in its file, as the commands print it.
    public var description: String {
        "byte \(offset): \(verdict): \(message)"
    }
}

extension SourceText {
    /// A syntax error found in this text, as the commands print it:
    /// `name:line:column: not JSON: message`, with a hint where the text is another format
    /// (HTML, CSV, XML…).
    public func describe(_ error: JSONSyntaxError) -> String {
        "\(location(of: error.offset)): \(error.verdict): \(error.noting(contentOf: self).message)"
    }
}
