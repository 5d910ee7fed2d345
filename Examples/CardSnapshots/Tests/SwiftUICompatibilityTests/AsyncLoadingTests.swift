import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Tasks and horizontal grids")
struct AsyncLoadingTests {
    @Test func theListShowsWhatItsTaskLoadedInTheFirstFrame() throws {
        let player = Player(size: CGSize(width: 200, height: 60)) { ThemeEmojiLoader(category: "Animals") }
        let shown = try player.frame(at: 0).render()
        #expect(shown == (try render(Text("🐶🐱🐭").font(.largeTitle), width: 200, height: 60)))
    }

    @Test func aNewCategoryLoadsAgain() throws {
        final class Choice { var category = "Animals" }
        let choice = Choice()
        let player = Player(size: CGSize(width: 200, height: 60)) { ThemeEmojiLoader(category: choice.category) }
        _ = player.frame(at: 0)
        player.perform { choice.category = "Vehicles" }
        let shown = try player.frame(at: 0.1).render()
        #expect(shown == (try render(Text("🚗🚕🚙").font(.largeTitle), width: 200, height: 60)))
    }

    @Test func thePaletteFillsColumnsOfTwoRows() throws {
        let palette = try render(EmojiPaletteRows(emojis: ["🍎", "🍐", "🍋", "🍇"]), width: 200, height: 88)
        let ink = try #require(inkBox(palette))
        #expect(ink.maxY - ink.minY > 60, "two rows of emoji")
        #expect(ink.maxX - ink.minX < 100, "in two columns, not four")
    }
}
