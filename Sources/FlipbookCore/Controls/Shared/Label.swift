/// An icon beside a title, as SwiftUI's `Label`: `Label("Favourites", systemImage: "star")`.
/// In a menu's row the title leads and the icon stands at the trailing edge, as iOS draws them.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.isMenuRow) private var isMenuRow

    /// Creates a label from any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        if isMenuRow {
            HStack(spacing: 8) {
                title
                Spacer(minLength: 8)
                icon.frame(width: MenuMetrics.iconWidth)
            }
        } else {
            HStack(spacing: 8) {
                icon
                title
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with `title` and the SF Symbol named `systemImage`.
    public init(_ title: String, systemImage: String) {
        self.title = Text(title)
        self.icon = Image(systemName: systemImage)
    }
}

private struct MenuRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether views here are a menu's row, where a `Label` puts its icon at the trailing edge.
    var isMenuRow: Bool {
        get { self[MenuRowKey.self] }
        set { self[MenuRowKey.self] = newValue }
    }
}
