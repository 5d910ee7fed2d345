import Flipbook

/// The controls showcase (issue 9, section 8): a list of fruits in sections that pushes a
/// screen for each, deletes by a swipe, opens a context menu on a long press, presents an
/// order sheet with a form of every control, and asks before a reset in an alert.
struct ShowcaseView: View {
    let viewModel: ShowcaseViewModel
    @State private var isOrdering = false
    @State private var isResetting = false

    var body: some View {
        NavigationStack {
            List {
                fruitSection
                Section("Orders") {
                    Button("New Order…") { withAnimation(.easeInOut(duration: 0.35)) { isOrdering = true } }
                    ForEach(viewModel.orders, id: \.self) { Text($0) }
                }
                Section {
                    LabeledContent("Favourite", value: viewModel.favourite ?? "None")
                    Button("Reset", role: .destructive) { withAnimation { isResetting = true } }
                } footer: {
                    Text("Long-press a fruit to make it your favourite.")
                }
            }
            .navigationTitle("Fruit Stand")
            .navigationDestination(for: String.self) { FruitDetailView(fruit: $0, isFavourite: $0 == viewModel.favourite) }
            .toolbar { ToolbarItem(placement: .topBarLeading) { EditButton() } }
            .sheet(isPresented: $isOrdering) { OrderFormView { viewModel.place($0) } }
            .alert("Reset the stand?", isPresented: $isResetting) {
                Button("Cancel", role: .cancel) {}
                Button("Reset", role: .destructive) { withAnimation { viewModel.reset() } }
            } message: {
                Text("Deleted fruits come back and the favourite is forgotten.")
            }
        }
    }

    private var fruitSection: some View {
        let viewModel = viewModel
        return Section("Fruit") {
            ForEach(viewModel.fruits, id: \.self) { fruit in
                NavigationLink(value: fruit) { Text(fruit) }
                    .contextMenu {
                        Button("Favourite", systemImage: "star") { withAnimation { viewModel.makeFavourite(fruit) } }
                        Button("Delete", systemImage: "trash", role: .destructive) { withAnimation { viewModel.remove(fruit) } }
                    }
            }
            .onDelete { offsets in withAnimation { viewModel.remove(atOffsets: offsets) } }
        }
    }
}

/// A fruit's own screen, pushed from the list.
struct FruitDetailView: View {
    let fruit: String
    let isFavourite: Bool

    var body: some View {
        Form {
            Section {
                Text(String(fruit.last ?? "🍏")).font(.system(size: 120)).frame(maxWidth: .infinity)
            }
            Section("About") {
                LabeledContent("Name", value: String(fruit.dropLast(2)))
                LabeledContent("Favourite", value: isFavourite ? "Yes" : "No")
                Label("In season", systemImage: "star")
            }
        }
        .navigationTitle(String(fruit.dropLast(2)))
        .navigationBarTitleDisplayMode(.inline)
    }
}
