import FlipbookCore

/// Where a display node draws, as far as can be told cheaply: nothing, somewhere inside a
/// rectangle (in some node's coordinates, antialiasing aside), or not known.
enum DrawnExtent: Equatable {
    case nothing
    case within(CGRect)
    case unknown

    /// What both extents draw.
    func union(_ other: DrawnExtent) -> DrawnExtent {
        switch (self, other) {
        case (.unknown, _), (_, .unknown): return .unknown
        case (.nothing, let extent), (let extent, .nothing): return extent
        case let (.within(a), .within(b)): return .within(a.union(b))
        }
    }

    /// The extent seen through `transform`: the box around its rectangle's moved corners.
    func applying(_ transform: CGAffineTransform) -> DrawnExtent {
        guard case let .within(rect) = self else { return self }
        return .within(rect.boundingBox(under: transform))
    }

    /// The extent cut to `rect`, for a clip whose outline `rect` bounds.
    func clipped(to rect: CGRect) -> DrawnExtent {
        guard case let .within(inside) = self else { return self }
        let minX = Swift.max(inside.minX, rect.minX), minY = Swift.max(inside.minY, rect.minY)
        let maxX = Swift.min(inside.maxX, rect.maxX), maxY = Swift.min(inside.maxY, rect.maxY)
        guard minX <= maxX, minY <= maxY else { return .nothing }
        return .within(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    /// The extent of a layer of `size` drawn through `projection`: the box around its
    /// projected corners (the layer keeps nothing outside its size), or `unknown` when a
    /// corner falls behind the eye.
    func projected(size: CGSize, through projection: Projection3D) -> DrawnExtent {
        guard self != .nothing else { return .nothing }
        return projection.projectedCorners(of: size).map { .within(Path.bounds(of: $0)) } ?? .unknown
    }
}

extension Projection3D {
    /// The corners of a layer of `size` as the projection shows them; `nil` when one falls
    /// behind the eye.
    func projectedCorners(of size: CGSize) -> [CGPoint]? {
        let corners = CGRect(origin: .zero, size: size).corners.compactMap(project)
        return corners.count == 4 ? corners : nil
    }
}

extension CGRect {
    /// The box around the rectangle's corners seen through `transform` (as `Path.bounds(of:)`
    /// of the moved `corners`, with nothing allocated).
    func boundingBox(under transform: CGAffineTransform) -> CGRect {
        var bounds = PointBounds()
        bounds.add(CGPoint(x: minX, y: minY).applying(transform))
        bounds.add(CGPoint(x: maxX, y: minY).applying(transform))
        bounds.add(CGPoint(x: maxX, y: maxY).applying(transform))
        bounds.add(CGPoint(x: minX, y: maxY).applying(transform))
        return bounds.rect
    }

    /// Whether all four edges are finite numbers.
    var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }

    /// The four corners, clockwise from the origin.
    var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }
}
