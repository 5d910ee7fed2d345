import Flipbook

/// The screen a view is laid out in for a snapshot, as swift-snapshot-testing's
/// `SwiftUISnapshotLayout`: a fixed size or a device's screen, in points.
public enum SnapshotLayout: Hashable, Sendable {
    /// A screen of `width`×`height` points.
    case fixed(width: Double, height: Double)
    /// The screen of `device`, in portrait.
    case device(Device)

    /// The screen size, in points.
    public var size: CGSize {
        switch self {
        case let .fixed(width, height): CGSize(width: width, height: height)
        case let .device(device): device.size
        }
    }

    /// The safe area the view is laid out in: none on a fixed size, the device's on its screen.
    public var safeArea: EdgeInsets {
        switch self {
        case .fixed: EdgeInsets()
        case let .device(device): device.safeArea
        }
    }
}

extension SnapshotLayout {
    /// A device's screen: its size in points, its pixels per point and its safe area.
    public struct Device: Hashable, Sendable {
        /// The device's name, for messages.
        public var name: String
        /// The screen in points, portrait.
        public var size: CGSize
        /// The device's pixels per point. Snapshots take their own `scale` (1 by default, to
        /// keep references small); pass this one to draw at the device's resolution.
        public var scale: Double
        /// The insets of the safe area: the status bar above, the home indicator below.
        public var safeArea: EdgeInsets

        /// Creates a device of `size` points at `scale` pixels per point, whose safe area
        /// leaves `safeArea` at the edges.
        public init(name: String, size: CGSize, scale: Double, safeArea: EdgeInsets = EdgeInsets()) {
            self.name = name
            self.size = size
            self.scale = scale
            self.safeArea = safeArea
        }

        /// The same device turned on its side: width and height swapped. A phone with a home
        /// indicator keeps its notch's inset at both sides and 21 points at the bottom, and
        /// shows no status bar; a phone with a home button shows no status bar; a tablet keeps
        /// its insets.
        public var landscape: Device {
            Device(name: "\(name) (landscape)", size: CGSize(width: size.height, height: size.width), scale: scale,
                   safeArea: DeviceScreen.landscapeSafeArea(portraitSize: size, safeArea: safeArea))
        }
    }
}

extension SnapshotLayout.Device {
    /// The device of Flipbook's catalog, as the apps' command lines know it.
    init(_ screen: DeviceScreen) {
        self.init(name: screen.name, size: screen.size, scale: screen.scale, safeArea: screen.safeArea)
    }

    /// iPhone 13 and 14: 390×844 points, the screen the Flipbook apps are drawn for.
    public static let iPhone13 = Self(.iPhone13)
    /// iPhone 14: the same screen as the iPhone 13.
    public static let iPhone14 = Self(.iPhone14)
    /// iPhone 15 and 15 Pro: 393×852 points.
    public static let iPhone15 = Self(.iPhone15)
    /// iPhone 15 Pro Max: 430×932 points.
    public static let iPhone15ProMax = Self(.iPhone15ProMax)
    /// iPhone SE (2nd and 3rd generation): 375×667 points.
    public static let iPhoneSE = Self(.iPhoneSE)
    /// iPad (10th generation): 820×1180 points.
    public static let iPad = Self(.iPad)
    /// iPad Pro 11-inch: 834×1194 points.
    public static let iPadPro11 = Self(.iPadPro11)
}
