import Flipbook

/// A screen with two menus at the top (one with a submenu after a divider, one on the right
/// with icons) and, near the bottom, a text with a context menu whose last item is a submenu
/// of twelve themes.
struct MenuScreen: View {
    static let themes = ["Spooky", "Winter", "Summer", "Faces", "Food", "Flags", "Sports", "Music", "Animals", "Plants", "Weather", "Places"]
    @State private var log: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Menu("Sort") {
                    Button("By Name") { log.append("name") }
                    Button("By Date") { log.append("date") }
                    Divider()
                    Menu("More") { Button("Reverse") { log.append("reversed") } }
                }
                Spacer()
                Menu {
                    Button("Share", systemImage: "paperplane") { log.append("shared") }
                    Button("Delete", systemImage: "trash", role: .destructive) { log.append("deleted") }
                } label: {
                    Label("Options", systemImage: "gearshape")
                }
            }
            .padding(EdgeInsets(top: 60, leading: 16, bottom: 0, trailing: 16))
            Text(log.joined(separator: ", "))
            Spacer()
            Text("Halloween")
                .touchTarget(TargetName("theme"))
                .contextMenu { themeMenu }
            Spacer().frame(height: 120)
        }
    }

    @ViewBuilder private var themeMenu: some View {
        Button("Duplicate", systemImage: "plus") { log.append("duplicated") }
        Button("Remove", systemImage: "trash", role: .destructive) { log.append("removed") }
        Menu {
            ForEach(Self.themes, id: \.self) { name in
                Button(name) { log.append(name) }
            }
        } label: {
            Label("Move To", systemImage: "text.insert")
        }
    }
}
