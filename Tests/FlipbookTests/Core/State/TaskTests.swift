import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// `.task(priority:_:)` and `.task(id:priority:_:)`: async work run to its end between frames.
@MainActor
@Suite("Tasks of views")
struct TaskTests {
    private static let size = CGSize(width: 160, height: 40)

    /// A main-actor load, as a `@MainActor` view model's: it awaits nothing elsewhere.
    private static func loadTitle(_ number: Int) async -> String {
        "Theme \(number)"
    }

    /// A title loaded by a task when the view appears, and again when `number` changes.
    private struct Loader: View {
        let number: Int
        let log: Log
        @State private var title = "Loading"

        var body: some View {
            Text(title).task(id: number) {
                log.runs += 1
                title = await TaskTests.loadTitle(number)
            }
        }
    }

    final class Log {
        var runs = 0
        var number = 1
    }

    private func picture(of text: String) throws -> Bitmap {
        try ImageRenderer(content: Text(text), size: Self.size).render()
    }

    @Test func theFirstFrameShowsWhatTheTaskDid() throws {
        let log = Log()
        let player = Player(size: Self.size) { Loader(number: log.number, log: log) }
        #expect(try player.frame(at: 0).render() == picture(of: "Theme 1"))
        _ = player.frame(at: 1)
        #expect(log.runs == 1, "once, when the view appeared")
    }

    @Test func aNewIdRunsTheTaskAgain() throws {
        let log = Log()
        let player = Player(size: Self.size) { Loader(number: log.number, log: log) }
        _ = player.frame(at: 0)
        player.perform { log.number = 2 }
        #expect(try player.frame(at: 0.1).render() == picture(of: "Theme 2"))
        #expect(log.runs == 2)
    }

    @Test func aViewsTaskThatSleepsShowsNothingOfWhatFollowsDuringTheRun() throws {
        final class Box { var value = "Waiting"; var before = "" }
        let box = Box()
        let player = Player(size: Self.size) {
            Text(box.value).task(priority: .high) {
                box.before = "ran"
                try? await Task.sleep(nanoseconds: 10_000_000)
                box.value = "Awake"
            }
        }
        #expect(try player.frame(at: 0).render() == picture(of: "Waiting"), "after the sleep is after the run")
        #expect(box.before == "ran", "up to the sleep, the work ran at once")
    }

    @Test func nonisolatedWorkThatSleepsShowsItsResultInTheNextFrame() throws {
        let box = SleepBox()
        let work = SleepBox.sleepThenWake(box)
        let player = Player(size: Self.size) { Text(box.value).task(priority: .high, work) }
        #expect(try player.frame(at: 0).render() == picture(of: "Awake"))
        #expect(!box.wasCancelled)
    }

    @Test func nonisolatedWorkThatNeverEndsIsCancelledAfterTheRealTimeLimit() throws {
        let box = SleepBox()
        let work = SleepBox.loopUntilCancelled(box)
        let player = Player(size: Self.size) { Color.white.task(work) }
        let start = Date()
        _ = player.frame(at: 0)
        #expect(box.ended && box.rounds >= 1)
        #expect(Date().timeIntervalSince(start) < TaskRunner.realTimeLimit * 2 + 1)
    }

    /// What a view's sleeping task did: it starts, then sleeps, then ends or is cancelled.
    final class Steps {
        var log: [String] = []
        var shows = true
        var id = 1
    }

    /// A text whose task sleeps 50 ms after it starts, shown while `steps.shows`.
    private struct Sleeper: View {
        let steps: Steps

        var body: some View {
            if steps.shows {
                Text("Loading").task(id: steps.id) {
                    let id = steps.id
                    steps.log.append("start \(id)")
                    do {
                        try await Task.sleep(for: .milliseconds(50))
                        steps.log.append("done \(id)")
                    } catch {
                        steps.log.append("cancelled \(id)")
                    }
                }
            }
        }
    }

    @Test func aViewsTaskIsCancelledWhenTheViewLeaves() async throws {
        let steps = Steps()
        let player = Player(size: Self.size) { Sleeper(steps: steps) }
        _ = player.frame(at: 0)
        player.perform { steps.shows = false }
        _ = player.frame(at: 0.1)
        try await Task.sleep(for: .milliseconds(200))
        #expect(steps.log == ["start 1", "cancelled 1"])
    }

    @Test func aNewIdCancelsTheTaskOfTheOldOne() async throws {
        let steps = Steps()
        let player = Player(size: Self.size) { Sleeper(steps: steps) }
        _ = player.frame(at: 0)
        player.perform { steps.id = 2 }
        _ = player.frame(at: 0.1)
        try await Task.sleep(for: .milliseconds(200))
        #expect(steps.log == ["start 1", "start 2", "cancelled 1", "done 2"])
    }
}

/// What nonisolated work (made outside a view) did; the tests read it after the frame.
private final class SleepBox: @unchecked Sendable {
    var value = "Waiting"
    var wasCancelled = false
    var rounds = 0
    var ended = false

    /// Sleeps 10 ms, then sets the value: nonisolated, so it runs to its end before the frame.
    nonisolated static func sleepThenWake(_ box: SleepBox) -> () async -> Void {
        {
            try? await Task.sleep(nanoseconds: 10_000_000)
            box.wasCancelled = Task.isCancelled
            box.value = "Awake"
        }
    }

    /// Counts rounds of 0.2 s until cancelled.
    nonisolated static func loopUntilCancelled(_ box: SleepBox) -> () async -> Void {
        {
            while !Task.isCancelled {
                box.rounds += 1
                try? await Task.sleep(nanoseconds: 200_000_000)
            }
            box.ended = true
        }
    }
}
