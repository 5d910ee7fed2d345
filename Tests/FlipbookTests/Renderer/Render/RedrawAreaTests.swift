import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A frame drawn again over the one before leaves out the drawings whose ink falls outside
/// every damaged box, and only those.
@Suite("What a redraw leaves out")
struct RedrawAreaTests {
    /// Two boxes of device pixels, seen from a node drawn at 3 pixels a point.
    private static let area = RedrawArea(boxes: [CGRect(x: 30, y: 30, width: 30, height: 30), CGRect(x: 300, y: 0, width: 60, height: 60)],
                                         toDevice: CGAffineTransform(scaleX: 3, y: 3))

    @Test func inkInsideOrAcrossABoxReachesIt() {
        #expect(Self.area.reaches(.within(CGRect(x: 12, y: 12, width: 2, height: 2))), "inside the first box")
        #expect(Self.area.reaches(.within(CGRect(x: 0, y: 0, width: 11, height: 11))), "across its corner")
        #expect(Self.area.reaches(.within(CGRect(x: 110, y: 5, width: 1, height: 1))), "inside the second")
    }

    @Test func inkAPixelShortOfABoxStillReachesIt() {
        // Device x from 0 to 29.4: a pixel wider it meets the box at 30, against rounding.
        #expect(Self.area.reaches(.within(CGRect(x: 0, y: 12, width: 9.8, height: 1))))
    }

    @Test func inkAwayFromEveryBoxDoesNot() {
        #expect(!Self.area.reaches(.within(CGRect(x: 50, y: 50, width: 20, height: 20))))
        #expect(!Self.area.reaches(.within(CGRect(x: 0, y: 0, width: 9, height: 9))), "two device pixels short")
        #expect(!Self.area.reaches(.nothing))
    }

    @Test func inkOfNoKnownPlaceReachesEverything() {
        #expect(Self.area.reaches(.unknown))
        #expect(Self.area.reaches(.within(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))))
        #expect(Self.area.reaches(.within(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))))
    }

    @Test func aChildSeesTheBoxesThroughItsTransform() {
        let child = Self.area.under(CGAffineTransform(translationX: 100, y: 0))
        #expect(child.reaches(.within(CGRect(x: 0, y: 5, width: 2, height: 2))), "at device x 300, in the second box")
        #expect(!child.reaches(.within(CGRect(x: 12, y: 25, width: 2, height: 2))), "under the second box, far right of the first")
        #expect(child.reaches(.within(CGRect(x: -88, y: 12, width: 2, height: 2))), "the first box, seen from the child")
    }
}
