/// iOS's menu picker: the title, then the selection in the accent colour with up-down
/// chevrons; tapped, a menu of the options opens under it (a 250 pt rounded panel of 44 pt
/// rows, a checkmark at the selected one), drawn over everything (so a list's rounded
/// section does not clip it); choosing one, or tapping elsewhere, closes it.
struct MenuPicker: View {
    let choice: PickerChoice
    let label: AnyView
    let title: String?
    @State private var isOpen = false
    @State private var anchor = MenuAnchor()
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.tint) private var tint

    var body: some View {
        let isOpen = $isOpen, anchor = anchor
        return PresentationWriter(content: row, kind: .menu, isPresented: self.isOpen,
                                  presented: { placedMenu(anchor).makeNode() },
                                  dismiss: { isOpen.wrappedValue = false })
    }

    /// The menu under the row's trailing edge, in screen coordinates.
    private func placedMenu(_ anchor: MenuAnchor) -> some View {
        menu.offset(x: anchor.origin.x + anchor.size.width - 250, y: anchor.origin.y + 36)
    }

    private var row: some View {
        let isEnabled = isEnabled, isOpen = $isOpen
        let color = isEnabled ? tint : ControlPalette.placeholder(colorScheme)
        return HStack {
            label
            Spacer(minLength: 8)
            HStack(spacing: 6) {
                if let index = choice.selectedIndex { NodeView(node: choice.options[index].node) }
                UpDownChevrons().stroke(color, style: StrokeStyle(lineWidth: 1.8, lineCap: .round, lineJoin: .round))
                    .frame(width: 8, height: 14)
            }
            .foregroundStyle(color)
        }
        .contentShape(Rectangle())
        .background(GeometryReader { [anchor] proxy in anchor.noting(size: proxy.size) })
        .gesture(AnchoringTapGesture().onEnded { [anchor] tap in
            anchor.origin = tap.viewOrigin
            if isEnabled { isOpen.wrappedValue.toggle() }
        })
        .touchTarget(TargetName("picker", label: title))
    }

    private var menu: some View {
        VStack(spacing: 0) {
            ForEach(0..<choice.options.count) { index in menuRow(index) }
        }
        .frame(width: 250)
        .background(RoundedRectangle(cornerRadius: 13).fill(colorScheme == .light ? Color(hex: 0xF9F9F9) : Color(hex: 0x252525)))
        .overlay(RoundedRectangle(cornerRadius: 13).strokeBorder(ControlPalette.separator(colorScheme), lineWidth: 0.5))
    }

    private func menuRow(_ index: Int) -> some View {
        let choice = choice, isOpen = $isOpen
        return HStack(spacing: 8) {
            Image(systemName: "checkmark").opacity(index == choice.selectedIndex ? 1 : 0)
            NodeView(node: choice.options[index].node)
            Spacer(minLength: 0)
        }
        .foregroundStyle(colorScheme.primary)
        .padding(EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 16))
        .frame(height: 44)
        .contentShape(Rectangle())
        .onTapGesture {
            choice.select(index)
            isOpen.wrappedValue = false
        }
        .touchTarget(TargetName("button", label: choice.options[index].title))
    }
}

/// The ⌃⌄ pair of chevrons beside a menu picker's selection, in its frame.
struct UpDownChevrons: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midX = rect.midX, top = rect.minY, bottom = rect.maxY
        path.move(to: CGPoint(x: rect.minX, y: top + rect.height * 0.3))
        path.addLine(to: CGPoint(x: midX, y: top))
        path.addLine(to: CGPoint(x: rect.maxX, y: top + rect.height * 0.3))
        path.move(to: CGPoint(x: rect.minX, y: bottom - rect.height * 0.3))
        path.addLine(to: CGPoint(x: midX, y: bottom))
        path.addLine(to: CGPoint(x: rect.maxX, y: bottom - rect.height * 0.3))
        return path
    }
}
