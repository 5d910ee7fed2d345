import Flipbook
import Memorize
import SetApp
import Testing

@Suite("Course shapes: geometry")
struct CourseShapeGeometryTests {
    private let rect = CGRect(x: 0, y: 0, width: 200, height: 100)

    @Test func diamondTouchesTheMidEdges() {
        let path = Diamond().path(in: rect)
        #expect(path.boundingRect == rect)
        #expect(path.contains(rect.center))
        #expect(!path.contains(CGPoint(x: 20, y: 10)), "corners of the rect are outside")
        #expect(path.contains(CGPoint(x: 100, y: 5)))
    }

    @Test func squiggleIsSymmetricUnderAHalfTurn() {
        let path = Squiggle().path(in: rect)
        let samples = stride(from: 5.0, to: 200, by: 10).flatMap { x in stride(from: 5.0, to: 100, by: 10).map { CGPoint(x: x, y: $0) } }
        for point in samples {
            let turned = CGPoint(x: 200 - point.x, y: 100 - point.y)
            #expect(path.contains(point) == path.contains(turned), "\(point) and \(turned)")
        }
    }

    @Test func squiggleIsWavyNotARectangle() {
        let path = Squiggle().path(in: rect)
        let bounds = path.boundingRect
        #expect(bounds.minX >= 0 && bounds.maxX <= 200 && bounds.minY >= 0 && bounds.maxY <= 100)
        #expect(path.contains(rect.center))
        #expect(!path.contains(CGPoint(x: 5, y: 95)) && !path.contains(CGPoint(x: 195, y: 5)), "round ends")
        // The upper edge rises on the left and dips right of the middle: a point high on the
        // left half is inside while the same height right of the middle is not.
        #expect(path.contains(CGPoint(x: 60, y: 15)))
        #expect(!path.contains(CGPoint(x: 130, y: 15)))
    }

    @Test func ovalIsACapsule() {
        #expect(Oval().path(in: rect) == Capsule().path(in: rect))
    }

    @Test func pieStartsAtTwelveAndRunsCounterclockwiseByDefault() {
        // The lecture's remaining-time pie: from 12 o'clock, 75% left, drawn with !clockwise.
        let pie = Pie(startAngle: .degrees(0 - 90), endAngle: .degrees((1 - 0.75) * 360 - 90))
        let path = pie.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!path.contains(CGPoint(x: 75, y: 25)), "the used quarter (12 to 3 o'clock) is empty")
        #expect(path.contains(CGPoint(x: 25, y: 25)))
        #expect(path.contains(CGPoint(x: 25, y: 75)))
        #expect(path.contains(CGPoint(x: 75, y: 75)))
    }

    @Test func pieWithAllTimeLeftIsWhole() {
        let full = Pie(startAngle: .degrees(0 - 90), endAngle: .degrees((1 - 1) * 360 - 90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(full.contains(CGPoint(x: 75, y: 25)) && full.contains(CGPoint(x: 25, y: 75)))
        let empty = Pie(startAngle: .degrees(0 - 90), endAngle: .degrees((1 - 0) * 360 - 90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!empty.contains(CGPoint(x: 75, y: 25)) && !empty.contains(CGPoint(x: 25, y: 75)))
    }

    @Test func pieClockwiseRunsTheOtherWay() {
        let pie = Pie(startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: true)
        let path = pie.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.contains(CGPoint(x: 70, y: 30)))
        #expect(!path.contains(CGPoint(x: 30, y: 70)))
    }

    @Test func pieAnimatesBothAngles() {
        var pie = Pie(startAngle: .degrees(-90), endAngle: .degrees(90))
        #expect(pie.animatableData == AnimatablePair(Angle.degrees(-90).radians, Angle.degrees(90).radians))
        pie.animatableData = AnimatablePair(0, .pi)
        #expect(pie.startAngle == .zero && pie.endAngle == .radians(.pi))
    }

    @Test func stripesScaleWithTheSymbol() {
        let small = SymbolShading.stripes(for: CGRect(x: 0, y: 0, width: 60, height: 30), color: .red)
        let large = SymbolShading.stripes(for: CGRect(x: 0, y: 0, width: 600, height: 300), color: .red)
        #expect(abs(large.spacing / small.spacing - 10) < 1e-9)
        #expect(abs(large.lineWidth / small.lineWidth - 10) < 1e-9)
        let tiny = SymbolShading.stripes(for: CGRect(x: 0, y: 0, width: 12, height: 6), color: .red)
        #expect(tiny.spacing >= 3 && tiny.lineWidth >= 1, "tiny stripes stay visible")
    }
}
