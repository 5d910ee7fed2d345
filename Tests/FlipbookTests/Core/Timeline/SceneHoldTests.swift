import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A board that is not observed (as a test's model may be): only building the views again
/// shows its changes.
private final class Board {
    var label = "one"
}

/// A button named by the board's label, which counts its taps.
private struct LabelledButton: View {
    let board: Board
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("taps \(taps)").touchTarget(TargetName("taps", index: taps + 1))
            Text(board.label).padding(20)
                .onTapGesture { withAnimation { taps += 1 } }
                .touchTarget(TargetName("button", label: board.label))
        }
    }
}

/// Shows the time on the clock it was given.
private struct ClockText: View {
    let clock: VirtualClock
    var body: some View { Text(String(format: "%.2f s", clock.now)).touchTarget(TargetName("clock")) }
}

/// Schedules an intent for the moment it appears, which moves the button out of the way.
private struct MovesAwayOnAppear: View {
    @State private var isAway = false

    var body: some View {
        Text("here").padding(20)
            .offset(y: isAway ? 100 : 0)
            .touchTarget(TargetName("here"))
            .onAppear { after(0) { isAway = true } }
    }
}

@MainActor
@Suite("A script's event aims its touches at one scene")
struct SceneHoldTests {
    private static let size = CGSize(width: 240, height: 240)

    /// Asks the three questions a script's tap asks, within one hold.
    private func askTheQuestionsOfATap(_ player: Player) -> [TargetName] {
        player.holdingScene { () -> [TargetName] in
            _ = player.location(of: TargetName("button", label: "one"))
            _ = player.hitPath(at: CGPoint(x: 120, y: 120))
            return player.targetNames
        }
    }

    @Test func questionsWithinAHoldMeetTheLastPassWhileItStands() throws {
        let player = Player(size: Self.size) { LabelledButton(board: Board()) }
        _ = player.frame(at: 0)
        let built = player.scenesBuilt
        #expect(askTheQuestionsOfATap(player).contains(TargetName("button", label: "one")))
        #expect(player.scenesBuilt == built)
    }

    @Test func questionsWithinAHoldBuildOnceWhenTheLastPassNoLongerStands() throws {
        let player = Player(size: Self.size) { LabelledButton(board: Board()) }
        _ = player.frame(at: 0)
        player.sceneValidity.invalidate()  // as a script's run does at its start
        let built = player.scenesBuilt
        #expect(askTheQuestionsOfATap(player).contains(TargetName("button", label: "one")))
        #expect(player.scenesBuilt == built + 1)
    }

    @Test func withoutAHoldEveryQuestionMeetsTheViewsBuiltNow() throws {
        let board = Board()
        let player = Player(size: Self.size) { LabelledButton(board: board) }
        #expect(player.location(of: TargetName("button", label: "one")) != nil)
        board.label = "two"
        #expect(player.location(of: TargetName("button", label: "one")) == nil)
        #expect(player.location(of: TargetName("button", label: "two")) != nil)
    }

    @Test func anIntentWithinAHoldIsSeenByTheNextQuestion() throws {
        let player = Player(size: Self.size) { LabelledButton(board: Board()) }
        player.holdingScene {
            #expect(player.targetNames.contains(TargetName("taps", index: 1)))
            player.tap(at: player.location(of: TargetName("button", label: "one")) ?? .zero)
            #expect(player.targetNames.contains(TargetName("taps", index: 2)))
        }
    }

    @Test func aViewThatReadsTheClockIsBuiltAgainWhenTimeMoves() {
        let clock = VirtualClock()
        let player = Player(size: Self.size, clock: clock) { ClockText(clock: clock) }
        player.holdingScene {
            #expect(player.location(of: TargetName("clock")) != nil)
            let built = player.scenesBuilt
            _ = player.targetNames
            #expect(player.scenesBuilt == built, "time stood: the held scene")
            clock.advance(to: 0.5)
            _ = player.targetNames
            #expect(player.scenesBuilt == built + 1, "time moved and the view reads the clock")
        }
    }

    @Test func anIntentDueNowRunsBeforeTheHeldSceneIsUsedAgain() throws {
        let player = Player(size: Self.size) { MovesAwayOnAppear() }
        let first = player.holdingScene { () -> (CGPoint?, CGPoint?) in
            // The first question builds the views; they appear and schedule an intent for now.
            let before = player.location(of: TargetName("here"))
            return (before, player.location(of: TargetName("here")))
        }
        let before = try #require(first.0), after = try #require(first.1)
        #expect(after.y == before.y + 100, "the scheduled intent ran and moved the view")
    }

    @Test func scriptsPlayTheSameWithFewerBuilds() throws {
        let script = try TouchScript(parsing: "tap button \"one\"\nwait 0.4\ntap button \"one\"\nwait 0.4")
        func play(holdingScenes: Bool) throws -> (frames: [Bitmap], player: Player) {
            let player = Player(size: Self.size) { LabelledButton(board: Board()) }
            player.shortcuts.holdsScenes = holdingScenes
            let frames = try ScriptRunner(player: player, fps: 30).run(script).map { try $0.render(scale: 1) }
            return (frames, player)
        }
        let held = try play(holdingScenes: true), fresh = try play(holdingScenes: false)
        #expect(held.frames.count == 25)
        #expect(held.frames == fresh.frames)
        // Each tap asked three questions (where, how many of that name, what it reaches): the
        // frame's scene stood, so none built the views; built afresh, each did.
        #expect(held.player.scenesBuilt == fresh.player.scenesBuilt - 6)
        #expect(held.player.texts.contains("taps 2"))
    }
}
