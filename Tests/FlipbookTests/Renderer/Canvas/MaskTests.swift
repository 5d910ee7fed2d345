import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// `.mask` as SwiftUI draws it: the view shows only where the mask is opaque.
@MainActor
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

extension MaskTests {
    @Test("A masked view whose extent cannot be known (a blurred backdrop in it) is still drawn")
    func unknownExtent() throws {
        let size = CGSize(width: 40, height: 40), local = CGRect(origin: .zero, size: size)
        func node(_ drawing: DisplayNode.Drawing, _ children: [DisplayNode] = []) -> DisplayNode {
            DisplayNode(transform: .identity, size: size, opacity: 1, projection: nil, drawing: drawing, children: children)
        }
        let content = node(.fill(Path(local), .color(.red), .nonZero), [node(.backdrop(radius: 2, tint: .clear, in: local))])
        let masked = node(.mask, [content, node(.fill(Path(local), .color(.black), .nonZero))])
        let bitmap = try DisplayList(size: size, root: masked).draw().makeBitmap()
        #expect(bitmap[20, 20].red > 0.9 && bitmap[20, 20].green < 0.3)
    }

    @Test("Chained shape views default to the foreground style, as iOS 17's")
    func chainedDefaults() throws {
        let view = Circle().fill(.white).strokeBorder(lineWidth: 6).foregroundColor(.blue).frame(width: 40, height: 40)
        let bitmap = try ImageRenderer(content: view, size: CGSize(width: 40, height: 40)).render()
        #expect(bitmap[2, 20].blue > 0.9 && bitmap[2, 20].red < 0.2, "the border, in the foreground colour")
        #expect(bitmap[20, 20].red > 0.99, "the white fill inside")
    }
}
