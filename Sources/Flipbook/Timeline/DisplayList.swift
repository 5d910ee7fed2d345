/// Everything one frame draws, fixed: it can be drawn on any thread, at any time.
public struct DisplayList: Sendable {
    /// The screen size, in points.
    public let size: Size
    let root: DisplayNode?

    /// Draws the frame on a new canvas of `scale` pixels per point over `background`.
    public func draw(scale: Double = 1, background: Color = .white) throws -> Canvas {
        let canvas = try Canvas(size: size, scale: scale, background: background)
        try root?.draw(on: canvas)
        return canvas
    }

    /// The frame's pixels.
    public func render(scale: Double = 1, background: Color = .white) throws -> Bitmap {
        try draw(scale: scale, background: background).makeBitmap()
    }
}
