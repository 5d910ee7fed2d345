import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A number that counts to its new value, as SwiftUI draws an animatable view: its body is
/// rebuilt every frame with the value in flight.
private struct CountingText: View, Animatable {
    var value: Double
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View { Text("\(Int(value.rounded()))") }
}

private struct Scoreboard: View {
    @State private var score = 0.0
    var body: some View {
        CountingText(value: score)
            .onTapGesture { withAnimation(.linear(duration: 1)) { score = 100 } }
            .touchTarget(TargetName("score"))
    }
}

@MainActor
@Suite("Animatable views")
struct AnimatableViewTests {
    @Test func anAnimatableViewsBodyFollowsTheDataInFlight() throws {
        let player = Player(size: CGSize(width: 200, height: 100)) { Scoreboard() }
        #expect(player.texts == ["0"])
        player.tap(at: try #require(player.location(of: TargetName("score"))))
        _ = player.frame(at: 0.25)
        #expect(player.presented?.allTexts == ["25"])
        _ = player.frame(at: 0.5)
        #expect(player.presented?.allTexts == ["50"])
        _ = player.frame(at: 2)
        #expect(player.presented?.allTexts == ["100"])
    }
}
