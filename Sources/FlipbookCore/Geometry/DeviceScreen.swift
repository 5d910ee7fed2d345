/// The screen of a device Flipbook draws for: its name, its size in points, its pixels per
/// point and its safe area, portrait.
package struct DeviceScreen: Hashable, Sendable {
    /// The device's name, as Apple writes it: "iPhone 13".
    package let name: String
    /// The screen in points, portrait.
    package let size: CGSize
    /// Pixels per point.
    package let scale: Double
    /// The insets of the safe area, portrait: the status bar above, the home indicator below.
    package let safeArea: EdgeInsets

    package init(name: String, size: CGSize, scale: Double, safeArea: EdgeInsets) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
    }

    package static let iPhone13 = DeviceScreen(name: "iPhone 13", size: CGSize(width: 390, height: 844), scale: 3,
                                                 safeArea: EdgeInsets(top: 47, bottom: 34))
    package static let iPhone14 = DeviceScreen(name: "iPhone 14", size: CGSize(width: 390, height: 844), scale: 3,
                                                 safeArea: EdgeInsets(top: 47, bottom: 34))
    package static let iPhone15 = DeviceScreen(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
                                                 safeArea: EdgeInsets(top: 59, bottom: 34))
    package static let iPhone15ProMax = DeviceScreen(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3,
                                                 safeArea: EdgeInsets(top: 59, bottom: 34))
    package static let iPhoneSE = DeviceScreen(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
                                                 safeArea: EdgeInsets(top: 20, bottom: 0))
    package static let iPad = DeviceScreen(name: "iPad", size: CGSize(width: 820, height: 1180), scale: 2,
                                                 safeArea: EdgeInsets(top: 24, bottom: 20))
    package static let iPadPro11 = DeviceScreen(name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194), scale: 2,
                                                 safeArea: EdgeInsets(top: 24, bottom: 20))

    /// Every device, the default first.
    package static let all = [iPhone13, iPhone14, iPhone15, iPhone15ProMax, iPhoneSE, iPad, iPadPro11]

    /// The device called `name`, ignoring case, spaces and dashes: "iPhone13", "iphone-13" and
    /// "iPhone 13" are the same.
    package static func named(_ name: String) -> DeviceScreen? {
        let key = Self.key(name)
        return all.first { Self.key($0.name) == key }
    }

    /// The device a preview names, as Xcode writes it: "iPhone SE (3rd generation)" is the
    /// iPhone SE.
    package static func named(previewDevice name: String) -> DeviceScreen? {
        named(name) ?? named(String(name.prefix { $0 != "(" }))
    }

    /// The same screen turned on its side: width and height swapped. A phone with a home
    /// indicator keeps its notch's inset at both sides and 21 points at the bottom, and shows
    /// no status bar; a phone with a home button shows no status bar; a tablet keeps its insets.
    package var landscape: DeviceScreen {
        DeviceScreen(name: "\(name) (landscape)", size: CGSize(width: size.height, height: size.width), scale: scale,
                     safeArea: Self.landscapeSafeArea(portraitSize: size, safeArea: safeArea))
    }

    /// The safe area of a screen of `portraitSize` with `safeArea` in portrait, on its side.
    package static func landscapeSafeArea(portraitSize size: CGSize, safeArea: EdgeInsets) -> EdgeInsets {
        let isTablet = min(size.width, size.height) >= 600
        let sides = isTablet || safeArea.bottom == 0 ? 0 : safeArea.top
        return isTablet ? safeArea : EdgeInsets(top: 0, leading: sides, bottom: safeArea.bottom > 0 ? 21 : 0, trailing: sides)
    }

    /// The device whose screen is `size` points, portrait, if any: a screen drawn at a
    /// device's size has its safe area.
    package static func ofSize(_ size: CGSize) -> DeviceScreen? {
        all.first { $0.size == size }
    }

    private static func key(_ name: String) -> String {
        name.lowercased().filter { $0 != " " && $0 != "-" }
    }
}
