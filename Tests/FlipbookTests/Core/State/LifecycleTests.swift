import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private final class Log {
    var entries: [String] = []
}

private struct Screen: View {
    let log: Log
    @State private var showsDetail = false
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Detail") { showsDetail.toggle() }
            Button("Count") { count += 1 }
            if showsDetail {
                Text("detail")
                    .onAppear { log.entries.append("detail appeared") }
                    .onDisappear { log.entries.append("detail disappeared") }
            }
        }
        .onAppear { log.entries.append("screen appeared") }
        .onChange(of: count) { old, new in log.entries.append("count \(old)→\(new)") }
        .onChange(of: count, initial: true) { log.entries.append("count is \(count)") }
    }
}

@MainActor
@Suite("onAppear, onDisappear, onChange")
struct LifecycleTests {
    private func tap(_ title: String, _ player: Player) throws {
        player.tap(at: try #require(player.location(of: TargetName("button", label: title))))
    }

    @Test func actionsRunOnceEachWhenTheirMomentComes() throws {
        let log = Log()
        let player = Player(size: CGSize(width: 300, height: 300)) { Screen(log: log) }
        _ = player.frame(at: 0)
        #expect(log.entries == ["screen appeared", "count is 0"])
        _ = player.frame(at: 0.1)
        #expect(log.entries.count == 2, "nothing new: no action runs again on a rebuild")
        try tap("Count", player)
        try tap("Count", player)
        try tap("Detail", player)
        _ = player.frame(at: 0.2)
        try tap("Detail", player)
        #expect(log.entries == ["screen appeared", "count is 0", "count 0→1", "count is 1", "count 1→2", "count is 2",
                                "detail appeared", "detail disappeared"])
    }

    @Test func stateSetInOnAppearShowsInTheFirstFrame() {
        struct Loader: View {
            @State private var text = "loading"
            var body: some View { Text(text).onAppear { text = "loaded" } }
        }
        let player = Player(size: CGSize(width: 300, height: 300)) { Loader() }
        _ = player.frame(at: 0)
        #expect(player.texts == ["loaded"])
    }

    @Test func viewsThatKeepChangingEachOtherCannotHangARun() {
        struct Runaway: View {
            @State private var count = 0
            var body: some View { Text("\(count)").onChange(of: count, initial: true) { count += 1 } }
        }
        let player = Player(size: CGSize(width: 300, height: 300)) { Runaway() }
        _ = player.frame(at: 0)
        let shown = Int(player.texts.first ?? "") ?? 0
        #expect(shown > 0 && shown <= 17)
    }
}
