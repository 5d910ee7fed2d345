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
        // The title is the first argument when it has no label; the traits are `traits:` and
        // the unlabelled arguments after it.
        let title = node.arguments.first.flatMap { first in
            first.label == nil && !first.expression.is(ClosureExprSyntax.self) ? first : nil
        }
        let traits = node.arguments.filter { argument in
            argument.label?.text == "traits" || (argument.label == nil && argument != title && !argument.expression.is(ClosureExprSyntax.self))
        }
        let name = context.makeUniqueName("Preview")
        let titleExpression = title.map { "\($0.expression.trimmed)" } ?? "nil"
        let traitList = traits.map { "\($0.expression.trimmed)" }.joined(separator: ", ")
        let (previewable, rest) = split(body.statements)
        let header = """
            @MainActor
            enum \(name): Flipbook.PreviewSource {
                static var title: String? { \(titleExpression) }
                static var traits: [Flipbook.PreviewTrait<Flipbook.Preview.ViewTraits>] { [\(traitList)] }
            """
        guard !previewable.isEmpty else {
            // A body that returns its view says so itself; a builder would warn that it is off.
            guard !body.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) else {
                return [
                    """
                    \(raw: header)
                        static func makeView() -> any Flipbook.View {
                            \(raw: lines(rest))
                        }
                    }
                    """
                ]
            }
            return [
                """
                \(raw: header)
                    @Flipbook.PreviewBodyBuilder
                    static func makeView() -> any Flipbook.View {
                        \(raw: lines(rest))
                    }
                }
                """
            ]
        }
        // `@Previewable` state lives in a view of its own, as it would in the app.
        return [
            """
            \(raw: header)
                static func makeView() -> any Flipbook.View { Content() }
                struct Content: Flipbook.View {
                    \(raw: lines(previewable))
                    var body: some Flipbook.View {
                        \(raw: lines(rest))
                    }
                }
            }
            """
        ]
    }

    /// The statements that declare `@Previewable` properties, without that attribute, and the
    /// others.
    private static func split(_ statements: CodeBlockItemListSyntax) -> (previewable: [String], rest: [String]) {
        var previewable: [String] = [], rest: [String] = []
        for statement in statements {
            guard var variable = statement.item.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { isPreviewable($0) }) else {
                rest.append(statement.trimmedDescription)
                continue
            }
            variable.attributes = variable.attributes.filter { !isPreviewable($0) }
            previewable.append(variable.trimmedDescription)
        }
        return (previewable, rest)
    }

    private static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }

    /// Each statement on its own line, the macro's indentation in place of the source's.
    private static func lines(_ statements: [String]) -> String {
        statements.joined(separator: "\n")
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

/// `@Previewable`: marks a property of a `#Preview` body (`@Previewable @State var value = 3`),
/// which `#Preview` moves into a view of its own; on its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
