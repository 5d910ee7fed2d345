import Flipbook

// An app as a course student writes one, with `import SwiftUI` changed to `import Flipbook`:
// built with `swift build`, it is a program that renders its screen and plays touch scripts
// (`TallyApp render -o tally.png`, `TallyApp play taps.touches -o frames`).

/// The model: how many times the button was pressed.
struct Tally {
    private(set) var count = 0

    mutating func addOne() { count += 1 }
}

/// The view model the app owns and the view observes.
final class TallyCounter: ObservableObject {
    @Published private var tally = Tally()

    var count: Int { tally.count }

    func addOne() { tally.addOne() }
}

@main
struct TallyApp: App {
    @StateObject var counter = TallyCounter()

    var body: some Scene {
        WindowGroup {
            TallyView(counter: counter)
        }
    }
}

/// A row of orange marks, one a press, and the button that adds one.
struct TallyView: View {
    @ObservedObject var counter: TallyCounter
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack(spacing: 24) {
            MarksRow(count: counter.count)
                .frame(height: 60)
            Button("Add one") {
                withAnimation(.easeOut(duration: 0.3)) { counter.addOne() }
            }
            .buttonStyle(.borderedProminent)
            .disabled(scenePhase != .active)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// One orange mark a press, in a row.
struct MarksRow: View {
    let count: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { _ in
                RoundedRectangle(cornerRadius: 4).fill(.orange).frame(width: 20, height: 60)
            }
        }
    }
}

// Previews, as Xcode shows them; `TallyApp previews -o DIR` draws each into DIR.

#Preview("Three marks", traits: .sizeThatFitsLayout) {
    MarksRow(count: 3).padding()
}

struct TallyView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TallyView(counter: TallyCounter())
            TallyView(counter: TallyCounter())
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
    }
}
