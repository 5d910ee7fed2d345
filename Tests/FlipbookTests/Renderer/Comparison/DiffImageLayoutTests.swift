import Foundation
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@Suite("Diff image: panels that fit")
struct DiffImageLayoutTests {
    @Test func wideImagesStackTheirPanelsWithNothingCut() throws {
        let size = try PixelSize(width: 5459, height: 20)
        var actual = Bitmap(size: size, color: .white)
        actual[5400, 7] = .black
        let diff = ImageComparison(reference: Bitmap(size: size, color: .white), actual: actual).diffImage()
        #expect(diff.width == 5459)
        #expect(diff.height == 3 * 20 + 8)
        #expect(diff.bytes(x: 5400, y: 24 + 7) == [255, 0, 0, 255], "the difference panel, in the middle")
        #expect(diff.bytes(x: 5400, y: 48 + 7) == [0, 0, 0, 255], "the actual image, at the bottom")
        #expect(diff.count { $0 == [255, 0, 0, 255] } == 1)
    }

    @Test func panelsThatFitSideBySideStayThere() {
        let layout = DiffImageLayout(panel: (5457, 100))
        #expect(!layout.isStacked && layout.scale == 1)
        #expect(layout.imageSize.width == 16_379)
    }

    @Test(arguments: [(16_384, 6_103), (6_000, 6_000), (16_384, 1), (1, 16_384), (10_000, 10_000)])
    func panelsTooLargeBothWaysAreScaledToFitTheLimits(width: Int, height: Int) {
        let layout = DiffImageLayout(panel: (width, height))
        let size = layout.imageSize
        #expect(size.width <= PixelSize.maximumSide && size.height <= PixelSize.maximumSide)
        #expect(size.pixelCount <= PixelSize.maximumPixelCount)
        #expect(layout.scale <= 1 && layout.scale > 0.2)
        let third = layout.origin(ofPanel: 2)
        #expect(third.x + layout.panel.width <= size.width && third.y + layout.panel.height <= size.height,
                "the third panel lies inside the image")
    }

    @Test func scalingDownKeepsALoneDifferingPixel() throws {
        var map = Bitmap(size: try PixelSize(width: 100, height: 100), color: Color(hex: 0xE6E6E6))
        map[57, 31] = Color(hex: 0xFF0000)
        let small = map.scaledDown(by: 0.1, keepingFirstOf: [[255, 0, 0, 255]])
        #expect(small.width == 10 && small.height == 10)
        #expect(small.bytes(x: 5, y: 3) == [255, 0, 0, 255])
        #expect(small.count { $0 == [255, 0, 0, 255] } == 1)
        #expect(isClose(small.bytes(x: 0, y: 0), map.bytes(x: 0, y: 0), tolerance: 1))
    }
}
