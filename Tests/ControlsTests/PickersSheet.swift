import Flipbook

/// The pickers of issue 9's section 4, for snapshots and tests.
struct PickersSheet: View {
    enum Shading: String, CaseIterable, Hashable { case solid, striped, open }
    @State private var shading = Shading.striped
    @State private var theme = "Faces"
    @State private var color = Color.orange

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Picker("Shading", selection: $shading) {
                ForEach(Shading.allCases, id: \.self) { shading in Text(shading.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
            Picker("Theme", selection: $theme) {
                Text("Halloween").tag("Halloween")
                Text("Faces").tag("Faces")
                Text("Animals").tag("Animals")
            }
            ColorPicker("Color", selection: $color)
            Text("shading=\(shading.rawValue) theme=\(theme) color=\(color)")
            Spacer()
        }
        .padding(16)
    }
}
