import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@Observable
private final class Counter {
    var count = 0
}

/// A card that flips (a custom animatable modifier), slides and fades when tapped, with a
/// label that counts the taps.
private struct FlippingCard: View {
    let counter: Counter
    @State private var isFaceUp = false

    var body: some View {
        VStack {
            Text("taps \(counter.count)")
            RoundedRectangle(cornerRadius: 8).fill(isFaceUp ? Color.orange : Color.indigo)
                .frame(width: 80, height: 120)
                .modifier(Turn(rotation: isFaceUp ? 0 : 180))
                .offset(x: isFaceUp ? 40 : -40)
                .opacity(isFaceUp ? 1 : 0.6)
                .onTapGesture {
                    counter.count += 1
                    withAnimation(.easeInOut(duration: 0.5)) { isFaceUp.toggle() }
                }
                .touchTarget(TargetName("card"))
        }
    }
}

/// Turns its content about the vertical axis, as the course's Cardify does (also used by
/// SubtreeReuseTests).
@MainActor
struct Turn: ViewModifier, Animatable {
    var rotation: Double
    nonisolated var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    func body(content: Content) -> some View {
        content.rotation3DEffect(.degrees(rotation), axis: (0, 1, 0))
    }
}

/// Shows the time on the virtual clock it was given.
private struct ClockLabel: View {
    let clock: VirtualClock
    var body: some View { Text(String(format: "%.2f s", clock.now)) }
}

@MainActor
@Suite("Scene caching: frames where nothing changed reuse the laid-out views")
struct SceneCacheTests {
    private static let size = CGSize(width: 240, height: 240)
    private static let script = "tap card\nwait 0.3\ntap card\nwait 0.7\nwait 0.2"

    /// The frames of the script, each drawn, with the scene cache on or off.
    private func frames(reusingScene: Bool) throws -> (pixels: [Bitmap], player: Player) {
        let counter = Counter()
        let player = Player(size: Self.size) { FlippingCard(counter: counter) }
        player.shortcuts.reusesScene = reusingScene
        let lists = try ScriptRunner(player: player, fps: 30).run(try TouchScript(parsing: Self.script))
        return (try lists.map { try $0.render(scale: 2) }, player)
    }

    @Test func cachedFramesEqualFramesBuiltAfresh() throws {
        let cached = try frames(reusingScene: true), fresh = try frames(reusingScene: false)
        #expect(cached.pixels.count == fresh.pixels.count)
        #expect(cached.pixels == fresh.pixels)
        // Most frames of the run only moved animations: far fewer passes built the views.
        #expect(cached.player.scenesBuilt < fresh.player.scenesBuilt / 2)
    }

    @Test func framesAtRestShareTheirContent() throws {
        let player = Player(size: Self.size) { FlippingCard(counter: Counter()) }
        let first = player.frame(at: 0), second = player.frame(at: 1 / 30), third = player.frame(at: 2 / 30)
        #expect(second.drawsSameFrame(as: first))
        #expect(third.drawsSameFrame(as: second))
        player.tap(at: try #require(player.location(of: TargetName("card"))))
        #expect(!player.frame(at: 3 / 30).drawsSameFrame(as: third))
    }

    @Test func anIntentRebuildsTheViews() throws {
        let counter = Counter()
        let player = Player(size: Self.size) { FlippingCard(counter: counter) }
        _ = player.frame(at: 0)
        let built = player.scenesBuilt
        _ = player.frame(at: 0.1)
        #expect(player.scenesBuilt == built)
        player.tap(at: try #require(player.location(of: TargetName("card"))))
        _ = player.frame(at: 0.2)
        #expect(player.texts.contains("taps 1"))
        #expect(player.scenesBuilt > built)
    }

    @Test func anObservedModelChangedOutsideAnIntentRebuildsTheViews() {
        let counter = Counter()
        let player = Player(size: Self.size) { FlippingCard(counter: counter) }
        _ = player.frame(at: 0)
        _ = player.frame(at: 0.1)
        counter.count = 7
        _ = player.frame(at: 0.2)
        #expect(player.texts.contains("taps 7"))
    }

    @Test func aViewThatReadsTheClockIsBuiltEveryFrame() {
        let clock = VirtualClock()
        let player = Player(size: Self.size, clock: clock) { ClockLabel(clock: clock) }
        _ = player.frame(at: 0)
        _ = player.frame(at: 0.5)
        #expect(player.texts == ["0.50 s"])
        _ = player.frame(at: 1.25)
        #expect(player.texts == ["1.25 s"])
    }

    @Test func aViewThatReadsTheEnvironmentsClockTimeIsBuiltEveryFrame() {
        let player = Player(size: Self.size) { EnvironmentClockLabel() }
        _ = player.frame(at: 0)
        _ = player.frame(at: 0.5)
        #expect(player.texts == ["0.50 s"])
        _ = player.frame(at: 0.75)
        #expect(player.texts == ["0.75 s"])
    }
}

/// Shows the environment's `clockTime`.
private struct EnvironmentClockLabel: View {
    @Environment(\.clockTime) private var time
    var body: some View { Text(String(format: "%.2f s", time)) }
}
