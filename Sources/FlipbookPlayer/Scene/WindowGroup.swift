import FlipbookCore
import FlipbookRenderer

/// A scene that shows a view in windows, as SwiftUI's `WindowGroup`: on Linux, the screen
/// Flipbook renders, plays or opens in a window.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    private var window: SceneWindow

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        window = SceneWindow(title: nil, content: AnyView(content()))
    }

    /// A window group titled `title`, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        window = SceneWindow(title: String(title), content: AnyView(content()))
    }

    /// A window group titled by a localized key, showing `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        window = SceneWindow(title: titleKey.text, content: AnyView(content()))
    }

    /// A window group titled by `title`'s text, showing `content`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        window = SceneWindow(title: title.string, content: AnyView(content()))
    }

    /// A window group with an identifier, showing `content`; the identifier opens windows on
    /// platforms with several, and has no effect here.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A titled window group with an identifier, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
    }

    /// A window group titled by a localized key, with an identifier, showing `content`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
    }

    var windows: [SceneWindow] { [window] }
}

extension Scene {
    /// Asks for windows of `size` points, as SwiftUI's `defaultSize(_:)`: the screen Flipbook
    /// draws the scene on when no device or size is given.
    public func defaultSize(_ size: CGSize) -> some Scene {
        DefaultSizeScene(windows: windows.map { window in
            var window = window
            window.defaultSize = size
            return window
        })
    }

    /// Asks for windows `width` by `height` points, as SwiftUI's `defaultSize(width:height:)`.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        defaultSize(CGSize(width: width, height: height))
    }
}

/// A scene whose windows ask for a size.
private struct DefaultSizeScene: Scene, PrimitiveScene {
    let windows: [SceneWindow]
}
