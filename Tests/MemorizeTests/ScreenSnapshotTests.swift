import Flipbook
import FlipbookTesting
import Foundation
import Memorize
import SnapshotTesting
import Testing

/// The screens, rendered as `flipbook memorize render` renders them; references looked at
/// before they were recorded.
@Suite("Memorize screens: snapshots")
struct ScreenSnapshotTests {
    private func themes() throws -> [Theme] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/themes.json")
        return try ThemeStore(contentsOf: url).themes
    }

    private func game(theme name: String, clock: VirtualClock) throws -> EmojiMemoryGame {
        let themes = try themes()
        let game = EmojiMemoryGame(themes: themes, theme: themes.first { $0.name == name }, seed: 4, clock: clock)
        game.dealAll()
        return game
    }

    @Test(arguments: ["portrait", "landscape"], Appearance.allCases)
    func gameScreen(orientation: String, appearance: Appearance) throws {
        let (width, height) = orientation == "portrait" ? (390.0, 844.0) : (844.0, 390.0)
        let clock = VirtualClock()
        let game = try game(theme: "Halloween", clock: clock)
        let player = Player(size: Size(width: width, height: height), clock: clock) {
            EmojiMemoryGameView(game: game, appearance: appearance)
        }
        let image = try player.frame(at: 0).render(background: appearance.background)
        assertSnapshot(of: image, as: .png, named: "game-\(orientation)-\(appearance.rawValue)")
    }

    @Test func cardsFaceUpWithTheirPies() throws {
        let clock = VirtualClock()
        let game = try game(theme: "Faces", clock: clock)
        let player = Player(size: Size(width: 390, height: 844), clock: clock) { EmojiMemoryGameView(game: game, appearance: .light) }
        _ = player.frame(at: 0)
        game.choose(game.cards[0])
        let image = try player.frame(at: 2).render()
        assertSnapshot(of: image, as: .png, named: "face-up-with-pie")
    }
}
