extension View {
    /// A menu of buttons opened by a long press on the view, as SwiftUI's `contextMenu(menuItems:)`:
    /// the screen dims and the buttons show on a rounded card, destructive ones red; any button
    /// closes it after its action.
    public func contextMenu(@ViewBuilder menuItems: @escaping () -> some View) -> some View {
        ContextMenuHost(content: self, items: { menuItems().makeNode() })
    }
}

/// A view with a context menu, whether the menu is open, and where the view is on screen.
struct ContextMenuHost<Content: View>: View {
    let content: Content
    let items: () -> ViewNode
    @State private var isOpen = false
    @State private var anchor = MenuAnchor()

    var body: some View {
        let items = items, anchor = anchor, isOpen = $isOpen, lifted = content.makeNode()
        let pressable = content
            .background(GeometryReader { proxy in anchor.noting(size: proxy.size) })
            .gesture(AnchoringTapGesture(minimumDuration: 0.5).onEnded { press in
                anchor.origin = press.viewOrigin
                withAnimation(.easeOut(duration: 0.25)) { isOpen.wrappedValue = true }
            })
        return PresentationWriter(content: pressable, kind: .alert, isPresented: self.isOpen,
                                  presented: { LiftedContextMenu(content: lifted, items: items(), origin: anchor.origin, size: anchor.size).makeNode() },
                                  dismiss: { isOpen.wrappedValue = false })
    }
}

/// An open context menu as iOS draws it over the dimmed screen: a copy of the pressed view
/// lifted where it was (a little larger, on a rounded platter of the cell colour), and the menu
/// under it, aligned with its leading edge, or above it when there is no room below.
struct LiftedContextMenu: View {
    let content: ViewNode
    let items: ViewNode
    /// Where the pressed view is on screen, and its size, in points.
    let origin: Point
    let size: Size
    @Environment(\.colorScheme) private var colorScheme

    /// The platter's margins around the pressed view, in points: beside it, above and below it.
    static let platterInset = 12.0, platterPadding = 8.0
    /// How much the lifted copy grows.
    static let lift = 1.04

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                Color.clear
                platter
                ContextMenuCard(items: items).offset(menuOffset(in: proxy.size))
            }
        }
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

    /// The menu's top-left corner: 10 points under the lifted view (or above it), kept 8 points
    /// inside the screen.
    private func menuOffset(in screen: Size) -> Size {
        let height = Double(items.listParts.count) * 44, width = 250.0
        let platter = size.height + 2 * Self.platterPadding, top = origin.y - Self.platterPadding
        let below = top + platter * (1 + Self.lift) / 2 + 10
        let y = below + height <= screen.height - 34 ? below : top - platter * (Self.lift - 1) / 2 - 10 - height
        let x = min(max(8, origin.x - Self.platterInset), screen.width - width - 8)
        return Size(width: x, height: max(8, y))
    }
}

/// The open menu: 250 points wide, rows 44 points of 17-point text from the leading edge.
struct ContextMenuCard: View {
    let items: ViewNode
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        PresentedButtons(actions: items, axis: .vertical, rowHeight: 44, alignment: .leading)
            .frame(width: 250)
            .background(colorScheme == .light ? Color(hex: 0xF2F2F2) : Color(hex: 0x2C2C2E))
            .clipShape(RoundedRectangle(cornerRadius: 13))
            .transition(.scale(scale: 0.8).combined(with: .opacity))
    }
}
