/// An icon beside a title, as SwiftUI's `Label`: `Label("Favourites", systemImage: "star")`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label from any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 8) {
            icon
            title
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
