/// Screens pushed one over another under a navigation bar, as SwiftUI's `NavigationView` of
/// iOS 13 to 15: on the iPhone a `NavigationStack`, which it is here on every device.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates the view showing `content` as its root screen.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { NavigationStack { content } }
}

/// How a `NavigationView` lays out its screens, as SwiftUI's `NavigationViewStyle`; every
/// style draws as a stack here.
public protocol NavigationViewStyle {}

/// The style of the device: a stack on the iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// One screen at a time, pushed over one another.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// Columns side by side on wide screens (drawn as a stack here).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The `automatic` style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// The `stack` style.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// The `columns` style.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Sets how a `NavigationView` lays out its screens; every style draws as a stack here.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// The title of the screen in the navigation bar, as SwiftUI's `navigationBarTitle(_:)`.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title.string) }

    /// The title of the screen in the navigation bar, as SwiftUI's `navigationBarTitle(_:)`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(String(title)) }

    /// The title of the screen and how it shows, as SwiftUI's `navigationBarTitle(_:displayMode:)`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title.string).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title of the screen and how it shows, as SwiftUI's `navigationBarTitle(_:displayMode:)`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(String(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Views at the leading and trailing ends of the navigation bar, as SwiftUI's
    /// `navigationBarItems(leading:trailing:)`.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// A view at the leading end of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// A view at the trailing end of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// The title of the screen in the navigation bar, as SwiftUI's `navigationTitle(_:)`.
    public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.string) }
}
