import Flipbook
import Testing
import TestSupport

@Suite("Projection3D")
struct ProjectionTests {
    static let size = CGSize(width: 100, height: 60)
    static let samplePoints = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 60),
                               CGPoint(x: 0, y: 60), CGPoint(x: 50, y: 30), CGPoint(x: 13, y: 47)]
    static let yAxis = (x: 0.0, y: 1.0, z: 0.0)

    private func projection(_ degrees: Double, axis: (x: Double, y: Double, z: Double) = yAxis,
                            perspective: Double = 1) -> Projection3D {
        Projection3D(angle: .degrees(degrees), axis: axis, perspective: perspective, size: Self.size)
    }

    /// The projected length of the layer's edge from `start` to `end`.
    private func projectedLength(_ projection: Projection3D, from start: CGPoint, to end: CGPoint) throws -> Double {
        try #require(projection.project(start)).distance(to: try #require(projection.project(end)))
    }

    // MARK: - Geometry

    @Test(arguments: samplePoints)
    func noAngleIsTheIdentity(point: CGPoint) throws {
        for axis in [(x: 1.0, y: 0.0, z: 0.0), Self.yAxis, (x: 1.0, y: 2.0, z: 3.0)] {
            let projected = try #require(projection(0, axis: axis).project(point))
            #expect(abs(projected.x - point.x) < 1e-9 && abs(projected.y - point.y) < 1e-9)
        }
    }

    @Test(arguments: samplePoints)
    func aQuarterTurnAboutYIsEdgeOn(point: CGPoint) throws {
        let projected = try #require(projection(90).project(point))
        #expect(abs(projected.x - 50) < 1e-9, "every point lands on the anchor's vertical line")
    }

    @Test func atFortyFiveDegreesTheLeftEdgeComesNearer() throws {
        let turned = projection(45)
        let left = try projectedLength(turned, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 60))
        let right = try projectedLength(turned, from: CGPoint(x: 100, y: 0), to: CGPoint(x: 100, y: 60))
        #expect(left > 60 && right < 60, "SwiftUI: the right edge turns away, the left toward the viewer")
        let centre = try #require(turned.project(CGPoint(x: 50, y: 30)))
        #expect(abs(centre.x - 50) < 1e-9 && abs(centre.y - 30) < 1e-9)
        #expect(!turned.showsBackFace)
    }

    @Test func atFortyFiveDegreesAboutXTheTopGoesAway() throws {
        let turned = projection(45, axis: (x: 1, y: 0, z: 0))
        let top = try projectedLength(turned, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0))
        let bottom = try projectedLength(turned, from: CGPoint(x: 0, y: 60), to: CGPoint(x: 100, y: 60))
        #expect(top < 100 && bottom > 100)
    }

    @Test func aboutZItTurnsClockwiseLikeRotationEffect() throws {
        let turn = CGAffineTransform(translationX: -50, y: -30).concatenating(CGAffineTransform(rotationAngle: Angle.degrees(30).radians))
            .concatenating(CGAffineTransform(translationX: 50, y: 30))
        for point in Self.samplePoints {
            let projected = try #require(projection(30, axis: (x: 0, y: 0, z: 1)).project(point))
            #expect(projected.distance(to: point.applying(turn)) < 1e-9)
        }
    }

    @Test(arguments: samplePoints)
    func halfATurnAboutYMirrors(point: CGPoint) throws {
        let turned = projection(180)
        let projected = try #require(turned.project(point))
        #expect(abs(projected.x - (100 - point.x)) < 1e-9 && abs(projected.y - point.y) < 1e-9)
        #expect(turned.showsBackFace)
    }

    @Test func noPerspectiveIsOrthographic() throws {
        let turned = projection(45, perspective: 0)
        let left = try projectedLength(turned, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 60))
        let right = try projectedLength(turned, from: CGPoint(x: 100, y: 0), to: CGPoint(x: 100, y: 60))
        #expect(abs(left - 60) < 1e-9 && abs(right - 60) < 1e-9)
        let width = try projectedLength(turned, from: CGPoint(x: 0, y: 30), to: CGPoint(x: 100, y: 30))
        #expect(abs(width - 100 * 0.5.squareRoot()) < 1e-9)
    }

    @Test func aPointBehindTheEyeHasNoProjection() {
        let turned = projection(45, perspective: 10)
        #expect(turned.project(CGPoint(x: 0, y: 30)) == nil, "the left edge passes the eye, 10 points away")
        #expect(turned.project(CGPoint(x: 100, y: 30)) != nil)
    }

    // MARK: - Drawing

    /// A layer of `size`, red on its left half and blue on its right half.
    private func drawHalves(on canvas: Canvas) {
        canvas.fill(Rectangle().path(in: CGRect(x: 0, y: 0, width: 50, height: 60)), with: Color.red)
        canvas.fill(Rectangle().path(in: CGRect(x: 50, y: 0, width: 50, height: 60)), with: Color.blue)
    }

    /// A 200×100 canvas with the layer placed at (50, 20), drawn through `projection`
    /// (or directly when it is `nil`).
    private func render(_ projection: Projection3D?, scale: Double = 1) throws -> Bitmap {
        let canvas = try Canvas(width: 200, height: 100, scale: scale)
        canvas.translate(x: 50, y: 20)
        if let projection {
            try canvas.drawProjected(size: Self.size, projection: projection) { drawHalves(on: $0) }
        } else {
            drawHalves(on: canvas)
        }
        return try canvas.makeBitmap()
    }

    /// How many pixels of column `x` are more than half opaque.
    private func inkedHeight(_ bitmap: Bitmap, x: Int) -> Int {
        (0..<bitmap.height).filter { bitmap.bytes(x: x, y: $0)[3] > 127 }.count
    }

    @Test(arguments: [1.0, 2.0])
    func noAngleDrawsTheLayerAsIs(scale: Double) throws {
        let projected = try render(projection(0), scale: scale), direct = try render(nil, scale: scale)
        #expect(zip(projected.pixels, direct.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
    }

    @Test func edgeOnDrawsNothing() throws {
        #expect(try render(projection(90)).count { $0[3] != 0 } == 0)
    }

    @Test func atFortyFiveDegreesTheLeftEndIsTaller() throws {
        let bitmap = try render(projection(45))
        let inked = (0..<bitmap.width).filter { inkedHeight(bitmap, x: $0) > 0 }
        let first = try #require(inked.first), last = try #require(inked.last)
        #expect(inked.count < 100 && inked.count > 50, "narrower than the layer: \(inked.count)")
        #expect(inkedHeight(bitmap, x: first + 1) > 75 && inkedHeight(bitmap, x: last - 1) < 50)
        #expect(bitmap.bytes(x: first + 5, y: 50)[0] > 200, "red stays on the left")
    }

    @Test func tilesLeaveNoSeams() throws {
        for bitmap in [try render(projection(45)), try render(projection(30, axis: (x: 1, y: 1, z: 0)))] {
            let row = (0..<bitmap.width).map { bitmap.bytes(x: $0, y: 50)[3] }
            let inside = try #require(row.firstIndex(of: 255))...(try #require(row.lastIndex(of: 255)))
            #expect(inside.allSatisfy { row[$0] == 255 }, "every pixel across the middle is opaque")
        }
    }

    @Test func atFortyFiveDegreesAboutXTheTopIsNarrower() throws {
        let bitmap = try render(projection(45, axis: (x: 1, y: 0, z: 0)))
        let widths = (0..<bitmap.height).map { y in (0..<bitmap.width).filter { bitmap.bytes(x: $0, y: y)[3] > 127 }.count }
        let inked = widths.indices.filter { widths[$0] > 0 }
        let top = try #require(inked.first), bottom = try #require(inked.last)
        #expect(inked.count < 60 && widths[top + 1] < 100 && widths[bottom - 1] > 100)
    }

    @Test func halfATurnShowsTheLayerMirrored() throws {
        let bitmap = try render(projection(180))
        #expect(isClose(bitmap.bytes(x: 60, y: 50), [0, 122, 255, 255], tolerance: 1), "blue on the left")
        #expect(isClose(bitmap.bytes(x: 140, y: 50), [255, 59, 48, 255], tolerance: 1), "red on the right")
    }
}
