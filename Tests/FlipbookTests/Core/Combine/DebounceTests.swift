import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// `debounce(for:scheduler:)` on the timeline's virtual clock.
@MainActor
@Suite("debounce on the virtual clock")
struct DebounceTests {
    private final class Search: ObservableObject {
        @Published var text = ""
        @Published private(set) var query = ""
        private var subscription: AnyCancellable?

        init() {
            subscription = $text.dropFirst().debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { [weak self] in
                self?.query = $0
            }
        }
    }

    @Test func onlyAValueFollowedByQuietIsDeliveredWhenItsTimeComes() throws {
        let search = Search()
        let player = Player(size: CGSize(width: 120, height: 40)) { Text(search.query) }
        _ = player.frame(at: 0)
        player.perform { search.text = "t" }
        _ = player.frame(at: 0.2)
        player.perform { search.text = "tu" }
        #expect(try player.frame(at: 0.45).render() == ImageRenderer(content: Text(""), size: player.size).render(),
                "0.3 s after \"t\" a newer value had come: nothing yet")
        let shown = try player.frame(at: 0.5).render()
        #expect(search.query == "tu")
        #expect(shown == (try ImageRenderer(content: Text("tu"), size: player.size).render()),
                "0.3 s after the last keystroke the view shows it")
    }

    @Test func outsideARunningPlayerValuesPassAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let subscription = subject.debounce(for: 0.5, scheduler: DispatchQueue.main).sink { seen.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(seen == [1, 2])
        _ = subscription
    }

    @Test func aCancelledSubscriptionGetsNothingThatWasWaiting() throws {
        let subject = PassthroughSubject<Int, Never>()
        final class Box { var seen: [Int] = []; var subscription: AnyCancellable? }
        let box = Box()
        let player = Player(size: CGSize(width: 10, height: 10)) { Color.white }
        _ = player.frame(at: 0)
        box.subscription = subject.debounce(for: .seconds(1), scheduler: DispatchQueue.main).sink { box.seen.append($0) }
        player.perform { subject.send(1) }
        box.subscription = nil
        _ = player.frame(at: 2)
        #expect(box.seen.isEmpty)
    }

    @Test func strideSpellingsAreSeconds() {
        #expect(SchedulerStride.milliseconds(250).seconds == 0.25 && SchedulerStride.seconds(2).seconds == 2)
        #expect((0.5 as SchedulerStride).seconds == 0.5 && SchedulerStride.nanoseconds(1_000).seconds == 1e-6)
    }
}
