/// How a push and a pop move, as iOS's: 0.35 s, easing in and out.
enum NavigationLinkTiming {
    static let animation = Animation.easeInOut(duration: 0.35)
}

/// A row or button that pushes a screen, as SwiftUI's `NavigationLink`: a value (shown through
/// the stack's `navigationDestination(for:)`) or a view. In a list it has a grey disclosure
/// chevron at its trailing edge; elsewhere it is a button in the accent colour. In a `List(selection:)` a link to a value selects the value
/// instead (a `NavigationSplitView` shows it in its detail).
public struct NavigationLink<Label: View>: View {
    let label: Label
    /// The value the link pushes, if it pushes one.
    var value: AnyHashable?
    let push: (NavigationContext) -> Void
    @Environment(\.navigationContext) private var context
    @Environment(\.listSelection) private var selection
    @Environment(\.listLook) private var look
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.colorScheme) private var colorScheme

    /// Creates a link that pushes `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value.map(AnyHashable.init)
        push = { context in if let value { context.push(.value(AnyHashable(value))) } }
    }

    /// Creates a link that pushes `destination`.
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        let node = destination().makeNode()
        push = { context in context.pushView(node) }
    }

    init(label: Label, value: AnyHashable? = nil, push: @escaping (NavigationContext) -> Void) {
        self.label = label
        self.value = value
        self.push = push
    }

    public var body: some View {
        // Out of a list it is a button; a text label names it for scripts (`button "Settings"`).
        if isInListRow { row } else { Button(title: (label as? Text)?.string, action: tapped, label: label) }
    }

    /// What a tap does: select the value in a list with a selection, else push.
    private func tapped() {
        if let selection, let value { return selection.select(value) }
        guard let context else { return }
        withAnimation(NavigationLinkTiming.animation) { push(context) }
    }

    /// The link as a list row: its label, and a chevron unless it selects beside a detail.
    private var row: some View {
        let selection = selection
        return HStack(spacing: 8) {
            label
            Spacer(minLength: 0)
            if !(selection?.isSidebarBesideDetail ?? false) {
                Chevron(pointsLeft: false).drawn(SystemColors.chevron(colorScheme), lineWidth: 2).frame(width: 7, height: 12)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: tapped)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link titled `title` that pushes `value`.
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(label: Text(title), value: value.map(AnyHashable.init)) { context in
            if let value { context.push(.value(AnyHashable(value))) }
        }
    }

    /// Creates a link titled `title` that pushes `destination`.
    public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) {
        let node = destination().makeNode()
        self.init(label: Text(title)) { context in context.pushView(node) }
    }
}

extension NavigationLink {
    /// Creates a link that pushes `destination`, as SwiftUI's `NavigationLink(destination:label:)`.
    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link titled `title` that pushes `destination`, as SwiftUI's `NavigationLink(_:destination:)`.
    public init<S: StringProtocol, Destination: View>(_ title: S, destination: Destination) {
        self.init(String(title), destination: { destination })
    }
}
