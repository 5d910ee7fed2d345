import CCairo
import FlipbookCore

extension Canvas {
    /// Draws what `content` draws where what `mask` draws is opaque: each into a layer over
    /// the device pixels of `extent` (the content's, in the current coordinates), the first
    /// painted through the second's coverage. The layers do not depend on the clip, so a
    /// frame redrawn in part has the bytes of the frame drawn whole.
    func drawMasked(extent: CGRect, _ content: (Canvas) throws -> Void, mask: (Canvas) throws -> Void) throws {
        willDraw()
        guard let region = layerRegion(of: extent, spread: 0, margin: 0, grid: 1),
              let contentLayer = layer(over: region), let maskLayer = layer(over: region) else { return }
        try content(contentLayer)
        try contentLayer.checkStatus()
        try mask(maskLayer)
        try maskLayer.checkStatus()
        cairo_surface_flush(contentLayer.surface)
        cairo_surface_flush(maskLayer.surface)
        withSavedState {
            cairo_identity_matrix(context)
            cairo_set_source_surface(context, contentLayer.surface, Double(region.x), Double(region.y))
            cairo_mask_surface(context, maskLayer.surface, Double(region.x), Double(region.y))
        }
    }
}
