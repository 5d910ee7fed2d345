import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// `.saturation(_:)` and `.grayscale(_:)`: SVG's `saturate` colour matrix over all a view draws.
@MainActor
@Suite("Saturation and grayscale")
struct SaturationTests {
    /// A red square and a blue square side by side through `modify`.
    private func squares(_ modify: (HStackOfSquares) -> some View) throws -> Bitmap {
        try ImageRenderer(content: modify(HStackOfSquares()), size: CGSize(width: 80, height: 40)).render()
    }

    @Test func noSaturationIsTheLuminanceInGrey() throws {
        let bitmap = try squares { $0.saturation(0) }
        let red = Color.red, grey = 0.213 * red.red + 0.715 * red.green + 0.072 * red.blue
        let pixel = bitmap[20, 20]
        #expect(abs(pixel.red - pixel.green) < 0.01 && abs(pixel.green - pixel.blue) < 0.01, "grey: \(pixel)")
        #expect(abs(pixel.red - grey) < 0.01, "the red's luminance \(grey): \(pixel)")
    }

    @Test func fullSaturationChangesNothing() throws {
        #expect(try squares { $0.saturation(1) }.pixels == squares { $0 }.pixels)
    }

    @Test func halfGrayscaleIsHalfwayToGrey() throws {
        let plain = try squares { $0 }[60, 20], grey = try squares { $0.grayscale(1) }[60, 20]
        let half = try squares { $0.grayscale(0.5) }[60, 20]
        #expect(abs(half.blue - (plain.blue + grey.blue) / 2) < 0.01, "\(plain.blue), \(half.blue), \(grey.blue)")
        #expect(try squares { $0.grayscale(1) }.pixels == squares { $0.saturation(0) }.pixels)
    }

    @Test func moreThanFullSaturationPushesColoursAwayFromGrey() throws {
        let orange = try ImageRenderer(content: Color.orange.saturation(2), size: CGSize(width: 10, height: 10)).render()[5, 5]
        #expect(orange.green < Color.orange.green - 0.03, "\(orange) against \(Color.orange)")
        #expect(orange.red > 0.99)
    }

    @Test func transparencyIsKept() throws {
        let view = Color.red.opacity(0.5).saturation(0)
        let pixel = try ImageRenderer(content: view, size: CGSize(width: 10, height: 10), background: .clear).render()[5, 5]
        #expect(abs(pixel.alpha - 0.5) < 0.01 && abs(pixel.red - pixel.blue) < 0.02, "\(pixel)")
    }
}

/// A red square and a blue one.
struct HStackOfSquares: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 40, height: 40)
        }
    }
}
