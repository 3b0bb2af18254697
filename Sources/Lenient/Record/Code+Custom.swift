import Foundation

extension Code {
    /// Declares a code of the program's own, for what a model's own validator, post-validation
    /// step or constraint decides: recorded, written, traced and counted as the engine's codes
    /// are, with its own stable name and explanation.
    ///
    /// ```swift
    /// extension Code {
    ///     static let notACurrencyCode = Code.custom(
    ///         "not_a_currency_code", explanation: "text that is not a three-letter currency code")
    /// }
    ///
    /// Exceptions().validate(\.currency, with: Validator { input, context in
    ///     switch String.lenientValidate(input, in: &context) {
    ///     case .exact(let code) where code.count == 3: .exact(code)
    ///     case .exact, .coerced: .invalid(.notACurrencyCode)
    ///     case .invalid(let reason): .invalid(reason)
    ///     }
    /// })
    /// ```
    ///
    /// Declaring a name again, with the same explanation, gives the same code, so a
    /// declaration may run more than once. A process holds at most
    /// ``maximumCustomCodes`` codes of its own.
    ///
    /// - Parameters:
    ///   - name: the stable snake_case name every output writes: a lower-case ASCII letter,
    ///     then lower-case ASCII letters, digits and `_`; not a name of the engine's codes.
    ///   - explanation: one sentence saying what the code means, as traces word it.
    ///   - isConstraint: whether a ``Constraint`` returns it, so that a trace shows the failure
    ///     as the constraint's rather than the validator's.
    /// - Returns: the code.
    /// - Precondition: the name is well formed and not the engine's; a name declared again
    ///   has the same explanation and kind; fewer than ``maximumCustomCodes`` codes were
    ///   declared before. These are mistakes in the program, never in its input.
    public static func custom(_ name: String, explanation: String, isConstraint: Bool = false) -> Code {
        precondition(isSnakeCase(name), "a code's name is snake_case (a-z, then a-z, 0-9, _): '\(name)'")
        precondition(!BuiltIn.allCases.contains { $0.name == name }, "'\(name)' is the name of one of the engine's codes")
        let entry = CustomCodes.Entry(name: name, explanation: explanation, isConstraint: isConstraint)
        switch CustomCodes.shared.declare(entry) {
        case .declared(let number):
            return Code(declaredNumber: number)
        case .conflict(let existing):
            preconditionFailure("the code '\(name)' was declared before as \"\(existing.explanation)\"\(existing.isConstraint ? " (a constraint's)" : "")")
        case .full:
            preconditionFailure("more than \(maximumCustomCodes) codes declared; '\(name)' is one too many")
        }
    }

    /// How many codes of its own a process can declare (``custom(_:explanation:isConstraint:)``):
    /// the compact record keeps a code in one byte.
    public static let maximumCustomCodes = Int(CustomCodes.last - CustomCodes.first) + 1

    /// Whether `name` is a lower-case ASCII letter, then lower-case ASCII letters, digits and `_`.
    static func isSnakeCase(_ name: String) -> Bool {
        guard let first = name.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
    }
}

/// The codes the program declared, numbered in the order they were first declared, after
/// the engine's own. Read when a record is written or counted, never per field.
final class CustomCodes: @unchecked Sendable {
    static let shared = CustomCodes()
    /// The numbers given out: the engine's codes stay below `first`; `UInt8.max` is left
    /// unused.
    static let first: UInt8 = 128
    static let last: UInt8 = 254

    struct Entry: Equatable {
        var name: String
        var explanation: String
        var isConstraint: Bool
    }

    enum Declaration {
        case declared(UInt8)
        case conflict(Entry)
        case full
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// Gives `entry` the next number, or the number it already has.
    func declare(_ entry: Entry) -> Declaration {
        lock.lock()
        defer { lock.unlock() }
        if let index = entries.firstIndex(where: { $0.name == entry.name }) {
            return entries[index] == entry ? .declared(Self.first + UInt8(index)) : .conflict(entries[index])
        }
        guard entries.count <= Int(Self.last - Self.first) else { return .full }
        entries.append(entry)
        return .declared(Self.first + UInt8(entries.count - 1))
    }

    /// The declaration of the code numbered `number`, if the program declared one.
    func entry(_ number: UInt8) -> Entry? {
        guard number >= Self.first else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let index = Int(number - Self.first)
        return index < entries.count ? entries[index] : nil
    }

    /// The number of the declared code named `name`, if any.
    func number(named name: String) -> UInt8? {
        lock.lock()
        defer { lock.unlock() }
        return entries.firstIndex { $0.name == name }.map { Self.first + UInt8($0) }
    }
}
