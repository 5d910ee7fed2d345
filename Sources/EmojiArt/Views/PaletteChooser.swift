import Flipbook

/// The bar at the bottom, as the course's `PaletteChooser`: a palette button (a tap rolls up
/// to the next palette), the palette's name and its emojis, which can be dragged into the
/// document.
///
/// The bar is clipped to its bounds while palettes roll (as the course's `.clipped()`), and
/// not otherwise, so an emoji lifted out of it shows above the document.
struct PaletteChooser: View {
    let store: PaletteStore
    @State private var isRolling = false
    /// Whether the palette editor's sheet is up (Edit, New).
    @State var showsEditor = false
    /// Whether the palette manager's sheet is up (List).
    @State var showsManager = false

    /// How long the bar stays clipped after a tap, in seconds: the default animation's settling.
    static let rollDuration = 1.0

    var body: some View {
        HStack {
            paletteControlButton
            view(for: store.palette)
        }
        .clipShape(OutsetRectangle(outset: isRolling ? 0 : 10_000))
        .sheet(isPresented: $showsEditor) { PaletteEditorSheet(palette: store.binding(forPaletteWithID: store.palette.id)) }
        .sheet(isPresented: $showsManager) { PaletteManager(store: store) }
    }

    /// Shows the next palette, rolling up.
    private var paletteControlButton: some View {
        Button {
            roll { store.showNext() }
        } label: {
            Image(systemName: "paintpalette").font(.system(size: EmojiArtLayout.paletteEmojiSize * 0.8))
        }
        .touchTarget(TargetName("palette-button"))
        .contextMenu { paletteMenu }
        .padding(EdgeInsets(leading: 12))
    }

    /// Makes `change` (another palette shown) inside `withAnimation`, the bar clipped while
    /// the palettes roll.
    func roll(_ change: () -> Void) {
        isRolling = true
        withAnimation { change() }
        let isRolling = $isRolling
        after(Self.rollDuration) { isRolling.wrappedValue = false }
    }

    /// The palette's name and emojis; a new palette rolls in from below as the old one leaves
    /// upward (the course's transition).
    private func view(for palette: Palette) -> some View {
        HStack {
            Text(palette.name).font(.headline)
            ScrollingEmojis(emojis: palette.emojis)
        }
        .id(palette.id)
        .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .move(edge: .top)))
    }
}

/// A palette's emojis in a horizontal `ScrollView`, as the course's `ScrollingEmojis`, each
/// draggable as its string.
struct ScrollingEmojis: View {
    let emojis: String

    /// The width an emoji of the row takes, in points.
    static let slotWidth = EmojiArtLayout.paletteEmojiSize * 1.2

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(emojis.emojis, id: \.self) { emoji in
                    Text(emoji)
                        .frame(width: Self.slotWidth)
                        .draggable(emoji)
                        .touchTarget(TargetName("palette", label: emoji))
                }
            }
            .frame(maxHeight: .infinity)
        }
        .font(.system(size: EmojiArtLayout.paletteEmojiSize))
    }
}

/// A rectangle `outset` points larger than its rect on every side: with 0, `.clipped()`; with
/// a large outset, no clipping at all.
struct OutsetRectangle: Shape {
    let outset: Double

    func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: -outset, dy: -outset))
    }
}
