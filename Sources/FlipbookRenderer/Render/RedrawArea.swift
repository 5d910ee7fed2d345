import FlipbookCore

/// The device pixels a frame is drawn again in, over the frame before (the boxes of its
/// `FrameDamage`), seen from the node being drawn. A drawing whose ink falls outside every
/// box changes no pixel the clip lets through, so it is not drawn at all: Cairo would build
/// and rasterise its whole path before clipping it away.
struct RedrawArea {
    /// The boxes, in device pixels.
    let boxes: [CGRect]
    /// From the current node's coordinates to device pixels.
    private(set) var toDevice: CGAffineTransform

    init(boxes: [CGRect], toDevice: CGAffineTransform) {
        self.boxes = boxes
        self.toDevice = toDevice
    }

    /// The area seen from a child drawn through `transform`.
    func under(_ transform: CGAffineTransform) -> RedrawArea {
        RedrawArea(boxes: boxes, toDevice: transform.concatenating(toDevice))
    }

    /// Whether ink inside `extent` (current coordinates) may fall in a box: `false` only when
    /// its device rectangle, a pixel wider on every side against rounding, meets none.
    func reaches(_ extent: DrawnExtent) -> Bool {
        switch extent.applying(toDevice) {
        case .nothing: return false
        case .unknown: return true
        case let .within(rect):
            guard rect.isFinite else { return true }
            let grown = rect.insetBy(dx: -1, dy: -1)
            return boxes.contains { $0.overlaps(grown) }
        }
    }
}
