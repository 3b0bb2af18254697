import SwiftSyntax

/// A stored instance property of a model, as the macro reads it from the declaration.
struct StoredProperty {
    var name: String
    var type: TypeSyntax
    var hasInitializer: Bool
    /// The initial value's expression, as written.
    var initializer: String?
    var isLet: Bool
    var node: Syntax

    /// The stored instance properties of a struct, in declaration order. Computed properties,
    /// static properties and properties with observers or accessors are skipped.
    static func all(in members: MemberBlockItemListSyntax) -> [StoredProperty] {
        var result: [StoredProperty] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic = variable.modifiers.contains { modifier in
                modifier.name.tokenKind == .keyword(.static) || modifier.name.tokenKind == .keyword(.class)
            }
            if isStatic { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            // `var a, b: Int` gives both names the type annotated last.
            var pendingNames: [(String, String?, Syntax)] = []
            for binding in variable.bindings {
                if binding.accessorBlock != nil { pendingNames = []; continue }
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                pendingNames.append((identifier.identifier.trimmedDescription, binding.initializer?.value.trimmedDescription, Syntax(binding)))
                if let annotation = binding.typeAnnotation {
                    for (name, initializer, node) in pendingNames {
                        result.append(StoredProperty(name: name.replacingBackticks, type: annotation.type.trimmed,
                                                     hasInitializer: initializer != nil, initializer: initializer, isLet: isLet, node: node))
                    }
                    pendingNames = []
                }
            }
            for (name, _, node) in pendingNames {
                // No type annotation: the macro cannot learn the type; report it.
                result.append(StoredProperty(name: name.replacingBackticks, type: TypeSyntax(MissingTypeSyntax()),
                                             hasInitializer: true, initializer: nil, isLet: isLet, node: node))
            }
        }
        return result
    }
}

extension String {
    var replacingBackticks: String { filter { $0 != "`" } }
}
