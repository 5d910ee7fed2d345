import Flipbook
import Foundation
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test func rectEdgesAndCenter() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.maxX == 110)
        #expect(rect.maxY == 70)
        #expect(rect.center == CGPoint(x: 60, y: 45))
        #expect(rect[.bottomTrailing] == CGPoint(x: 110, y: 70))
        #expect(rect.contains(CGPoint(x: 10, y: 20)))
        #expect(!rect.contains(CGPoint(x: 110, y: 45)))
        #expect(rect.inset(by: EdgeInsets(all: 5)) == CGRect(x: 15, y: 25, width: 90, height: 40))
    }

    @Test func anglesAreSwiftUIs() {
        #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
        let center = CGPoint(x: 0, y: 0)
        let twelve = Angle.degrees(-90).point(onCircleAround: center, radius: 10)
        #expect(abs(twelve.x) < 1e-9 && abs(twelve.y + 10) < 1e-9, "−90° is 12 o'clock, y grows downward")
        let three = Angle.zero.point(onCircleAround: center, radius: 10)
        #expect(three == CGPoint(x: 10, y: 0))
    }

    @Test func transformsConcatenateInOrder() {
        let moveThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 2))
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 2))
        #expect(CGAffineTransform.identity.translatedBy(x: 3, y: 4) == CGAffineTransform(translationX: 3, y: 4))
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        let turned = CGPoint(x: 10, y: 0).applying(CGAffineTransform(rotationAngle: Angle.degrees(90).radians))
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 10) < 1e-9, "90° takes 3 o'clock to 6 o'clock")
    }

    @Test func inverseUndoesTransform() throws {
        let transform = CGAffineTransform(rotationAngle: Angle.degrees(30).radians).concatenating(CGAffineTransform(scaleX: 2, y: 3)).translatedBy(x: 5, y: -7)
        let inverse = try #require(transform.inverse)
        let point = CGPoint(x: 12, y: -4).applying(transform).applying(inverse)
        #expect(abs(point.x - 12) < 1e-9 && abs(point.y + 4) < 1e-9)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverse == nil)
    }
}
