import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("Transitions and interpolation")
struct TransitionTests {
    private let size = CGSize(width: 100, height: 40)

    private func offset(_ effects: [RenderEffect]) -> CGSize? {
        for case let .offset(offset) in effects { return offset }
        return nil
    }

    @Test func moveOffsetsByTheViewsOwnSizeTowardTheEdge() {
        #expect(offset(AnyTransition.move(edge: .leading).effects(progress: 0, size: size, isRemoval: false)) == CGSize(width: -100, height: 0))
        #expect(offset(AnyTransition.move(edge: .bottom).effects(progress: 0.5, size: size, isRemoval: false)) == CGSize(width: 0, height: 20))
        #expect(offset(AnyTransition.move(edge: .top).effects(progress: 1, size: size, isRemoval: true)) == CGSize(width: 0, height: -0.0))
    }

    @Test func asymmetricPicksBySide() {
        let transition = AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
        #expect(offset(transition.effects(progress: 0, size: size, isRemoval: false))?.width == -100)
        #expect(offset(transition.effects(progress: 0, size: size, isRemoval: true))?.width == 100)
    }

    @Test func combinedAppliesBoth() {
        let effects = AnyTransition.scale.combined(with: .opacity).effects(progress: 0.25, size: size, isRemoval: false)
        #expect(effects.count == 2)
        guard case let .scale(scale, _) = effects[0], case let .opacity(opacity) = effects[1] else {
            Issue.record("expected a scale then an opacity")
            return
        }
        #expect(scale.width == 0.25 && opacity == 0.25)
    }

    private struct Spin: ViewModifier, Animatable {
        var degrees: Double
        nonisolated var animatableData: Double {
            get { degrees }
            set { degrees = newValue }
        }
        func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees)) }
    }

    @Test func modifierTransitionsInterpolateAnimatableModifiers() {
        let transition = AnyTransition.modifier(active: Spin(degrees: 90), identity: Spin(degrees: 0))
        let effects = transition.modifiers(progress: 0.5, isRemoval: false).flatMap { $0.effectsOnContent() }
        guard case let .rotation(angle, _) = effects.first else {
            Issue.record("expected a rotation")
            return
        }
        #expect(abs(angle.degrees - 45) < 1e-9)
    }

    @Test func pairsColorsAndRectsInterpolate() {
        let pair = AnimatablePair(0.0, 10.0).interpolated(towards: AnimatablePair(10.0, 20.0), amount: 0.5)
        #expect(pair == AnimatablePair(5.0, 15.0))
        var color = Color.black
        color.animatableData = Color.black.animatableData.interpolated(towards: Color.white.animatableData, amount: 0.5)
        #expect(color == Color(red: 0.5, green: 0.5, blue: 0.5))
        var rect = CGRect.zero
        rect.animatableData = CGRect.zero.animatableData.interpolated(towards: CGRect(x: 10, y: 20, width: 30, height: 40).animatableData, amount: 0.5)
        #expect(rect == CGRect(x: 5, y: 10, width: 15, height: 20))
    }
}
