extension View {
    /// A menu of buttons opened by a long press on the view, as SwiftUI's `contextMenu(menuItems:)`:
    /// the screen dims and the buttons show on a rounded card, destructive ones red; any button
    /// closes it after its action.
    public func contextMenu(@ViewBuilder menuItems: @escaping () -> some View) -> some View {
        ContextMenuHost(content: self, items: { menuItems().makeNode() })
    }
}

/// A view with a context menu, and whether the menu is open.
struct ContextMenuHost<Content: View>: View {
    let content: Content
    let items: () -> ViewNode
    @State private var isOpen = false

    var body: some View {
        let items = items
        return PresentationWriter(content: content.onLongPressGesture { withAnimation(.easeOut(duration: 0.25)) { isOpen = true } },
                                  kind: .alert, isPresented: isOpen,
                                  presented: { ContextMenuCard(items: items()).makeNode() },
                                  dismiss: { isOpen = false })
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
