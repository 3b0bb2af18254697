import Lenient

/// One line of a response's raw source as coloured spans: keys, strings, numbers, literals
/// and punctuation each in their role; tabs expanded; every control and direction character
/// shown as a visible escape (`\u001B`); the selected field's input highlighted.
///
/// Lines are coloured one at a time, without the parser: the source may not be JSON at all,
/// and a screen only ever needs the lines it shows.
public enum JSONLine {
    /// Columns a tab advances to the next multiple of.
    public static let tabWidth = 2

    /// The spans of `line`; scalar columns `highlight.from..<highlight.to` are highlighted.
    public static func spans(_ line: String, highlight: FieldItem.Segment? = nil) -> [Span] {
        let characters = Array(line)
        var roles = [Style.Role](repeating: .normal, count: characters.count)
        classify(characters, into: &roles)

        var spans: [Span] = []
        var column = 0
        var scalarIndex = 0
        for (index, character) in characters.enumerated() {
            let scalars = character.unicodeScalars.count
            let highlighted = highlight.map { scalarIndex >= $0.from && scalarIndex < ($0.to ?? .max) } ?? false
            scalarIndex += scalars
            var text: String
            var role = roles[index]
            if character == "\t" {
                let advance = tabWidth - column % tabWidth
                text = String(repeating: " ", count: advance)
            } else {
                text = String(character)
                let escaped = JSONWriter.inline(text)
                if escaped != text {
                    text = escaped
                    role = .warning
                }
            }
            column += TextWidth.of(text)
            let style = highlighted ? Style(.highlight, bold: true, reverse: true) : Style(role)
            if let last = spans.last, last.style == style {
                spans[spans.count - 1].text += text
            } else {
                spans.append(Span(text, style))
            }
        }
        return spans
    }

    /// Columns the line takes once tabs are expanded and controls escaped.
    public static func width(_ line: String) -> Int {
        Span.width(spans(line))
    }

    /// Gives every character its syntax role. Strings end at an unescaped quote or at the end
    /// of the line; a string followed by `:` is a key.
    static func classify(_ characters: [Character], into roles: inout [Style.Role]) {
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\"":
                let start = index
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    index += characters[index] == "\\" ? 2 : 1
                }
                index = min(index + 1, characters.count)
                var next = index
                while next < characters.count, characters[next] == " " || characters[next] == "\t" { next += 1 }
                let role: Style.Role = next < characters.count && characters[next] == ":" ? .jsonKey : .jsonString
                for position in start..<index { roles[position] = role }
            case "{", "}", "[", "]", ":", ",":
                roles[index] = .jsonPunctuation
                index += 1
            case "-", "0"..."9":
                while index < characters.count, isNumberCharacter(characters[index]) {
                    roles[index] = .jsonNumber
                    index += 1
                }
            case "a"..."z", "A"..."Z":
                while index < characters.count, characters[index].isLetter {
                    roles[index] = .jsonLiteral
                    index += 1
                }
            default:
                index += 1
            }
        }
    }

    private static func isNumberCharacter(_ character: Character) -> Bool {
        switch character {
        case "0"..."9", "-", "+", ".", "e", "E": true
        default: false
        }
    }
}
