#if !canImport(UIKit)
/// The device, as UIKit's `UIDevice`, which `import SwiftUI` brings on iOS. Flipbook draws
/// an iPhone's screens unless told a size, so the device says it is an iPhone.
public final class UIDevice: Sendable {
    /// The device the app runs on.
    public static let current = UIDevice()

    private init() {}

    /// The kind of device: `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The model: "iPhone".
    public var model: String { "iPhone" }
    /// The model in the user's language: "iPhone".
    public var localizedModel: String { "iPhone" }
    /// The operating system: "iOS".
    public var systemName: String { "iOS" }
    /// The device's name.
    public var name: String { "iPhone" }
}

/// The kinds of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}
#endif
