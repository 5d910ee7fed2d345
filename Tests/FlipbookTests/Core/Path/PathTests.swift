import Flipbook
import Foundation
import Testing

@Suite("Path")
struct PathTests {
    @Test func rectangleBoundsAndContainment() {
        let path = Rectangle().path(in: CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(path.boundingRect == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(path.contains(CGPoint(x: 30, y: 20)))
        #expect(!path.contains(CGPoint(x: 5, y: 20)))
    }

    @Test func ellipseBoundsAreTightNotControlPoints() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let bounds = Ellipse().path(in: rect).boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.maxX - 100) < 1e-9)
        #expect(abs(bounds.minY) < 1e-9 && abs(bounds.maxY - 50) < 1e-9)
    }

    @Test func circleIsCenteredInWideRect() {
        let path = Circle().path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - 50) < 1e-9 && abs(bounds.width - 100) < 1e-9)
        #expect(path.contains(CGPoint(x: 100, y: 50)))
        #expect(!path.contains(CGPoint(x: 55, y: 5)), "the corner of the circle's square is outside")
    }

    @Test func roundedRectangleCutsCorners() {
        let path = RoundedRectangle(cornerRadius: 20).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 22, y: 2)))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func capsuleHasHalfHeightRadius() {
        let path = Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        #expect(path.contains(CGPoint(x: 20, y: 3)))
    }

    @Test func fillRulesDifferForNestedSquares() {
        var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), fillRule: .nonZero))
        #expect(!path.contains(CGPoint(x: 50, y: 50), fillRule: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), eoFill: true))
    }

    @Test func arcClockwiseFollowsSwiftUI() {
        // SwiftUI's clockwise: true runs the angle downward: from 0° to 90° the long way,
        // through 12 o'clock (y negative).
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(abs(path.boundingRect.minY + 10) < 1e-6)
        #expect(abs(path.boundingRect.minX + 10) < 1e-6)
        var short = Path()
        short.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(abs(short.boundingRect.minY) < 1e-6, "the short way stays below the x axis")
        #expect(abs(short.boundingRect.maxY - 10) < 1e-6)
    }

    @Test func arcPointsLieOnTheCircle() {
        var path = Path()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 10, startAngle: .degrees(10), endAngle: .degrees(300), clockwise: false)
        for case let .curve(to, _, _) in path.elements {
            #expect(abs(to.distance(to: CGPoint(x: 5, y: 5)) - 10) < 1e-9)
        }
    }

    @Test func applyingTransformMovesEveryPoint() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).applying(CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 2))
        #expect(path.boundingRect == CGRect(x: 5, y: 7, width: 20, height: 20))
        #expect(path.contains(CGPoint(x: 24, y: 26)))
    }

    @Test func quadCurveBoundsReachTheExtremum() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(abs(path.boundingRect.maxY - 50) < 1e-9, "a quadratic reaches halfway to its control")
    }
}
