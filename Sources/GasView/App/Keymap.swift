/// What a key asks for, whatever the screen; ``App/update(_:_:)`` decides what it means there.
enum Action: Equatable {
    case quit
    /// The response at this position (`1`–`9`).
    case selectIndex(Int)
    /// The response labelled with this letter, in any case (`A`–`E`, `a b d e`).
    case selectLabel(String)
    case next, previous
    case up, down, pageUp, pageDown, top, bottom
    case enter, toggleJSON, toggleValidation, toggleCompare, toggleHelp, back
}

/// The key bindings, in one table: the help overlay and `docs/screens.md` list the same.
enum Keymap {
    static func action(for key: Key) -> Action? {
        switch key {
        case .character("q"), .control("c"): return .quit
        case .character(let character):
            if let digit = character.wholeNumberValue, character.isASCII, (1...9).contains(digit) {
                return .selectIndex(digit - 1)
            }
            switch character {
            // Lowercase `c` is compare, so response C is uppercase `C` (or `3`).
            case "a", "b", "d", "e", "A", "B", "C", "D", "E": return .selectLabel(character.uppercased())
            case "j": return .down
            case "k": return .up
            case "g": return .top
            case "G": return .bottom
            case "r": return .toggleJSON
            case "v": return .toggleValidation
            case "c": return .toggleCompare
            case "?": return .toggleHelp
            default: return nil
            }
        case .left, .backTab: return .previous
        case .right, .tab: return .next
        case .up: return .up
        case .down: return .down
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .home: return .top
        case .end: return .bottom
        case .enter: return .enter
        case .escape: return .back
        case .function(1): return .toggleHelp
        default: return nil
        }
    }
}
