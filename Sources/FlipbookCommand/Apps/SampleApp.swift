import Flipbook
import Foundation
import Memorize
import SetApp

/// The timeline's sample scene: a ball that moves with a spring, a card that flips in
/// perspective, a star that spins, shapes that arrive and leave by their transitions, a
/// countdown pie that reads the clock and a square to drag.
struct SampleApp: FlipbookApp {
    static let name = "sample"

    static let summary = "The timeline's sample scene: springs, a flip, a spin, transitions, a countdown and a drag."

    static let screens = [
        AppScreen("timeline", "springs, a flip, a spin, transitions, a countdown and a drag"),
        AppScreen("controls", "the controls showcase: a list, a pushed screen, an order form in a sheet, an alert, a context menu"),
    ]

    /// What the window shows: the timeline's scene or the controls showcase.
    private enum Screen {
        case timeline(SampleModel, VirtualClock)
        case controls(ShowcaseViewModel)
    }

    private let screen: Screen

    init(launch: AppLaunch) {
        screen = launch.settings.screen == "controls" ? .controls(ShowcaseViewModel()) : .timeline(SampleModel(), launch.clock)
    }

    var body: some Scene {
        WindowGroup {
            switch screen {
            case let .timeline(model, clock): SampleView(model: model, clock: clock)
            case let .controls(viewModel): ShowcaseView(viewModel: viewModel)
            }
        }
    }

    /// The timeline's shapes and card, or the showcase's fruit stand.
    func stateJSON() throws -> Data {
        let state: [String: Any] = switch screen {
        case let .timeline(model, _): ["app": Self.name, "items": model.items.map(\.id), "isFaceUp": model.isFaceUp]
        case let .controls(viewModel):
            ["app": Self.name, "screen": "controls", "fruits": viewModel.fruits, "favourite": viewModel.favourite ?? "",
             "orders": viewModel.orders]
        }
        return try JSONSerialization.data(withJSONObject: state, options: [.sortedKeys])
    }

    static let demo: [DemoItem] = [
        .script("sample", moments: [0.3, 0.45, 1.5, 1.7, 1.9, 2.2, 4.1, 4.3, 4.7, 4.9, 5.6, 6.0, 6.8, 7.0, 7.8],
                crop: CGRect(x: 0, y: 0, width: 390, height: 700), animated: true),
        .script("showcase", moments: [0.7, 1.1, 1.6, 2.35, 4.1, 5.1, 6.4, 7.3, 7.8, 9.3, 11.1, 12.6]),
    ]
}

/// The sample scene's model: the shapes in its row and the card's side, which `--state-json`
/// reports. What only the screen shows (the ball's side, the spin, the diamond's place) is
/// the view's own state.
@Observable
final class SampleModel {
    struct Item: Identifiable {
        let id: Int
        let color: Color
    }

    var isFaceUp = false
    var items: [Item] = (1...3).map { Item(id: $0, color: SampleModel.palette[$0 % SampleModel.palette.count]) }
    private var nextID = 4

    static let palette: [Color] = [.orange, .teal, .purple, .pink, .indigo, .green]

    func addItem() {
        items.append(Item(id: nextID, color: Self.palette[nextID % Self.palette.count]))
        nextID += 1
    }

    func removeItem(_ item: Item) { items.removeAll { $0.id == item.id } }
}

struct SampleView: View {
    let model: SampleModel
    let clock: VirtualClock
    @State private var ballOnRight = false
    @State private var isSpinning = false
    @State private var diamondOffset = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        VStack(spacing: 16) {
            buttons
            ball
            HStack(spacing: 24) {
                Text("🐙").font(.system(size: 48))
                    .cardify(isFaceUp: model.isFaceUp)
                    .foregroundColor(.orange)
                    .frame(width: 90, height: 135)
                    .onTapGesture { withAnimation(.easeInOut(duration: 1)) { model.isFaceUp.toggle() } }
                    .touchTarget(TargetName("card"))
                spinner
                countdown
            }
            items
            draggable
            Spacer()
        }
        .padding()
    }

    private var buttons: some View {
        HStack {
            Button("Move") { withAnimation(.spring(response: 0.6, dampingFraction: 0.6)) { ballOnRight.toggle() } }
            Button("Spin") { isSpinning.toggle() }
            Button("Add") { withAnimation(.easeOut(duration: 0.5)) { model.addItem() } }
        }
        .font(.system(size: 20, weight: .semibold))
    }

    private var ball: some View {
        GeometryReader { geometry in
            Circle().fill(Color.red)
                .frame(width: 40, height: 40)
                .offset(x: ballOnRight ? geometry.size.width - 40 : 0)
        }
        .frame(height: 40)
    }

    private var spinner: some View {
        Image(systemName: "star.fill")
            .font(.system(size: 56))
            .foregroundColor(.yellow)
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
    }

    /// A pie that counts five seconds down on the clock, redrawn every frame.
    private var countdown: some View {
        let remaining = max(0, 1 - clock.now.truncatingRemainder(dividingBy: 5) / 5)
        return Pie(startAngle: .degrees(0 - 90), endAngle: .degrees((1 - remaining) * 360 - 90))
            .fill(Color.blue.opacity(0.6))
            .frame(width: 70, height: 70)
    }

    private var items: some View {
        HStack(spacing: 12) {
            ForEach(Array(model.items.enumerated()), id: \.element.id) { index, item in
                RoundedRectangle(cornerRadius: 12).fill(item.color)
                    .frame(width: 56, height: 56)
                    .transition(.scale.combined(with: .opacity))
                    .onTapGesture { withAnimation(.easeIn(duration: 0.5)) { model.removeItem(item) } }
                    .touchTarget("shape", index: index + 1)
            }
        }
        .frame(height: 64)
    }

    private var draggable: some View {
        Diamond()
            .fill(Color.green)
            .frame(width: 70, height: 70)
            .offset(CGSize(width: diamondOffset.width + dragOffset.width, height: diamondOffset.height + dragOffset.height))
            .gesture(DragGesture()
                .updating($dragOffset) { value, dragOffset, _ in dragOffset = value.translation }
                .onEnded { value in
                    diamondOffset.width += value.translation.width
                    diamondOffset.height += value.translation.height
                })
            .touchTarget(TargetName("diamond"))
    }
}
