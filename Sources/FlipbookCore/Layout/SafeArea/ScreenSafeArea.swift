private struct ScreenSafeAreaKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
    /// The insets of the screen's safe area (``Player/safeAreaInsets``): where the bars of a
    /// navigation stack, a tab view and a sheet leave room for the status bar and the home
    /// indicator, whose space they fill with their own backgrounds.
    var screenSafeArea: EdgeInsets {
        get { self[ScreenSafeAreaKey.self] }
        set { self[ScreenSafeAreaKey.self] = newValue }
    }
}
