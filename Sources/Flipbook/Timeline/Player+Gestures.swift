/// A drag in progress on the view that took it.
public struct DragSession {
    let player: Player
    let gesture: DragGesture
    let start: Point

    /// The finger has moved to `location` (screen coordinates).
    public func move(to location: Point) {
        guard let changed = gesture.callbacks.changed else { return }
        player.perform { changed(DragGesture.Value(startLocation: start, location: location)) }
    }

    /// The finger lifts at `location`.
    public func end(at location: Point) {
        guard let ended = gesture.callbacks.ended else { return }
        player.perform { ended(DragGesture.Value(startLocation: start, location: location)) }
    }
}

/// A pinch in progress on the view that took it.
public struct PinchSession {
    let player: Player
    let gesture: MagnificationGesture

    /// The fingers are now `scale` times as far apart as when they began.
    public func change(to scale: Double) {
        guard let changed = gesture.callbacks.changed else { return }
        player.perform { changed(scale) }
    }

    /// The fingers lift at `scale`.
    public func end(at scale: Double) {
        guard let ended = gesture.callbacks.ended else { return }
        player.perform { ended(scale) }
    }
}

extension Player {
    /// Puts a finger down at `point` for a drag: the topmost view there with a drag gesture
    /// takes it (nil when none does).
    public func beginDrag(at point: Point) -> DragSession? {
        guard let gesture = sceneNow()?.topmost(at: point, where: { $0.attributes.gestures.drag != nil })?.attributes.gestures.drag else {
            return nil
        }
        return DragSession(player: self, gesture: gesture, start: point)
    }

    /// Puts two fingers down around `point` for a pinch.
    public func beginPinch(at point: Point) -> PinchSession? {
        guard let gesture = sceneNow()?.topmost(at: point, where: { $0.attributes.gestures.magnification != nil })?.attributes.gestures.magnification else {
            return nil
        }
        return PinchSession(player: self, gesture: gesture)
    }
}

