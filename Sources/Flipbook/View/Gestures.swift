/// The gestures a view responds to.
struct GestureHandlers {
    var tap: (() -> Void)?
    var drag: DragGesture?
    var magnification: MagnificationGesture?
    /// The shape that receives touches, in the view's frame; the frame's rectangle by default.
    var contentShape: AnyShape?

    var isEmpty: Bool { tap == nil && drag == nil && magnification == nil && contentShape == nil }
    var handlesTouches: Bool { tap != nil || drag != nil || magnification != nil }

    /// Adds what `outer` sets.
    mutating func merge(_ outer: GestureHandlers) {
        tap = outer.tap ?? tap
        drag = outer.drag ?? drag
        magnification = outer.magnification ?? magnification
        contentShape = outer.contentShape ?? contentShape
    }
}

/// A gesture that runs over time: it reports changes while the fingers move and once more
/// when they lift.
public protocol ContinuousGesture {
    /// What the gesture reports: a drag's locations, a pinch's scale.
    associatedtype Value
    /// The handlers the gesture calls.
    var callbacks: GestureCallbacks<Value> { get set }
}

/// The handlers of a continuous gesture, in the order they were added.
public struct GestureCallbacks<Value> {
    var changed: ((Value) -> Void)?
    var ended: ((Value) -> Void)?

    /// No handlers.
    public init() {}
}

extension ContinuousGesture {
    /// Calls `action` each time the gesture changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self {
        var copy = self
        let previous = callbacks.changed
        copy.callbacks.changed = { previous?($0); action($0) }
        return copy
    }

    /// Calls `action` when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self {
        var copy = self
        let previous = callbacks.ended
        copy.callbacks.ended = { previous?($0); action($0) }
        return copy
    }
}

/// A drag, as SwiftUI's `DragGesture`: `onChanged` while the finger moves, `onEnded` when it lifts.
public struct DragGesture: ContinuousGesture {
    /// Where a drag is.
    public struct Value: Sendable {
        /// Where the drag began, in screen coordinates.
        public var startLocation: Point
        /// Where the finger is now.
        public var location: Point
        /// How far it has moved.
        public var translation: Size { Size(width: location.x - startLocation.x, height: location.y - startLocation.y) }
    }

    public var callbacks = GestureCallbacks<Value>()

    /// Creates a drag gesture.
    public init() {}
}

/// A pinch, as SwiftUI's `MagnificationGesture`; the value is the scale since it began.
public struct MagnificationGesture: ContinuousGesture {
    public var callbacks = GestureCallbacks<Double>()

    /// Creates a magnification gesture.
    public init() {}
}

extension View {
    /// Runs `action` when the view is tapped.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifyingAttributes { $0.gestures.tap = action }
    }

    /// Responds to drags.
    public func gesture(_ gesture: DragGesture) -> some View {
        modifyingAttributes { $0.gestures.drag = gesture }
    }

    /// Responds to pinches.
    public func gesture(_ gesture: MagnificationGesture) -> some View {
        modifyingAttributes { $0.gestures.magnification = gesture }
    }

    /// Makes `shape`, in the view's frame, the area that receives touches.
    public func contentShape(_ shape: some Shape) -> some View {
        modifyingAttributes { $0.gestures.contentShape = AnyShape(shape) }
    }
}
