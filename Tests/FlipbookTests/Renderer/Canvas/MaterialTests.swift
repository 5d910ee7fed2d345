import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// `Material` as a shape style: what lies behind, blurred and heightened, under a veil.
@MainActor
@Suite("Materials")
struct MaterialTests {
    private static let size = CGSize(width: 160, height: 80)

    /// Black and white stripes 10 points wide under a 100×40 rectangle of `material`, filled in
    /// `shape` or the frame.
    private func stripes(under material: Material, in shape: some Shape = Rectangle(),
                         colorScheme: ColorScheme = .light) throws -> Bitmap {
        let view = ZStack {
            HStack(spacing: 0) {
                ForEach(0..<16) { index in (index.isMultiple(of: 2) ? Color.black : Color.white).frame(width: 10) }
            }
            Color.clear.frame(width: 100, height: 40).background(material, in: shape)
        }
        return try Player(size: Self.size, colorScheme: colorScheme) { view }.frame(at: 0).render()
    }

    @Test func aMaterialBlursTheStripesBehindIt() throws {
        let bitmap = try stripes(under: .ultraThin)
        let inside = (40...60).map { bitmap[$0, 40].red }, outside = (0...20).map { bitmap[$0, 40].red }
        #expect(inside.max()! - inside.min()! < 0.1, "blurred to an even grey inside: \(inside)")
        #expect(outside.max()! - outside.min()! > 0.9, "sharp stripes outside")
    }

    @Test(arguments: [(Material.ultraThin, Material.thin), (.thin, .regular), (.regular, .thick), (.thick, .ultraThick)])
    func thickerMaterialsAreLighterOverBlack(thinner: Material, thicker: Material) throws {
        let over = { (material: Material) in
            try ImageRenderer(content: ZStack { Color.black; Rectangle().fill(material) },
                              size: CGSize(width: 60, height: 60)).render()[30, 30].red
        }
        #expect(try over(thinner) < over(thicker))
    }

    @Test func inTheDarkTheVeilIsDark() throws {
        let light = try stripes(under: .regular)[50, 40], dark = try stripes(under: .regular, colorScheme: .dark)[50, 40]
        #expect(dark.red < light.red - 0.3, "\(dark) against \(light)")
    }

    @Test func aMaterialFillsOnlyItsShape() throws {
        let bitmap = try stripes(under: .thick, in: Circle())
        #expect(bitmap[31, 21].red < 0.02 || bitmap[31, 21].red > 0.98, "the rectangle's corner, outside the circle: a stripe as it is")
        #expect(bitmap[80, 40].red > 0.6, "the circle's middle: the veil over grey")
    }

    @Test func theStyleSpellingsAreTheMaterials() {
        #expect([Material.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial, .bar]
            == [Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar])
    }

    @Test func aMaterialFillTakesTouches() throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        let player = Player(size: Self.size) {
            Rectangle().fill(.regularMaterial).frame(width: 50, height: 50).onTapGesture { taps.count += 1 }
        }
        _ = player.frame(at: 0)
        #expect(player.tap(at: CGPoint(x: 80, y: 40)))
        #expect(taps.count == 1)
    }
}
