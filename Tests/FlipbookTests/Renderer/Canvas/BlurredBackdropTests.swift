import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// The blur behind an open context menu: `BoxBlur`'s passes and `Canvas.drawBlurredBackdrop`.
@Suite("Blurred backdrop")
struct BlurredBackdropTests {
    /// A `width`×1 line of four-channel pixels, every channel `value(x)`.
    private func line(width: Int, _ value: (Int) -> UInt8) -> [UInt8] {
        (0..<width).flatMap { x in Array(repeating: value(x), count: 4) }
    }

    @Test func aFlatPictureStaysAsItIs() {
        var pixels = line(width: 40) { _ in 173 }
        pixels.withUnsafeMutableBufferPointer { BoxBlur(sigma: 2).blur($0.baseAddress!, width: 40, height: 1, stride: 160) }
        #expect(pixels.allSatisfy { $0 == 173 })
    }

    @Test func threeBoxPassesSpreadAPointAsAGaussianOfTheirVariance() {
        let blur = BoxBlur(sigma: 2)
        #expect(blur.downsampling == 1 && blur.passRadius == 2)
        var pixels = line(width: 41) { $0 == 20 ? 250 : 0 }
        pixels.withUnsafeMutableBufferPointer { blur.blur($0.baseAddress!, width: 41, height: 1, stride: 164) }
        let red = stride(from: 0, to: pixels.count, by: 4).map { Double(pixels[$0]) }
        let mass = red.reduce(0, +)
        let variance = red.enumerated().reduce(0) { $0 + $1.element * Double(($1.offset - 20) * ($1.offset - 20)) } / mass
        #expect(abs(mass - 250) < 10, "the light is kept, give or take rounding: \(mass)")
        #expect(abs(variance - 6) < 0.5, "three passes of width 5: 3 × (25 − 1) / 12 = 6: \(variance)")
        #expect((1...5).allSatisfy { red[20 - $0] == red[20 + $0] }, "symmetric: \(red)")
        #expect(red[20] < 250 / 4)
    }

    @Test func aLargeBlurShrinksThePictureFirst() {
        let blur = BoxBlur(sigma: 24)
        #expect(blur.downsampling == 8 && blur.passRadius == 3, "3 pixels of the shrunk picture")
    }

    @Test func shrinkingAveragesEachBlockAndThePartialOnesAtTheEdges() {
        // 5×3 pixels, each channel its x × 10 + y; shrunk twice: 3×2 blocks, the last column
        // and row only partly covered.
        let source = (0..<3).flatMap { y in (0..<5).flatMap { x in Array(repeating: UInt8(x * 10 + y), count: 4) } }
        var target = [UInt8](repeating: 0, count: 3 * 2 * 4)
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                BoxBlur.shrink(source.baseAddress!, width: 5, height: 3, stride: 20, by: 2, into: target.baseAddress!, stride: 12)
            }
        }
        let red = stride(from: 0, to: target.count, by: 4).map { target[$0] }
        // Means: (0+10+1+11)/4 = 5.5 → 6, (20+30+21+31)/4 = 25.5 → 26, (40+41)/2 = 40.5 → 41;
        // the last row alone: (2+12)/2 = 7, (22+32)/2 = 27, 42.
        #expect(red == [6, 26, 41, 7, 27, 42])
    }

    /// A picture black on the left half and white on the right, its backdrop blurred by 8 points.
    private func blurredEdge(scale: Double = 1) throws -> Bitmap {
        let canvas = try Canvas(width: 200, height: 60, scale: scale, background: .white)
        canvas.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 60)), with: Color.black)
        canvas.drawBlurredBackdrop(radius: 8, tint: .clear, in: CGRect(x: 0, y: 0, width: 200, height: 60))
        return try canvas.makeBitmap()
    }

    @Test func aSharpEdgeBehindBecomesAGradientAndFarPixelsKeepTheirColour() throws {
        let bitmap = try blurredEdge()
        #expect(bitmap[4, 30].red < 0.02 && bitmap[195, 30].red > 0.98, "far from the edge: as they were")
        #expect(abs(bitmap[100, 30].red - 0.5) < 0.1, "grey at the edge: \(bitmap[100, 30])")
        #expect(bitmap[108, 30].red > 0.7 && bitmap[92, 30].red < 0.3, "one standard deviation out")
        let row = (70...130).map { bitmap[$0, 30].red }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 + 0.001 }, "rising steadily across: \(row)")
    }

    @Test func theBlurIsInPointsAtAnyScaleAndTheSameBytesEveryTime() throws {
        let once = try blurredEdge(scale: 2), again = try blurredEdge(scale: 2)
        #expect(once.pixels == again.pixels)
        #expect(abs(once[200, 60].red - 0.5) < 0.1 && once[216, 60].red > 0.7 && once[184, 60].red < 0.3,
                "8 points are 16 pixels at scale 2")
    }

    @Test func theTintCoversTheBlur() throws {
        let canvas = try Canvas(width: 20, height: 20, background: .white)
        canvas.drawBlurredBackdrop(radius: 4, tint: Color.black.opacity(0.2), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let pixel = try canvas.makeBitmap()[10, 10]
        #expect(abs(pixel.red - 0.8) < 0.01, "white under 20% black: \(pixel)")
    }
}
