@testable import Flipbook
import Testing

/// `.mask` as SwiftUI draws it: the view shows only where the mask is opaque.
@Suite("Masks")
struct MaskTests {
    private static let size = CGSize(width: 100, height: 60)

    @Test("The view shows where the mask is opaque and nowhere else")
    func showsThroughTheMask() throws {
        let view = Color.red.frame(width: 80, height: 40)
            .mask { Circle().frame(width: 40, height: 40) }
        let bitmap = try ImageRenderer(content: view, size: Self.size).render()
        #expect(bitmap[50, 30].red > 0.99 && bitmap[50, 30].green < 0.3, "the circle's middle: red")
        #expect(bitmap[15, 30].green > 0.99, "outside the circle, inside the view: the background")
    }

    @Test("A mask's opacity is the view's opacity there")
    func partialOpacity() throws {
        let view = Color.black.frame(width: 80, height: 40).mask(Color.white.opacity(0.5))
        let bitmap = try ImageRenderer(content: view, size: Self.size).render()
        #expect(abs(bitmap[50, 30].red - 0.5) < 0.02)
    }

    @Test("The mask takes no touches: the view under it does")
    func maskTakesNoTouches() throws {
        var taps = 0
        let player = Player(size: Self.size) {
            Color.blue.mask(alignment: .leading) { Rectangle().frame(width: 50) }
                .onTapGesture { taps += 1 }
        }
        #expect(player.tap(at: CGPoint(x: 25, y: 30)))
        #expect(taps == 1)
    }

    @Test("What a mask's opaque shape covers is still drawn behind the masked view")
    func aMaskIsNoCover() throws {
        let view = ZStack {
            Color.green
            Color.red.mask { Color.black.frame(width: 20, height: 20) }
        }
        let bitmap = try ImageRenderer(content: view, size: Self.size).render()
        #expect(bitmap[5, 5].green > 0.6 && bitmap[5, 5].red < 0.4, "the green behind shows outside the mask")
        #expect(bitmap[50, 30].red > 0.99 && bitmap[50, 30].green < 0.3)
    }
}
