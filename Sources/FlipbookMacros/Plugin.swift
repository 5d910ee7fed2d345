import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros `import Flipbook` brings: `#Preview`.
@main
struct FlipbookMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
