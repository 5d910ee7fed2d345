import Flipbook

/// The order sheet: a form with every control, Cancel and Add in its bar.
struct OrderFormView: View {
    let place: (FruitOrder) -> Void
    @State private var order = FruitOrder()
    @FocusState private var nameFocused: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Customer") {
                    TextField("Name", text: $order.name).focused($nameFocused)
                }
                Section("Order") {
                    Stepper("Boxes: \(order.boxes)", value: $order.boxes, in: 1...9)
                    Picker("Size", selection: $order.size) {
                        ForEach(FruitOrder.Size.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.segmented)
                    Slider(value: $order.ripeness) { Text("Ripeness") }
                    Toggle("Gift wrap", isOn: $order.isGift)
                    ColorPicker("Ribbon", selection: $order.ribbon).disabled(!order.isGift)
                }
                Section("Delivery") {
                    Picker("Delivery", selection: $order.delivery) {
                        ForEach(FruitOrder.deliveries, id: \.self) { Text($0) }
                    }
                    ProgressView("Packing", value: Double(order.boxes) / 9)
                }
            }
            .navigationTitle("New Order")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Add") { add() } }
            }
        }
    }

    private func add() {
        place(order)
        dismiss()
    }
}
