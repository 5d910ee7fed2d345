import Flipbook

/// A colour wheel's ring, as a timer's progress is often drawn.
public struct ColorWheel: View {
    public init() {}

    public var body: some View {
        Circle().fill(AngularGradient(colors: [.red, .blue], center: .center))
    }
}

/// A spotlight: white in the middle, black at the edge.
public struct Spotlight: View {
    public init() {}

    public var body: some View {
        RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)
    }
}

/// A caption in the secondary colour, over a strip in the primary one, given as `Color` values.
public struct SemanticColors: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Color.primary.frame(height: 20)
            Color.accentColor.frame(height: 20)
            Text("Caption").font(.system(size: 40)).foregroundColor(.secondary)
        }
    }
}
