import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Radial and angular gradients, semantic colours as Color values")
struct GradientTests {
    @Test func anAngularGradientTurnsClockwiseFromTheTrailingSide() throws {
        let bitmap = try render(ColorWheel(), width: 100, height: 100)
        /// Red and blue mixed `t` of the way from red to blue.
        func mix(_ t: Double) -> Color {
            Color(red: Color.red.red + (Color.blue.red - Color.red.red) * t,
                  green: Color.red.green + (Color.blue.green - Color.red.green) * t,
                  blue: Color.red.blue + (Color.blue.blue - Color.red.blue) * t)
        }
        #expect(isClose(bitmap[95, 51], mix(0), tolerance: 0.04), "red just past 0°: \(bitmap[95, 51])")
        #expect(isClose(bitmap[50, 95], mix(0.25), tolerance: 0.04), "a quarter of the way at 90°: \(bitmap[50, 95])")
        #expect(isClose(bitmap[5, 50], mix(0.5), tolerance: 0.04), "half way at 180°: \(bitmap[5, 50])")
        #expect(isClose(bitmap[50, 5], mix(0.75), tolerance: 0.04), "three quarters at 270°: \(bitmap[50, 5])")
    }

    @Test func aRadialGradientRunsFromTheCentreOut() throws {
        let bitmap = try render(Spotlight(), width: 100, height: 100)
        #expect(bitmap[50, 50].red > 0.95, "white in the middle")
        #expect(abs(bitmap[75, 50].red - 0.5) < 0.05, "grey half way out: \(bitmap[75, 50])")
        #expect(bitmap[2, 2].red < 0.02, "black past the end radius")
    }

    @Test func primarySecondaryAndAccentColorFollowTheColourScheme() throws {
        let light = try Player(size: CGSize(width: 200, height: 100), colorScheme: .light) { SemanticColors() }
            .frame(at: 0).render(background: .white)
        let dark = try Player(size: CGSize(width: 200, height: 100), colorScheme: .dark) { SemanticColors() }
            .frame(at: 0).render(background: .black)
        let lightTop = try #require(box(of: .black, in: light)), darkTop = try #require(box(of: .white, in: dark))
        #expect(lightTop.minY == darkTop.minY, "the primary strip is black in light, white in dark")
        let lightAccent = light[100, lightTop.minY + 25], darkAccent = dark[100, darkTop.minY + 25]
        #expect(lightAccent.blue > 0.9 && darkAccent.blue > 0.9 && lightAccent != darkAccent, "each scheme's blue")
        #expect(inkedPixels(light) > 0)
        let caption = try #require(box(of: ColorScheme.dark.secondaryText, in: dark))
        #expect(caption.minY > darkTop.minY + 30, "the caption in dark mode's secondary grey")
    }
}
