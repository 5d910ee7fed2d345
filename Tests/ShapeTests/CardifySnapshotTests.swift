import Flipbook
import FlipbookTesting
import Memorize
import SnapshotTesting
import Testing
import TestSupport

/// The flip, frozen at five angles; references looked at before they were recorded.
@MainActor
@Suite("Cardify: the flip")
struct CardifySnapshotTests {
    private func card(at rotation: Double) throws -> Bitmap {
        let view = Text("👻").font(.system(size: 64))
            .modifier(Cardify(rotation: rotation))
            .foregroundColor(.orange)
            .frame(width: 120, height: 180)
        return try ImageRenderer(content: view, size: CGSize(width: 180, height: 260)).render()
    }

    @Test(arguments: [0.0, 45, 90, 135, 180])
    func flipFrame(rotation: Double) throws {
        assertSnapshot(of: try card(at: rotation), as: .png, named: "cardify-\(Int(rotation))")
    }

    @Test(arguments: [0.0, 30, 60, 89])
    func frontOnlyBeforeNinety(rotation: Double) throws {
        let bitmap = try card(at: rotation)
        let orangeInside = bitmap.count { isClose($0, [255, 149, 0, 255], tolerance: 30) }
        let ghostWhite = bitmap.count { $0[0] > 230 && $0[1] > 230 && $0[2] > 230 && $0[3] == 255 }
        #expect(ghostWhite > 0 || rotation == 89, "the white front shows")
        #expect(orangeInside < bitmap.width * bitmap.height / 4, "no orange back fill: \(orangeInside) orange pixels")
    }

    @Test(arguments: [91.0, 120, 150, 180])
    func backOnlyAfterNinety(rotation: Double) throws {
        let bitmap = try card(at: rotation)
        let emojiColors = bitmap.count { $0[3] == 255 && $0[2] > 150 && $0[0] < 200 }
        #expect(emojiColors == 0, "no trace of the front's content: \(emojiColors)")
        #expect(bitmap.count { isClose($0, [255, 149, 0, 255], tolerance: 2) } > 0 || rotation == 91)
    }

    @Test func edgeOnAtNinetyDrawsNothing() throws {
        let bitmap = try card(at: 90)
        #expect(bitmap.count { $0 != [255, 255, 255, 255] } == 0, "the card has narrowed to nothing")
    }

    @Test func nearEdgeIsTallerThanFarEdge() throws {
        let bitmap = try card(at: 45)
        let columns = (0..<bitmap.width).map { x in (0..<bitmap.height).filter { bitmap.bytes(x: x, y: $0) != [255, 255, 255, 255] }.count }
        let inked = columns.enumerated().filter { $0.element > 0 }
        let left = try #require(inked.first).element, right = try #require(inked.last).element
        #expect(left > right, "at 45° the left edge comes nearer: \(left) px tall against \(right) px")
    }
}
