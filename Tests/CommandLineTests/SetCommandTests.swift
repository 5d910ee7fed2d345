import Flipbook
import Foundation
import Testing
import TestSupport

@Suite("flipbook set")
struct SetCommandTests {
    @Test(arguments: [12, 81])
    func renderWritesTheBoardAndItsState(dealt: Int) throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["set", "render", "--dealt", "\(dealt)", "--size", "1170x2532",
                                            "-o", folder.file("board.png").path, "--state-json", folder.file("state.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        let state = try jsonObject(at: folder.file("state.json"))
        let table = try #require(state["table"] as? [[String: Any]])
        let deck = try #require(state["deck"] as? [[String: Any]])
        #expect(table.count == dealt && deck.count == 81 - dealt)
        #expect(state["score"] as? Int == 0)
        let card = try #require(table.first)
        #expect(["diamond", "squiggle", "oval"].contains(card["shape"] as? String ?? ""))
        #expect(["solid", "striped", "open"].contains(card["shading"] as? String ?? ""))
        #expect(["red", "green", "purple"].contains(card["color"] as? String ?? ""))
        if dealt == 81 { #expect(state["setsOnTable"] as? Int == 1080) }
    }

    @Test func scriptedTouchesSelectCards() throws {
        let folder = try TemporaryFolder()
        try Data("app set\ntap card 1\ntap card 2\nwait 0.5\n".utf8).write(to: folder.file("s.touches"))
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "--no-frames",
                                            "--state-json", folder.file("end.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        let state = try jsonObject(at: folder.file("end.json"))
        let table = try #require(state["table"] as? [[String: Any]])
        #expect(state["selected"] as? [Int] == [table[0]["id"] as? Int, table[1]["id"] as? Int].compactMap { $0 })
    }

    @Test func touchingTheDeckDealsThree() throws {
        let folder = try TemporaryFolder()
        try Data("app set\ntap deck\nwait 1\n".utf8).write(to: folder.file("d.touches"))
        let result = try CommandRunner.run(["play", folder.file("d.touches").path, "--no-frames",
                                            "--state-json", folder.file("end.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect((try jsonObject(at: folder.file("end.json"))["table"] as? [Any])?.count == 15)
    }

    @Test func aCardBeyondTheTableIsNamed() throws {
        let folder = try TemporaryFolder()
        try Data("app set\ntap card 99\n".utf8).write(to: folder.file("bad.touches"))
        let result = try CommandRunner.run(["play", folder.file("bad.touches").path, "--no-frames"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("bad.touches:2:1: no card 99 on screen"), "\(result.standardError)")
    }
}

@Suite("flipbook set: colour-blind mode")
struct SetColorBlindTests {
    @Test func colourBlindCardsNameTheirColours() throws {
        let folder = try TemporaryFolder()
        for (name, flags) in [("plain", [String]()), ("labelled", ["--color-blind"])] {
            let result = try CommandRunner.run(["set", "render", "-o", folder.file("\(name).png").path] + flags)
            #expect(result.status == 0)
        }
        let plain = try Bitmap(contentsOfPNG: folder.file("plain.png"))
        let labelled = try Bitmap(contentsOfPNG: folder.file("labelled.png"))
        let comparison = ImageComparison(reference: plain, actual: labelled)
        #expect(!comparison.isMatch)
        #expect(comparison.differingShare < 0.02, "only the small letters differ")
    }
}

@Suite("flipbook set solve")
struct SetSolveTests {
    @Test func theHintLedScriptPlaysToTheEnd() throws {
        let (solve, play, state) = try CommandRunner.playSolution(["set", "solve", "--seed", "5"], in: try TemporaryFolder())
        #expect(solve.status == 0)
        #expect(play.status == 0, "\(play.standardError)")
        let end = try #require(state)
        #expect((end["deck"] as? [Any])?.isEmpty == true)
        #expect(end["setsOnTable"] as? Int == 0, "the game is over")
        let cards = [end["deck"], end["table"], end["discard"]].compactMap { $0 as? [[String: Any]] }.flatMap { $0 }
        #expect(Set(cards.compactMap { $0["id"] as? Int }).count == 81, "every card in exactly one place")
    }
}

@Suite("flipbook set: taps after the table moved")
struct SetTapAfterRelayoutTests {
    /// The script: a match leaves a table of 15 with 12, the cards move to their new
    /// places, a mismatch is selected; 1.5 s later every card is at rest and the last tap lands.
    private static let script = """
        app set
        seed 1000
        wait 3
        tap card 1
        wait 0.1
        tap deck
        wait 2.5
        tap card 3
        wait 0.1
        tap card 6
        wait 0.1
        tap card 11
        wait 0.1
        tap card 1
        wait 0.1
        tap card 10
        wait 0.1
        tap card 12
        wait 0.1
        tap card 4
        wait 0.1
        tap card 8
        wait 1.5

        """

    /// Without frames, touches used to meet the scene of the last intent, frozen mid-flight:
    /// `tap card 4` chose the card at table position 5, a tap at card 4's centre card 3.
    @Test(arguments: ["tap card 4", "tap 330,143"])
    func theLastTapChoosesTheFourthCard(lastTap: String) throws {
        let folder = try TemporaryFolder()
        try Data((Self.script + lastTap + "\n").utf8).write(to: folder.file("s.touches"))
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "--no-frames", "--size", "390x844",
                                            "--state-json", folder.file("end.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        let state = try jsonObject(at: folder.file("end.json"))
        let table = try #require(state["table"] as? [[String: Any]])
        #expect(table.count == 12)
        let fourth = try #require(table[3]["id"] as? Int)
        #expect(state["selected"] as? [Int] == [fourth])
    }
}
