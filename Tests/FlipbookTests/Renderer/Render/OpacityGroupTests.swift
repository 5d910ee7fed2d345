import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A translucent node is drawn in a group only as large as what it draws: the same pixels as
/// a group the size of the whole surface, and an extent that holds everything drawn.
@Suite("Opacity groups cut to what they draw")
struct OpacityGroupTests {
    private static let card = CGRect(x: 6.3, y: 4.7, width: 50.2, height: 70.9)

    /// The parts of a card: a stroke with miter corners, text with an emoji, an ellipse at
    /// fractional points and a card turned in 3D.
    private static let parts: [DisplayNode] = {
        let stroke = DisplayNode.leaf(.stroke(Path(roundedRect: card, cornerRadius: 6), .color(.black),
                                              StrokeStyle(lineWidth: 7, lineJoin: .miter)))
        let text = DisplayNode.leaf(.text("Wg 😀", TextStyle(font: .system(size: 17), color: .blue, alignment: .center),
                                          CGRect(x: 9.5, y: 30.25, width: 44, height: 22)))
        let dot = DisplayNode.leaf(.fill(Path(ellipseIn: CGRect(x: 40.4, y: 60.6, width: 12.3, height: 9.1)), .color(.orange), .nonZero))
        var turned = DisplayNode.leaf(.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 20)), .color(.blue), .nonZero))
        turned.size = CGSize(width: 30, height: 20)
        turned.transform = CGAffineTransform(translationX: 20.5, y: 80.2)
        turned.projection = Projection3D(angle: .degrees(50), axis: (x: 0, y: 1, z: 0), size: turned.size)
        return [stroke, text, dot, turned]
    }()

    /// A rotated, translucent card of `parts` (all of them when `nil`).
    private static func translucentCard(opacity: Double, parts indices: [Int]? = nil) -> DisplayNode {
        DisplayNode(transform: CGAffineTransform(rotationAngle: Angle.degrees(17).radians).concatenating(CGAffineTransform(translationX: 31.37, y: 9.61)),
                    size: CGSize(width: 70, height: 110), opacity: opacity, projection: nil, drawing: nil,
                    children: (indices ?? Array(parts.indices)).map { parts[$0] })
    }

    @Test(arguments: [1.0, 3.0], [[0], [1], [2], [3], nil])
    func theGroupCutToTheExtentDrawsWhatAWholeSurfaceGroupDraws(scale: Double, parts: [Int]?) throws {
        let node = Self.translucentCard(opacity: 0.45, parts: parts)
        let cut = try Canvas(width: 140, height: 150, scale: scale, background: .white)
        try node.draw(on: cut)
        let whole = try Canvas(width: 140, height: 150, scale: scale, background: .white)
        try whole.withSavedState {
            whole.concatenate(node.transform)
            try whole.withOpacityThrowing(node.opacity) {
                for child in node.children { try child.draw(on: whole) }
            }
        }
        let opaque = try Canvas(width: 140, height: 150, scale: scale, background: .white)
        try Self.translucentCard(opacity: 1, parts: parts).draw(on: opaque)
        let drawn = try cut.makeBitmap()
        #expect(drawn.pixels == (try whole.makeBitmap()).pixels)
        #expect(drawn.pixels != (try opaque.makeBitmap()).pixels)
    }

    @Test func theExtentHoldsStrokesTextAndChildrenThroughTheirTransforms() {
        let node = Self.translucentCard(opacity: 0.5)
        guard case let .within(bounds) = node.drawnExtent else {
            Issue.record("a card of strokes, text and fills has a known extent")
            return
        }
        // The stroke's miters reach out by at least half its width past the card.
        #expect(bounds.minX <= Self.card.minX - 3.5 && bounds.maxX >= Self.card.maxX + 3.5)
        #expect(bounds.minY <= Self.card.minY - 3.5)
        // The turned child lies 80 points down, under the card's bottom edge.
        #expect(bounds.maxY >= 100)
    }

    @Test func aBackdropOrAnUnseenChildDecidesTheExtent() {
        var node = Self.translucentCard(opacity: 0.5)
        node.children.append(.leaf(.backdrop(radius: 4, tint: .white, in: Self.card)))
        #expect(node.drawnExtent == .unknown)
        node.children[node.children.count - 1].opacity = 0
        #expect(node.drawnExtent != .unknown)
        #expect(DisplayNode.leaf(nil).drawnExtent == .nothing)
    }

    @Test func extentsJoinMoveAndClip() {
        let a = DrawnExtent.within(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = DrawnExtent.within(CGRect(x: 20, y: 5, width: 5, height: 20))
        #expect(a.union(b) == .within(CGRect(x: 0, y: 0, width: 25, height: 25)))
        #expect(a.union(.nothing) == a && a.union(.unknown) == .unknown)
        #expect(a.applying(CGAffineTransform(scaleX: 2, y: 3)) == .within(CGRect(x: 0, y: 0, width: 20, height: 30)))
        #expect(a.clipped(to: CGRect(x: 5, y: -5, width: 20, height: 10)) == .within(CGRect(x: 5, y: 0, width: 5, height: 5)))
        #expect(a.clipped(to: CGRect(x: 50, y: 50, width: 1, height: 1)) == .nothing)
        let edgeOn = Projection3D(angle: .degrees(90), axis: (x: 0, y: 1, z: 0), perspective: 0, size: CGSize(width: 10, height: 10))
        #expect(DrawnExtent.nothing.projected(size: CGSize(width: 10, height: 10), through: edgeOn) == .nothing)
    }
}

private extension DisplayNode {
    /// A node of its own drawing alone, where its parent's coordinates are.
    static func leaf(_ drawing: Drawing?) -> DisplayNode {
        DisplayNode(transform: .identity, size: CGSize(width: 100, height: 100), opacity: 1, projection: nil,
                    drawing: drawing, children: [])
    }
}
