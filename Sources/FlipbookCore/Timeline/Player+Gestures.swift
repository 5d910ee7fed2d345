/// A touch in progress: the gestures of the view it reached and of that view's ancestors,
/// and what the fingers have done so far.
@MainActor final class TouchSession {
    private let player: Player
    private let gesture: any PrimitiveGesture
    private var touch: TouchSample

    init(player: Player, gesture: any PrimitiveGesture, touch: TouchSample) {
        self.player = player
        self.gesture = gesture
        self.touch = touch
    }

    /// The finger is now at the screen point `location`.
    func move(to location: CGPoint) {
        touch.globalLocation = location
        touch.farthestDistance = max(touch.farthestDistance, location.distance(to: touch.globalStartLocation))
    }

    /// The fingers are now `scale` times as far apart as when they came down.
    func scale(to scale: Double) {
        touch.scale = scale
        touch.largestScaleChange = max(touch.largestScaleChange, abs(scale - 1))
    }

    /// The finger has been held still for `seconds`.
    func hold(for seconds: Double) { touch.heldFor = seconds }

    /// Runs the gestures' changes, as an intent.
    func changed() {
        let gesture = self.gesture, touch = self.touch
        player.perform { _ = gesture.change(touch) }
    }

    /// Runs the gestures' ends, as an intent.
    func ended() {
        let gesture = self.gesture, touch = self.touch
        player.perform { _ = gesture.end(touch) }
    }

    /// A tap: the fingers come down and lift in place, in one intent.
    func tapped() {
        let gesture = self.gesture, touch = self.touch
        player.perform {
            _ = gesture.change(touch)
            _ = gesture.end(touch)
        }
    }
}

/// A drag in progress on the view that took it.
@MainActor public final class DragSession {
    private let session: TouchSession

    init(session: TouchSession) { self.session = session }

    /// The finger has moved to `location` (screen coordinates).
    public func move(to location: CGPoint) {
        session.move(to: location)
        session.changed()
    }

    /// The finger lifts at `location` (screen coordinates).
    public func end(at location: CGPoint) {
        session.move(to: location)
        session.ended()
    }
}

/// A pinch in progress on the view that took it.
@MainActor public final class PinchSession {
    private let session: TouchSession

    init(session: TouchSession) { self.session = session }

    /// The fingers are now `scale` times as far apart as when they began.
    public func change(to scale: Double) {
        session.scale(to: scale)
        session.changed()
    }

    /// The fingers lift at `scale`.
    public func end(at scale: Double) {
        session.scale(to: scale)
        session.ended()
    }
}

extension Player {
    /// Puts a finger down at `point` (screen coordinates) for a drag: the view drawn there
    /// and its ancestors take it with their drag gestures.
    ///
    /// - Returns: the drag, or `nil` when no gesture there takes drags.
    public func beginDrag(at point: CGPoint) -> DragSession? {
        beginTouch(.drag, at: point).map(DragSession.init)
    }

    /// Puts two fingers down around `point` (screen coordinates) for a pinch: the view drawn
    /// at the centre, or else under one of the fingers (40 pt to its left and right), and its
    /// ancestors take it; gestures see the centre as the pinch's location.
    ///
    /// - Returns: the pinch, or `nil` when no gesture there takes pinches.
    public func beginPinch(at point: CGPoint) -> PinchSession? {
        if let session = beginTouch(.pinch, at: point) { return PinchSession(session: session) }
        // The centre may lie where nothing takes the pinch (between two views, on a clear
        // background): the fingers themselves, 40 pt either side, may land on a view that does.
        for finger in [CGPoint(x: point.x - 40, y: point.y), CGPoint(x: point.x + 40, y: point.y)] {
            guard let gesture = hitPath(at: finger)?.gesture(), gesture.accepts(.pinch) else { continue }
            return PinchSession(session: TouchSession(player: self, gesture: gesture, touch: TouchSample(kind: .pinch, at: point)))
        }
        return nil
    }

    /// A touch of `kind` at `point` on the scene as it is now, if a gesture takes it.
    func beginTouch(_ kind: TouchKind, at point: CGPoint) -> TouchSession? {
        guard let gesture = hitPath(at: point)?.gesture(), gesture.accepts(kind) else { return nil }
        return TouchSession(player: self, gesture: gesture, touch: TouchSample(kind: kind, at: point))
    }
}
