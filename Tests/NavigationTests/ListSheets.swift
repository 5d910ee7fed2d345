import Flipbook
import Foundation

/// A theme list as Memorize Themes shows it: two sections with a header and a footer.
struct ThemeListSheet: View {
    @State private var themes = ["Halloween", "Vehicles", "Faces", "Animals"]

    var body: some View {
        List {
            Section {
                ForEach(themes, id: \.self) { theme in
                    Text(theme)
                }
                .onDelete { themes.remove(atOffsets: $0) }
            } header: {
                Text("Themes")
            } footer: {
                Text("Swipe a theme to delete it.")
            }
            Section("Settings") {
                LabeledContent("Pairs", value: "8")
                LabeledContent("Colour", value: "Orange")
            }
        }
    }
}

/// The same rows in a plain list.
struct PlainListSheet: View {
    var body: some View {
        List {
            ForEach(["Apple", "Banana", "Cherry"], id: \.self) { Text($0) }
        }
        .listStyle(.plain)
    }
}
