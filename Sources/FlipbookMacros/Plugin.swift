import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros `import Flipbook` brings: `#Preview` and `@Previewable`.
@main
struct FlipbookMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
