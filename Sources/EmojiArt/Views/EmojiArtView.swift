import Flipbook

/// The EmojiArt screen: Undo, Redo and Delete at the top, the document, and the palette
/// chooser at the bottom.
public struct EmojiArtView: View {
    let document: EmojiArtDocument
    let palettes: PaletteStore
    let viewState: DocumentViewState
    @State private var selection = Set<Emoji.ID>()

    /// The screen of `document` with the palettes of `palettes`; the view's zoom, pan and
    /// selection are mirrored into `viewState`.
    public init(document: EmojiArtDocument, palettes: PaletteStore, viewState: DocumentViewState = DocumentViewState()) {
        self.document = document
        self.palettes = palettes
        self.viewState = viewState
    }

    public var body: some View {
        VStack(spacing: 0) {
            toolbar
            EmojiArtDocumentView(document: document, selection: $selection, viewState: viewState)
            PaletteChooser(store: palettes)
                .frame(height: EmojiArtLayout.chooserHeight)
        }
    }

    /// Undo and Redo (plain buttons until the engine has toolbars) and Delete with the count
    /// of the selection.
    private var toolbar: some View {
        let selected = selection.intersection(document.emojis.map(\.id))
        return HStack(spacing: 20) {
            Button("Undo") { withAnimation { document.undo() } }.disabled(!document.canUndo)
            Button("Redo") { withAnimation { document.redo() } }.disabled(!document.canRedo)
            Spacer()
            Button("Delete \(selected.count)") {
                withAnimation { document.removeEmojis(selected) }
                selection.subtract(selected)
            }
            .disabled(selected.isEmpty)
        }
        .padding(EdgeInsets(leading: 16, trailing: 16))
        .frame(height: EmojiArtLayout.toolbarHeight)
    }
}
