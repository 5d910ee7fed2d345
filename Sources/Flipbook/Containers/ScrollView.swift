/// A scrollable view, as SwiftUI's `ScrollView`: its content takes the size it needs along
/// the scrolling axes and is seen through the view's frame. The content follows a drag, glides
/// on after a fling and slows to a stop, and never goes past its ends. Touch scripts find it as
/// `scroll-view` and move it with `scroll scroll-view by 0,300`.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content
    /// How far the content is scrolled, in points: (0, 0) shows its top-left corner.
    @State private var offset = Size.zero
    @State private var tracker = ScrollTracker()
    @Environment(\.scrollOffsetReport) private var report
    @Environment(\.scrollReader) private var reader

    /// Creates a scroll view.
    ///
    /// - Parameters:
    ///   - axes: The directions it scrolls in: `.vertical` (the default), `.horizontal` or both.
    ///   - showsIndicators: Whether a scroll indicator is drawn while it moves (kept for
    ///     SwiftUI's signature; Flipbook draws none).
    ///   - content: The scrolled content.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: some View {
        if axes.contains(.vertical), let report, !report.isUsed {
            report.offset = offset
            report.isUsed = true
        }
        registerWithReader()
        return ScrollViewport(axes: axes, offset: offset, tracker: tracker, report: axes.contains(.vertical) ? report : nil, content: content)
            .contentShape(Rectangle())
            .simultaneousGesture(DragGesture(coordinateSpace: .global)
                .onChanged { dragChanged($0) }
                .onEnded { dragEnded($0) })
            .touchTarget(TargetName("scroll-view"))
    }

    /// Lets a `ScrollViewReader` around the scroll view move it.
    private func registerWithReader() {
        let binding = $offset
        reader?.register(ScrollHandle(tracker: tracker, axes: axes, offset: { binding.wrappedValue },
                                      setOffset: { binding.wrappedValue = $0 }))
    }

    /// The content follows the finger, along the scrolling axes, within its ends.
    private func dragChanged(_ value: DragGesture.Value) {
        let start = tracker.dragStartOffset ?? offset
        tracker.dragStartOffset = start
        tracker.record(value.location, at: Player.current?.clock.now ?? 0)
        let moved = Size(width: start.width - value.translation.width, height: start.height - value.translation.height)
        offset = ScrollMotion.clamped(moved, maximum: tracker.maximumOffset, axes: axes)
    }

    /// The content glides on at the finger's last velocity and slows to a stop.
    private func dragEnded(_ value: DragGesture.Value) {
        // The lift is the last sample: a finger that rested before it leaves no speed behind.
        tracker.record(value.location, at: Player.current?.clock.now ?? 0)
        let velocity = tracker.velocity
        tracker.endDrag()
        let glided = Size(width: offset.width - ScrollMotion.glide(velocity: velocity.width),
                          height: offset.height - ScrollMotion.glide(velocity: velocity.height))
        let target = ScrollMotion.clamped(glided, maximum: tracker.maximumOffset, axes: axes)
        let distance = max(abs(target.width - offset.width), abs(target.height - offset.height))
        let duration = ScrollMotion.glideDuration(distance: distance)
        guard duration > 0 else { return }
        withAnimation(ScrollMotion.glideAnimation(duration: duration)) { offset = target }
    }
}

/// The frame a scroll view's content is seen through.
struct ScrollViewport<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let offset: Size
    let tracker: ScrollTracker
    let report: ScrollOffsetReport?
    let content: Content

    typealias Body = Never
    func makeNode() -> ViewNode {
        ViewNode(kind: .layout(ScrollLayout(axes: axes, offset: offset, tracker: tracker, report: report)), children: [content.makeNode()])
    }
}

/// Where a scroll view tells the screen around it how far it is scrolled (a navigation bar
/// whose large title collapses as its content scrolls).
final class ScrollOffsetReport {
    /// How far the scroll view is scrolled, in points.
    var offset = Size.zero
    /// Whether a vertical scroll view reported.
    var isUsed = false
    /// Space the screen asks above the content (a large title's), in points.
    var topInset = 0.0
    /// Whether the content is a grouped list, whose background the screen takes.
    var prefersGroupedBackground = false
}

private struct ScrollOffsetReportKey: EnvironmentKey {
    static var defaultValue: ScrollOffsetReport? { nil }
}

extension EnvironmentValues {
    /// The report the nearest scroll view writes its offset to.
    var scrollOffsetReport: ScrollOffsetReport? {
        get { self[ScrollOffsetReportKey.self] }
        set { self[ScrollOffsetReportKey.self] = newValue }
    }
}
