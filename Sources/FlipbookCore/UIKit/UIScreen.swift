#if !canImport(UIKit)
/// The screen, as UIKit's `UIScreen`, which `import SwiftUI` brings on iOS: the screen whose
/// views are being built, or an iPhone 13's outside a build.
public final class UIScreen: Sendable {
    /// The screen the app is drawn on.
    public static var main: UIScreen { UIScreen() }

    private init() {}

    /// The screen in points, origin at the top-left.
    public var bounds: CGRect { CGRect(origin: .zero, size: ScreenOnThread.size ?? DeviceScreen.iPhone13.size) }

    /// The screen in pixels at the device's scale.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// Pixels per point: the iPhone 13's 3.
    public var scale: CGFloat { DeviceScreen.iPhone13.scale }

    /// Pixels per point of the physical screen.
    public var nativeScale: CGFloat { scale }
}
#endif
