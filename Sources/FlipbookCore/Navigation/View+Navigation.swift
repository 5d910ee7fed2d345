extension View {
    /// The title of the screen in the navigation bar, as SwiftUI's `navigationTitle(_:)`.
    public func navigationTitle(_ title: String) -> some View {
        NavigationWriter(content: self) { $0.title = title }
    }

    /// Whether the screen's title is large or inline, as SwiftUI's
    /// `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationWriter(content: self) { $0.displayMode = mode }
    }

    /// Hides the back button of the screen, as SwiftUI's `navigationBarBackButtonHidden(_:)`.
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View {
        NavigationWriter(content: self) { $0.isBackButtonHidden = hidden }
    }

    /// Items of the screen's bars, as SwiftUI's `toolbar(content:)`: `ToolbarItem`s at their
    /// placements; plain views go trailing in the navigation bar.
    public func toolbar(@ViewBuilder content: () -> some View) -> some View {
        let items = content().makeNode().toolbarItems
        return NavigationWriter(content: self) { $0.toolbarItems += items }
    }

    /// Pushes `destination` while `isPresented` is true, as SwiftUI's
    /// `navigationDestination(isPresented:destination:)`; popping sets it back to false.
    public func navigationDestination(isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> some View) -> some View {
        NavigationWriter(content: self, context: { context in
            context.declare(PresentedDestination(isPresented: isPresented, content: { destination().makeNode() }))
        })
    }

    /// How the stack shows a pushed value of type `data`, as SwiftUI's
    /// `navigationDestination(for:destination:)`.
    public func navigationDestination<D: Hashable>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> some View) -> some View {
        NavigationWriter(content: self, context: { context in
            context.destinations[ObjectIdentifier(D.self)] = { value in
                guard let typed = value.base as? D else { return EmptyView().makeNode() }
                return destination(typed).makeNode()
            }
        })
    }
}

/// A view that tells its screen and stack about itself when its body is evaluated.
struct NavigationWriter<Content: View>: View {
    let content: Content
    var screen: (NavigationScreenRecord) -> Void = { _ in }
    var context: (NavigationContext) -> Void = { _ in }
    @Environment(\.navigationScreen) private var record
    @Environment(\.navigationContext) private var navigation

    var body: some View {
        if let record { screen(record) }
        if let navigation { context(navigation) }
        return content
    }
}
