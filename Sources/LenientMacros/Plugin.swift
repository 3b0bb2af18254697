import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct LenientMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [LenientModelMacro.self]
}
