import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Geometry in CoreGraphics's names")
struct GeometryTests {
    @Test func aPieFromThreeToSixOClockSweepsTheLongWayAsOnIOS() throws {
        // The course's Pie passes `clockwise: !clockwise`: SwiftUI's arcs turn the other way
        // on screen, where y grows downward, so this slice covers three quarters.
        let pie = Pie(startAngle: .degrees(0), endAngle: .degrees(90)).fill(Color.red)
        let bitmap = try render(pie, width: 100, height: 100)
        #expect(isClose(bitmap[70, 70], .white), "the quarter below and right of the centre is left out")
        #expect(isClose(bitmap[30, 30], .red))
        #expect(isClose(bitmap[30, 70], .red))
        #expect(isClose(bitmap[70, 30], .red))
    }

    @Test func aGeometryReaderCentresTheLargestSquare() throws {
        let bitmap = try render(FittedSquare(), width: 120, height: 60)
        let square = try #require(box(of: .green, in: bitmap))
        #expect(square.minX == 30 && square.maxX == 89, "60 points wide, centred across")
        #expect(square.minY == 0 && square.maxY == 59)
    }

    @Test func aCGSizeOffsetAndAnAffineTransformMoveTheDot() throws {
        let bitmap = try render(Nudged(), width: 100, height: 60)
        let dot = try #require(box(of: .purple, in: bitmap))
        #expect(abs((dot.minX + dot.maxX) / 2 - 60) <= 1, "x 10 + 30 translated, + 20 offset")
        #expect(abs((dot.minY + dot.maxY) / 2 - 20) <= 1, "y 10 + 10 offset")
    }

    @Test func foundationComesWithFlipbook() {
        let url = URL(fileURLWithPath: "/tmp/a.json")
        #expect(url.lastPathComponent == "a.json")
        #expect(floor(CGFloat(2.5)) == 2)
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
    }
}
