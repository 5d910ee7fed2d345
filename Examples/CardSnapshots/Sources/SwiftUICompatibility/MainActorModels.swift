import Flipbook

/// A view model as the course's 2023 lectures write it in Swift 6: isolated to the main actor,
/// read from `body` and changed from a button's action and a gesture's closure.
@MainActor
public final class FlipCounter: ObservableObject {
    @Published public private(set) var flips = 0
    @Published public var isFaceUp = false

    public init() {}

    public func flip() {
        isFaceUp.toggle()
        flips += 1
    }

    public func reset() {
        flips = 0
        isFaceUp = false
    }
}

/// An `@Observable` model on the main actor, as Swift 6 code writes one.
@MainActor
@Observable
public final class Scoreboard {
    public var score = 0

    public init() {}

    public func add(_ points: Int) { score += points }
}

/// A card the counter turns over on a tap, with a button that resets it, and a score that a
/// drag adds to when it ends.
public struct FlipCounterView: View {
    @StateObject private var counter = FlipCounter()
    @State private var board = Scoreboard()

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 8)
                .fill(counter.isFaceUp ? Color.green : Color.red)
                .frame(width: 100, height: 100)
                .onTapGesture { counter.flip() }
                .gesture(
                    DragGesture()
                        .onEnded { value in board.add(value.translation.width > 0 ? 1 : -1) }
                )
            Button("Reset") { counter.reset() }
                .frame(height: 40)
            Text("\(counter.flips) \(board.score)")
                .frame(height: 40)
        }
    }
}

/// A shape whose animatable data is `nonisolated`, as Swift 6 asks of a view-isolated
/// `Animatable` conformance (SwiftUI's `Animatable` requirements are nonisolated).
public struct Wedge: Shape {
    public var degrees: Double

    public init(degrees: Double) { self.degrees = degrees }

    public nonisolated var animatableData: Double {
        get { degrees }
        set { degrees = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(degrees - 90), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// The lecture's Cardify as typed, in Swift 6: with isolated conformances inferred (this
/// target's setting), its `Animatable` conformance belongs to the main actor, where views live.
public struct Cardify: ViewModifier, Animatable {
    public var rotation: Double

    public init(isFaceUp: Bool) { rotation = isFaceUp ? 0 : 180 }

    public var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    public func body(content: Content) -> some View {
        ZStack {
            let base = RoundedRectangle(cornerRadius: 10)
            if rotation < 90 {
                base.fill(.white)
                base.strokeBorder(lineWidth: 3)
                content
            } else {
                base.fill()
            }
        }
        .rotation3DEffect(.degrees(rotation), axis: (x: 0, y: 1, z: 0))
    }
}

/// A card that flips over a second when tapped.
public struct FlippingCard: View {
    @State private var isFaceUp = false

    public init() {}

    public var body: some View {
        Text("👻").font(.largeTitle)
            .modifier(Cardify(isFaceUp: isFaceUp))
            .foregroundColor(.orange)
            .onTapGesture { withAnimation(.linear(duration: 1)) { isFaceUp.toggle() } }
    }
}
