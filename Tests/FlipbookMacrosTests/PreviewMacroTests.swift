import FlipbookMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `#Preview` expands into: a type of a unique name that Flipbook reads.
@Suite("#Preview expands into a preview source")
struct PreviewMacroTests {
    private let macros = ["Preview": MacroSpec(type: PreviewMacro.self)]

    private func expect(_ source: String, expandsTo expanded: String, diagnostics: [DiagnosticSpec] = [],
                        sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test("A preview with no name keeps its body as the view's maker")
    func plainPreview() {
        expect(
            """
            #Preview {
                CardView(card: .sample)
            }
            """,
            expandsTo: """
            @MainActor
            enum __macro_local_7PreviewfMu_: Flipbook.PreviewSource {
                static var title: String? {
                    nil
                }
                static var traits: [Flipbook.PreviewTrait<Flipbook.Preview.ViewTraits>] {
                    []
                }
                @Flipbook.PreviewBodyBuilder
                static func makeView() -> any Flipbook.View {
                    CardView(card: .sample)
                }
            }
            """)
    }

    @Test("A name and traits are kept; declarations before the view stay in the body")
    func namedPreviewWithTraits() {
        expect(
            """
            #Preview("Dark", traits: .landscapeLeft, .sizeThatFitsLayout) {
                let game = EmojiMemoryGame()
                EmojiMemoryGameView(game: game)
            }
            """,
            expandsTo: """
            @MainActor
            enum __macro_local_7PreviewfMu_: Flipbook.PreviewSource {
                static var title: String? {
                    "Dark"
                }
                static var traits: [Flipbook.PreviewTrait<Flipbook.Preview.ViewTraits>] {
                    [.landscapeLeft, .sizeThatFitsLayout]
                }
                @Flipbook.PreviewBodyBuilder
                static func makeView() -> any Flipbook.View {
                    let game = EmojiMemoryGame()
                    EmojiMemoryGameView(game: game)
                }
            }
            """)
    }

    @Test("A preview without a body is an error at the macro")
    func missingBody() {
        expect(
            "#Preview(\"Empty\")",
            expandsTo: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a closure that makes the view", line: 1, column: 1)])
    }
}

extension PreviewMacroTests {
    @Test("@Previewable properties move into a view of the preview's own")
    func previewableState() {
        expect(
            """
            #Preview {
                @Previewable @State var count = 3
                Stepper("\\(count)", value: $count)
            }
            """,
            expandsTo: """
            @MainActor
            enum __macro_local_7PreviewfMu_: Flipbook.PreviewSource {
                static var title: String? {
                    nil
                }
                static var traits: [Flipbook.PreviewTrait<Flipbook.Preview.ViewTraits>] {
                    []
                }
                static func makeView() -> any Flipbook.View {
                    Content()
                }
                struct Content: Flipbook.View {
                    @State var count = 3
                    var body: some Flipbook.View {
                        Stepper("\\(count)", value: $count)
                    }
                }
            }
            """)
    }
}

extension PreviewMacroTests {
    @Test("Traits without a title are all traits; a body that returns keeps no builder")
    func traitsWithoutTitleAndReturn() {
        expect(
            """
            #Preview(traits: .sizeThatFitsLayout, .landscapeLeft) {
                return CardView()
            }
            """,
            expandsTo: """
            @MainActor
            enum __macro_local_7PreviewfMu_: Flipbook.PreviewSource {
                static var title: String? {
                    nil
                }
                static var traits: [Flipbook.PreviewTrait<Flipbook.Preview.ViewTraits>] {
                    [.sizeThatFitsLayout, .landscapeLeft]
                }
                static func makeView() -> any Flipbook.View {
                    return CardView()
                }
            }
            """)
    }
}
