import Flipbook

/// Every control of sections 4 of issue 9 in its states, for snapshots and tests.
struct ControlsSheet: View {
    @State private var name = ""
    @State private var title = "Halloween 👻"
    @State private var pairs = 4
    @State private var sound = true
    @State private var hints = false
    @State private var volume = 0.3
    @FocusState private var titleFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            TextField("Name", text: $name)
            TextField("Title", text: $title).focused($titleFocused)
            TextField("Rounded", text: .constant("Bordered")).textFieldStyle(.roundedBorder)
            Stepper("Pairs: \(pairs)", value: $pairs, in: 2...4)
            Stepper("Off: 1", value: .constant(1), in: 0...9).disabled(true)
            Toggle("Sound", isOn: $sound)
            Toggle("Hints", isOn: $hints)
            Toggle("Disabled", isOn: .constant(true)).disabled(true)
            Slider(value: $volume) { Text("Volume") }
            Label("Favourites", systemImage: "star")
            HStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading")
                ProgressView("Downloading", value: 0.6)
            }
        }
        .padding(16)
        .onAppear { titleFocused = true }
    }
}
