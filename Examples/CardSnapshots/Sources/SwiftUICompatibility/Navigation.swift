import Flipbook

/// A 2020-style navigation screen.
public struct ThemeList: View {
    @State private var showingAlert = false

    public init() {}

    public var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: ThemeDetail()) {
                    Text("Animals")
                }
                Color.yellow.frame(width: 40, height: 40)
            }
            .navigationBarTitle("Themes")
            .navigationBarItems(trailing: Button("Alert") { showingAlert = true })
            .alert(isPresented: $showingAlert) {
                Alert(title: Text("Hello"), message: Text("An alert"), dismissButton: .default(Text("OK")))
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

/// A pushed screen that dismisses itself the 2020 way.
public struct ThemeDetail: View {
    @Environment(\.presentationMode) var presentationMode

    public init() {}

    public var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
            .navigationBarTitle(Text("Animals"), displayMode: .inline)
    }
}

/// A split view whose sidebar a button hides, as the 2023 Memorize Themes solutions write it.
public struct ThemeSplit: View {
    @State private var columnVisibility: NavigationSplitViewVisibility

    public init(detailOnly: Bool) {
        _columnVisibility = State(initialValue: detailOnly ? .detailOnly : .all)
    }

    public var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List { Text("Vehicles") }
        } detail: {
            Color.orange
        }
    }
}

/// A card as wide as a quarter of the screen, measured as UIKit code measures it.
public struct QuarterScreenCard: View {
    public init() {}

    public var body: some View {
        Color.purple.frame(width: UIScreen.main.bounds.width / 4, height: 40)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}
