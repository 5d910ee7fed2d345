import CCairo
import FlipbookCore

extension Canvas {
    /// Draws `bitmap` stretched to `rect` (bilinear), under the current transform.
    public func draw(_ bitmap: Bitmap, in rect: CGRect) throws {
        willDraw()
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        try withSavedState {
            cairo_translate(context, rect.minX, rect.minY)
            cairo_scale(context, rect.width / Double(bitmap.width), rect.height / Double(bitmap.height))
            try draw(bitmap, at: .zero)
        }
    }

}
