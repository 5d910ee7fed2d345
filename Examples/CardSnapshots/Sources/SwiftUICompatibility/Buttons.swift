import Flipbook

/// A button style of one's own, as the lectures write one.
public struct PillStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 8)
            .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.orange))
            .foregroundColor(.white)
    }
}

/// The button styles of iOS 15, side by side.
public struct ButtonStyles: View {
    let tap: () -> Void

    public init(tap: @escaping () -> Void) { self.tap = tap }

    public var body: some View {
        VStack(spacing: 20) {
            Button("Bordered") { tap() }.buttonStyle(.bordered)
            Button("Prominent") { tap() }.buttonStyle(.borderedProminent)
            Button("Plain") { tap() }.buttonStyle(PlainButtonStyle())
            Button("Pill") { tap() }.buttonStyle(PillStyle())
            Button("Delete", role: .destructive) { tap() }
                .buttonStyle(.bordered)
                .controlSize(.large)
        }
    }
}
