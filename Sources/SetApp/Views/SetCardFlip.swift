import Foundation
import Flipbook

/// Turns a Set card over in perspective: the face while `rotation < 90`, the back after, so a
/// card dealt from the deck flips face up on its way to the table (the course's Cardify, with
/// Set's own face and back).
public struct SetCardFlip: ViewModifier, Animatable {
    /// Degrees about the vertical axis: 0 face up, 180 face down.
    public var rotation: Double

    /// A card face up or face down.
    public init(isFaceUp: Bool) { rotation = isFaceUp ? 0 : 180 }

    nonisolated public var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    public func body(content: Content) -> some View {
        ZStack {
            if rotation < 90 { content } else { CardBack() }
        }
        .rotation3DEffect(.degrees(rotation), axis: (0, 1, 0))
    }
}

/// A sideways shake that draws the eye to a wrong choice: `phase` runs 0 → 1 and the view
/// swings three times, ±`amount` points, and comes to rest.
public struct Shake: ViewModifier, Animatable {
    public var phase: Double
    public var amount: Double

    /// A shake at `phase`.
    public init(phase: Double, amount: Double = 8) {
        self.phase = phase
        self.amount = amount
    }

    nonisolated public var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    public func body(content: Content) -> some View {
        content.offset(x: amount * (1 - phase) * sin(phase * .pi * 6))
    }
}

/// The back of a Set card.
struct CardBack: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6).fill(Color.indigo)
            RoundedRectangle(cornerRadius: 4).strokeBorder(Color.white.opacity(0.7), lineWidth: 2).padding(4)
        }
    }
}
