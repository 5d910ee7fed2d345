/// Rows of controls in rounded sections, as SwiftUI's `Form`: an inset-grouped list.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}
