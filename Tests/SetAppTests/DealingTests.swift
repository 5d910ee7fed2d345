import SetApp
import Testing

@Suite("Dealing and shuffling")
struct DealingTests {
    @Test func aNewGameDealsTwelve() {
        let game = SetGame(seed: 3)
        #expect(game.table.count == 12)
        #expect(game.deck.count == 69)
        #expect(game.discardPile.isEmpty && game.selected.isEmpty && game.score == 0)
    }

    @Test(arguments: [[Int](), [0], [0, 1], [0, 1, 3]])
    func withoutAMatchThreeJoinTheEnd(selection: [Int]) {
        var game = SetGame.inOrder()
        game.choose(selection)
        game.dealThreeMore(at: 0)
        #expect(game.tableIDs == Array(0..<15))
        #expect(game.deckIDs == Array(15..<81))
        #expect(game.selected == selection, "the selection stays")
        #expect(game.discardPile.isEmpty)
    }

    @Test func aSelectedMatchIsReplacedInTableOrder() {
        var game = SetGame.inOrder()
        game.choose([8, 0, 4])
        game.dealThreeMore(at: 0)
        #expect(game.tableIDs == [12, 1, 2, 3, 13, 5, 6, 7, 14, 9, 10, 11])
        #expect(game.discardIDs == [8, 0, 4])
        #expect(game.deckIDs == Array(15..<81))
        #expect(game.selected.isEmpty)
    }

    @Test func aShortDeckReplacesWhatItCanAndTheRestCloseUp() {
        var game = SetGame.inOrder(deckSize: 13)
        game.choose([8, 0, 4])
        game.dealThreeMore(at: 0)
        #expect(game.tableIDs == [12, 1, 2, 3, 5, 6, 7, 9, 10, 11])
        #expect(game.deck.isEmpty)
    }

    @Test(arguments: [[Int](), [0, 1], [0, 1, 2]])
    func anEmptyDeckDoesNothing(selection: [Int]) {
        var game = SetGame.inOrder(deckSize: 12)
        game.choose(selection)
        let before = game
        game.dealThreeMore(at: 50)
        #expect(game == before)
    }

    @Test func shuffleReordersTheTableOnly() {
        var game = SetGame.inOrder()
        game.choose([0, 1, 3])
        let before = game
        game.shuffle()
        #expect(game.tableIDs != before.tableIDs)
        #expect(game.tableIDs.sorted() == before.tableIDs.sorted())
        #expect(game.deck == before.deck && game.discardPile == before.discardPile)
        #expect(game.selected == before.selected && game.score == before.score)
    }

    @Test func theGameEndsWithAnEmptyDeckAndNoSet() {
        var game = SetGame.dealt(Array(capCards.prefix(12)))
        #expect(game.isOver)
        game = SetGame.dealt(Array(capCards.prefix(13)))
        #expect(!game.isOver, "a card is left in the deck")
        game = SetGame.inOrder(deckSize: 12)
        #expect(!game.isOver, "0 1 2 is a Set")
        game.choose([0, 1, 2])
        #expect(!game.isOver, "a selected match is still on the table")
        game.choose([0])
        #expect(game.tableIDs == Array(3..<12))
        #expect(!game.isOver, "3 4 5 is a Set")
    }
}

@Suite("A board set up with more cards")
struct DealtBoardTests {
    @Test(arguments: [12, 15, 40, 81])
    func boardsOfAnySizeStartWithoutScore(dealt: Int) {
        let game = SetGame(seed: 3, dealt: dealt)
        #expect(game.table.count == dealt)
        #expect(game.deck.count == 81 - dealt)
        #expect(game.score == 0)
        #expect(Set(game.table + game.deck).count == 81)
    }
}
