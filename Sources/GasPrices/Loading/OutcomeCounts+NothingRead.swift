import Lenient

extension OutcomeCounts {
    /// Whether a station's reading took nothing from its object: no field exact, coerced or
    /// dropped (every one defaulted, every key ignored). A feed's reading says such an object
    /// is no station of its own (stations keyed by id under another key, an API's error
    /// answer among its answers) where the sample's shows what the engine made of it.
    var readsNothing: Bool { exact + coerced + dropped == 0 }
}

extension Array where Element == FieldRecord {
    /// Whether none of these fields was given in the input (every one absent): with no key
    /// ignored either, the object was `{}`; with keys ignored, none of them was a field's.
    var holdNoInput: Bool { allSatisfy { $0.inputKind == nil } }
}
