import FlipbookCore
import Foundation

/// How `Canvas.drawProjected` cuts a layer into a grid of tiles that are each drawn with one
/// affine map, so that Cairo, which has only affine transforms, can show a projection.
///
/// Each tile is filled as its exact projected quadrilateral (a projection keeps lines
/// straight), so neighbouring tiles share edges and leave no seams; only the image inside a
/// tile is placed by an affine approximation. The grid is fine enough that the approximation
/// moves no point of the image by more than about `tolerance` device pixels: a rotation about
/// y needs columns about a device pixel wide near the nearer edge and a single row, one about
/// x the other way round, one about z or without perspective a single tile.
struct ProjectionTiling {
    /// The largest misplacement allowed inside a tile, in device pixels.
    static let tolerance = 0.25
    /// The most tiles the grid may have, to bound the cost (about 20–40 µs a tile) when the
    /// layer comes near the eye; past it the tolerance is no longer kept.
    static let maximumTiles = 4096
    /// How thin a projected layer may be before it counts as edge-on, in device pixels.
    static let edgeOnWidth = 0.001
    /// How far from the device origin a projected corner may land, in device pixels.
    static let farthestCorner = 1e6

    /// The layer's size, in points.
    let size: CGSize
    /// The number of tiles across the layer.
    let columns: Int
    /// The number of tiles down the layer.
    let rows: Int
    /// The projected grid points in the canvas' user space, row by row: `rows + 1` rows of
    /// `columns + 1` points.
    let points: [CGPoint]

    /// Plans the tiles, or returns `nil` when nothing would show: a corner falls behind the
    /// eye (or so near it that it lands past `farthestCorner`), or the layer is edge-on.
    ///
    /// - Parameter toDevice: Converts a point of user space to device pixels.
    init?(size: CGSize, projection: Projection3D, toDevice: (CGPoint) -> CGPoint) {
        guard let outline = ProjectionTiling.deviceOutline(size: size, projection: projection, toDevice: toDevice),
              !ProjectionTiling.isEdgeOn(outline) else { return nil }
        let (columns, rows) = ProjectionTiling.counts(for: outline)
        var points: [CGPoint] = []
        points.reserveCapacity((columns + 1) * (rows + 1))
        for row in 0...rows {
            for column in 0...columns {
                let layerPoint = CGPoint(x: size.width * Double(column) / Double(columns), y: size.height * Double(row) / Double(rows))
                guard let point = projection.project(layerPoint) else { return nil }
                points.append(point)
            }
        }
        (self.size, self.columns, self.rows, self.points) = (size, columns, rows, points)
    }

    /// The part of the layer a tile shows, in layer points.
    func layerRect(column: Int, row: Int) -> CGRect {
        let width = size.width / Double(columns), height = size.height / Double(rows)
        return CGRect(x: Double(column) * width, y: Double(row) * height, width: width, height: height)
    }

    /// A tile's projected corners in user space: top-left, top-right, bottom-right, bottom-left.
    func corners(column: Int, row: Int) -> [CGPoint] {
        let topLeft = row * (columns + 1) + column, bottomLeft = topLeft + columns + 1
        return [points[topLeft], points[topLeft + 1], points[bottomLeft + 1], points[bottomLeft]]
    }

    /// The affine map from layer points to user space that best fits a tile's projected
    /// corners (least squares: the mean of the opposite edges, centred on the corners' mean).
    func affineMap(column: Int, row: Int) -> CGAffineTransform {
        let rect = layerRect(column: column, row: row)
        let c = corners(column: column, row: row)
        let across = (c[1] - c[0] + c[2] - c[3]) * (0.5 / rect.width)
        let down = (c[3] - c[0] + c[2] - c[1]) * (0.5 / rect.height)
        let centre = (c[0] + c[1] + c[2] + c[3]) * 0.25
        return CGAffineTransform(a: across.x, b: across.y, c: down.x, d: down.y,
                         tx: centre.x - across.x * rect.midX - down.x * rect.midY,
                         ty: centre.y - across.y * rect.midX - down.y * rect.midY)
    }
}

// MARK: - Planning

extension ProjectionTiling {
    /// The device positions of the layer's corners and edge midpoints, clockwise from the
    /// top-left corner, or `nil` when one is behind the eye or too far away.
    private static func deviceOutline(size: CGSize, projection: Projection3D, toDevice: (CGPoint) -> CGPoint) -> [CGPoint]? {
        let units: [(Double, Double)] = [(0, 0), (0.5, 0), (1, 0), (1, 0.5), (1, 1), (0.5, 1), (0, 1), (0, 0.5)]
        var outline: [CGPoint] = []
        for (x, y) in units {
            guard let point = projection.project(CGPoint(x: x * size.width, y: y * size.height)) else { return nil }
            let device = toDevice(point)
            guard abs(device.x) < farthestCorner, abs(device.y) < farthestCorner else { return nil }
            outline.append(device)
        }
        return outline
    }

    /// Whether the projected layer is thinner than `edgeOnWidth`: its area over its longest
    /// side (a layer whose area is not a number counts as edge-on too).
    private static func isEdgeOn(_ outline: [CGPoint]) -> Bool {
        let corners = [outline[0], outline[2], outline[4], outline[6]]
        var doubleArea = 0.0, longestSide = 0.0
        for (index, point) in corners.enumerated() {
            let next = corners[(index + 1) % 4]
            doubleArea += point.x * next.y - next.x * point.y
            longestSide = max(longestSide, point.distance(to: next))
        }
        return !(abs(doubleArea) / 2 >= edgeOnWidth * longestSide)
    }

    /// Columns and rows so that no tile strays more than `tolerance` from the projection.
    ///
    /// Along an edge, an affine map misplaces the midpoint by the edge's bend, which shrinks
    /// with the square of the number of cuts; the quadrilateral's twist (how far it is from a
    /// parallelogram) shrinks with the number of tiles and goes to the direction that bends more.
    private static func counts(for outline: [CGPoint]) -> (columns: Int, rows: Int) {
        let across = max(bend(outline[0], outline[1], outline[2]), bend(outline[6], outline[5], outline[4]))
        let down = max(bend(outline[0], outline[7], outline[6]), bend(outline[2], outline[3], outline[4]))
        let twist = (outline[0] - outline[2] + outline[4] - outline[6]).length / 4 / tolerance
        var columns = cuts(across.squareRoot()), rows = cuts(down.squareRoot())
        if across >= down {
            columns = max(columns, cuts(twist / Double(rows)))
        } else {
            rows = max(rows, cuts(twist / Double(columns)))
        }
        return limited(columns, rows)
    }

    /// How far `middle` lies from the midpoint of `start` and `end`, over the tolerance.
    private static func bend(_ start: CGPoint, _ middle: CGPoint, _ end: CGPoint) -> Double {
        (middle - (start + end) * 0.5).length / tolerance
    }

    /// The number of pieces for an error of `excess` tolerances (at least one).
    private static func cuts(_ excess: Double) -> Int {
        excess.isFinite ? max(1, Int(min(excess, Double(maximumTiles)).rounded(.up))) : maximumTiles
    }

    /// The counts scaled down together to at most `maximumTiles` tiles.
    private static func limited(_ columns: Int, _ rows: Int) -> (columns: Int, rows: Int) {
        let excess = (Double(columns) * Double(rows) / Double(maximumTiles)).squareRoot()
        guard excess > 1 else { return (columns, rows) }
        return (max(1, Int(Double(columns) / excess)), max(1, Int(Double(rows) / excess)))
    }
}

// MARK: - Vector arithmetic on points

extension CGPoint {
    fileprivate static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    fileprivate static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    fileprivate static func * (lhs: CGPoint, rhs: Double) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
    fileprivate var length: Double { (x * x + y * y).squareRoot() }
}
