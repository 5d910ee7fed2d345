import Flipbook
import Foundation
import Memorize
import Testing

/// Extra credit 3: games kept across navigation, restarted only by an edit of their theme.
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

    @Test func deletingAThemeDropsItsGame() throws {
        let session = try ThemesAppSession()
        try session.play(flipFirstCard(of: "Faces") + "\ntap back\nwait 1\nswipe left on row \"Faces\"\nwait 0.5\ntap button \"Delete\"\nwait 1")
        #expect(try session.state["games"] as? [String] == [])
    }
}
