/// What a scroll view remembers between passes beyond its offset: the sizes its last layout
/// found (so a drag can clamp) and the drag in progress (so a lift can fling).
final class ScrollTracker {
    /// The content's size and the viewport's, in points, from the last layout.
    var contentSize = CGSize.zero
    var viewportSize = CGSize.zero
    /// The content as last laid out (for `ScrollViewProxy.scrollTo`), and the space above it.
    var content: LaidOutNode?
    var contentInset = 0.0
    /// The offset when the drag in progress began.
    var dragStartOffset: CGSize?
    /// Whether the content may be drawn past its ends: while a finger pulls it there, and
    /// while a fling bounces past one.
    var isOverscrolling = false
    /// Whether a view inside took the finger for itself (an item lifted by `.draggable`): the
    /// content stays put meanwhile.
    var isTouchClaimed = false
    /// The axes the scroll view scrolls along.
    var axes: Axis.Set = []
    /// Counts the drags begun, so a bounce's spring back that a new drag overtook does nothing.
    private(set) var dragsBegun = 0
    /// The drag's last positions on screen with their clock times, newest last.
    private(set) var samples: [(time: Double, location: CGPoint)] = []

    /// The largest offset the content allows.
    var maximumOffset: CGSize { ScrollMotion.maximumOffset(content: contentSize, viewport: viewportSize) }

    /// Whether a finger moved by `translation` goes more across the scrolling axes than along
    /// them: an item pulled out of the content rather than the content scrolled.
    func isAcross(_ translation: CGSize) -> Bool {
        let along = (axes.contains(.horizontal) ? abs(translation.width) : 0) + (axes.contains(.vertical) ? abs(translation.height) : 0)
        return abs(translation.width) + abs(translation.height) - along > along
    }

    /// Notes a drag beginning with the content at `offset`.
    func beginDrag(at offset: CGSize) {
        dragStartOffset = offset
        dragsBegun += 1
        isOverscrolling = true
    }

    /// Notes the finger at `location` at `time`, keeping the last few.
    func record(_ location: CGPoint, at time: Double) {
        samples.append((time, location))
        if samples.count > 8 { samples.removeFirst(samples.count - 8) }
    }

    /// The finger's velocity between its last two samples, in points per second; zero when it held still.
    var velocity: CGSize {
        guard let last = samples.last, let first = samples.last(where: { last.time - $0.time > 0 }) else { return .zero }
        let seconds = last.time - first.time
        return CGSize(width: (last.location.x - first.location.x) / seconds, height: (last.location.y - first.location.y) / seconds)
    }

    /// Forgets the drag.
    func endDrag() {
        dragStartOffset = nil
        samples = []
    }
}
