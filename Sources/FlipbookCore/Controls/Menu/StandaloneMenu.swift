/// A `Menu` on its own: its label as a button in the accent colour that opens the menu's card
/// beside it (`MenuPlacement`), drawn over everything; choosing an item, or tapping elsewhere,
/// closes it.
struct StandaloneMenu: View {
    let item: MenuLayout
    @State private var isOpen = false
    @State private var submenu: Int?
    @State private var anchor = MenuAnchor()
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.tint) private var tint

    var body: some View {
        let isOpen = $isOpen, submenu = $submenu, anchor = anchor, item = item
        return PresentationWriter(content: button, kind: .menu, isPresented: self.isOpen,
                                  presented: { PlacedMenu(items: item.content, anchor: anchor, submenu: submenu).makeNode() },
                                  dismiss: {
                                      isOpen.wrappedValue = false
                                      submenu.wrappedValue = nil
                                  })
    }

    private var button: some View {
        let isEnabled = isEnabled, isOpen = $isOpen, anchor = anchor
        return NodeView(node: item.label)
            .foregroundStyle(isEnabled ? tint : ControlPalette.placeholder(colorScheme))
            .contentShape(Rectangle())
            .background(GeometryReader { proxy in anchor.noting(size: proxy.size) })
            .gesture(AnchoringTapGesture().onEnded { tap in
                anchor.origin = tap.viewOrigin
                if isEnabled { withAnimation(MenuMetrics.animation) { isOpen.wrappedValue = true } }
            })
            .touchTarget(TargetName("button", label: item.title(in: EnvironmentValues())))
    }
}

/// A menu's card placed beside the view that opened it, over the whole screen.
struct PlacedMenu: View {
    let items: ViewNode
    let anchor: MenuAnchor
    let submenu: Binding<Int?>
    @Environment(\.screenSafeArea) private var safeArea

    var body: some View {
        let items = items, submenu = submenu, safeArea = safeArea
        let frame = CGRect(origin: anchor.origin, size: anchor.size)
        return GeometryReader { proxy in
            let placement = MenuPlacement(anchor: frame, screen: proxy.size, gap: 8, safeArea: safeArea)
            let origin = placement.origin(height: MenuMetrics.height(of: items.listParts))
            MenuCard(items: items, submenu: submenu,
                     submenuTop: { placement.submenuTop(rowTop: $0, height: $1, menuTop: origin.y) })
                .offset(x: origin.x, y: origin.y)
                .transition(.scale(scale: 0.6, anchor: placement.growthAnchor(for: origin)).combined(with: .opacity))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}
