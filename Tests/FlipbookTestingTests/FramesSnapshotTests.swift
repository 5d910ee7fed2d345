import Flipbook
@testable import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing
import TestSupport

/// Animations as filmstrips: the reference was looked at before it was committed.
@MainActor
@Suite("FlipbookTesting: animations as filmstrips")
struct FramesSnapshotTests {
    private let table = CGSize(width: 160, height: 110)

    private func frames(_ script: String, at moments: [Double], fps: Double = 30) -> Snapshotting<CardTable, Bitmap> {
        .frames(script: script, fps: fps, at: moments, layout: .fixed(width: table.width, height: table.height))
    }

    @Test func flipOfTheFirstCard() {
        assertSnapshot(of: CardTable(), as: frames("tap card 1\nwait 1", at: [0, 0.25, 0.5, 0.75, 1]), named: "flip")
    }

    @Test func theStripHoldsEveryMomentSideBySide() {
        let strip = frames("tap card 1\nwait 1", at: [0, 0.5, 1]).image(of: CardTable())
        #expect((strip.width, strip.height) == (3 * 160 + 4 * 8, 8 + 110 + 20))
    }

    @Test func momentsBetweenFramesAreDrawnAtTheirOwnTime() throws {
        let strip = frames("tap card 1\nwait 1", at: [0.25], fps: 30).image(of: CardTable())
        let player = Player(size: table) { CardTable() }
        player.tap(at: try #require(player.location(of: TargetName("card", index: 1))))
        let direct = try player.frame(at: 0.25).render()
        let cell = strip.cropped(to: PixelRect(x: 8, y: 8, width: 160, height: 110))
        #expect(cell == direct, "0.25 s lies between frames 7 and 8 at 30 fps, and is drawn exactly")
    }

    @Test func momentsAreLabelledWithTheTimeTheyShow() {
        #expect(FrameMoments(times: [0, 0.25, 0.5, 1], fps: 30).labels == ["0.00 s", "0.25 s", "0.50 s", "1.00 s"])
        #expect(FrameMoments(times: [0.25], fps: 30).runRate == 60)
        #expect(FrameMoments(times: [0.125], fps: 8).labels == ["0.125 s"])
        let nearest = FrameMoments(times: [0.123], fps: 10)
        #expect(nearest.runRate == 10 && nearest.labels == ["0.10 s"], "no multiple fits: the nearest frame, honestly labelled")
    }

    @Test func momentsAfterTheScriptsEndShowTimeGoingOn() {
        let untimed = frames("tap card 1", at: [1]).image(of: CardTable())
        let waited = frames("tap card 1\nwait 1", at: [1]).image(of: CardTable())
        #expect(untimed == waited)
        #expect(untimed != frames("", at: [1]).image(of: CardTable()), "the tap did something")
    }

    @Test func aTargetThatIsNotOnScreenFailsWithItsLine() {
        let strategy = frames("wait 0.5\ntap card 3", at: [0, 1])
        withKnownIssue {
            let image = strategy.image(of: CardTable())
            #expect((image.width, image.height) == (2 * 160 + 3 * 8, 8 + 110 + 20), "an error picture the strip's size")
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("line 2") && text.contains("card 3")
        }
    }

    @Test func aScriptThatDoesNotParseFailsWithItsLine() {
        withKnownIssue {
            _ = frames("tap card 1\nwait soon", at: [0]).image(of: CardTable())
        } matching: { issue in
            String(describing: issue).contains("line 2")
        }
    }

    @Test func aFailureNamesTheMomentsThatDifferAndFramesThemInRed() throws {
        let folder = try TemporaryFolder()
        let strategy = frames("tap card 1\nwait 1", at: [0, 0.25, 0.75, 1])
        _ = verifySnapshot(of: CardTable(), as: strategy, named: "flip", record: .all, snapshotDirectory: folder.url.path)
        let message = try #require(verifySnapshot(of: CardTable(emojis: ["🐙", "🎃"]), as: strategy, named: "flip",
                                                  record: .never, snapshotDirectory: folder.url.path))
        #expect(message.contains("2 of 4 moments differ: 0.75 s, 1.00 s"), "only the face-up moments: \(message)")
        let path = try #require(message.components(separatedBy: "diff image: ").last?.split(separator: "\n").first)
        let diff = try Bitmap(contentsOfPNG: URL(fileURLWithPath: String(path)))
        let stripHeight = 8 + 110 + 20
        #expect((diff.width, diff.height) == (4 * 160 + 5 * 8, 3 * stripHeight + 2 * 4), "reference, difference, actual")
        for row in 0..<3 {
            let top = row * (stripHeight + 4) + 8 - 2
            #expect(diff.isRed(x: 8 + 2 * 168 + 80, y: top), "the 0.75 s frame is framed in row \(row)")
            #expect(diff.isRed(x: 8 + 3 * 168 + 80, y: top), "the 1.00 s frame is framed in row \(row)")
            #expect(!diff.isRed(x: 8 + 80, y: top), "the 0 s frame is not framed in row \(row)")
            #expect(!diff.isRed(x: 8 + 168 + 80, y: top), "the 0.25 s frame is not framed in row \(row)")
        }
    }

    @Test func aStripTooWideForThreePanelsSideBySideStillGetsItsDiffImage() throws {
        let strip = Filmstrip(frameWidth: 800, frameHeight: 10, labels: (0..<6).map { "\($0).00 s" }, scale: 1, colorScheme: .light)
        let reference = Bitmap(size: try PixelSize(width: strip.width, height: strip.height), color: .white)
        var actual = reference
        let changed = strip.frameRect(5)
        actual[changed.x + 400, changed.y + 5] = .black
        let failure = try #require(FilmstripComparison(strip: strip, reference: reference, actual: actual, tolerance: .exact).failure())
        #expect(failure.0.contains("1 of 6 moments differ: 5.00 s"))
        let path = try #require(failure.0.components(separatedBy: "diff image: ").last)
        let diff = try Bitmap(contentsOfPNG: URL(fileURLWithPath: path))
        #expect(diff.width == 4856 && changed.x + 400 > 4096, "wider than one slice")
        #expect(diff.isRed(x: changed.x + 400, y: strip.height + 4 + changed.y + 5), "the difference, in the middle strip")
        #expect(!diff.isRed(x: changed.x + 401, y: strip.height + 4 + changed.y + 5))
    }
}
