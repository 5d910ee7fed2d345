import Flipbook

// An app as a course student writes one, with `import SwiftUI` changed to `import Flipbook`:
// built with `swift build`, it is a program that renders its first screen, plays touch scripts,
// draws its previews and opens in a window (`TallyApp render -o tally.png`, `TallyApp play
// taps.touches -o frames`, `TallyApp previews -o previews`, `TallyApp window`). A tap on
// "Settings" pushes its second screen.

/// The model: what is counted, how many times the button was pressed, and how wide a mark is.
struct Tally {
    var name = "Tally"
    var markWidth = 20.0
    private(set) var count = 0

    mutating func addOne() { count += 1 }
}

/// The view model the app owns and the views observe.
final class TallyCounter: ObservableObject {
    @Published private var tally = Tally()

    var count: Int { tally.count }

    var name: String {
        get { tally.name }
        set { tally.name = newValue }
    }

    var markWidth: Double {
        get { tally.markWidth }
        set { tally.markWidth = newValue }
    }

    func addOne() { tally.addOne() }
}

@main
struct TallyApp: App {
    @StateObject var counter = TallyCounter()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TallyView(counter: counter)
            }
        }
    }
}

/// A row of orange marks, one a press, and the button that adds one.
struct TallyView: View {
    @ObservedObject var counter: TallyCounter
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack(spacing: 24) {
            MarksRow(count: counter.count, markWidth: counter.markWidth)
                .frame(height: 60)
            Button("Add one") {
                withAnimation(.easeOut(duration: 0.3)) { counter.addOne() }
            }
            .buttonStyle(.borderedProminent)
            .disabled(scenePhase != .active)
            NavigationLink("Settings") {
                TallySettingsView(counter: counter)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .navigationTitle(counter.name)
    }
}

/// The second screen: the tally's name and how wide its marks are.
struct TallySettingsView: View {
    @ObservedObject var counter: TallyCounter

    var body: some View {
        Form {
            TextField("Name", text: $counter.name)
            VStack(alignment: .leading) {
                Text("Mark width: \(Int(counter.markWidth))")
                Slider(value: $counter.markWidth, in: 10...40, step: 1)
            }
        }
        .navigationTitle("Settings")
    }
}

/// One orange mark a press, in a row.
struct MarksRow: View {
    let count: Int
    var markWidth = 20.0

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { _ in
                RoundedRectangle(cornerRadius: 4).fill(.orange).frame(width: markWidth, height: 60)
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
            NavigationStack { TallyView(counter: TallyCounter()) }
            NavigationStack { TallyView(counter: TallyCounter()) }
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
    }
}
