import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// `.shadow(color:radius:x:y:)` as SwiftUI draws it: the view's silhouette, blurred and moved,
/// under the view; no room taken in the layout.
@MainActor
@Suite("Shadows under views")
struct ShadowTests {
    private static let size = CGSize(width: 120, height: 80)

    /// A 40-point white square at (20, 20) on white, with `shadow` applied to it.
    private func square(radius: CGFloat, x: CGFloat, y: CGFloat, color: Color = .black) throws -> Bitmap {
        let view = Color.white.frame(width: 40, height: 40).shadow(color: color, radius: radius, x: x, y: y)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(20)
        return try ImageRenderer(content: view, size: Self.size).render()
    }

    @Test("A shadow without blur is the silhouette in its colour, moved")
    func sharpShadow() throws {
        let bitmap = try square(radius: 0, x: 10, y: 0)
        #expect(bitmap[65, 40].red < 0.01, "right of the square, within the offset: black")
        #expect(bitmap[75, 40].red > 0.99, "past the offset: white")
        #expect(bitmap[40, 40].red > 0.99, "the square itself is drawn over its shadow")
    }

    @Test("The default colour is black at a third of its opacity")
    func defaultColor() throws {
        let view = Color.white.frame(width: 40, height: 40).shadow(radius: 0, x: 10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding(20)
        let bitmap = try ImageRenderer(content: view, size: Self.size).render()
        #expect(abs(bitmap[65, 40].red - 0.67) < 0.02)
    }

    @Test("A blurred shadow fades with distance from the silhouette")
    func blurredShadow() throws {
        let bitmap = try square(radius: 4, x: 0, y: 0)
        let near = bitmap[61, 40].red, middle = bitmap[66, 40].red, far = bitmap[80, 40].red
        #expect(near < middle && middle < far, "\(near) < \(middle) < \(far) \((58...82).map { bitmap[$0, 40].red })")
        #expect(near > 0.3 && near < 0.8, "half the silhouette's edge: grey, \(near)")
        #expect(far > 0.99, "three radii away: nothing")
    }

    @Test("The shadow takes no room: the layout is the one without it")
    func noRoom() throws {
        let plain = Color.blue.frame(width: 30, height: 30)
        let row = HStack(spacing: 0) { plain.shadow(color: .red, radius: 0, x: 0, y: 30); plain }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let bitmap = try ImageRenderer(content: row, size: Self.size).render()
        #expect(bitmap[45, 15].blue > 0.9, "the second square starts where the first ends")
        #expect(bitmap[15, 45].green < 0.3 && bitmap[15, 45].red > 0.9, "the shadow, under the first square")
    }

    @Test("Non-numbers and huge values draw no shadow and do not crash")
    func hostileValues() throws {
        for value in [CGFloat.nan, .infinity, -.infinity, 1e300] {
            let bitmap = try square(radius: value, x: value, y: value)
            #expect(bitmap[40, 40].red > 0.99)
        }
    }

    @Test("A shadow's reach counts in what a frame redraws")
    func inkExtent() {
        let square = DisplayNode(transform: .identity, size: CGSize(width: 10, height: 10), opacity: 1, projection: nil,
                                 drawing: .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(.white), .nonZero),
                                 children: [])
        var shadowed = DisplayNode(transform: .identity, size: square.size, opacity: 1, projection: nil,
                                   drawing: .shadow(DropShadow(color: .black, radius: 2, offset: CGSize(width: 5, height: 0))),
                                   children: [square])
        #expect(shadowed.inkExtent == .within(CGRect(x: -1, y: -6, width: 22, height: 22)))
        shadowed.drawing = nil
        #expect(shadowed.inkExtent == .within(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }
}
