import Flipbook

/// A screen that presents an editor sheet, an alert and a dialog.
struct PresentingSheet: View {
    @State private var isEditing = false
    @State private var isAlerting = false
    @State private var isAsking = false
    @State private var name = "Halloween"
    @State private var log: [String] = []

    var body: some View {
        VStack(spacing: 20) {
            Text(name)
                .touchTarget(TargetName("theme"))
                .contextMenu {
                    Button("Duplicate") { log.append("duplicated") }
                    Button("Remove", role: .destructive) { log.append("removed") }
                }
            Button("Edit") { withAnimation(.easeInOut(duration: 0.35)) { isEditing = true } }
            Button("Reset") { withAnimation { isAlerting = true } }
            Button("Delete") { withAnimation { isAsking = true } }
            Text(log.joined(separator: ", "))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $isEditing) { NameEditor(name: $name) }
        .alert("Reset the theme?", isPresented: $isAlerting) {
            Button("Cancel", role: .cancel) { log.append("kept") }
            Button("Reset", role: .destructive) { name = "Untitled" }
        } message: {
            Text("Its emojis go back to the defaults.")
        }
        .confirmationDialog("Delete", isPresented: $isAsking, titleVisibility: .visible) {
            Button("Delete Theme", role: .destructive) { log.append("deleted") }
        }
    }
}

/// The sheet: a form in a navigation stack with Done, which dismisses it.
struct NameEditor: View {
    @Binding var name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Name") { Text(name) }
                Button("Rename") { name = "Spooky" }
            }
            .navigationTitle("Edit Theme")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
    }
}
