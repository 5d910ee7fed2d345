/// How a push and a pop move, as iOS's: 0.35 s, easing in and out.
enum NavigationLinkTiming {
    static let animation = Animation.easeInOut(duration: 0.35)
}

/// A row or button that pushes a screen, as SwiftUI's `NavigationLink`: a value (shown through
/// the stack's `navigationDestination(for:)`) or a view. In a list it has a grey disclosure
/// chevron at its trailing edge.
public struct NavigationLink<Label: View>: View {
    let label: Label
    let push: (NavigationContext) -> Void
    @Environment(\.navigationContext) private var context
    @Environment(\.listLook) private var look
    @Environment(\.colorScheme) private var colorScheme

    /// Creates a link that pushes `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = { context in if let value { context.push(.value(AnyHashable(value))) } }
    }

    /// Creates a link that pushes `destination`.
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        let node = destination().makeNode()
        push = { context in context.pushView(node) }
    }

    init(label: Label, push: @escaping (NavigationContext) -> Void) {
        self.label = label
        self.push = push
    }

    public var body: some View {
        let context = context, push = push
        return HStack(spacing: 8) {
            label
            Spacer(minLength: 0)
            Chevron(pointsLeft: false).drawn(SystemColors.chevron(colorScheme), lineWidth: 2).frame(width: 7, height: 12)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            guard let context else { return }
            withAnimation(NavigationLinkTiming.animation) { push(context) }
        }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link titled `title` that pushes `value`.
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(label: Text(title)) { context in if let value { context.push(.value(AnyHashable(value))) } }
    }

    /// Creates a link titled `title` that pushes `destination`.
    public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) {
        let node = destination().makeNode()
        self.init(label: Text(title)) { context in context.pushView(node) }
    }
}
