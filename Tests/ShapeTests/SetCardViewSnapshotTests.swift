import Flipbook
import FlipbookTesting
import SetApp
import SnapshotTesting
import Testing

/// Set cards as views, every shading of every shape and each highlight; references looked at
/// before they were recorded.
@MainActor
@Suite("Set cards: snapshots")
struct SetCardViewSnapshotTests {
    @Test func cardsOfEveryShapeShadingAndHighlight() throws {
        let shapes: [AnyShape] = [AnyShape(Diamond()), AnyShape(Squiggle()), AnyShape(Oval())]
        let highlights: [SetCardView.Highlight] = [.none, .selected, .matched, .mismatched]
        let view = VStack(spacing: 8) {
            ForEach(0..<3) { row in
                HStack(spacing: 8) {
                    ForEach(0..<3) { column in
                        SetCardView(count: column + 1, shape: shapes[row], shading: SymbolShading.allCases[column],
                                    color: [Color.red, Color.green, Color.purple][(row + column) % 3],
                                    highlight: highlights[(row * 3 + column) % 4])
                            .frame(width: 80, height: 120)
                    }
                }
            }
        }
        let image = try ImageRenderer(content: view, size: CGSize(width: 280, height: 400), background: Color(hex: 0xF2F2F7)).render()
        assertSnapshot(of: image, as: .png, named: "set-cards")
    }
}

@MainActor
@Suite("Set board: snapshot")
struct SetBoardSnapshotTests {
    @Test(arguments: Appearance.allCases)
    func boardOfTwelve(appearance: Appearance) throws {
        let clock = VirtualClock()
        let game = ShapeSetGame(seed: 1, clock: clock)
        let player = Player(size: CGSize(width: 390, height: 844), clock: clock, colorScheme: appearance) { SetGameView(game: game) }
        assertSnapshot(of: try player.frame(at: 0).render(background: appearance.background), as: .png,
                       named: "board-12-\(appearance.rawValue)")
    }
}

@MainActor
@Suite("Set boards of 81 and selections: snapshots")
struct SetLargeBoardSnapshotTests {
    @Test(arguments: Appearance.allCases)
    func boardOfEightyOne(appearance: Appearance) throws {
        let clock = VirtualClock()
        let game = ShapeSetGame(seed: 1, dealt: 81, clock: clock)
        let player = Player(size: CGSize(width: 1170, height: 2532), clock: clock, colorScheme: appearance) { SetGameView(game: game) }
        assertSnapshot(of: try player.frame(at: 0).render(background: appearance.background), as: .png,
                       named: "board-81-\(appearance.rawValue)")
    }

    @Test(arguments: [true, false])
    func selectionOfThree(matching: Bool) throws {
        let clock = VirtualClock()
        let game = ShapeSetGame(seed: 1, clock: clock)
        for card in SetSelections.three(matching: matching, in: game.table) { game.choose(card) }
        #expect(game.selectionIsMatch == matching)
        let player = Player(size: CGSize(width: 390, height: 600), clock: clock) { SetGameView(game: game) }
        assertSnapshot(of: try player.frame(at: 0).render(), as: .png, named: matching ? "selected-match" : "selected-mismatch")
    }

    @Test func dealAndDiscardMidFlight() throws {
        let clock = VirtualClock()
        let game = ShapeSetGame(seed: 1, clock: clock)
        let player = Player(size: CGSize(width: 390, height: 844), clock: clock) { SetGameView(game: game) }
        _ = player.frame(at: 0)
        for card in SetSelections.three(matching: true, in: game.table) { player.perform { game.choose(card) } }
        player.tap(at: try #require(player.location(of: TargetName("deck"))))
        assertSnapshot(of: try player.frame(at: 0.35).render(), as: .png, named: "discard-mid-flight")
        assertSnapshot(of: try player.frame(at: 0.9).render(), as: .png, named: "deal-mid-flight")
    }
}
