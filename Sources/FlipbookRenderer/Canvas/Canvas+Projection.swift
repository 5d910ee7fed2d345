import CCairo
import FlipbookCore
import Foundation

extension Canvas {
    /// Draws what `content` draws into a layer of `size` points (its origin at the current
    /// origin), seen through `projection`: SwiftUI's `rotation3DEffect`.
    ///
    /// The layer is rasterised at the canvas' `scale` (ignoring any scale in the current
    /// transform) and clipped to its rectangle, then composited once, like a group. Cairo
    /// has only affine transforms, so the layer is drawn as a grid of tiles, each its exact
    /// projected quadrilateral filled with the layer image under the affine map that best
    /// fits it; the grid is fine enough that the image strays by no more than about a quarter
    /// of a device pixel (see `ProjectionTiling`). A rotation about y takes columns about one
    /// device pixel wide, one about x rows; an affine projection (about z, or with perspective
    /// 0) takes one tile. Tiles are added into a group so their shared, antialiased edges
    /// leave no seams.
    ///
    /// Seen from behind (`projection.showsBackFace`), the layer shows mirrored, as in SwiftUI.
    /// Nothing is drawn when the layer is edge-on (under a thousandth of a device pixel thin)
    /// or when any of its corners falls behind the eye.
    ///
    /// - Parameters:
    ///   - size: The layer's size, in points.
    ///   - projection: Where each point of the layer lands, in the same coordinates.
    ///   - content: Draws the layer's content onto the canvas it is given, whose origin is
    ///     the layer's top-left corner.
    /// - Throws: What `content` throws; `FlipbookError.invalidImageSize` when the layer is
    ///   too large to rasterise; `FlipbookError.cairo` when Cairo fails while drawing it.
    public func drawProjected(size: CGSize, projection: Projection3D, _ content: (Canvas) throws -> Void) throws {
        willDraw()
        guard (size.width * scale).rounded() >= 1, (size.height * scale).rounded() >= 1,
              let tiling = ProjectionTiling(size: size, projection: projection, toDevice: userToDevice) else { return }
        let layer = try Canvas(size: size, scale: scale)
        try content(layer)
        try layer.checkStatus()
        withSavedState {
            clipToDeviceBounds(of: tiling.points)
            let key = groupKey(layer: layer, tiling: tiling)
            cairo_push_group(context)
            drawGroup(of: tiling, from: layer, key: key)
            cairo_pop_group_to_source(context)
            cairo_paint(context)
        }
    }

    /// Fills the group pushed for the tiles: with the pixels the same tiles made before, when
    /// `ProjectedGroupCache` has them, else tile by tile (and keeps the result under `key`).
    private func drawGroup(of tiling: ProjectionTiling, from layer: Canvas, key: ProjectedGroupCache.Key?) {
        guard let group = cairo_get_group_target(context) else { return }
        if let key, let cached = projectedGroups.group(for: key), cached.copy(into: group) { return }
        cairo_set_operator(context, CAIRO_OPERATOR_ADD)
        drawTiles(of: tiling, from: layer)
        if let key, cairo_status(context) == CAIRO_STATUS_SUCCESS, let made = ProjectedGroupCache.Group(surface: group) {
            projectedGroups.store(made, for: key)
        }
    }

    /// What decides the pixels of the tiles' group: the layer's pixels, the transform, the
    /// grid, the fill settings and the clip (`nil` when the clip is not a set of rectangles).
    private func groupKey(layer: Canvas, tiling: ProjectionTiling) -> ProjectedGroupCache.Key? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard let clip = deviceClipRectangles(), let data = cairo_image_surface_get_data(layer.surface) else { return nil }
        cairo_surface_flush(layer.surface)
        let stride = cairo_image_surface_get_stride(layer.surface), height = cairo_image_surface_get_height(layer.surface)
        let settings = [Double(cairo_get_fill_rule(context).rawValue), Double(cairo_get_antialias(context).rawValue),
                        cairo_get_tolerance(context)]
        return ProjectedGroupCache.Key(
            layerPixels: Data(bytes: data, count: Int(stride) * Int(height)), layerWidth: cairo_image_surface_get_width(layer.surface),
            layerHeight: height, layerStride: stride, layerScale: layer.scale,
            matrix: [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0] + settings,
            columns: tiling.columns, rows: tiling.rows, points: tiling.points, clip: clip)
    }

    /// The current clip as device rectangles (x, y, width, height each), or `nil` when it is
    /// not a set of rectangles.
    private func deviceClipRectangles() -> [Double]? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        defer { cairo_set_matrix(context, &matrix) }
        guard let list = cairo_copy_clip_rectangle_list(context) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let rectangles = UnsafeBufferPointer(start: list.pointee.rectangles, count: Int(list.pointee.num_rectangles))
        return rectangles.flatMap { [$0.x, $0.y, $0.width, $0.height] }
    }

    /// Fills every tile with the layer's image, placed by the tile's affine map.
    private func drawTiles(of tiling: ProjectionTiling, from layer: Canvas) {
        cairo_surface_flush(layer.surface)
        guard let pattern = cairo_pattern_create_for_surface(layer.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for row in 0..<tiling.rows {
            for column in 0..<tiling.columns {
                drawTile(column: column, row: row, of: tiling, pattern: pattern, pixelsPerPoint: layer.scale)
            }
        }
    }

    /// Fills one tile's projected quadrilateral; skips a tile that collapses to a line.
    private func drawTile(column: Int, row: Int, of tiling: ProjectionTiling, pattern: OpaquePointer, pixelsPerPoint: Double) {
        let toLayerPixels = CGAffineTransform(scaleX: pixelsPerPoint, y: pixelsPerPoint)
        guard let toLayer = tiling.affineMap(column: column, row: row).inverse,
              toLayer.determinant.isNormal else { return }
        var matrix = Canvas.cairoMatrix(toLayer.concatenating(toLayerPixels))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(context, pattern)
        addPolygon(tiling.corners(column: column, row: row))
        cairo_fill(context)
    }

    /// Replaces Cairo's current path with the closed polygon through `points`.
    private func addPolygon(_ points: [CGPoint]) {
        cairo_new_path(context)
        for point in points { cairo_line_to(context, point.x, point.y) }
        cairo_close_path(context)
    }

    private static func cairoMatrix(_ transform: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c,
                       yy: transform.d, x0: transform.tx, y0: transform.ty)
    }
}
