import Flipbook
import Testing
import TestSupport

@Suite("Image comparison")
struct ComparisonTests {
    private func square(_ color: Color) throws -> Bitmap {
        Bitmap(size: try PixelSize(width: 10, height: 10), color: color)
    }

    @Test func identicalImagesMatch() throws {
        let comparison = ImageComparison(reference: try square(.teal), actual: try square(.teal))
        #expect(comparison.isMatch)
        #expect(comparison.differingPixelCount == 0)
        #expect(comparison.maxChannelDifference == 0)
    }

    @Test func slightDifferenceMatchesWithinTolerance() throws {
        var actual = try square(.gray)
        actual[3, 3] = Color(red: Color.gray.red + 2.0 / 255, green: Color.gray.green, blue: Color.gray.blue)
        let exact = ImageComparison(reference: try square(.gray), actual: actual)
        #expect(!exact.isMatch)
        #expect(exact.differingPixelCount == 1)
        let tolerant = ImageComparison(reference: try square(.gray), actual: actual, tolerance: ComparisonTolerance(perChannel: 2))
        #expect(tolerant.isMatch)
        #expect(tolerant.maxChannelDifference == 2)
    }

    @Test func differenceBeyondToleranceFailsUnlessShareAllows() throws {
        var actual = try square(.white)
        actual[0, 0] = .black
        let strict = ImageComparison(reference: try square(.white), actual: actual, tolerance: ComparisonTolerance(perChannel: 10))
        #expect(!strict.isMatch)
        #expect(strict.summary.contains("1 of 100 pixels"))
        let lenient = ImageComparison(reference: try square(.white), actual: actual,
                                      tolerance: ComparisonTolerance(perChannel: 10, maxDifferingShare: 0.01))
        #expect(lenient.isMatch)
    }

    @Test func invisiblePixelsNeverDiffer() throws {
        let comparison = ImageComparison(reference: try square(Color.red.opacity(0)), actual: try square(Color.blue.opacity(0)))
        #expect(comparison.isMatch)
    }

    @Test func differentSizesNeverMatch() throws {
        let other = Bitmap(size: try PixelSize(width: 10, height: 11), color: .teal)
        let comparison = ImageComparison(reference: try square(.teal), actual: other)
        #expect(!comparison.isMatch)
        #expect(comparison.summary.contains("10x10") && comparison.summary.contains("10x11"))
    }

    @Test func diffImageShowsWhereInRed() throws {
        var actual = try square(.white)
        actual[4, 6] = .black
        let diff = ImageComparison(reference: try square(.white), actual: actual).diffImage()
        #expect(diff.width == 10 * 3 + 8)
        #expect(diff.bytes(x: 14 + 4, y: 6) == [255, 0, 0, 255], "the differing pixel is red in the middle panel")
        #expect(diff.bytes(x: 14 + 5, y: 6) != [255, 0, 0, 255])
        #expect(diff.bytes(x: 28 + 4, y: 6) == [0, 0, 0, 255], "the right panel is the actual image")
        #expect(diff.count { $0 == [255, 0, 0, 255] } == 1)
    }
}
