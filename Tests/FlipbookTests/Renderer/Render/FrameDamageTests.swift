import FlipbookSupport
import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A frame drawn over the frame a thread drew before it, only where the two differ, has the
/// bytes of the frame drawn whole; the damage holds what changed and leaves the rest.
@Suite("Frames redrawn only where they changed")
struct FrameDamageTests {
    private static let size = CGSize(width: 300, height: 240)

    @Test(arguments: [1.0, 3.0], [false, true])
    func aFrameRedrawnOverAnotherHasTheBytesOfTheFrameDrawnWhole(scale: Double, inAClip: Bool) throws {
        var redrawnInPart = 0
        for seed in UInt64(0)..<40 {
            var generator = SeededGenerator(seed: seed)
            var old = Self.scene(using: &generator), new: DisplayNode
            if inAClip {
                old = Self.node(nil, children: [Self.node(nil, children: old.children, clip: Self.roundedClip)])
                new = old
                new.children[0] = Self.changed(old.children[0], using: &generator)
            } else {
                new = Self.changed(old, using: &generator)
            }
            let pixelSize = try PixelSize(width: Int(Self.size.width * scale), height: Int(Self.size.height * scale))
            if let damage = FrameDamage(from: old, to: new, scale: scale, pixelSize: pixelSize), !damage.boxes.isEmpty {
                redrawnInPart += 1
            }
            let whole = try DisplayList(size: Self.size, root: new).draw(scale: scale).makeBitmap()
            let redrawn = try onANewThread {
                _ = try DisplayList(size: Self.size, root: old).drawReusingThreadSurface(scale: scale, background: .white)
                return try DisplayList(size: Self.size, root: new).drawReusingThreadSurface(scale: scale, background: .white).makeBitmap()
            }
            let same = redrawn == whole
            #expect(same, "seed \(seed): the frame drawn over the earlier one has the whole frame's bytes")
        }
        #expect(redrawnInPart >= 20, "half the changes or more are redrawn in part, not whole")
    }

    @Test func theSameTreeHasNoDamage() throws {
        var generator = SeededGenerator(seed: 7)
        let tree = Self.scene(using: &generator)
        let damage = try #require(FrameDamage(from: tree, to: tree, scale: 1, pixelSize: PixelSize(width: 200, height: 160)))
        #expect(damage.boxes.isEmpty)
    }

    @Test func aMovedDrawingDamagesWhereItWasAndWhereItIsAndNothingElse() throws {
        let dot = { (x: Double) in Self.node(.fill(Path(ellipseIn: CGRect(x: x, y: 10.5, width: 20, height: 10)), .color(.red), .nonZero)) }
        let far = Self.node(.fill(Path(ellipseIn: CGRect(x: 150, y: 120, width: 20, height: 20)), .color(.blue), .nonZero))
        let old = Self.node(nil, children: [dot(10.25), far]), new = Self.node(nil, children: [dot(60.75), far])
        let damage = try #require(FrameDamage(from: old, to: new, scale: 2, pixelSize: PixelSize(width: 400, height: 320)))
        let covered = damage.boxes.map(\.rect)
        for rect in [CGRect(x: 20, y: 20, width: 41, height: 21), CGRect(x: 121, y: 20, width: 41, height: 21)] {
            #expect(covered.contains { $0.contains(rect) }, "device pixels \(rect) are damaged")
        }
        #expect(!covered.contains { $0.intersects(CGRect(x: 300, y: 240, width: 40, height: 40)) }, "the far dot is not")
    }

    @Test func aBoxGrowsToHoldADrawingItWouldCut() throws {
        let bar = Self.node(.stroke(Path(roundedRect: CGRect(x: 5.5, y: 40.3, width: 150, height: 12), cornerRadius: 4), .color(.green),
                                    StrokeStyle(lineWidth: 2)))
        let dot = { (color: Color) in Self.node(.fill(Path(ellipseIn: CGRect(x: 20, y: 30, width: 10, height: 10)), .color(color), .nonZero)) }
        let damage = try #require(FrameDamage(from: Self.node(nil, children: [bar, dot(.red)]), to: Self.node(nil, children: [bar, dot(.blue)]),
                                              scale: 1, pixelSize: PixelSize(width: 200, height: 160)))
        #expect(damage.boxes.count == 1)
        #expect(damage.boxes.first.map { $0.rect.contains(CGRect(x: 4, y: 29, width: 153, height: 25)) } == true,
                "the bar the dot's box met is inside the box whole")
    }

    /// A grid's empty cells are `Color.clear` rectangles off the pixels' edges, side by side:
    /// were they parts Cairo draws, a changed card's box would grow over every cell it touched,
    /// and over their neighbours, until it held the whole grid.
    @Test func clearCellsDrawNothingAndHoldNoBoxTogether() throws {
        let cells = (0..<4).map { column in
            Self.node(.fill(Path(CGRect(x: 10.3 + 45.6 * Double(column), y: 20.7, width: 45, height: 60)), .color(.clear), .nonZero))
        }
        let dot = { (color: Color) in Self.node(.fill(Path(ellipseIn: CGRect(x: 20, y: 40, width: 10, height: 10)), .color(color), .nonZero)) }
        let damage = try #require(FrameDamage(from: Self.node(nil, children: cells + [dot(.red)]),
                                              to: Self.node(nil, children: cells + [dot(.blue)]),
                                              scale: 1, pixelSize: PixelSize(width: 200, height: 160)))
        #expect(damage.boxes.map(\.rect) == [CGRect(x: 19, y: 39, width: 12, height: 12)], "only the dot's pixels")
        #expect(DisplayNode.Drawing.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(.clear), .nonZero).inkExtent == .nothing)
        #expect(DisplayNode.Drawing.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(Color.red.opacity(0.01)), .nonZero).inkExtent
                == .within(CGRect(x: 0, y: 0, width: 5, height: 5)), "a faint colour still inks")
    }

    @Test(arguments: [1e300, -1e300, .infinity, .nan])
    func aDrawingMovedAbsurdlyFarIsDamageOffTheFrameOrAWholeFrame(x: Double) throws {
        let dot = { (x: Double) in Self.node(.fill(Path(ellipseIn: CGRect(x: x, y: 10, width: 8, height: 8)), .color(.red), .nonZero)) }
        let pixelSize = try PixelSize(width: 200, height: 160)
        let damage = FrameDamage(from: Self.node(nil, children: [dot(20)]), to: Self.node(nil, children: [dot(x)]),
                                 scale: 1, pixelSize: pixelSize)
        if x.isFinite {
            #expect(damage?.boxes.count == 1, "only where the dot was")
        } else {
            #expect(damage == nil)
        }
        let old = DisplayList(size: Self.size, root: Self.node(nil, children: [dot(20)]))
        let new = DisplayList(size: Self.size, root: Self.node(nil, children: [dot(x)]))
        let redrawn = try onANewThread {
            _ = try old.drawReusingThreadSurface()
            return try new.drawReusingThreadSurface().makeBitmap()
        }
        #expect(try redrawn == new.draw().makeBitmap())
    }

    @Test func aBackdropOrAChangeOverMostOfTheFrameIsDrawnWhole() throws {
        let pixelSize = try PixelSize(width: 200, height: 160)
        let backdrop = Self.node(.backdrop(radius: 4, tint: .white, in: CGRect(x: 0, y: 0, width: 50, height: 50)))
        let dot = Self.node(.fill(Path(ellipseIn: CGRect(x: 100, y: 100, width: 8, height: 8)), .color(.red), .nonZero))
        let moved = Self.node(.fill(Path(ellipseIn: CGRect(x: 110, y: 100, width: 8, height: 8)), .color(.red), .nonZero))
        #expect(FrameDamage(from: Self.node(nil, children: [backdrop, dot]), to: Self.node(nil, children: [backdrop, moved]),
                            scale: 1, pixelSize: pixelSize) == nil)
        let big = { (color: Color) in Self.node(.fill(Path(ellipseIn: CGRect(x: -5, y: -5, width: 210, height: 170)), .color(color), .nonZero)) }
        #expect(FrameDamage(from: big(.red), to: big(.blue), scale: 1, pixelSize: pixelSize) == nil)
    }

    @Test(arguments: [StrokeStyle.LineJoin.miter, .round, .bevel], [StrokeStyle.LineCap.butt, .square, .round])
    func aStrokeStaysWithinItsReach(join: StrokeStyle.LineJoin, cap: StrokeStyle.LineCap) throws {
        let spike = Path.polyline([(20, 80), (60, 20), (64, 80), (100, 50)])
        let diamond = Path.polyline([(130, 20), (170, 50), (130, 80), (90, 50)], closed: true)
        var wave = Path()
        wave.move(to: CGPoint(x: 20, y: 120))
        wave.addCurve(to: CGPoint(x: 180, y: 120), control1: CGPoint(x: 60, y: 60), control2: CGPoint(x: 140, y: 180))
        for path in [spike, diamond, wave, Path(roundedRect: CGRect(x: 30, y: 100, width: 120, height: 40), cornerRadius: 9)] {
            let style = StrokeStyle(lineWidth: 6, lineCap: cap, lineJoin: join, miterLimit: 3)
            let canvas = try Canvas(width: 200, height: 200, scale: 1)
            canvas.stroke(path, with: Color.black, style: style)
            let inked = try #require(inkedBox(try canvas.makeBitmap()))
            let reach = path.strokeReach(style)
            let allowed = path.boundingRect.insetBy(dx: -reach - 1, dy: -reach - 1)
            #expect(allowed.encloses(inked), "\(inked) within \(allowed)")
            #expect(reach <= 3 * 3, "never beyond the miter limit")
        }
    }

    @Test func aSmoothOutlineReachesHalfItsWidthAndASquareCornerFarther() {
        let round = Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 120), cornerRadius: 10)
        #expect(round.strokeReach(StrokeStyle(lineWidth: 4)) <= 2 * 2.squareRoot() + 1e-9, "not the limit's 20")
        #expect(abs(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokeReach(StrokeStyle(lineWidth: 4)) - 2 * 2.squareRoot()) < 1e-9)
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokeReach(StrokeStyle(lineWidth: 4, lineJoin: .round)) == 2)
    }

    /// The trees are compared pair by pair down to what changed: a dot changed deep inside
    /// plain nodes damages its own pixels only; inside a translucent group, which is drawn as
    /// one, it damages the whole group; an unchanged group, or a subtree kept in the same
    /// storage, damages nothing.
    @Test func aChangeDeepInPlainNodesDamagesItselfAndInAGroupTheWholeGroup() throws {
        let dot = { (color: Color) in Self.node(.fill(Path(ellipseIn: CGRect(x: 20, y: 30, width: 10, height: 10)), .color(color), .nonZero)) }
        let far = Self.node(.fill(Path(CGRect(x: 150, y: 120, width: 20, height: 20)), .color(.blue), .nonZero))
        func tree(_ color: Color, groupOpacity: Double) -> DisplayNode {
            var group = Self.node(nil, children: [Self.node(nil, children: [Self.node(nil, children: [dot(color)])]), far])
            group.opacity = groupOpacity
            return Self.node(nil, children: [Self.node(nil, children: [group])])
        }
        let pixels = try PixelSize(width: 200, height: 160)
        let plain = try #require(FrameDamage(from: tree(.red, groupOpacity: 1), to: tree(.green, groupOpacity: 1), scale: 1, pixelSize: pixels))
        #expect(plain.boxes.map(\.rect).contains { $0.contains(CGRect(x: 20, y: 30, width: 10, height: 10)) })
        #expect(!plain.boxes.map(\.rect).contains { $0.intersects(CGRect(x: 150, y: 120, width: 20, height: 20)) }, "the far square is not damaged")
        let grouped = try #require(FrameDamage(from: tree(.red, groupOpacity: 0.5), to: tree(.green, groupOpacity: 0.5), scale: 1, pixelSize: pixels))
        #expect(grouped.boxes.map(\.rect).contains { $0.contains(CGRect(x: 150, y: 120, width: 20, height: 20)) }, "the group is damaged whole")
        let unchanged = try #require(FrameDamage(from: tree(.red, groupOpacity: 0.5), to: tree(.red, groupOpacity: 0.5), scale: 1, pixelSize: pixels))
        #expect(unchanged.boxes.isEmpty)
        // A subtree kept from the frame before, in the same storage, is equal as `==` finds it,
        // even holding a value not equal to itself.
        let odd = DisplayNode(transform: .identity, size: CGSize(width: CGFloat.nan, height: 10), opacity: 1, projection: nil,
                              drawing: .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(.red), .nonZero), children: [])
        let kept = Self.node(nil, children: [odd])
        #expect(try #require(FrameDamage(from: kept, to: kept, scale: 1, pixelSize: pixels)).boxes.isEmpty)
    }

    @Test func aFrameInMotionEverywhereIsDrawnWholeAndSoAreTheNextTwo() throws {
        let dot = { (x: Double) in Self.node(.fill(Path(ellipseIn: CGRect(x: x, y: 0, width: 300, height: 240)), .color(.red), .nonZero)) }
        let frames = (0..<5).map { DisplayList(size: Self.size, root: Self.node(nil, children: [dot(Double($0) * 3)])) }
        let bitmaps = try onANewThread { try frames.map { try $0.drawReusingThreadSurface().makeBitmap() } }
        #expect(try bitmaps == frames.map { try $0.draw().makeBitmap() })
    }

    // MARK: Scenes

    /// A screen of cards at fractional places: outlines with miter corners, striped and
    /// gradient fills, text, a translucent card, a clipped one and one turned in 3D, each on a
    /// clear cell a little larger than itself.
    private static func scene(using generator: inout SeededGenerator) -> DisplayNode {
        let background = node(.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), .color(.white), .nonZero))
        let cards = (0..<9).map { index in
            card(index, at: CGPoint(x: Double(index % 3) * 100 + .random(in: 4...30, using: &generator),
                                  y: Double(index / 3) * 80 + .random(in: 4...20, using: &generator)), using: &generator)
        }
        return node(nil, children: [background] + cards)
    }

    private static let diamond = Path.polyline([(27, 8), (44, 22), (27, 36), (10, 22)], closed: true)

    private static func card(_ index: Int, at origin: CGPoint, using generator: inout SeededGenerator) -> DisplayNode {
        let frame = CGRect(x: 0, y: 0, width: 54, height: 44)
        let colors: [Color] = [.red, .green, .purple, .orange, .blue]
        let color = colors[Int.random(in: 0..<colors.count, using: &generator)]
        var parts = [
            node(.fill(Path(frame.insetBy(dx: -2.7, dy: -2.7)), .color(.clear), .nonZero)),
            node(.fill(Path(roundedRect: frame, cornerRadius: 6), .color(.white), .nonZero)),
            node(.stroke(Path(roundedRect: frame, cornerRadius: 6), .color(.gray), StrokeStyle(lineWidth: .random(in: 1...3, using: &generator)))),
            node(.stroke(diamond, .color(color), StrokeStyle(lineWidth: 2))),
        ]
        switch index % 3 {
        case 0: parts.append(node(.fill(Path(ellipseIn: CGRect(x: 12, y: 14, width: 30, height: 16)),
                                        .stripes(Stripes(color: color, spacing: 3, lineWidth: 1)), .nonZero)))
        case 1: parts.append(node(.text("Ag", TextStyle(font: .system(size: 11), color: color, alignment: .center),
                                        CGRect(x: 15, y: 14, width: 24, height: 14))))
        default: parts.append(node(.fill(Path(ellipseIn: CGRect(x: 14, y: 15, width: 26, height: 14)),
                                          .linearGradient(LinearGradient(colors: [color, .yellow], startPoint: .leading, endPoint: .trailing)), .nonZero)))
        }
        var card = node(nil, children: parts)
        card.size = frame.size
        card.transform = CGAffineTransform(translationX: origin.x, y: origin.y)
        switch index {
        case 4: card.opacity = 0.6
        case 5: card.clip = Path(ellipseIn: frame)
        case 7: card.projection = Projection3D(angle: .degrees(35), axis: (x: 0, y: 1, z: 0), size: frame.size)
        case 1: card.drawing = .mask
        case 2, 8: card.drawing = .shadow(DropShadow(color: Color.black.opacity(0.4), radius: 3, offset: CGSize(width: 2, height: 5)))
        case 3: card.drawing = .filter(.blur(radius: 4, opaque: false))
        case 6: card.drawing = .filter(.blur(radius: 2.5, opaque: true))
        case 0: card.drawing = .filter(.saturation(0.3))
        default: break
        }
        return card
    }

    /// `scene` with one to three cards moved, recoloured, faded or taken away (its first child,
    /// the background, stays).
    private static func changed(_ scene: DisplayNode, using generator: inout SeededGenerator) -> DisplayNode {
        var scene = scene
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let index = Int.random(in: 1..<scene.children.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: scene.children[index].transform = scene.children[index].transform
                .concatenating(CGAffineTransform(translationX: .random(in: -9...9, using: &generator), y: .random(in: -9...9, using: &generator)))
            case 1: scene.children[index].children[3].drawing = .stroke(diamond, .color(.black), StrokeStyle(lineWidth: 3))
            case 2: scene.children[index].opacity = .random(in: 0.2...0.9, using: &generator)
            default: if scene.children.count > 2 { scene.children.remove(at: index) }
            }
        }
        return scene
    }

    private static func node(_ drawing: DisplayNode.Drawing?, children: [DisplayNode] = [], clip: Path? = nil) -> DisplayNode {
        DisplayNode(transform: .identity, size: size, opacity: 1, projection: nil, drawing: drawing, children: children, clip: clip)
    }

    /// A clip around the whole screen that follows no pixels' edges: a list's rounded section.
    private static let roundedClip = Path(roundedRect: CGRect(x: 2.5, y: 3.25, width: 295, height: 233.5), cornerRadius: 10)
}

private extension Path {
    /// Straight lines through `points`, closed back to the first with `closed`.
    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        for (index, (x, y)) in points.enumerated() {
            if index == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        if closed { path.closeSubpath() }
        return path
    }
}

/// What an opaque rectangle drawn later hides whole is not drawn, and the frame keeps its bytes.
@Suite("Parts hidden under an opaque rectangle")
struct OcclusionTests {
    private static let size = CGSize(width: 120, height: 90)

    private static func node(_ drawing: DisplayNode.Drawing?, at origin: CGPoint = .zero, opacity: Double = 1,
                             children: [DisplayNode] = []) -> DisplayNode {
        DisplayNode(transform: CGAffineTransform(translationX: origin.x, y: origin.y), size: size, opacity: opacity, projection: nil,
                    drawing: drawing, children: children)
    }

    private static func surface(_ scale: Double) -> CGRect {
        CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
    }

    /// A list under a screen pushed over it: rows of text and outlines, the screen's opaque
    /// background from y = 20 down, and a card on it.
    private static func screens(coverOpacity: Double = 1, coverX: Double = 0) -> DisplayNode {
        let rows = (0..<4).map { row in
            node(.stroke(Path(roundedRect: CGRect(x: 4.5, y: 25.25 + Double(row) * 15, width: 100, height: 12), cornerRadius: 4),
                         .color(.gray), StrokeStyle(lineWidth: 1)),
                 children: [node(.text("Row \(row)", TextStyle(font: .system(size: 9), color: .black, alignment: .leading),
                                       CGRect(x: 8, y: 26 + Double(row) * 15, width: 60, height: 11)))])
        }
        let list = node(nil, at: CGPoint(x: -10.5, y: 0), children: rows)
        let cover = node(.fill(Path(CGRect(x: coverX, y: 20, width: 120, height: 70)), .color(Color(red: 1, green: 0.9, blue: 0.8, opacity: coverOpacity)), .nonZero))
        let card = node(.fill(Path(roundedRect: CGRect(x: 30.3, y: 40.6, width: 40, height: 30), cornerRadius: 5), .color(.orange), .nonZero))
        let title = node(.text("Title", TextStyle(font: .system(size: 11), color: .blue, alignment: .leading), CGRect(x: 5, y: 3, width: 60, height: 14)))
        return node(nil, children: [title, list, node(nil, children: [cover, card])])
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aListUnderAnOpaqueScreenIsNotDrawnAndTheFrameKeepsItsBytes(scale: Double) throws {
        let tree = Self.screens()
        let visible = tree.withoutOccludedParts(toDevice: CGAffineTransform(scaleX: scale, y: scale), surface: Self.surface(scale))
        #expect(visible.children.count == 2, "the list under the screen is gone")
        #expect(visible.children.first == tree.children.first, "the title above the cover stays")
        let whole = try Canvas(width: Self.size.width, height: Self.size.height, scale: scale, background: .white)
        try tree.draw(on: whole)
        #expect(try DisplayList(size: Self.size, root: tree).draw(scale: scale).makeBitmap() == whole.makeBitmap())
    }

    @Test func aTranslucentOrOffPixelCoverHidesNothing() {
        for tree in [Self.screens(coverOpacity: 0.99), Self.screens(coverX: -0.5)] {
            #expect(tree.withoutOccludedParts(toDevice: .identity, surface: Self.surface(1)) == tree)
        }
        #expect(Self.screens(coverX: -0.5).withoutOccludedParts(toDevice: CGAffineTransform(scaleX: 2, y: 2), surface: Self.surface(2)).children.count == 2,
                "half a point is a whole pixel at 2x")
    }

    @Test func whatIsDrawnAfterTheCoverOrInAGroupStays() {
        var tree = Self.screens()
        tree.children[1].opacity = 0.5
        #expect(tree.withoutOccludedParts(toDevice: .identity, surface: Self.surface(1)).children.count == 2, "a translucent list is hidden whole")
        #expect(Self.screens().withoutOccludedParts(toDevice: .identity).children.count == 3, "off the surface, the list is seen")
        var grouped = Self.screens()
        grouped.opacity = 0.8
        #expect(grouped.withoutOccludedParts(toDevice: .identity, surface: Self.surface(1)) == grouped, "nothing inside a group is taken away")
        let after = Self.node(nil, children: Array(Self.screens().children.reversed()))
        #expect(after.withoutOccludedParts(toDevice: .identity, surface: Self.surface(1)).children.count == 3, "a list drawn over the cover stays")
        let small = Self.node(.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), .color(.black), .nonZero))
        let coverFirst = Self.node(nil, children: [Self.screens().children[2], Self.screens().children[1], small])
        #expect(coverFirst.withoutOccludedParts(toDevice: .identity, surface: Self.surface(1)).children.count == 3,
                "a cover drawn before the list, with another cover after it, hides nothing")
    }
}
