import Flipbook

/// A game screen whose colour reaches under the status bar and the home indicator, with its
/// title kept below the status bar.
public struct FullBleedBoard: View {
    public init() {}

    public var body: some View {
        ZStack {
            Color.orange.ignoresSafeArea()
            VStack {
                Text("Score: 0").font(.title)
                Spacer()
            }
        }
    }
}

/// A colour alone, which stays inside the safe area.
public struct SafeColor: View {
    public init() {}

    public var body: some View { Color.blue }
}

/// A background given as a shape style, which reaches the screen's edges by itself.
public struct StyledBackground: View {
    public init() {}

    public var body: some View {
        VStack {
            Text("Top")
            Spacer()
            Text("Bottom")
        }
        .frame(maxWidth: .infinity)
        .background(.yellow)
    }
}

/// A strip as tall as the status bar, read from a geometry reader.
public struct StatusBarStrip: View {
    public init() {}

    public var body: some View {
        GeometryReader { geometry in
            VStack(spacing: 0) {
                Color.green.frame(height: geometry.safeAreaInsets.top)
                Color.purple.frame(width: geometry.frame(in: .global).minY, height: 10)
                Spacer()
            }
        }
    }
}

/// A list with a total bar pinned above the home indicator.
public struct TotalBar: View {
    public init() {}

    public var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<40, id: \.self) { row in
                    Text("Row \(row)").frame(height: 30)
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            Text("Total: 40")
                .frame(maxWidth: .infinity)
                .padding()
                .background(.red)
        }
    }
}

/// A bar whose width is its distance from the top of a named stack.
public struct NamedSpaceRuler: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(height: 100)
            GeometryReader { geometry in
                Color.green.frame(width: geometry.frame(in: .named("board")).minY, height: 20)
            }
        }
        .coordinateSpace(name: "board")
    }
}
