import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Observable objects, the environment and onChange")
struct ViewModelTests {
    @Test func anEnvironmentObjectIsReadAndItsChangesShow() throws {
        let player = Player(size: CGSize(width: 100, height: 100)) { CounterRoot() }
        #expect(isClose(try player.frame(at: player.clock.now).render()[5, 5], .blue), "no taps: even")
        #expect(player.tap(at: CGPoint(x: 50, y: 50)))
        #expect(isClose(try player.frame(at: player.clock.now).render()[5, 5], .orange), "one tap: odd")
    }

    @Test func onChangeOfPerformSeesTheNewValue() throws {
        let player = Player(size: CGSize(width: 100, height: 100)) { CounterRoot() }
        _ = player.tap(at: CGPoint(x: 50, y: 50))
        _ = player.tap(at: CGPoint(x: 50, y: 50))
        let twice = try player.frame(at: player.clock.now).render()
        let expected = try render(ZStack { Color.blue; Text("2 2") }, width: 100, height: 100)
        #expect(twice == expected, "taps and the last value seen are both 2")
    }

    @Test func objectWillChangeSendsAChange() {
        let model = CounterViewModel()
        let publisher: ObservableObjectPublisher = model.objectWillChange
        publisher.send()
        model.bumpQuietly()
        #expect(model.unpublished == 1)
    }

    @Test func aPublishedPropertysPublisherAutosaves() {
        let document = AutosavingDocument()
        document.text = "🍎"
        document.text = "🍎🍐"
        #expect(document.saves == ["", "🍎", "🍎🍐"])
    }

    @Test func objectWillChangeTellsSubscribersOfEveryPublishedChange() {
        let search = SearchViewModel()
        search.text = "a"
        search.text = "ab"
        #expect(search.changes >= 2, "at least the two changes of the text: \(search.changes)")
    }

    @Test func theQueryFollowsTheTextOnceTypingStops() throws {
        let search = SearchViewModel()
        let player = Player(size: CGSize(width: 100, height: 40)) { Text(search.query) }
        _ = player.frame(at: 0)
        player.perform { search.text = "tu" }
        _ = player.frame(at: 0.1)
        player.perform { search.text = "tulip" }
        _ = player.frame(at: 0.35)
        #expect(search.query == "", "0.3 s after \"tu\" the typing had not stopped")
        let shown = try player.frame(at: 0.4).render()
        #expect(search.query == "tulip")
        #expect(shown == (try render(Text("tulip"), width: 100, height: 40)))
    }

    @Test func onReceiveFollowsASubjectAndAPublishedProperty() throws {
        let source = TickSource()
        let player = Player(size: CGSize(width: 300, height: 120)) { TickCounter(source: source) }
        _ = player.frame(at: 0)
        player.perform { source.ticks.send(3) }
        player.perform { source.ticks.send(5) }
        #expect(try player.frame(at: player.clock.now).render() == (try expected("ticks 3,5 level 1")))
        let button = try #require(player.location(of: TargetName("button", label: "Level up")))
        #expect(player.tap(at: button))
        #expect(try player.frame(at: player.clock.now).render() == (try expected("ticks 3,5 level 2")))
    }

    @Test func onReceiveFollowsTheChannelChosenNow() throws {
        let channels = Channels()
        let player = Player(size: CGSize(width: 300, height: 120)) { ChannelListener(channels: channels) }
        _ = player.frame(at: 0)
        player.perform { channels.first.send(1) }
        player.perform { channels.listensToSecond = true }
        _ = player.frame(at: player.clock.now)
        player.perform { channels.first.send(2) }
        player.perform { channels.second.send(3) }
        let heard = try render(Text("heard 1,3"), width: 300, height: 120)
        #expect(try player.frame(at: player.clock.now).render() == heard, "2 went to the channel no longer listened to")
    }

    private func expected(_ text: String) throws -> Bitmap {
        try render(VStack { Text(text); Button("Level up") {} }, width: 300, height: 120)
    }
}
