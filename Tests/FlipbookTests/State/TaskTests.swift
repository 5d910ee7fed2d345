@testable import Flipbook
import Foundation
import Testing

/// `.task(priority:_:)` and `.task(id:priority:_:)`: async work run to its end between frames.
@Suite("Tasks of views")
struct TaskTests {
    private static let size = CGSize(width: 160, height: 40)

    private static func loadTitle(_ number: Int) async -> String {
        await Task.yield()
        return "Theme \(number)"
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

    @Test func aTaskThatSleepsShowsItsResultInTheNextFrame() throws {
        final class Box { var value = "Waiting"; var wasCancelled = false }
        let box = Box()
        let player = Player(size: Self.size) {
            Text(box.value).task(priority: .high) {
                try? await Task.sleep(nanoseconds: 10_000_000)
                box.wasCancelled = Task.isCancelled
                box.value = "Awake"
            }
        }
        #expect(try player.frame(at: 0).render() == picture(of: "Awake"))
        #expect(!box.wasCancelled)
    }

    @Test func aTaskThatNeverEndsIsCancelledAfterTheRealTimeLimit() throws {
        final class Box { var rounds = 0; var ended = false }
        let box = Box()
        let player = Player(size: Self.size) {
            Color.white.task {
                while !Task.isCancelled {
                    box.rounds += 1
                    try? await Task.sleep(nanoseconds: 200_000_000)
                }
                box.ended = true
            }
        }
        let start = Date()
        _ = player.frame(at: 0)
        #expect(box.ended && box.rounds >= 1)
        #expect(Date().timeIntervalSince(start) < TaskRunner.realTimeLimit * 2 + 1)
    }
}
