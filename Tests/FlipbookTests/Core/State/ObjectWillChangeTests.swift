import Flipbook
import Foundation
import Testing

/// `objectWillChange` as Combine's: one publisher an object keeps, firing before each change.
@Suite("objectWillChange as a publisher")
struct ObjectWillChangeTests {
    private final class Scoreboard: ObservableObject {
        @Published var score = 0
        @Published var names: [String] = []
        var unpublished = 0
    }

    @Test func itFiresBeforeEachPublishedChangeWithTheOldValueStillStored() {
        let board = Scoreboard()
        var seen: [Int] = []
        let subscription = board.objectWillChange.sink { seen.append(board.score) }
        board.score = 1
        board.score += 2
        board.names.append("Ada")
        board.unpublished = 9
        #expect(seen == [0, 1, 3], "the value before each change; nothing for an unpublished property")
        subscription.cancel()
        board.score = 7
        #expect(seen.count == 3, "nothing after the subscription is cancelled")
    }

    @Test func sendAnnouncesAChangeAndTheObjectKeepsOnePublisher() {
        let board = Scoreboard()
        var count = 0
        var cancellables = Set<AnyCancellable>()
        board.objectWillChange.sink { count += 1 }.store(in: &cancellables)
        board.objectWillChange.send()
        #expect(count == 1)
        #expect(board.objectWillChange === board.objectWillChange)
        #expect(Scoreboard().objectWillChange !== board.objectWillChange, "each object its own")
    }

    @Test func aPublisherOfAnObjectsOwnIsTheOneThatFires() {
        final class Custom: ObservableObject {
            let objectWillChange = ObservableObjectPublisher()
            @Published var value = 0
        }
        let custom = Custom()
        var fired = 0
        let subscription = custom.objectWillChange.sink { fired += 1 }
        custom.value = 1
        #expect(fired == 1)
        _ = subscription
    }

    @Test func operatorsApplyToIt() {
        let board = Scoreboard()
        var seen: [String] = []
        let subscription = board.objectWillChange.map { "change" }.prepend("start").sink { seen.append($0) }
        board.score = 1
        #expect(seen == ["start", "change"])
        _ = subscription
    }
}
