import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Title", traits: …) { body }`: a type of a unique name holding the preview's
/// title, traits and a function that makes its view, which Flipbook finds and draws.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? closureArgument(of: node) else {
            throw PreviewMacroError("#Preview needs a closure that makes the view")
        }
        let title = node.arguments.first { $0.label == nil && $0.expression.is(ClosureExprSyntax.self) == false }
        let traits = node.arguments.filter { argument in
            argument.label?.text == "traits" || (argument.label == nil && argument != title && !argument.expression.is(ClosureExprSyntax.self))
        }
        let name = context.makeUniqueName("Preview")
        let titleExpression = title.map { "\($0.expression.trimmed)" } ?? "nil"
        let traitList = traits.map { "\($0.expression.trimmed)" }.joined(separator: ", ")
        // Each statement on its own line, the macro's indentation in place of the source's.
        let statements = body.statements.map(\.trimmedDescription).joined(separator: "\n")
        return [
            """
            @MainActor
            enum \(name): Flipbook.PreviewSource {
                static var title: String? { \(raw: titleExpression) }
                static var traits: [Flipbook.PreviewTrait<Flipbook.Preview.ViewTraits>] { [\(raw: traitList)] }
                @Flipbook.PreviewBodyBuilder
                static func makeView() -> any Flipbook.View {
                    \(raw: statements)
                }
            }
            """
        ]
    }

    /// A closure passed as the `body:` argument rather than trailing.
    private static func closureArgument(of node: some FreestandingMacroExpansionSyntax) -> ClosureExprSyntax? {
        node.arguments.last { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    }
}

/// What `#Preview` says when it cannot be expanded.
struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
