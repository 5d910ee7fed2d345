import Flipbook

/// An alert about a chosen item, a phone-or-pad choice and a spring, as later assignments write them.
public struct ItemRemover: View {
    @State private var confirming = false
    @State private var chosen: Int?
    @State private var scale: CGFloat = 1

    public init() {}

    private var columns: Int { UIDevice.current.userInterfaceIdiom == .pad ? 6 : 3 }

    public var body: some View {
        ScrollView {
            VStack {
                ForEach(1...columns, id: \.self) { number in
                    Button("Item \(number)") {
                        chosen = number
                        confirming = true
                    }
                }
                Circle().fill(.pink).frame(width: 20, height: 20).scaleEffect(scale)
                    .onTapGesture { withAnimation(.interactiveSpring()) { scale = 3 } }
            }
        }
        .scrollIndicators(.hidden)
        .alert("Remove?", isPresented: $confirming, presenting: chosen) { number in
            Button("Remove \(number)", role: .destructive) {}
        } message: { number in
            Text("Item \(number) goes away.")
        }
    }
}

/// A layout that follows the size class, and an optional hint, as later assignments write them.
public struct AdaptiveGrid: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    let showsHint: Bool

    public init(showsHint: Bool) { self.showsHint = showsHint }

    public var body: some View {
        VStack {
            Text(horizontalSizeClass == .regular ? "wide" : "narrow")
            showsHint ? Text("hint") : nil
        }
    }
}

/// An alert a modifier of the student's own presents, titled by a key it was given.
public struct SimpleAlertModifier: ViewModifier {
    var titleKey: LocalizedStringKey
    @Binding var isPresented: Bool

    public func body(content: Content) -> some View {
        content.alert(titleKey, isPresented: $isPresented, actions: { Button("OK") {} }, message: { Text("Well played") })
    }
}

/// A button, titled by a key, that raises the alert.
public struct GameOverScreen: View {
    @State private var isOver = false
    private let buttonTitle: LocalizedStringKey = "Finish"

    public init() {}

    public var body: some View {
        Button(buttonTitle) { isOver = true }
            .modifier(SimpleAlertModifier(titleKey: "Game over", isPresented: $isOver))
    }
}
