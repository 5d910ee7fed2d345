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
