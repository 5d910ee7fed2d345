import Flipbook

/// The border of a selected emoji: a rounded outline in the accent colour around the emoji's
/// text frame, so it follows the emoji's size.
struct SelectionBorder: View {
    /// The outline's width in the emoji's own points.
    let lineWidth: Double
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .stroke(colorScheme.accent, lineWidth: lineWidth)
            .allowsHitTesting(false)
    }
}
