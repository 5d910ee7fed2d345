import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// `.blur(radius:opaque:)` as SwiftUI draws it: a Gaussian blur of everything the view draws,
/// spreading past its frame unless opaque; no room taken in the layout.
@MainActor
@Suite("Blurred views")
struct BlurTests {
    private static let size = CGSize(width: 160, height: 80)

    /// A 40-point black square at (60, 20) on white, blurred by `radius`.
    private func square(radius: CGFloat, opaque: Bool = false, scale: Double = 1) throws -> Bitmap {
        let view = Color.black.frame(width: 40, height: 40).blur(radius: radius, opaque: opaque)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        return try ImageRenderer(content: view, size: Self.size, scale: scale).render()
    }

    @Test func aBlurredEdgeIsHalfGreyAndFadesOverAboutThreeRadii() throws {
        let bitmap = try square(radius: 4)
        #expect(abs(bitmap[60, 40].red - 0.5) < 0.08, "half the square's edge: grey, \(bitmap[60, 40].red)")
        #expect(bitmap[80, 40].red < 0.02, "the middle stays black")
        let row = (48...72).map { bitmap[$0, 40].red }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 + 0.001 >= $1 }, "darkening steadily inward: \(row)")
        #expect(bitmap[64, 40].red < 0.25 && bitmap[56, 40].red > 0.75, "one radius in and out")
        #expect(bitmap[47, 40].red > 0.99, "past three radii: white")
    }

    @Test func theRadiusIsInPointsAtAnyScale() throws {
        let bitmap = try square(radius: 4, scale: 2)
        #expect(abs(bitmap[120, 80].red - 0.5) < 0.08)
        #expect(bitmap[128, 80].red < 0.25 && bitmap[112, 80].red > 0.75, "4 points are 8 pixels")
    }

    @Test func anOpaqueBlurKeepsToTheFrameAndItsEdgesDoNotFade() throws {
        let view = HStack(spacing: 0) {
            Color.red
            Color.blue
        }
        .frame(width: 80, height: 40)
        .blur(radius: 6, opaque: true)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        let bitmap = try ImageRenderer(content: view, size: Self.size).render()
        #expect(isClose(bitmap[41, 40], .red), "the frame's edge keeps its colour: \(bitmap[41, 40])")
        #expect(isClose(bitmap[40, 21], .red), "corner included")
        #expect(isClose(bitmap[38, 40], .white), "nothing past the frame")
        let middle = bitmap[80, 40]
        #expect(middle.red > 0.3 && middle.red < 0.8 && middle.blue > 0.3 && middle.blue < 0.8, "red and blue meet in the middle: \(middle)")
        #expect(bitmap[80, 40].alpha > 0.99)
    }

    @Test func aTransparentBlurFadesPastTheFrame() throws {
        let bitmap = try square(radius: 6)
        #expect(bitmap[56, 40].red < 0.9, "the blur spreads out of the frame: \(bitmap[56, 40].red)")
    }

    @Test func noRadiusDrawsTheViewAsItIs() throws {
        let sharp = try ImageRenderer(content: Color.black.frame(width: 40, height: 40).frame(maxWidth: .infinity, maxHeight: .infinity),
                                      size: Self.size).render()
        for radius: CGFloat in [0, -3, .nan, -.infinity] {
            #expect(try square(radius: radius).pixels == sharp.pixels, "radius \(radius)")
        }
    }

    @Test func theBlurTakesNoRoom() throws {
        let row = HStack(spacing: 0) {
            Color.blue.frame(width: 40, height: 40).blur(radius: 10)
            Color.red.frame(width: 40, height: 40)
        }
        let bitmap = try ImageRenderer(content: row, size: CGSize(width: 80, height: 40)).render()
        #expect(isClose(bitmap[70, 20], .red), "the red square is where it would be, over the blue's blur")
    }

    @Test func theRadiusAnimates() throws {
        final class Model { var radius: CGFloat = 0 }
        let model = Model()
        let player = Player(size: Self.size) {
            Color.black.frame(width: 40, height: 40).blur(radius: model.radius).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        _ = player.frame(at: 0)
        player.perform { withAnimation(.linear(duration: 1)) { model.radius = 8 } }
        let edge = { (time: Double) in try player.frame(at: time).render()[57, 40].red }
        let start = try edge(0), middle = try edge(0.5), end = try edge(1)
        #expect(start > 0.99 && middle < start && end < middle, "\(start) → \(middle) → \(end)")
    }

    @Test func aBlurredFrameIsTheSameBytesEveryTime() throws {
        #expect(try square(radius: 30).pixels == square(radius: 30).pixels)
    }
}

/// Whether `color` is within 2% of `expected` in every channel.
private func isClose(_ color: Color, _ expected: Color) -> Bool {
    abs(color.red - expected.red) < 0.02 && abs(color.green - expected.green) < 0.02
        && abs(color.blue - expected.blue) < 0.02 && abs(color.alpha - expected.alpha) < 0.02
}
