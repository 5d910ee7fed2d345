import Flipbook

extension Player {
    /// A player of what `content` builds on `device`'s screen, with its status bar and home
    /// indicator as the safe area.
    @MainActor package static func on(_ device: DeviceScreen, clock: VirtualClock = VirtualClock(), colorScheme: ColorScheme = .light,
                                      content: @escaping () -> some View) -> Player {
        let player = Player(size: device.size, clock: clock, colorScheme: colorScheme, content: content)
        player.safeAreaInsets = device.safeArea
        return player
    }

    /// A player of what `content` builds on an iPhone 13's screen (390×844 points), with its
    /// status bar (47 points) and home indicator (34 points) as the safe area.
    @MainActor package static func onIPhone13(clock: VirtualClock = VirtualClock(), colorScheme: ColorScheme = .light,
                                              content: @escaping () -> some View) -> Player {
        on(.iPhone13, clock: clock, colorScheme: colorScheme, content: content)
    }
}

extension DeviceScreen {
    /// The safe area of the device whose screen is `size` points, upright or (a tablet) on its
    /// side; on another tablet's size (1024×768), the 20-point status bar of an iPad with a
    /// home button; none for other sizes.
    package static func safeArea(ofScreen size: CGSize) -> EdgeInsets {
        if let device = ofSize(size) { return device.safeArea }
        let turned = CGSize(width: size.height, height: size.width)
        if let tablet = all.first(where: { $0.size == turned && $0.size.width >= 600 }) { return tablet.safeArea }
        return min(size.width, size.height) >= 600 ? EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0) : EdgeInsets()
    }
}
