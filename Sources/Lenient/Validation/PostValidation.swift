/// A step that runs only on a valid (exact or coerced) value and may change it, like the
/// sample app's post-validation blocks.
public struct PostValidation<Value>: Sendable {
    /// The code recorded when the step changes the value.
    public let code: Code
    let apply: @Sendable (Value) -> Value?

    /// - Parameter apply: returns the changed value, or `nil` to leave it as it is.
    public init(code: Code = .customRule, _ apply: @escaping @Sendable (Value) -> Value?) {
        self.code = code
        self.apply = apply
    }
}

extension PostValidation where Value == String {
    /// Left-pads text made only of ASCII digits and shorter than `width` with `0`
    /// (`"7105"` → `"07105"`, `"7"` → `"00007"` for width 5). Longer text, text with any
    /// other character, and empty text stay as they are.
    public static func zeroPadded(toWidth width: Int) -> PostValidation<String> {
        PostValidation(code: .zeroPadded) { text in
            guard !text.isEmpty, text.utf8.count < width, text.utf8.allSatisfy(JSONScanner.isDigit) else { return nil }
            return String(repeating: "0", count: width - text.utf8.count) + text
        }
    }
}
