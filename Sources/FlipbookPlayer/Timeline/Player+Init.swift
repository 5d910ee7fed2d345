import FlipbookCore
import FlipbookRenderer

extension Player {
    /// Creates a player for a screen of `size` points showing what `content` builds, on
    /// `clock` (a new one by default; pass one when the content reads the clock).
    public convenience init(size: CGSize, clock: VirtualClock = VirtualClock(), colorScheme: ColorScheme = .light,
                            content: @escaping () -> some View) {
        self.init(size: size, clock: clock, colorScheme: colorScheme, textMeasurer: PangoTextMeasurer.shared,
                  content: content)
    }
}
