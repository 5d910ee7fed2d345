import Flipbook
import Foundation
import Memorize
import Testing

/// Extra credit 3: games kept across navigation, restarted only by an edit of their theme.
@MainActor
@Suite("Memorize Themes: games kept across navigation")
struct KeptGamesTests {
    private func flipFirstCard(of theme: String) -> String {
        "tap row \"\(theme)\"\nwait 1\ntap deck\nwait 3\ntap card 1\nwait 1"
    }

    @Test func goingBackAndInAgainShowsTheSameGameAlreadyDealt() throws {
        let session = try ThemesAppSession()
        try session.play(flipFirstCard(of: "Faces"))
        let cards = try session.cards, score = try session.state["score"] as? Int
        #expect(cards.first?.hasSuffix("↑") == true)
        try session.play("tap back\nwait 1\ntap row \"Faces\"\nwait 1")
        #expect(try session.cards == cards)
        #expect(try session.state["score"] as? Int == score)
        #expect(session.scene.player.targetNames.contains(TargetName("card", index: 1)), "dealt at once, no second deal")
        try session.play("tap card 2\nwait 1")
        #expect(try session.cards.filter { $0.hasSuffix("↑") }.count == 2 || session.state["score"] as? Int != score,
                "the kept game plays on")
    }

    @Test func editingAThemeRestartsItsGameAndOnlyItsGame() throws {
        let session = try ThemesAppSession()
        try session.play(flipFirstCard(of: "Faces") + "\ntap back\nwait 1\n" + flipFirstCard(of: "Animals") + "\ntap back\nwait 1")
        #expect(try session.state["games"] as? [String] == ["Animals", "Faces"])
        try session.play("swipe right on row \"Faces\"\nwait 0.5\ntap button \"Edit Theme\"\nwait 1\n"
                         + "tap stepper \"9 pairs\" -\ntap button \"Done\"\nwait 1")
        try session.play("tap row \"Animals\"\nwait 1")
        #expect(try session.cards.first?.hasSuffix("↑") == true, "Animals' game is as it was")
        try session.play("tap back\nwait 1\ntap row \"Faces\"\nwait 1")
        let faces = try session.cards
        #expect(faces.count == 16, "the new game deals the edited theme's 8 pairs")
        #expect(faces.allSatisfy { !$0.hasSuffix("↑") }, "a new game: every card face down")
    }

    @Test func aRestartedGameIsDealtFromItsDeckWhenItShows() throws {
        let session = try ThemesAppSession()
        try session.play(flipFirstCard(of: "Faces") + "\ntap back\nwait 1\nswipe right on row \"Faces\"\nwait 0.5\n"
                         + "tap button \"Edit Theme\"\nwait 1\ntap stepper \"9 pairs\" -\ntap button \"Done\"\nwait 1")
        try session.play("tap row \"Faces\"")
        let pushed = session.scene.player.clock.now
        #expect(try cardPlaces(in: session, at: pushed + 0.8) < 16, "the cards wait on the deck, one on another")
        #expect(try cardPlaces(in: session, at: pushed + 4) == 16, "then all are dealt, without a tap on the deck")
    }

    /// How many places the frame at `time` draws the cards in (the deck is one).
    private func cardPlaces(in session: ThemesAppSession, at time: Double) throws -> Int {
        let player = session.scene.player
        _ = player.frame(at: time)
        let cards = player.tracedViews().filter { $0.id.wholeMatch(of: /[0-9]+[ab]/) != nil }
        #expect(cards.count == 16, "every card drawn, on the deck or the table")
        return Set(cards.map { "\(Int($0.x)),\(Int($0.y))" }).count
    }

    @Test func bonusTimeStopsWhileTheGameIsOffScreen() throws {
        let session = try ThemesAppSession()
        try session.play(flipFirstCard(of: "Faces"))
        let cards = try session.cards
        let faces = cards.map { $0.replacingOccurrences(of: "↑", with: "") }
        let match = try #require(faces.indices.dropFirst().first { faces[$0] == faces[0] })
        try session.play("tap back\nwait 20\ntap row \"Faces\"\nwait 1\ntap card \(match + 1)\nwait 1")
        let bonus = try #require(try session.state["bonusScore"] as? Int)
        #expect(bonus > 6, "the first card kept bonus time through 20 s in the chooser (bonus \(bonus))")
        #expect(bonus <= 10, "the first card's time ran while the game was on screen (bonus \(bonus))")
    }

    @Test func deletingAThemeDropsItsGame() throws {
        let session = try ThemesAppSession()
        try session.play(flipFirstCard(of: "Faces") + "\ntap back\nwait 1\nswipe left on row \"Faces\"\nwait 0.5\ntap button \"Delete\"\nwait 1")
        #expect(try session.state["games"] as? [String] == [])
    }
}
