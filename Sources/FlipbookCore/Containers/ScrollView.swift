/// A scrollable view, as SwiftUI's `ScrollView`: its content takes the size it needs along
/// the scrolling axes and is seen through the view's frame. The content follows a drag, glides
/// on after a fling and slows to a stop, and never goes past its ends. Touch scripts find it as
/// `scroll-view` and move it with `scroll scroll-view by 0,300`.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content
    /// How far the content is scrolled, in points: (0, 0) shows its top-left corner.
    @State private var offset = CGSize.zero
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
        tracker.axes = axes
        return ScrollViewport(axes: axes, offset: offset, tracker: tracker, report: axes.contains(.vertical) ? report : nil, content: content)
            .environment(\.enclosingScrollTracker, tracker)
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

    /// The content follows the finger along the scrolling axes; past an end it follows less
    /// and less, as on a rubber band (see ``ScrollMotion/rubberBand(_:dimension:)``).
    private func dragChanged(_ value: DragGesture.Value) {
        // An item dragged out of the content has the finger (its gesture runs first).
        guard !tracker.isTouchClaimed else { return }
        if tracker.dragStartOffset == nil { tracker.beginDrag(at: offset) }
        let start = rawOffset(shown: tracker.dragStartOffset ?? offset)
        tracker.record(value.location, at: Player.current?.clock.now ?? 0)
        let raw = CGSize(width: start.width - value.translation.width, height: start.height - value.translation.height)
        offset = ScrollMotion.rubberBanded(raw, maximum: tracker.maximumOffset, viewport: tracker.viewportSize, axes: axes)
    }

    /// The content glides on at the finger's last velocity and slows to a stop; content past
    /// an end, or flung into one, springs back to it.
    private func dragEnded(_ value: DragGesture.Value) {
        // The lift is the last sample: a finger that rested before it leaves no speed behind.
        tracker.record(value.location, at: Player.current?.clock.now ?? 0)
        let release = ScrollRelease(offset: offset, velocity: contentVelocity(finger: tracker.velocity),
                                    maximum: tracker.maximumOffset, axes: axes)
        tracker.endDrag()
        // The content leaves from where it is drawn now, past an end maybe: the layout stops
        // clamping only with the change, inside the animation.
        withAnimation(release.animation) {
            tracker.isOverscrolling = release.springBack != nil
            offset = release.target
        }
        if let springBack = release.springBack { scheduleSpringBack(springBack) }
    }

    /// After a bounce's `delay`, the content springs back to `target`, unless a new drag took it.
    private func scheduleSpringBack(_ springBack: (delay: Double, target: CGSize)) {
        let binding = $offset, tracker = tracker, drags = tracker.dragsBegun
        after(springBack.delay) {
            guard tracker.dragsBegun == drags else { return }
            withAnimation(ScrollMotion.springBack(initialVelocity: 0)) {
                tracker.isOverscrolling = false
                binding.wrappedValue = springBack.target
            }
        }
    }

    /// The offset a finger asks for content shown at `shown`: the rubber band undone past the ends.
    private func rawOffset(shown: CGSize) -> CGSize {
        let maximum = tracker.maximumOffset, viewport = tracker.viewportSize
        return CGSize(width: ScrollMotion.unbanded(shown.width, maximum: maximum.width, dimension: viewport.width),
                    height: ScrollMotion.unbanded(shown.height, maximum: maximum.height, dimension: viewport.height))
    }

    /// How fast the shown offset moves for a finger moving at `finger` (points per second on
    /// screen): the other way, slowed by the rubber band past an end.
    private func contentVelocity(finger: CGSize) -> CGSize {
        let raw = rawOffset(shown: offset), maximum = tracker.maximumOffset, viewport = tracker.viewportSize
        return CGSize(width: -finger.width * ScrollMotion.rubberBandSlope(at: raw.width, maximum: maximum.width, dimension: viewport.width),
                    height: -finger.height * ScrollMotion.rubberBandSlope(at: raw.height, maximum: maximum.height, dimension: viewport.height))
    }
}

private struct EnclosingScrollTrackerKey: EnvironmentKey {
    static var defaultValue: ScrollTracker? { nil }
}

extension EnvironmentValues {
    /// The tracker of the scroll view around, which a view inside that takes the finger for
    /// itself tells so (``ScrollTracker/isTouchClaimed``).
    var enclosingScrollTracker: ScrollTracker? {
        get { self[EnclosingScrollTrackerKey.self] }
        set { self[EnclosingScrollTrackerKey.self] = newValue }
    }
}

/// The frame a scroll view's content is seen through.
struct ScrollViewport<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let offset: CGSize
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
    var offset = CGSize.zero
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
