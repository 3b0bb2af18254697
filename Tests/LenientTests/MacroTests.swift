import Lenient
import LenientMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@LenientModel` writes for a struct, and what it refuses.
@Suite struct MacroTests {
    static let macros = ["LenientModel": MacroSpec(type: LenientModelMacro.self)]

    /// Expands `source` and records any difference as an issue of this test.
    func expect(
        _ source: String, expands expanded: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: Self.macros) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func expandsASmallStruct() {
        expect(
            """
            @LenientModel
            struct Point {
                var x: Double
                var label: String = "origin"
                var tags: [String]
                var area: Double { x * x }
                static var exceptions: Exceptions<Point> { Exceptions() }
            }
            """,
            expands: #"""
            struct Point {
                var x: Double
                var label: String = "origin"
                var tags: [String]
                var area: Double { x * x }
                static var exceptions: Exceptions<Point> { Exceptions() }

                /// A model of defaults: every property holds its type's default.
                init() {
                    self.x = Lenient.lenientDefault()
                    self.tags = Lenient.lenientDefault()
                }

                init(x: Double, label: String = "origin", tags: [String]) {
                    self.x = x
                    self.label = label
                    self.tags = tags
                }
            }

            extension Point: Lenient.LenientModel {
                static let lenientSchema = Lenient.Schema<Point>(
                    name: "Point",
                    properties: [
                        Lenient.Property("x", \.x, get: {
                                $0.x
                            }, set: {
                                $0.x = $1
                            }),
                        Lenient.Property("label", \.label, get: {
                                $0.label
                            }, set: {
                                $0.label = $1
                            }),
                        Lenient.Property("tags", \.tags, get: {
                                $0.tags
                            }, set: {
                                $0.tags = $1
                            })
                    ],
                    exceptions: exceptions
                )
            }
            """#
        )
    }

    /// A property's initial value is its memberwise parameter's default, and what a model
    /// of defaults and a missing key leave.
    @Test func initialValueIsTheParameterDefault() throws {
        #expect(Located(city: "Springfield").country == "US")
        #expect(Located(city: "Springfield", country: "CA").country == "CA")
        #expect(Located() == Located(city: "", country: "US"))
        let all = try LenientDecoder<Located>().records(SourceText(name: "located.json", text: #"{"city": "x"}"#))
        let record = try #require(all.first)
        #expect(record.value == Located(city: "x"))
        #expect(record.field("country")?.rule == .missing)
        #expect(record.field("country")?.value == .text("US"))
    }

    /// A public model gets public initialisers and a public schema; `var a, b: Int` gives
    /// both names the type; static properties are not properties of the model.
    @Test func publicStructWithSharedAnnotation() {
        expect(
            """
            @LenientModel
            public struct Pair {
                public var a, b: Int
                static var shared: Int = 0
            }
            """,
            expands: #"""
            public struct Pair {
                public var a, b: Int
                static var shared: Int = 0

                /// A model of defaults: every property holds its type's default.
                public init() {
                    self.a = Lenient.lenientDefault()
                    self.b = Lenient.lenientDefault()
                }

                public init(a: Int, b: Int) {
                    self.a = a
                    self.b = b
                }
            }

            extension Pair: Lenient.LenientModel {
                public static let lenientSchema = Lenient.Schema<Pair>(
                    name: "Pair",
                    properties: [
                        Lenient.Property("a", \.a, get: {
                                $0.a
                            }, set: {
                                $0.a = $1
                            }),
                        Lenient.Property("b", \.b, get: {
                                $0.b
                            }, set: {
                                $0.b = $1
                            })
                    ],
                    exceptions: exceptions
                )
            }
            """#
        )
    }

    @Test func emptyStructGetsOnlyTheDefaultsInitialiser() {
        expect(
            """
            @LenientModel
            struct Empty {
            }
            """,
            expands: """
            struct Empty {

                /// A model of defaults: every property holds its type's default.
                init() {

                }
            }

            extension Empty: Lenient.LenientModel {
                static let lenientSchema = Lenient.Schema<Empty>(
                    name: "Empty",
                    properties: [

                    ],
                    exceptions: exceptions
                )
            }
            """
        )
    }

    @Test func letPropertyAndMissingTypeAreDiagnosed() {
        expect(
            """
            @LenientModel
            struct Fixed {
                let id: String
                var name = "x"
            }
            """,
            expands: """
            struct Fixed {
                let id: String
                var name = "x"
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'id' must be 'var': validation sets it after the model of defaults is made", line: 3, column: 9),
                DiagnosticSpec(message: "'name' needs a type annotation: its validator follows from its declared type", line: 4, column: 9),
            ]
        )
    }

    /// A generic struct cannot hold the stored static schema: said by the macro, not by the
    /// compiler inside its expansion (until 2026-12-04).
    @Test func genericStructsAreDiagnosed() {
        expect(
            """
            @LenientModel
            struct Box<T> {
                var value: T
            }
            """,
            expands: """
            struct Box<T> {
                var value: T
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@LenientModel applies to a struct without generic parameters: 'Box's schema is a stored static property, which a generic type cannot have", line: 2, column: 11)]
        )
    }

    /// A property with observers and no initial value: said by the macro, where the
    /// defaults initialiser failed to compile (until 2026-12-04).
    @Test func observersWithoutAnInitialValueAreDiagnosed() {
        expect(
            """
            @LenientModel
            struct Watched {
                var name: String { didSet {} }
                var other: String
            }
            """,
            expands: """
            struct Watched {
                var name: String { didSet {} }
                var other: String
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'name' has observers and no initial value: give it one (a property with observers is not part of the model, and the model of defaults must set it)", line: 3, column: 9)]
        )
    }

    /// A keyword as a property's name keeps its backticks in the generated code and none in
    /// its key (until 2026-12-04 `init(class:)` assigned `class`, which did not compile).
    @Test func keywordNamesKeepTheirBackticks() throws {
        let record = try #require(try LenientDecoder<Keyworded>().records(SourceText(name: "k.json", text: #"{"CLASS": "a", "default": "2"}"#)).first)
        #expect(record.value == Keyworded(class: "a", default: 2))
        #expect(record.field("class")?.match == .caseFolded && record.field("default")?.rule == .numericText)
    }

    @Test func onlyStructs() {
        expect(
            """
            @LenientModel
            class Box {
                var x: Int = 0
            }
            """,
            expands: """
            class Box {
                var x: Int = 0
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@LenientModel applies to a struct", line: 1, column: 1)]
        )
    }
}

@LenientModel
struct Keyworded: Equatable {
    var `class`: String
    var `default`: Int
}

/// An optional `var` with observers and no initial value starts as `nil`, so it is no error
/// (until a fix of 2026-12-06 the diagnostic for observers without a value refused it, and
/// this file did not compile); as any property with observers, it is not part of the model.
@LenientModel
struct ObservedOptional {
    var name: String
    var note: String? { didSet {} }
    var mark: Int! { willSet {} }
}

@Suite struct ObservedOptionalTests {
    @Test func anObservedOptionalStartsAsNil() throws {
        let record = try #require(try LenientDecoder<ObservedOptional>().records(SourceText(name: "o.json", text: #"{"name": "a", "note": "n"}"#)).first)
        #expect(record.value.name == "a")
        #expect(record.value.note == nil && record.value.mark == nil)
        #expect(record.field("note") == nil)
    }
}
