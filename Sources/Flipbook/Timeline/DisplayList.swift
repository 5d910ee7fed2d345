/// Everything one frame draws, fixed: it can be drawn on any thread, at any time.
public struct DisplayList: Sendable {
    /// The screen size, in points.
    public let size: Size
    let root: DisplayNode?

    /// Draws the frame on a new canvas of `scale` pixels per point over `background`.
    public func render(scale: Double = 1, background: Color = .white) throws -> Bitmap {
        let canvas = try Canvas(size: size, scale: scale, background: background)
        try root?.draw(on: canvas)
        return try canvas.makeBitmap()
    }
}
