/// The bars of a stack's top screen: the status bar's space (the safe area's top), the navigation bar (back button
/// or leading items, the inline title, trailing items), the large title under it that scrolls
/// up into the bar, and a bottom toolbar when the screen has one.
struct NavigationBar: View {
    let context: NavigationContext
    let depth: Int
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isInSheet) private var isInSheet
    @Environment(\.screenSafeArea) private var safeArea

    var body: some View {
        let record = context.screen(depth)
        let scrolled = max(0, record.scroll.offset.height)
        return VStack(spacing: 0) {
            VStack(spacing: 0) {
                bar(record, showsTitle: !record.isLargeTitle || scrolled >= NavigationMetrics.largeTitle - 8)
                largeTitle(record, scrolled: scrolled)
            }
            .padding(EdgeInsets(top: isInSheet ? 0 : safeArea.top, leading: 0, bottom: 0, trailing: 0))
            .background(barBackground(isScrolled: scrolled > 0))
            Spacer(minLength: 0)
            bottomBar(record)
        }
    }

    /// The 44-point bar: leading items or the back button, the title, trailing items.
    private func bar(_ record: NavigationScreenRecord, showsTitle: Bool) -> some View {
        ZStack {
            Text(record.title).font(.headline).opacity(showsTitle ? 1 : 0)
            HStack(spacing: 20) {
                if depth > 0 && !record.isBackButtonHidden && !record.toolbarItems.contains(where: { $0.slot == .leading }) {
                    BackButton(title: context.screen(depth - 1).title, context: context)
                }
                items(record, .leading)
                Spacer(minLength: 0)
                items(record, .trailing)
            }
            .padding(EdgeInsets(top: 0, leading: depth > 0 ? 8 : NavigationMetrics.margin, bottom: 0, trailing: NavigationMetrics.margin))
        }
        .frame(height: isInSheet ? NavigationMetrics.sheetBar : NavigationMetrics.navigationBar)
    }

    /// The items of `record` at `slot`, in the accent colour; a confirmation bold.
    private func items(_ record: NavigationScreenRecord, _ slot: ToolbarSlot) -> some View {
        HStack(spacing: 20) {
            ForEach(Array(record.toolbarItems.enumerated().filter { $0.element.slot == slot }), id: \.offset) { _, item in
                NodeView(node: item.node).font(item.isConfirmation ? .headline : .body)
            }
        }
    }

    /// The 34-point bold title at x = 16 in its 52-point area, on one line (a long one ends in
    /// "…", as UIKit's), moving up as the content scrolls.
    @ViewBuilder private func largeTitle(_ record: NavigationScreenRecord, scrolled: CGFloat) -> some View {
        if record.isLargeTitle {
            Text(record.title).font(.system(size: 34, weight: .bold)).lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(EdgeInsets(top: 0, leading: NavigationMetrics.margin, bottom: 0, trailing: NavigationMetrics.margin))
                .frame(height: NavigationMetrics.largeTitle)
                .offset(y: -min(scrolled, NavigationMetrics.largeTitle))
                .frame(height: max(0, NavigationMetrics.largeTitle - scrolled), alignment: .top)
                .clipped()
        }
    }

    /// A 49-point bar of the screen's bottom items, spread out.
    @ViewBuilder private func bottomBar(_ record: NavigationScreenRecord) -> some View {
        if record.hasBottomBar {
            HStack {
                items(record, .bottom)
            }
            .frame(maxWidth: .infinity)
            .frame(height: NavigationMetrics.bottomBar)
            .padding(EdgeInsets(top: 0, leading: 0, bottom: safeArea.bottom, trailing: 0))
            .background(SystemColors.bar(colorScheme))
        }
    }

    /// Clear over the screen's background at the top of the content; translucent once scrolled.
    private func barBackground(isScrolled: Bool) -> some View {
        ZStack(alignment: .bottom) {
            SystemColors.bar(colorScheme).opacity(isScrolled ? 1 : 0)
            Rectangle().fill(SystemColors.separator(colorScheme)).frame(height: 0.5).opacity(isScrolled ? 1 : 0)
        }
    }
}

/// The back button: a chevron and the title of the screen below, in the accent colour.
struct BackButton: View {
    let title: String
    let context: NavigationContext
    @Environment(\.tint) private var tint

    var body: some View {
        let context = context
        return HStack(spacing: 6) {
            Chevron(pointsLeft: true).drawn(tint, lineWidth: 3).frame(width: 11, height: 20)
            Text(title.isEmpty ? "Back" : title).foregroundStyle(tint)
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(NavigationLinkTiming.animation) { context.pop() } }
        .touchTarget(TargetName("back"))
    }
}
