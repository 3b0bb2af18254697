import FuzzSupport
import GasView
import Lenient

/// Any text through the sanitisers: what `Coerce.cleanText` returns holds nothing a terminal
/// acts on and is clean already (cleaning it again changes nothing); `SafeText.line` fits the
/// columns it is given and holds no control; `JSONWriter.string` writes JSON.
enum FuzzText {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let (clean, _) = Coerce.cleanText(text)
        require(!clean.unicodeScalars.contains(where: isUnsafe), "cleanText left a control in \(clean.debugDescription)")
        let again = Coerce.cleanText(clean)
        require(again.text == clean && again.rule == nil, "cleanText is not done after one pass: \(clean.debugDescription)")
        for columns in [1, 2, 7, 40] {
            let line = SafeText.line(text, columns: columns)
            require(TextWidth.of(line) <= columns, "SafeText.line is wider than \(columns): \(line.debugDescription)")
            require(!line.unicodeScalars.contains(where: isUnsafe), "SafeText.line left a control in \(line.debugDescription)")
        }
        let json = "[" + JSONWriter.string(text) + "]"
        do {
            _ = try LenientDecoder<Box>().decode(SourceText(name: "text.json", bytes: Array(json.utf8)))
        } catch {
            require(false, "JSONWriter.string wrote what is not JSON: \(error)")
        }
    }

    /// C0, DEL, C1, line and paragraph separators and the bidirectional controls.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

@LenientModel
struct Box { var value: String }

@main enum Main {
    static func main() { Fuzz.main("fuzz-text", FuzzText.run) }
}
