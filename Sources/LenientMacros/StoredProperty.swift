import SwiftSyntax

/// A stored instance property of a model, as the macro reads it from the declaration.
struct StoredProperty {
    /// The name its key is matched against, without backticks.
    var name: String
    /// The name as Swift code may use it: with the backticks written around a keyword
    /// (`` `class` ``), which the generated code needs too.
    var identifier: String
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
                if binding.accessorBlock != nil {
                    // Observers leave a stored property: the defaults initialiser must still
                    // set it, so it needs an initial value of its own (see ``observedWithoutValue(in:)``).
                    pendingNames = []
                    continue
                }
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                pendingNames.append((identifier.identifier.trimmedDescription, binding.initializer?.value.trimmedDescription, Syntax(binding)))
                if let annotation = binding.typeAnnotation {
                    for (name, initializer, node) in pendingNames {
                        result.append(StoredProperty(name: name.replacingBackticks, identifier: name, type: annotation.type.trimmed,
                                                     hasInitializer: initializer != nil, initializer: initializer, isLet: isLet, node: node))
                    }
                    pendingNames = []
                }
            }
            for (name, _, node) in pendingNames {
                // No type annotation: the macro cannot learn the type; report it.
                result.append(StoredProperty(name: name.replacingBackticks, identifier: name, type: TypeSyntax(MissingTypeSyntax()),
                                             hasInitializer: true, initializer: nil, isLet: isLet, node: node))
            }
        }
        return result
    }
}

extension StoredProperty {
    /// Whether `type` is written as an optional with its sugar (`T?`, `T!`), which a `var` of
    /// it starts as `nil` without an initial value (`Optional<T>` spelled out does not).
    static func isOptional(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// Stored properties with observers (`willSet`, `didSet`) and no initial value: not part
    /// of the model, yet the defaults initialiser cannot set them. The binding of each.
    static func observedWithoutValue(in members: MemberBlockItemListSyntax) -> [(name: String, node: Syntax)] {
        members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { variable in !variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) } }
            .flatMap(\.bindings)
            .compactMap { binding in
                // An optional `var` starts as `nil` without one (the defaults initialiser then
                // has nothing to set).
                guard binding.initializer == nil, !isOptional(binding.typeAnnotation?.type),
                      let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self),
                      accessors.contains(where: { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }),
                      let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
                return (identifier.identifier.trimmedDescription.replacingBackticks, Syntax(binding))
            }
    }
}

extension String {
    var replacingBackticks: String { filter { $0 != "`" } }
}
