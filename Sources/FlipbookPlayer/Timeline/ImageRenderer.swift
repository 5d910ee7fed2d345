import FlipbookCore
import FlipbookRenderer

/// Renders a view to an image, as SwiftUI's `ImageRenderer`.
@MainActor @preconcurrency public struct ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size of the image, in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Double
    /// What the view is drawn over.
    public var background: Color

    /// Creates a renderer.
    public init(content: Content, size: CGSize, scale: Double = 1, background: Color = .white) {
        self.content = content
        self.size = size
        self.scale = scale
        self.background = background
    }

    /// The view laid out in `size` and drawn.
    public func render() throws -> Bitmap {
        let content = self.content
        return try Player(size: size) { content }.frame(at: 0).render(scale: scale, background: background)
    }
}
