import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("ScrollView(.horizontal): as tall as its content")
struct SidewaysScrollViewTests {
    /// A row of squares scrolling sideways under a red area that takes what is left.
    private struct PaletteBelowDocument: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { _ in Color.blue.frame(width: 40, height: 40) }
                    }
                }
            }
        }
    }

    @Test func aSidewaysScrollViewTakesItsContentsHeightAndTheRestGoesToItsSibling() throws {
        let player = Player(size: CGSize(width: 200, height: 300)) { PaletteBelowDocument() }
        let bitmap = try player.frame(at: 0).render()
        #expect(bitmap[100, 255].red > 0.9, "red down to 260 points")
        #expect(bitmap[100, 265].blue > 0.9 && bitmap[100, 265].red < 0.1, "the row of 40 points below it")
    }

    @Test func aVerticalScrollViewStillTakesTheHeightOffered() throws {
        let player = Player(size: CGSize(width: 200, height: 300)) {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                ScrollView { Color.blue.frame(height: 40) }
            }
        }
        let bitmap = try player.frame(at: 0).render()
        #expect(bitmap[100, 50].red > 0.9, "red at the top")
        #expect(bitmap[100, 120].blue > 0.9, "the scroll view's content at its top, right under the red")
    }
}
