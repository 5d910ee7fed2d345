extension View {
    /// Presents an alert while `isPresented` is true, as SwiftUI's
    /// `alert(_:isPresented:actions:message:)`: a centred card with the title, the message and
    /// the buttons (side by side when two, stacked otherwise; OK when none). Any button
    /// dismisses it after its action; a `.cancel` one is bold, a `.destructive` one red.
    public func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> some View,
                      @ViewBuilder message: @escaping () -> some View) -> some View {
        PresentationWriter(content: self, kind: .alert, isPresented: isPresented.wrappedValue,
                           presented: { AlertCard(title: title, actions: actions().makeNode(), message: message().makeNode()).makeNode() },
                           dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert with buttons and no message.
    public func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> some View) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents buttons at the bottom of the screen while `isPresented` is true, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`, with Cancel apart below them.
    public func confirmationDialog(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                   @ViewBuilder actions: @escaping () -> some View) -> some View {
        PresentationWriter(content: self, kind: .dialog, isPresented: isPresented.wrappedValue,
                           presented: {
                               DialogCard(title: titleVisibility == .visible ? title : nil, actions: actions().makeNode()).makeNode()
                           },
                           dismiss: { isPresented.wrappedValue = false })
    }
}

/// Whether a title shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}

/// A card of buttons that dismisses its presentation after any of them.
struct PresentedButtons: View {
    let actions: ViewNode
    let axis: Axis
    let rowHeight: Double
    var alignment: Alignment = .center
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let buttons = actions.listParts.isEmpty ? [Button("OK") {}.makeNode()] : actions.listParts
        let dismiss = dismiss
        return Group {
            if axis == .horizontal {
                HStack(spacing: 0) { buttonViews(buttons, dismiss: dismiss) }.frame(height: rowHeight)
            } else {
                VStack(spacing: 0) { buttonViews(buttons, dismiss: dismiss) }
            }
        }
    }

    @ViewBuilder private func buttonViews(_ buttons: [ViewNode], dismiss: DismissAction) -> some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { index, button in
            if index > 0 { Divider() }
            NodeView(node: button)
                .padding(EdgeInsets(top: 0, leading: alignment == .leading ? 16 : 0, bottom: 0, trailing: 0))
                .frame(maxWidth: .infinity, minHeight: rowHeight, alignment: alignment)
                .contentShape(Rectangle())
                .simultaneousGesture(TapGesture().onEnded { dismiss() })
        }
    }
}

/// An alert's card: 270 points wide, radius 14, title 17-pt semibold, message 13 pt.
struct AlertCard: View {
    let title: String
    let actions: ViewNode
    let message: ViewNode
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                Text(title).font(.headline)
                NodeView(node: message).font(.system(size: 13))
            }
            .padding(EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16))
            Divider()
            PresentedButtons(actions: actions, axis: actions.listParts.count == 2 ? .horizontal : .vertical, rowHeight: 44)
                .environment(\.isAlertButton, true)
        }
        .frame(width: 270)
        .background(colorScheme == .light ? Color(hex: 0xF2F2F2) : Color(hex: 0x2C2C2E))
        .clipShape(RoundedRectangle(cornerRadius: 14))
        .transition(.opacity)
    }
}

/// A confirmation dialog: its buttons on a card 8 points from the screen's edges and Cancel
/// on a card of its own below, 57-point rows of 20-point text.
struct DialogCard: View {
    let title: String?
    let actions: ViewNode
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let card = colorScheme == .light ? Color(hex: 0xF2F2F2) : Color(hex: 0x2C2C2E)
        return VStack(spacing: 8) {
            Spacer(minLength: 0)
            VStack(spacing: 0) {
                if let title {
                    Text(title).font(.system(size: 13)).foregroundStyle(SystemColors.sectionHeader(colorScheme))
                        .frame(maxWidth: .infinity, minHeight: 44)
                    Divider()
                }
                PresentedButtons(actions: actions, axis: .vertical, rowHeight: 57).font(.system(size: 20))
            }
            .background(card).clipShape(RoundedRectangle(cornerRadius: 14))
            PresentedButtons(actions: Button("Cancel", role: .cancel) {}.makeNode(), axis: .vertical, rowHeight: 57)
                .font(.system(size: 20, weight: .semibold))
                .background(colorScheme == .light ? Color.white : Color(hex: 0x2C2C2E)).clipShape(RoundedRectangle(cornerRadius: 14))
        }
        .padding(EdgeInsets(top: 0, leading: 8, bottom: 34, trailing: 8))
        .transition(.move(edge: .bottom))
    }
}
