import CCairo
import FlipbookCore

extension Canvas {
    /// Clips to the whole device pixels around `points` (in the current user space), plus one
    /// on every side, so that a group pushed next is only as large as what is drawn into it.
    ///
    /// The clip is a rectangle on pixel boundaries: inside it nothing is drawn differently,
    /// and antialiased edges of what `points` bound are not cut.
    func clipToDeviceBounds(of points: [CGPoint]) {
        let device = points.map(userToDevice)
        let xs = device.map(\.x), ys = device.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return }
        clip(toDevice: [CGRect(x: minX.rounded(.down) - 1, y: minY.rounded(.down) - 1,
                             width: maxX.rounded(.up) - minX.rounded(.down) + 2,
                             height: maxY.rounded(.up) - minY.rounded(.down) + 2)])
    }

    /// Clips to the union of `rectangles`, given in device pixels.
    func clip(toDevice rectangles: [CGRect]) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        cairo_new_path(context)
        for rectangle in rectangles {
            cairo_rectangle(context, rectangle.minX, rectangle.minY, rectangle.width, rectangle.height)
        }
        cairo_clip(context)
        cairo_set_matrix(context, &matrix)
    }

    /// Where a point of the current user space lies on the surface, in device pixels.
    func userToDevice(_ point: CGPoint) -> CGPoint {
        var x = Double(point.x), y = Double(point.y)
        cairo_user_to_device(context, &x, &y)
        return CGPoint(x: x, y: y)
    }
}
