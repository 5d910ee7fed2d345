import Flipbook
import FlipbookTesting
import Foundation
import Memorize
import SnapshotTesting
import Testing

/// The screens, rendered as `flipbook memorize render` renders them; references looked at
/// before they were recorded.
@MainActor
@Suite("Memorize screens: snapshots")
struct ScreenSnapshotTests {
    private func themes() throws -> [Theme] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/themes.json")
        return try ThemeStore(contentsOf: url).themes
    }

    private func game(theme name: String, clock: VirtualClock) throws -> EmojiMemoryGame {
        let themes = try themes()
        return EmojiMemoryGame(theme: try #require(themes.first { $0.name == name }), seed: 4, clock: clock)
    }

    @Test(arguments: ["portrait", "landscape"], Appearance.allCases)
    func gameScreen(orientation: String, appearance: Appearance) throws {
        let (width, height) = orientation == "portrait" ? (390.0, 844.0) : (844.0, 390.0)
        let clock = VirtualClock()
        let game = try game(theme: "Halloween", clock: clock)
        let player = Player(size: CGSize(width: width, height: height), clock: clock) {
            EmojiMemoryGameView(game: game, startsDealt: true).preferredColorScheme(appearance)
        }
        let image = try player.frame(at: 0).render(background: appearance.background)
        assertSnapshot(of: image, as: .png, named: "game-\(orientation)-\(appearance.rawValue)")
    }

    @Test func cardsFaceUpWithTheirPies() throws {
        let clock = VirtualClock()
        let game = try game(theme: "Faces", clock: clock)
        let player = Player(size: CGSize(width: 390, height: 844), clock: clock) { EmojiMemoryGameView(game: game, startsDealt: true) }
        _ = player.frame(at: 0)
        game.choose(game.cards[0])
        let image = try player.frame(at: 2).render()
        assertSnapshot(of: image, as: .png, named: "face-up-with-pie")
    }
}

@MainActor
@Suite("Memorize animations: snapshots mid-flight")
struct AnimationSnapshotTests {
    private func setUp() throws -> (EmojiMemoryGame, Player) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/themes.json")
        let themes = try ThemeStore(contentsOf: url).themes
        let clock = VirtualClock()
        let game = EmojiMemoryGame(theme: try #require(themes.first { $0.name == "Animals" }), seed: 2, clock: clock)
        let player = Player(size: CGSize(width: 390, height: 844), clock: clock) { EmojiMemoryGameView(game: game, startsDealt: true) }
        _ = player.frame(at: 0)
        return (game, player)
    }

    private func top(_ image: Bitmap) throws -> Bitmap {
        let canvas = try Canvas(width: 390, height: 300)
        try canvas.draw(image, at: .zero)
        return try canvas.makeBitmap()
    }

    @Test func flipAtThreeQuarters() throws {
        let (game, player) = try setUp()
        player.perform { withAnimation(.linear(duration: 1)) { game.choose(game.cards[0]) } }
        assertSnapshot(of: try top(try player.frame(at: 0.75).render()), as: .png, named: "flip-at-45-degrees")
    }

    @Test func somersaultAQuarterTurnIn() throws {
        let (game, player) = try setUp()
        let first = game.cards[0]
        let partner = try #require(game.cards.dropFirst().first { $0.content == first.content })
        player.perform { game.choose(first) }
        player.perform { game.choose(partner) }
        #expect(game.score == 2)
        assertSnapshot(of: try top(try player.frame(at: 0.25).render()), as: .png, named: "somersault-quarter-turn")
    }
}

@MainActor
@Suite("Assignment I screen: snapshot")
struct AssignmentOneSnapshotTests {
    @Test func assignmentOneScreen() throws {
        let image = try ImageRenderer(content: AssignmentOneView.standard(seed: 1),
                                      size: CGSize(width: 390, height: 844)).render()
        assertSnapshot(of: image, as: .png, named: "assignment-one")
    }
}

@MainActor
@Suite("Assignment I game")
struct AssignmentOneGameTests {
    @Test func choosingAThemeShowsItsCardsShuffledFaceUp() {
        var game = AssignmentOneGame(themes: [["a", "b"], ["x", "y", "z"]], seed: 4)
        #expect(game.cards.map(\.emoji).sorted() == ["a", "a", "b", "b"])
        game.choose(theme: 1)
        #expect(game.chosenTheme == 1)
        #expect(game.cards.map(\.emoji).sorted() == ["x", "x", "y", "y", "z", "z"])
        #expect(game.cards.allSatisfy { $0.isFaceUp })
        game.choose(theme: 7)
        #expect(game.chosenTheme == 1, "an unknown theme changes nothing")
    }

    @Test func tapsTurnCardsOver() {
        var game = AssignmentOneGame(themes: [["a", "b"]], seed: 1)
        let id = game.cards[2].id
        game.turn(id)
        #expect(game.cards[2].isFaceUp == false)
        game.turn(id)
        #expect(game.cards[2].isFaceUp)
    }

    @Test func sameSeedSameOrder() {
        #expect(AssignmentOneGame(themes: [["a", "b", "c"]], seed: 8).cards == AssignmentOneGame(themes: [["a", "b", "c"]], seed: 8).cards)
    }
}
