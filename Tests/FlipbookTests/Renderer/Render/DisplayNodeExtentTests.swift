import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Where a display node draws and puts ink: its own drawing and its children under their
/// transforms, cut by its clip, and what it is after a change, never what it was.
@Suite("Display node extents")
struct DisplayNodeExtentTests {
    private static let dot = leaf(.fill(Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40)), .color(.red), .nonZero))
    private static let outline = DisplayNode.Drawing.stroke(Path(CGRect(x: 0, y: 0, width: 50, height: 10)), .color(.blue),
                                                            StrokeStyle(lineWidth: 4, lineJoin: .miter))

    @Test func aNodeMeasuresItsDrawingAndItsChildrenUnderTheirTransforms() {
        var moved = Self.dot
        moved.transform = CGAffineTransform(translationX: 100, y: 0)
        let parent = Self.node(children: [Self.dot, moved])
        #expect(parent.inkExtent == .within(CGRect(x: 10, y: 20, width: 130, height: 40)))
        #expect(parent.drawnExtent == parent.inkExtent, "fills draw where their ink is")
        let stroked = Self.leaf(Self.outline)
        #expect(stroked.drawingInkExtent == Self.outline.inkExtent && stroked.inkExtent == Self.outline.inkExtent)
        #expect(stroked.drawnExtent == Self.outline.drawnExtent)
        #expect(stroked.drawnExtent != stroked.inkExtent, "a stroke's generous extent is wider than its ink")
    }

    @Test func aChangedNodeIsMeasuredAgain() {
        var parent = Self.node(children: [Self.dot])
        parent.children.append(Self.leaf(.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 10)), .color(.blue), .nonZero)))
        #expect(parent.inkExtent == .within(CGRect(x: 0, y: 0, width: 50, height: 60)), "the new child counts")
        parent.children[1].opacity = 0
        #expect(parent.inkExtent == Self.dot.inkExtent, "a child at no opacity does not")
        parent.drawing = .backdrop(radius: 4, tint: .white, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(parent.inkExtent == .unknown && parent.drawingInkExtent == .unknown, "a backdrop's reach is not known")
        parent.drawing = nil
        parent.clip = Path(CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(parent.inkExtent == .within(CGRect(x: 10, y: 20, width: 10, height: 10)), "the clip cuts it")
        parent.children[0].transform = CGAffineTransform(translationX: 0, y: 100)
        #expect(parent.inkExtent == .nothing, "a child moved out of the clip leaves nothing")
    }

    private static func leaf(_ drawing: DisplayNode.Drawing) -> DisplayNode {
        DisplayNode(transform: .identity, size: CGSize(width: 100, height: 100), opacity: 1, projection: nil, drawing: drawing, children: [])
    }

    private static func node(children: [DisplayNode]) -> DisplayNode {
        DisplayNode(transform: .identity, size: CGSize(width: 200, height: 100), opacity: 1, projection: nil, drawing: nil, children: children)
    }
}
