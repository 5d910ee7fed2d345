/// Heights of iOS's bars, in points (REFERENCES.md, "iOS's look").
enum NavigationMetrics {
    /// The navigation bar under the status bar.
    static let navigationBar = 44.0
    /// The large title's area under the navigation bar.
    static let largeTitle = 52.0
    /// A bottom toolbar.
    static let bottomBar = 49.0
    /// The leading x of the large title and of bar buttons.
    static let margin = 16.0
    /// A sheet's navigation bar, which has no status bar above it.
    static let sheetBar = 56.0
    /// Both bars: where content begins under an inline title, below the status bar (the safe
    /// area's top, `statusBar`); in a sheet, its one bar.
    static func bars(inSheet: Bool, statusBar: CGFloat) -> CGFloat { inSheet ? sheetBar : statusBar + navigationBar }
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
    /// Whether another screen of the stack covers this one.
    var isCovered = false
    let content: Content

    typealias Body = Never
    func makeNode() -> ViewNode {
        ViewNode(kind: .layout(ScreenLayout(record: record, isCovered: isCovered)), children: [content.makeNode()])
    }
}

/// Fills the screen with its background and places the content under the bars and above the
/// home indicator, centred in the space left, at the size it takes: a scroll view's content
/// begins under the large title itself (it scrolls under the bar), other content below it.
/// Below the content, the bottom bar and the home indicator are its safe area: a scroll view
/// reaches the screen's bottom edge.
///
/// A screen covered by the one pushed over it, at rest, is offstage: its content is not laid
/// out, as UIKit takes a covered controller's view out of the window once the push ends (its
/// views are still built: their state, titles and destinations stay). Only while the push or
/// the pop moves it can it show; a build in the middle of one lays it out.
@MainActor struct ScreenLayout: NodeLayout {
    let record: NavigationScreenRecord
    let isCovered: Bool

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecified(with: 10)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        let large = record.isLargeTitle ? NavigationMetrics.largeTitle : 0
        // A scroll view at the content's top scrolls under the large title; anything else
        // (a score above a scrolling grid) begins below it.
        let scrollsUnderTitle = record.scroll.isUsed && Self.startsWithScrollView(child) != false
        record.scroll.topInset = scrollsUnderTitle ? large : 0
        let safeArea = context.environment.screenSafeArea
        let top = NavigationMetrics.bars(inSheet: context.environment.isInSheet, statusBar: safeArea.top) + (scrollsUnderTitle ? 0 : large)
        let bottom = (record.hasBottomBar ? NavigationMetrics.bottomBar : 0) + safeArea.bottom
        let scheme = context.environment.colorScheme
        laidOut.content = .color(record.scroll.prefersGroupedBackground ? SystemColors.groupedBackground(scheme) : scheme.background)
        if isCovered { laidOut.attributes.isCoveredScreen = true }
        if isOffstage(child, context: context) { return laidOut.attributes.isOffstage = true }
        let area = CGRect(x: 0, y: top, width: laidOut.frame.width, height: max(0, laidOut.frame.height - top - bottom))
        // The content takes the size it wants of the area and is centred in it, as SwiftUI
        // centres a navigation stack's root (a list or a scroll view takes all of it).
        let size = context.nested().size(of: child, proposal: ProposedViewSize(area.size))
        let frame = CGRect(origin: Alignment.center.origin(of: size, in: area), size: size)
        let below = frame.maxY >= area.maxY - 0.5 ? bottom : 0
        laidOut.children = [context.place(child: child, in: frame, safeArea: EdgeInsets(top: 0, leading: 0, bottom: below, trailing: 0))]
    }

    /// Whether the content's top edge is a vertical scroll view's, as far as the tree tells
    /// before layout: `false` when a vertical stack (through padding and frames) begins with
    /// something else that holds no scroll view, `nil` when the tree does not say.
    static func startsWithScrollView(_ node: ViewNode) -> Bool? {
        guard case let .layout(layout) = node.kind else { return node.isGroup ? first(of: node) : nil }
        if let scroll = layout as? ScrollLayout { return scroll.axes.contains(.vertical) }
        let children = node.flattenedChildren
        if children.isEmpty { return false }
        switch layout {
        case is ContainerLayout<VStackLayout>, is PaddingLayout, is FrameLayout: return first(of: node)
        default: return nil
        }
    }

    private static func first(of node: ViewNode) -> Bool? {
        node.flattenedChildren.first.flatMap(startsWithScrollView)
    }

    /// Whether the screen is covered and was covered, standing still, in the last frame, and
    /// its content has no views whose bodies are evaluated during layout (their state would
    /// be dropped).
    private func isOffstage(_ content: ViewNode, context: LayoutContext) -> Bool {
        guard isCovered, let resting = context.environment.restingSubtrees else { return false }
        return resting.restedCoveredInLastFrame(context.identity) && !content.resolvesDuringLayout
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { 1 }
}
