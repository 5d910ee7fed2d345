/// Heights of iOS's bars, in points (REFERENCES.md, "iOS's look").
enum NavigationMetrics {
    /// The status bar at the top of the screen.
    static let statusBar = 47.0
    /// The navigation bar under it.
    static let navigationBar = 44.0
    /// The large title's area under the navigation bar.
    static let largeTitle = 52.0
    /// A bottom toolbar.
    static let bottomBar = 49.0
    /// The leading x of the large title and of bar buttons.
    static let margin = 16.0
    /// A sheet's navigation bar, which has no status bar above it.
    static let sheetBar = 56.0
    /// Both bars: where content begins under an inline title; in a sheet, its one bar.
    static func bars(inSheet: Bool) -> Double { inSheet ? sheetBar : statusBar + navigationBar }
}

extension NavigationScreenRecord {
    /// Whether the screen's title is large: asked for, or the root's by default.
    var isLargeTitle: Bool {
        displayMode == .large || (displayMode == .automatic && depth == 0)
    }

    /// Whether the screen has a bottom bar.
    var hasBottomBar: Bool { toolbarItems.contains { $0.slot == .bottom } }
}

/// A screen's content, placed below the bars on the screen's background.
struct ScreenContent<Content: View>: View, PrimitiveView {
    let record: NavigationScreenRecord
    let content: Content

    typealias Body = Never
    func makeNode() -> ViewNode {
        ViewNode(kind: .layout(ScreenLayout(record: record)), children: [content.makeNode()])
    }
}

/// Fills the screen with its background and places the content under the bars: a scroll
/// view's content begins under the large title itself (it scrolls under the bar), other
/// content below it.
struct ScreenLayout: NodeLayout {
    let record: NavigationScreenRecord

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: 10)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        let large = record.isLargeTitle ? NavigationMetrics.largeTitle : 0
        record.scroll.topInset = record.scroll.isUsed ? large : 0
        let top = NavigationMetrics.bars(inSheet: context.environment.isInSheet) + (record.scroll.isUsed ? 0 : large)
        let bottom = record.hasBottomBar ? NavigationMetrics.bottomBar : 0
        let scheme = context.environment.colorScheme
        laidOut.content = .color(record.scroll.prefersGroupedBackground ? SystemColors.groupedBackground(scheme) : scheme.background)
        let frame = Rect(x: 0, y: top, width: laidOut.frame.width, height: max(0, laidOut.frame.height - top - bottom))
        laidOut.children = [context.place(child: child, in: frame)]
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { 1 }
}
