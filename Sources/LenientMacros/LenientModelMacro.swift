import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@LenientModel` on a struct: discovers its stored properties and their declared types,
/// and generates the property table, a defaults initialiser and a memberwise initialiser.
///
/// Each property's validator follows from its declared type, so a model needs no code per
/// property; it declares only its exceptions (``Exceptions``) in `static var exceptions`.
public struct LenientModelMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: LenientDiagnostic.notAStruct))
            return []
        }
        let properties = StoredProperty.all(in: structDecl.memberBlock.members)
        var valid = true
        if let generics = structDecl.genericParameterClause {
            context.diagnose(Diagnostic(node: Syntax(generics), message: LenientDiagnostic.generic(structDecl.name.text)))
            valid = false
        }
        for (name, node) in StoredProperty.observedWithoutValue(in: structDecl.memberBlock.members) {
            context.diagnose(Diagnostic(node: node, message: LenientDiagnostic.observedWithoutValue(name)))
            valid = false
        }
        for property in properties {
            if property.type.is(MissingTypeSyntax.self) {
                context.diagnose(Diagnostic(node: property.node, message: LenientDiagnostic.missingType(property.name)))
                valid = false
            } else if property.isLet {
                context.diagnose(Diagnostic(node: property.node, message: LenientDiagnostic.letProperty(property.name)))
                valid = false
            }
        }
        guard valid else { return [] }
        let access = accessPrefix(of: structDecl)
        let defaults = properties.filter { !$0.hasInitializer }
            .map { "self.\($0.identifier) = Lenient.lenientDefault()" }
            .joined(separator: "\n")
        // A property's initial value is its parameter's default, as in a struct's own
        // memberwise initialiser.
        let parameters = properties.map { property in
            "\(property.identifier): \(property.type)" + (property.initializer.map { " = \($0)" } ?? "")
        }.joined(separator: ", ")
        let assignments = properties.map { "self.\($0.identifier) = \($0.identifier)" }.joined(separator: "\n")
        var members: [DeclSyntax] = [
            """
            /// A model of defaults: every property holds its type's default.
            \(raw: access)init() {
            \(raw: defaults)
            }
            """,
        ]
        if !properties.isEmpty {
            members.append(
                """
                \(raw: access)init(\(raw: parameters)) {
                \(raw: assignments)
                }
                """
            )
        }
        return members
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let structDecl = declaration.as(StructDeclSyntax.self), structDecl.genericParameterClause == nil else { return [] }
        let properties = StoredProperty.all(in: structDecl.memberBlock.members)
        guard !properties.contains(where: { $0.type.is(MissingTypeSyntax.self) || $0.isLet }),
              StoredProperty.observedWithoutValue(in: structDecl.memberBlock.members).isEmpty else { return [] }
        let access = accessPrefix(of: structDecl)
        let entries = properties.map { property in
            "Lenient.Property(\"\(property.name)\", \\.\(property.identifier), get: { $0.\(property.identifier) }, set: { $0.\(property.identifier) = $1 })"
        }.joined(separator: ",\n")
        let decl: DeclSyntax = """
            extension \(type.trimmed): Lenient.LenientModel {
                \(raw: access)static let lenientSchema = Lenient.Schema<\(type.trimmed)>(
                    name: "\(raw: structDecl.name.text)",
                    properties: [
                        \(raw: entries)
                    ],
                    exceptions: exceptions
                )
            }
            """
        guard let ext = decl.as(ExtensionDeclSyntax.self) else { return [] }
        return [ext]
    }

    private static func accessPrefix(of declaration: StructDeclSyntax) -> String {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }
}

enum LenientDiagnostic: DiagnosticMessage {
    case notAStruct
    case missingType(String)
    case letProperty(String)
    case generic(String)
    case observedWithoutValue(String)

    var message: String {
        switch self {
        case .notAStruct: "@LenientModel applies to a struct"
        case .missingType(let name): "'\(name)' needs a type annotation: its validator follows from its declared type"
        case .letProperty(let name): "'\(name)' must be 'var': validation sets it after the model of defaults is made"
        case .generic(let name):
            "@LenientModel applies to a struct without generic parameters: '\(name)'s schema is a stored static property, which a generic type cannot have"
        case .observedWithoutValue(let name):
            "'\(name)' has observers and no initial value: give it one (a property with observers is not part of the model, and the model of defaults must set it)"
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .notAStruct: MessageID(domain: "LenientMacros", id: "not_a_struct")
        case .missingType: MessageID(domain: "LenientMacros", id: "missing_type")
        case .letProperty: MessageID(domain: "LenientMacros", id: "let_property")
        case .generic: MessageID(domain: "LenientMacros", id: "generic_struct")
        case .observedWithoutValue: MessageID(domain: "LenientMacros", id: "observed_without_value")
        }
    }

    var severity: DiagnosticSeverity { .error }
}
