import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Blur, saturation and materials")
struct EffectsTests {
    @Test func whilePlayingTheBoardIsSharpAndInColour() throws {
        let bitmap = try render(GameOverOverlay(isOver: false), width: 240, height: 120)
        #expect(isClose(bitmap[40, 60], .red) && isClose(bitmap[200, 60], .blue))
        #expect(isClose(bitmap[79, 60], .red) && isClose(bitmap[81, 60], .green), "a sharp edge between red and green")
    }

    @Test func atTheEndTheBoardIsBlurredGreyBehindAFrostedPanel() throws {
        let bitmap = try render(GameOverOverlay(isOver: true), width: 240, height: 120)
        let corner = bitmap[5, 5]
        #expect(abs(corner.red - corner.green) < 0.03 && abs(corner.green - corner.blue) < 0.03, "grey: \(corner)")
        let across = (70...90).map { bitmap[$0, 10].red }
        #expect(zip(across, across.dropFirst()).allSatisfy { abs($0 - $1) < 0.1 }, "no sharp edge left: \(across)")
        let panel = bitmap[120, 45]
        #expect(panel.red > corner.red + 0.2, "the panel's veil is lighter than the board: \(panel) over \(corner)")
        #expect(box(of: .black, in: bitmap) != nil, "the title on the panel")
    }

    @Test func aMaterialBarAndADesaturatedCardDraw() throws {
        let bitmap = try render(MaterialSampler(), width: 240, height: 120)
        let card = bitmap[60, 80], faded = bitmap[120, 80]
        #expect(isClose(card, .orange))
        #expect(faded.red - faded.blue < (card.red - card.blue) / 2, "less colourful: \(faded) against \(card)")
        #expect(isClose(bitmap[5, 10], .white, tolerance: 0.05), "the bar over white stays white")
    }
}
