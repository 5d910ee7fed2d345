extension View {
    /// Runs `action` when the view is tapped `count` times (a double tap for 2).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Responds to `gesture`; the gestures of views inside come first. `nil` attaches none.
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        attaching(gesture, priority: .normal)
    }

    /// Responds to `gesture` before the views inside respond to theirs.
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View {
        attaching(gesture, priority: .high)
    }

    /// Responds to `gesture` while the views inside respond to theirs.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
        attaching(gesture, priority: .simultaneous)
    }

    /// Makes `shape`, in the view's frame, the area where the view and everything in it
    /// receive touches; it also makes a view that draws nothing there (`Color.clear`, a
    /// stack's gaps) receive them.
    public func contentShape(_ shape: some Shape) -> some View {
        modifyingAttributes { $0.gestures.contentShape = AnyShape(shape) }
    }

    /// Whether the view and everything in it receive touches; with `false`, touches go to
    /// whatever lies behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifyingAttributes { $0.gestures.allowsHitTesting = $0.gestures.allowsHitTesting && enabled }
    }

    private func attaching(_ gesture: some Gesture, priority: AttachedGesture.Priority) -> some View {
        let attached = AttachedGesture(gesture: gesture.resolved(), priority: priority)
        return modifyingAttributes { $0.gestures.attached.append(attached) }
    }
}
