/// Where an open menu goes on screen, as iOS places it beside the view that opened it: under
/// the view when it fits above the home indicator, above it otherwise; its leading edge with
/// the view's when the view's middle is on the screen's left half, its trailing edge with the
/// view's on the right half; kept inside the screen's safe area (below the status bar, 8 points from the
/// sides). All in screen points, origin top-left.
struct MenuPlacement {
    /// The view that opened the menu (for a context menu, its lifted platter).
    let anchor: CGRect
    /// The screen's size.
    let screen: CGSize
    /// The space between the view and the menu.
    var gap = 10.0
    /// The screen's safe area: the status bar above, the home indicator below.
    var safeArea = EdgeInsets()

    /// The margin at the screen's sides.
    static let side = 8.0
    private var top: Double { safeArea.top }
    private var bottom: Double { safeArea.bottom }

    /// The top-left corner of a menu `height` points tall.
    func origin(height: Double) -> CGPoint {
        let below = anchor.maxY + gap
        let y = below + height <= screen.height - bottom ? below : anchor.minY - gap - height
        let leading = anchor.midX <= screen.width / 2 ? anchor.minX : anchor.maxX - MenuMetrics.width
        let x = min(max(Self.side, leading), screen.width - MenuMetrics.width - Self.side)
        return CGPoint(x: x, y: max(top, y))
    }

    /// The corner of a menu at `origin` nearest the view, which it grows from as it opens.
    func growthAnchor(for origin: CGPoint) -> UnitPoint {
        UnitPoint(x: anchor.midX <= screen.width / 2 ? 0 : 1, y: origin.y >= anchor.maxY ? 0 : 1)
    }

    /// The top of a submenu `height` points tall, in the menu's coordinates (the menu's top at
    /// `menuTop` on screen), as near its row's top (`rowTop`) as the menu's side of the view
    /// allows: the submenu covers neither the view nor the safe area's edges, unless it is
    /// taller than the room there, when its top stays at the room's top.
    func submenuTop(rowTop: Double, height: Double, menuTop: Double) -> Double {
        let room = menuTop < anchor.minY ? (top, anchor.minY - gap) : (anchor.maxY + gap, screen.height - bottom)
        return max(room.0, min(menuTop + rowTop, room.1 - height)) - menuTop
    }
}
