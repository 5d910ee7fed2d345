/// An open menu as iOS draws it (a context menu's, or a `Menu`'s popup): a 250-point card of
/// 44-point rows, titles from the leading edge in the label colour (destructive ones red), a
/// `Label`'s icon at the trailing edge, hairline separators, an 8-point band for a `Divider`,
/// and a submenu row with a chevron. An open submenu shows over the card, which dims behind
/// it: a header row with its title (a tap goes back), then its items. (One level: a `Menu`
/// inside a submenu shows as a row that does not open.)
struct MenuCard: View {
    let items: ViewNode
    /// Which item's submenu shows, by its place among the items.
    let submenu: Binding<Int?>
    /// Where the open submenu's top goes, in the card's coordinates, from its row's top and
    /// its height, in points (to keep it on screen).
    var submenuTop: (_ rowTop: Double, _ height: Double) -> Double = { top, _ in top }
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let parts = items.listParts, open = openSubmenu(among: parts)
        return ZStack(alignment: .topLeading) {
            MenuPanel(parts: parts, openSubmenu: { show($0) })
                .overlay(Color.black.opacity(open == nil ? 0 : MenuMetrics.dimming(colorScheme)).allowsHitTesting(false))
                .clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
                .menuCardEdge(colorScheme)
                .allowsHitTesting(open == nil)
            if let (index, menu) = open {
                submenuPanel(menu, rowTop: MenuMetrics.top(of: index, in: parts))
            }
        }
        .frame(width: MenuMetrics.width, alignment: .topLeading)
    }

    /// The submenu shown and its place among `parts`, if one is.
    private func openSubmenu(among parts: [ViewNode]) -> (Int, MenuLayout)? {
        guard let index = submenu.wrappedValue, parts.indices.contains(index), let menu = parts[index].menuLayout else { return nil }
        return (index, menu)
    }

    /// Shows the submenu at `index` among the items, or none.
    private func show(_ index: Int?) {
        withAnimation(MenuMetrics.animation) { submenu.wrappedValue = index }
    }

    private func submenuPanel(_ menu: MenuLayout, rowTop: Double) -> some View {
        SubmenuPanel(menu: menu, close: { show(nil) })
            .offset(y: submenuTop(rowTop, MenuMetrics.height(of: menu.content.listParts) + MenuMetrics.rowHeight))
            .transition(.scale(scale: 0.9, anchor: .top).combined(with: .opacity))
    }
}

/// The card's rows on its background.
private struct MenuPanel: View {
    let parts: [ViewNode]
    let openSubmenu: (Int) -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(parts.enumerated()), id: \.offset) { index, part in
                MenuItemRow(part: part, showsSeparator: MenuMetrics.separates(index, in: parts), open: { openSubmenu(index) })
            }
        }
        .frame(width: MenuMetrics.width)
        .background(MenuMetrics.background(colorScheme))
    }
}

/// An open submenu: a header row (its title, semibold, a chevron pointing down) that goes
/// back, then its items, on a card of its own.
private struct SubmenuPanel: View {
    let menu: MenuLayout
    let close: () -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let title = menu.title(in: EnvironmentValues()) ?? "", close = close
        return VStack(spacing: 0) {
            MenuRowLayout(title: Text(title).font(.headline), accessory: "chevron.down")
                .contentShape(Rectangle())
                .onTapGesture { close() }
                .touchTarget(TargetName("button", label: title))
                .background(Color.black.opacity(colorScheme == .light ? 0.05 : 0.15))
                .overlay(MenuSeparator(), alignment: .bottom)
            MenuPanel(parts: menu.content.listParts, openSubmenu: { _ in })
        }
        .frame(width: MenuMetrics.width)
        .background(MenuMetrics.background(colorScheme))
        .clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
        .menuCardEdge(colorScheme)
    }
}

extension View {
    /// A menu card's hairline edge and the soft shadow it casts all round (three faint,
    /// widening rounded rectangles, as iOS's blurred shadow looks at a glance).
    fileprivate func menuCardEdge(_ colorScheme: ColorScheme) -> some View {
        overlay(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius).strokeBorder(ControlPalette.separator(colorScheme), lineWidth: 0.5))
            .background(ZStack {
                ForEach([2.0, 5.0, 10.0], id: \.self) { spread in
                    RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius + spread)
                        .fill(Color.black.opacity(colorScheme == .light ? 0.035 : 0.12))
                        .padding(EdgeInsets(top: -spread, leading: -spread, bottom: -spread, trailing: -spread))
                }
            })
    }
}

/// One row: a button (tapped, it runs and the menu closes), a submenu (tapped, it opens), or
/// a divider's band.
private struct MenuItemRow: View {
    let part: ViewNode
    let showsSeparator: Bool
    let open: () -> Void
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        if part.isDivider {
            MenuMetrics.groupBand(colorScheme).frame(height: MenuMetrics.groupGap)
        } else if let menu = part.menuLayout {
            let title = menu.title(in: EnvironmentValues()) ?? "", open = open
            MenuRowLayout(title: Text(title), accessory: "chevron.right")
                .contentShape(Rectangle())
                .onTapGesture { open() }
                .touchTarget(TargetName("button", label: title))
                .overlay(MenuSeparator().opacity(showsSeparator ? 1 : 0), alignment: .bottom)
        } else {
            let dismiss = dismiss
            NodeView(node: part)
                .environment(\.isMenuRow, true)
                .foregroundStyle(colorScheme.primary)
                .padding(EdgeInsets(top: 0, leading: MenuMetrics.inset, bottom: 0, trailing: MenuMetrics.inset))
                .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, maxHeight: MenuMetrics.rowHeight, alignment: .leading)
                .contentShape(Rectangle())
                .simultaneousGesture(TapGesture().onEnded { dismiss() })
                .overlay(MenuSeparator().opacity(showsSeparator ? 1 : 0), alignment: .bottom)
        }
    }
}

/// A row's title from the leading edge and an icon at the trailing edge, in the label colour.
private struct MenuRowLayout<Title: View>: View {
    let title: Title
    let accessory: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 8) {
            title
            Spacer(minLength: 8)
            Image(systemName: accessory).frame(width: MenuMetrics.iconWidth)
        }
        .foregroundStyle(colorScheme.primary)
        .padding(EdgeInsets(top: 0, leading: MenuMetrics.inset, bottom: 0, trailing: MenuMetrics.inset))
        .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, maxHeight: MenuMetrics.rowHeight)
    }
}

/// The hairline between two rows, across the whole card.
private struct MenuSeparator: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ControlPalette.separator(colorScheme).frame(height: 0.5)
    }
}

extension ViewNode {
    /// The menu this node is, when it is a `Menu`.
    var menuLayout: MenuLayout? {
        if case let .layout(menu as MenuLayout) = kind { menu } else { nil }
    }

    /// Whether this node is a `Divider`.
    var isDivider: Bool {
        if case .layout(is DividerLayout) = kind { true } else { false }
    }
}
