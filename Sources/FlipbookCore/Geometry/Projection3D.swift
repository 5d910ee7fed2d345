import Foundation

/// The projection SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` applies to a
/// layer of a given size: a rotation in space seen in perspective, flattened back onto the screen.
///
/// Layer and screen coordinates are the same points: origin at the layer's top-left corner,
/// x to the right, y downward, and z out of the screen toward the viewer. The projection
/// follows Core Animation's `CATransform3D` arithmetic, as SwiftUI does:
///
/// 1. translate so that the anchor (`anchor` in the layer's size, at depth `anchorZ`) is
///    at the origin;
/// 2. rotate by `angle` about the normalised `axis` with the rotation matrix of
///    `CATransform3DRotate` (Rodrigues' formula; a zero axis does not rotate);
/// 3. look from the eye at distance `d = max(width, height) / perspective` on the z axis:
///    `m34 = −1/d`, so a point at depth z gets the homogeneous weight `w = 1 − z/d`, and x
///    and y are divided by it: nearer points (positive z) grow, farther ones shrink;
/// 4. translate back by the anchor.
///
/// What a positive angle does, as in SwiftUI:
/// - about z `(0, 0, 1)`: turns clockwise on screen, like `rotationEffect`;
/// - about y `(0, 1, 0)`: the right (trailing) edge goes away from the viewer and gets
///   shorter, the left (leading) edge comes nearer and gets taller; past 90° the back shows;
/// - about x `(1, 0, 0)`: the top edge goes away and gets narrower, the bottom comes nearer.
///
/// A perspective of 0 puts the eye infinitely far away: an orthographic projection.
public struct Projection3D: Hashable, Sendable {
    /// The angle of the rotation.
    public let angle: Angle
    /// The point of the layer the rotation turns about, in unit coordinates of `size`.
    public let anchor: UnitPoint
    /// The depth of the point the rotation turns about, in points toward the viewer.
    public let anchorZ: Double
    /// The relative vanishing point: the eye is `max(width, height) / perspective` points away.
    public let perspective: Double
    /// The size of the layer, in points.
    public let size: CGSize

    private let axisX: Double, axisY: Double, axisZ: Double
    private let matrix: Homography

    /// Creates SwiftUI's projection of a layer of `size` points.
    ///
    /// - Parameters:
    ///   - angle: The angle to rotate by; see the type's discussion for its direction.
    ///   - axis: The axis to rotate about; it need not be of unit length.
    ///   - anchor: The point of the layer to rotate about, in unit coordinates.
    ///   - anchorZ: The depth of that point, in points toward the viewer.
    ///   - perspective: The relative vanishing point; 0 for no perspective.
    ///   - size: The layer's size, in points.
    public init(angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                anchorZ: Double = 0, perspective: Double = 1, size: CGSize) {
        (self.angle, self.anchor, self.anchorZ, self.perspective, self.size) = (angle, anchor, anchorZ, perspective, size)
        (axisX, axisY, axisZ) = axis
        let rotation = Projection3D.rotation(by: angle, about: SIMD3(axis.x, axis.y, axis.z))
        let maxSide = max(size.width, size.height)
        matrix = Homography(
            rotation: rotation,
            anchor: SIMD3(anchor.x * size.width, anchor.y * size.height, anchorZ),
            inverseDistance: maxSide > 0 ? perspective / maxSide : 0
        )
    }

    /// The axis of the rotation, as given.
    public var axis: (x: Double, y: Double, z: Double) { (axisX, axisY, axisZ) }

    /// Where a point of the layer lands on screen, both in the layer's coordinates (points,
    /// origin top-left, y down), or `nil` when the point falls at or behind the eye (w ≤ 0).
    public func project(_ point: CGPoint) -> CGPoint? {
        let (x, y, w) = matrix.apply(to: point)
        guard w > 0 else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }

    /// The point of the layer that lands on `point` on screen, both in the layer's
    /// coordinates: the inverse of `project(_:)`, for hit testing. `nil` when no point of the
    /// layer in front of the eye lands there (the layer is edge-on, or the point lies beyond
    /// its horizon).
    public func unproject(_ point: CGPoint) -> CGPoint? {
        let (x, y, w) = matrix.applyInverse(to: point)
        guard w != 0 else { return nil }
        let layerPoint = CGPoint(x: x / w, y: y / w)
        return project(layerPoint) == nil ? nil : layerPoint
    }

    /// Whether the layer is seen from behind: its front faces away from the eye, so the
    /// projection mirrors it (a rotation about y between 90° and 270°, for example).
    ///
    /// Where points are in front of the eye the projection's Jacobian has the sign of the
    /// matrix's determinant, which is negative exactly when the layer is mirrored.
    public var showsBackFace: Bool { matrix.determinant < 0 }

    /// The rotation matrix of `CATransform3DRotate`, written for column vectors, as rows.
    private static func rotation(by angle: Angle, about axis: SIMD3<Double>) -> [SIMD3<Double>] {
        let length = (axis * axis).sum().squareRoot()
        guard length > 0, length.isFinite else { return [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)] }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        return [
            SIMD3(t * x * x + c, t * x * y - z * s, t * x * z + y * s),
            SIMD3(t * x * y + z * s, t * y * y + c, t * y * z - x * s),
            SIMD3(t * x * z - y * s, t * y * z + x * s, t * z * z + c),
        ]
    }
}

/// A projective map of the plane: (x, y, 1) goes to the homogeneous (X, Y, W), and the
/// screen point is (X/W, Y/W).
private struct Homography: Hashable, Sendable {
    /// The rows giving X, Y and W as combinations of (x, y, 1).
    var x: SIMD3<Double>, y: SIMD3<Double>, w: SIMD3<Double>

    /// The map of a layer point (at depth 0) through: minus `anchor`, `rotation` (rows), a
    /// perspective weight `w = 1 − z · inverseDistance`, plus `anchor`.
    init(rotation: [SIMD3<Double>], anchor: SIMD3<Double>, inverseDistance: Double) {
        // The rotated point, relative to the anchor, as rows over (x, y, 1).
        let rotated = rotation.map { row in
            SIMD3(row.x, row.y, -(row * anchor).sum())
        }
        w = SIMD3(0, 0, 1) - inverseDistance * rotated[2]
        x = rotated[0] + anchor.x * w
        y = rotated[1] + anchor.y * w
    }

    /// The homogeneous image of `point`.
    func apply(to point: CGPoint) -> (x: Double, y: Double, w: Double) {
        let vector = SIMD3(Double(point.x), Double(point.y), 1)
        return ((x * vector).sum(), (y * vector).sum(), (w * vector).sum())
    }

    /// The homogeneous preimage of `point`, up to a factor: the inverse matrix times
    /// (x, y, 1), from the adjugate (whose columns are the cross products of the rows).
    func applyInverse(to point: CGPoint) -> (x: Double, y: Double, w: Double) {
        func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        }
        let vector = cross(y, w) * point.x + cross(w, x) * point.y + cross(x, y)
        return (vector.x, vector.y, vector.z)
    }

    /// The determinant of the 3×3 matrix.
    var determinant: Double {
        x.x * (y.y * w.z - y.z * w.y) - x.y * (y.x * w.z - y.z * w.x) + x.z * (y.x * w.y - y.y * w.x)
    }
}
