/// Why a key path could not be read.
public struct KeyPathError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: String, Sendable {
        /// No property has the key, in any case.
        case unknownKey = "unknown_key"
        /// A key was applied to a value that has no keys (text, a number…).
        case notAnObject = "not_an_object"
        /// An index or operator was applied to something that is not a list.
        case notAList = "not_a_list"
        /// An index beyond the list.
        case indexOutOfRange = "index_out_of_range"
        /// An operator other than `@count @sum @avg @min @max`.
        case unknownOperator = "unknown_operator"
        /// `@sum` or `@avg` over values that are not numbers.
        case notNumeric = "not_numeric"
        /// `@min` or `@max` over values that cannot be compared.
        case notComparable = "not_comparable"
        case emptyPath = "empty_path"
        /// Text that is not a key path: an empty key (`price.`, `.price`, `a..b`), or a
        /// bracket that is not an index followed by `.`, `[` or the end (`a[1]b`, `a[x]`).
        case malformed = "malformed_path"
    }

    public var code: Code
    /// The component that failed, and the path up to it.
    public var component: String
    public var at: String
    /// For an unknown key: the keys that exist there.
    public var available: [String]

    /// ``message``, so that printing the error says what went wrong.
    public var description: String { message }

    public var message: String {
        let place = at.isEmpty ? "at the top level" : "at '\(at)'"
        switch code {
        case .unknownKey:
            let known = available.isEmpty ? "" : " (known keys: \(available.joined(separator: ", ")))"
            return "unknown key '\(component)' \(place)\(known)"
        case .notAnObject: return "'\(component)' \(place): the value there has no keys"
        case .notAList: return "'\(component)' \(place): the value there is not a list"
        case .indexOutOfRange: return "index \(component) \(place) is beyond the list"
        case .unknownOperator: return "unknown operator '\(component)' (known: @count @sum @avg @min @max)"
        case .notNumeric: return "'\(component)' \(place): the values are not all numbers"
        case .notComparable: return "'\(component)' \(place): the values cannot be compared"
        case .emptyPath: return "the key path is empty"
        case .malformed: return "'\(at)' is not a key path: \(component)"
        }
    }
}

extension KVCValue {
    /// Reads a key path: keys (`address.city`, matched exactly or else in any case),
    /// indices (`historicalPrices[0].price`), a key applied to a list (each element's value,
    /// as KVC does) and the collection operators `@count @sum @avg @min @max`
    /// (`historicalPrices.@avg.price`).
    ///
    /// `@sum` of an empty list is 0; `@avg`, `@min` and `@max` of one are null; nulls are
    /// skipped by all four, as Foundation's operators skip `nil`.
    /// - Throws: ``KeyPathError`` naming the failing component and where it failed.
    public func value(forKeyPath text: String) throws(KeyPathError) -> KVCValue {
        try value(forKeyPath: text, readingShape: false)
    }

    /// Reads a key path; `readingShape` reads it from a model's shape
    /// (``LenientValue/lenientShape(depth:)``), whose lists hold one element standing for
    /// any: every index reads that element, so what follows an index is checked too.
    func value(forKeyPath text: String, readingShape: Bool) throws(KeyPathError) -> KVCValue {
        guard !text.isEmpty else { throw KeyPathError(code: .emptyPath, component: "", at: "", available: []) }
        if let problem = KVCValue.syntaxProblem(text) {
            throw KeyPathError(code: .malformed, component: problem, at: text, available: [])
        }
        let parts = KVCValue.split(text)
        guard !parts.isEmpty else { throw KeyPathError(code: .emptyPath, component: "", at: "", available: []) }
        // `@count` counts the list before it and reads nothing after it (Foundation ignores
        // what follows): a path that goes on is refused rather than read in part.
        if let count = parts.firstIndex(of: .op("@count")), count < parts.count - 1 {
            throw KeyPathError(code: .malformed, component: "nothing may follow @count, which ends a path", at: text, available: [])
        }
        return try value(at: parts[...], done: "", shape: readingShape)
    }

    private enum Part: Equatable {
        case key(String)
        case index(Int)
        case op(String)
    }

    /// What makes `text` no key path, if anything: keys are separated by single dots, and an
    /// index is digits in brackets, small enough for an `Int`, followed by `.`, `[` or the end.
    static func syntaxProblem(_ text: String) -> String? {
        var previous: Character? = nil
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "." {
                if previous == nil || previous == "." { return "a key is empty" }
            } else if character == "[" {
                if previous == "." { return "a key is empty" }
                guard let close = text[index...].firstIndex(of: "]") else { return "an index is not digits in brackets" }
                let digits = text[text.index(after: index)..<close]
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return "an index is not digits in brackets" }
                guard Int(digits) != nil else { return "an index is too large" }
                index = text.index(after: close)
                if index < text.endIndex, text[index] != ".", text[index] != "[" { return "text follows an index without a dot" }
                previous = "]"
                continue
            } else if character == "]" {
                return "a bracket closes nothing"
            }
            previous = character
            index = text.index(after: index)
        }
        return previous == "." ? "a key is empty" : nil
    }

    private static func split(_ text: String) -> [Part] {
        var parts: [Part] = []
        for component in FieldPath(parsing: text).components {
            switch component {
            case .key(let key) where key.hasPrefix("@"): parts.append(.op(key))
            case .key(let key): parts.append(.key(key))
            case .index(let index): parts.append(.index(index))
            }
        }
        return parts
    }

    private func value(at parts: ArraySlice<Part>, done: String, shape: Bool) throws(KeyPathError) -> KVCValue {
        guard let part = parts.first else { return self }
        let rest = parts.dropFirst()
        switch (part, self) {
        case (.key(let key), .object(let members)):
            guard let member = members.first(where: { $0.name == key }) ?? members.first(where: { $0.name.lowercased() == key.lowercased() }) else {
                throw KeyPathError(code: .unknownKey, component: key, at: done, available: members.map(\.name))
            }
            return try member.value.value(at: rest, done: KVCValue.join(done, key), shape: shape)
        case (.key(let key), .list(let elements)):
            // As KVC does: the key read on every element gives a list, and the rest of the
            // path applies to that list (`items.price.@max`).
            var mapped: [KVCValue] = []
            for element in elements { mapped.append(try element.value(at: parts.prefix(1), done: done, shape: shape)) }
            return try KVCValue.list(mapped).value(at: rest, done: KVCValue.join(done, key), shape: shape)
        case (.key(let key), _):
            throw KeyPathError(code: .notAnObject, component: key, at: done, available: [])
        case (.index(let index), .list(let elements)):
            let position = shape && !elements.isEmpty ? 0 : index
            guard elements.indices.contains(position) else {
                throw KeyPathError(code: .indexOutOfRange, component: "[\(index)]", at: done, available: [])
            }
            return try elements[position].value(at: rest, done: done + "[\(index)]", shape: shape)
        case (.index(let index), _):
            throw KeyPathError(code: .notAList, component: "[\(index)]", at: done, available: [])
        case (.op(let name), .list(let elements)):
            let path = KVCValue.join(done, name)
            var values: [KVCValue] = []
            if name != "@count" {
                for element in elements { values.append(try element.value(at: rest, done: path, shape: shape)) }
            }
            return try KVCValue.apply(name, to: values, count: elements.count, at: done)
        case (.op(let name), _):
            throw KeyPathError(code: .notAList, component: name, at: done, available: [])
        }
    }

    private static func apply(_ name: String, to values: [KVCValue], count: Int, at path: String) throws(KeyPathError) -> KVCValue {
        let present = values.filter { $0 != .null }
        switch name {
        case "@count":
            return .integer(count)
        case "@sum", "@avg":
            var total = 0.0
            var allIntegers = true
            for value in present {
                guard let number = value.numeric else { throw KeyPathError(code: .notNumeric, component: name, at: path, available: []) }
                if case .integer = value {} else { allIntegers = false }
                total += number
            }
            if name == "@sum" { return allIntegers && abs(total) < 9e15 ? .integer(Int(total)) : .number(total) }
            return present.isEmpty ? .null : .number(total / Double(present.count))
        case "@min", "@max":
            guard var best = present.first else { return .null }
            for value in present.dropFirst() {
                guard let ordered = try? KVCValue.less(value, best, name: name, at: path) else {
                    throw KeyPathError(code: .notComparable, component: name, at: path, available: [])
                }
                if name == "@min" ? ordered : try KVCValue.less(best, value, name: name, at: path) { best = value }
            }
            return best
        default:
            throw KeyPathError(code: .unknownOperator, component: name, at: path, available: [])
        }
    }

    private static func less(_ lhs: KVCValue, _ rhs: KVCValue, name: String, at path: String) throws(KeyPathError) -> Bool {
        switch (lhs, rhs) {
        case (.text(let a), .text(let b)): return a < b
        case (.date(let a), .date(let b)): return a < b
        case (.bool(let a), .bool(let b)): return !a && b
        default:
            if let a = lhs.numeric, let b = rhs.numeric { return a < b }
            throw KeyPathError(code: .notComparable, component: name, at: path, available: [])
        }
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }
}

extension LenientModel {
    /// Reads a key path of this model; see ``KVCValue/value(forKeyPath:)``.
    public func value(forKeyPath path: String) throws(KeyPathError) -> KVCValue {
        try kvcValue.value(forKeyPath: path)
    }
}
