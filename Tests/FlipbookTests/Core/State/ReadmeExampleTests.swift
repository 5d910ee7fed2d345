import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

// The README's engine example, verbatim: if this stops compiling or working, the README is wrong.

@MainActor
struct CardTable: View {
    @State private var isFaceUp = false           // owned by this view, kept while it is on screen
    @GestureState private var drag = CGSize.zero     // follows the finger, back to zero when it lifts
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            FlipCard(isFaceUp: $isFaceUp)           // the child flips the parent's state
                .offset(drag)
                .gesture(DragGesture().updating($drag) { value, drag, _ in drag = value.translation })
            Text(isFaceUp ? "Face up" : "Face down").foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(colorScheme.background)
    }
}

@MainActor
struct FlipCard: View {
    @Binding var isFaceUp: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(Color.orange)
            RoundedRectangle(cornerRadius: 12).fill(Color.white).opacity(isFaceUp ? 1 : 0)
            Text("🐙").font(.system(size: 48)).opacity(isFaceUp ? 1 : 0)
        }
        .frame(width: 120, height: 180)
            .rotation3DEffect(.degrees(isFaceUp ? 0 : 180), axis: (0, 1, 0))
            .onTapGesture { withAnimation(.easeInOut(duration: 0.6)) { isFaceUp.toggle() } }
            .touchTarget(TargetName("card"))
    }
}

@MainActor
@Suite("The README's engine example")
struct ReadmeExampleTests {
    @Test func aTapFlipsTheCardThroughTheBindingAndADragLetsGo() throws {
        let player = Player(size: CGSize(width: 390, height: 844)) { CardTable().preferredColorScheme(.dark) }
        #expect(player.texts == ["🐙", "Face down"])
        let frames = try ScriptRunner(player: player, fps: 10).run(try TouchScript(parsing: """
            tap card
            wait 1
            drag card -> 300,300 over 0.5
            """))
        #expect(frames.count == 16)
        #expect(player.texts == ["🐙", "Face up"])
        let card = try #require(player.location(of: TargetName("card")))
        #expect(abs(card.x - 195) < 1e-9, "the drag's offset went back to zero when the finger lifted")
        let background = try #require(player.presented?.first { if case .color(ColorScheme.dark.background) = $0.content { true } else { false } })
        #expect(background.frame.size == CGSize(width: 390, height: 844))
    }
}
