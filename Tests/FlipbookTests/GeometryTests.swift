import Flipbook
import Foundation
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test func rectEdgesAndCenter() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.maxX == 110)
        #expect(rect.maxY == 70)
        #expect(rect.center == Point(x: 60, y: 45))
        #expect(rect[.bottomTrailing] == Point(x: 110, y: 70))
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(!rect.contains(Point(x: 110, y: 45)))
        #expect(rect.inset(by: EdgeInsets(all: 5)) == Rect(x: 15, y: 25, width: 90, height: 40))
    }

    @Test func anglesAreSwiftUIs() {
        #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
        let center = Point(x: 0, y: 0)
        let twelve = Angle.degrees(-90).point(onCircleAround: center, radius: 10)
        #expect(abs(twelve.x) < 1e-9 && abs(twelve.y + 10) < 1e-9, "−90° is 12 o'clock, y grows downward")
        let three = Angle.zero.point(onCircleAround: center, radius: 10)
        #expect(three == Point(x: 10, y: 0))
    }

    @Test func transformsConcatenateInOrder() {
        let moveThenScale = Transform(translationX: 10, y: 0).concatenating(Transform(scaleX: 2, y: 2))
        #expect(Point(x: 1, y: 1).applying(moveThenScale) == Point(x: 22, y: 2))
        let scaleThenMove = Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 10, y: 0))
        #expect(Point(x: 1, y: 1).applying(scaleThenMove) == Point(x: 12, y: 2))
        #expect(Transform.identity.translatedBy(x: 3, y: 4) == Transform(translationX: 3, y: 4))
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        let turned = Point(x: 10, y: 0).applying(Transform(rotation: .degrees(90)))
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 10) < 1e-9, "90° takes 3 o'clock to 6 o'clock")
    }

    @Test func inverseUndoesTransform() throws {
        let transform = Transform(rotation: .degrees(30)).concatenating(Transform(scaleX: 2, y: 3)).translatedBy(x: 5, y: -7)
        let inverse = try #require(transform.inverted())
        let point = Point(x: 12, y: -4).applying(transform).applying(inverse)
        #expect(abs(point.x - 12) < 1e-9 && abs(point.y + 4) < 1e-9)
        #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
    }
}
