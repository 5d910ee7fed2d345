extension View {
    /// A menu of buttons opened by a long press on the view, as SwiftUI's `contextMenu(menuItems:)`:
    /// the screen behind blurs and dims, a copy of the view lifts, and the menu shows beside it
    /// (`MenuCard`: destructive buttons red, a `Label`'s icon at the trailing edge, a `Menu` as a
    /// submenu); any button closes it after its action, and so does a tap outside it.
    public func contextMenu(@ViewBuilder menuItems: @escaping () -> some View) -> some View {
        ContextMenuHost(content: self, items: { menuItems().makeNode() })
    }
}

/// A view with a context menu, whether the menu is open (and which submenu), and where the
/// view is on screen.
struct ContextMenuHost<Content: View>: View {
    let content: Content
    let items: () -> ViewNode
    @State private var isOpen = false
    @State private var submenu: Int?
    @State private var anchor = MenuAnchor()
    @Environment(\.isInListRow) private var isInListRow

    var body: some View {
        // The lifted copy is drawn over the screen, outside its row: it keeps the row's look.
        let lifted = content.environment(\.isInListRow, isInListRow).makeNode()
        let items = items, anchor = anchor, isOpen = $isOpen, submenu = $submenu
        let pressable = content
            .background(GeometryReader { proxy in anchor.noting(size: proxy.size) })
            .gesture(AnchoringTapGesture(minimumDuration: 0.5).onEnded { press in
                anchor.origin = press.viewOrigin
                withAnimation(.easeOut(duration: 0.25)) { isOpen.wrappedValue = true }
            })
        return PresentationWriter(content: pressable, kind: .contextMenu, isPresented: self.isOpen,
                                  presented: {
                                      LiftedContextMenu(content: lifted, items: items(), origin: anchor.origin, size: anchor.size,
                                                        submenu: submenu).makeNode()
                                  },
                                  dismiss: {
                                      isOpen.wrappedValue = false
                                      submenu.wrappedValue = nil
                                  })
    }
}

/// An open context menu as iOS draws it over the blurred screen: a copy of the pressed view
/// lifted where it was (a little larger, on a rounded platter of the cell colour), and the menu
/// beside it (`MenuPlacement`).
struct LiftedContextMenu: View {
    let content: ViewNode
    let items: ViewNode
    /// Where the pressed view is on screen, and its size, in points.
    let origin: CGPoint
    let size: CGSize
    let submenu: Binding<Int?>
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.screenSafeArea) private var safeArea

    /// The platter's margins around the pressed view, in points: beside it, above and below it.
    static let platterInset = 12.0, platterPadding = 8.0
    /// How much the lifted copy grows.
    static let lift = 1.04

    var body: some View {
        let items = items, submenu = submenu, platterFrame = platterFrame, safeArea = safeArea
        return GeometryReader { proxy in
            let placement = MenuPlacement(anchor: platterFrame, screen: proxy.size, safeArea: safeArea)
            let menu = placement.origin(height: MenuMetrics.height(of: items.listParts))
            ZStack(alignment: .topLeading) {
                platter
                MenuCard(items: items, submenu: submenu,
                         submenuTop: { placement.submenuTop(rowTop: $0, height: $1, menuTop: menu.y) })
                    .offset(x: menu.x, y: menu.y)
                    .transition(.scale(scale: 0.6, anchor: placement.growthAnchor(for: menu)).combined(with: .opacity))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The lifted platter on screen, grown about its centre.
    private var platterFrame: CGRect {
        let width = size.width + 2 * Self.platterInset, height = size.height + 2 * Self.platterPadding
        let grown = CGSize(width: width * Self.lift, height: height * Self.lift)
        return CGRect(x: origin.x - Self.platterInset - (grown.width - width) / 2,
                    y: origin.y - Self.platterPadding - (grown.height - height) / 2, width: grown.width, height: grown.height)
    }

    private var platter: some View {
        NodeView(node: content)
            .frame(width: size.width, height: size.height)
            .padding(EdgeInsets(top: Self.platterPadding, leading: Self.platterInset, bottom: Self.platterPadding, trailing: Self.platterInset))
            .background(RoundedRectangle(cornerRadius: 12).fill(SystemColors.cell(colorScheme)))
            .scaleEffect(Self.lift)
            .offset(x: origin.x - Self.platterInset, y: origin.y - Self.platterPadding)
            .allowsHitTesting(false)
            .transition(.opacity)
    }
}

/// A context menu's items as a value, as SwiftUI's older `ContextMenu`:
/// `.contextMenu(ContextMenu { Button("Delete") { … } })`.
public struct ContextMenu<MenuItems: View> {
    let menuItems: () -> MenuItems

    /// A menu of the items `menuItems` builds.
    public init(@ViewBuilder menuItems: @escaping () -> MenuItems) { self.menuItems = menuItems }
}

extension View {
    /// Shows `contextMenu` on a long press; `nil` shows none.
    @ViewBuilder
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        if let contextMenu {
            ContextMenuHost(content: self, items: { contextMenu.menuItems().makeNode() })
        } else {
            self
        }
    }
}
