import Foundation
import Testing
import TestSupport

@Suite("flipbook memorize")
struct MemorizeCommandTests {
    @Test func renderWritesTheScreenAndItsState() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["memorize", "render", "--theme", "halloween", "--seed", "3",
                                            "-o", folder.file("game.png").path, "--state-json", folder.file("state.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        let state = try jsonObject(at: folder.file("state.json"))
        #expect(state["app"] as? String == "memorize")
        #expect((state["theme"] as? [String: Any])?["name"] as? String == "Halloween")
        let cards = try #require(state["cards"] as? [[String: Any]])
        #expect(cards.count % 2 == 0 && cards.count >= 4)
        #expect(cards.allSatisfy { $0["isFaceUp"] as? Bool == false })
    }

    @Test func unknownThemeListsTheKnownOnes() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["memorize", "render", "--theme", "Chess", "-o", folder.file("x.png").path])
        #expect(result.status == 64, "an argument mistake")
        #expect(result.standardError.contains("Chess") && result.standardError.contains("Halloween"))
        #expect(try folder.contents().isEmpty)
    }

    @Test func malformedThemesFileIsReportedAndKept() throws {
        let folder = try TemporaryFolder()
        let themes = folder.file("themes.json")
        let bytes = Data("[{\"name\": \"Broken\", \"emojis\": [\"👻\"".utf8)
        try bytes.write(to: themes)
        let result = try CommandRunner.run(["memorize", "render", "--themes", themes.path, "-o", folder.file("x.png").path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("themes.json"))
        #expect(try Data(contentsOf: themes) == bytes, "never overwritten")
        #expect(try folder.contents() == ["themes.json"])
    }

    @Test func aScriptedMatchScoresAndSpinsTheCards() throws {
        let folder = try TemporaryFolder()
        // Find a matching pair in the dealt order first, from the state of a render with the same seed.
        _ = try CommandRunner.run(["memorize", "render", "--theme", "Animals", "--seed", "5", "-o", folder.file("g.png").path,
                                   "--state-json", folder.file("start.json").path])
        let start = try jsonObject(at: folder.file("start.json"))
        let contents = try #require(start["cards"] as? [[String: Any]]).compactMap { $0["content"] as? String }
        let first = 1, second = try #require(contents.indices.dropFirst().first { contents[$0] == contents[0] }) + 1
        let script = "app memorize\ntheme Animals\ntap deck\nwait 3\ntap card \(first)\nwait 1\ntap card \(second)\nwait 1\n"
        try Data(script.utf8).write(to: folder.file("match.touches"))
        let result = try CommandRunner.run(["play", folder.file("match.touches").path, "--seed", "5", "--no-frames",
                                            "--state-json", folder.file("end.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        let end = try jsonObject(at: folder.file("end.json"))
        #expect(end["score"] as? Int == 2)
        let matched = try #require(end["cards"] as? [[String: Any]]).filter { $0["isMatched"] as? Bool == true }
        #expect(matched.count == 2)
    }

    @Test(arguments: ["tap card 0", "tap card 99"])
    func cardsBeyondTheTableAreNamed(event: String) throws {
        let folder = try TemporaryFolder()
        try Data("app memorize\ntheme Animals\ntap deck\nwait 3\n\(event)\n".utf8).write(to: folder.file("bad.touches"))
        let result = try CommandRunner.run(["play", folder.file("bad.touches").path, "--no-frames"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("line 5") || result.standardError.contains(":5:"), "\(result.standardError)")
    }
}

@Suite("flipbook memorize solve")
struct MemorizeSolveTests {
    @Test func theSolutionPlaysAWholeGameToTheEnd() throws {
        let (solve, play, state) = try CommandRunner.playSolution(["memorize", "solve", "--theme", "Faces", "--seed", "9"],
                                                                  in: try TemporaryFolder())
        #expect(solve.status == 0)
        #expect(play.status == 0, "\(play.standardError)")
        let end = try #require(state)
        let cards = try #require(end["cards"] as? [[String: Any]])
        #expect(cards.allSatisfy { $0["isMatched"] as? Bool == true }, "every card matched")
        #expect(end["score"] as? Int == cards.count, "2 points a pair, no penalty")
    }
}
