/// Everything one frame draws, fixed: it can be drawn on any thread, at any time.
public struct DisplayList: Sendable {
    /// The screen size, in points.
    public let size: Size
    let root: DisplayNode?
    /// Shared by the display lists of consecutive frames that draw exactly the same thing (a
    /// scene at rest), so a sequence can write the frame it already encoded again.
    let content: DisplayContent

    init(size: Size, root: DisplayNode?, content: DisplayContent = DisplayContent()) {
        self.size = size
        self.root = root
        self.content = content
    }

    /// Whether this list draws the same frame as `other`: the two share their content.
    public func drawsSameFrame(as other: DisplayList) -> Bool { content === other.content }

    /// Draws the frame on a new canvas of `scale` pixels per point over `background`.
    public func draw(scale: Double = 1, background: Color = .white) throws -> Canvas {
        let canvas = try Canvas(size: size, scale: scale, background: background)
        try root?.draw(on: canvas)
        return canvas
    }

    /// Draws the frame as `draw(scale:background:)` does, on the surface the current thread
    /// kept from its last frame when it can (see `Canvas.reusingThreadSurface`): for threads
    /// that draw frame after frame.
    func drawReusingThreadSurface(scale: Double, background: Color) throws -> Canvas {
        let canvas = try Canvas.reusingThreadSurface(size: size, scale: scale, background: background)
        try root?.draw(on: canvas)
        return canvas
    }

    /// The frame's pixels.
    public func render(scale: Double = 1, background: Color = .white) throws -> Bitmap {
        try draw(scale: scale, background: background).makeBitmap()
    }
}

/// The identity of what a display list draws: lists that draw the same frame share one.
final class DisplayContent: Sendable {}
