/// The gestures attached to a view and how it takes touches.
struct GestureHandlers {
    /// The gestures, innermost (attached first) first.
    var attached: [AttachedGesture] = []
    /// The shape that receives touches, in the view's frame, for the view and everything in
    /// it; without one, whatever the view and its subviews draw receives them.
    var contentShape: AnyShape?
    /// Whether the view and everything in it take touches at all.
    var allowsHitTesting = true

    var isEmpty: Bool { attached.isEmpty && contentShape == nil && allowsHitTesting }

    /// Adds what `outer` sets: its gestures after (outside) ours.
    mutating func merge(_ outer: GestureHandlers) {
        attached += outer.attached
        contentShape = outer.contentShape ?? contentShape
        allowsHitTesting = allowsHitTesting && outer.allowsHitTesting
    }
}

/// A gesture attached to a view, with the precedence it was attached with.
struct AttachedGesture {
    /// How an attached gesture ranks against the gestures of the views inside.
    enum Priority {
        /// `.gesture(_:)`: the views inside come first.
        case normal
        /// `.highPriorityGesture(_:)`: before the views inside.
        case high
        /// `.simultaneousGesture(_:)`: together with the views inside.
        case simultaneous
    }

    var gesture: any PrimitiveGesture
    var priority: Priority

    /// `inner` (the gestures of the views inside, combined) with this one, as its priority
    /// says; `toLocal` maps screen points into the view's space, `named` into a named one.
    @MainActor func combined(with inner: (any PrimitiveGesture)?, located toLocal: @escaping (CGPoint) -> CGPoint,
                             named: @escaping (AnyHashable) -> ((CGPoint) -> CGPoint)? = { _ in nil }) -> any PrimitiveGesture {
        let mine = LocatedGesture(base: gesture, toLocal: toLocal, named: named)
        guard let inner else { return mine }
        switch priority {
        case .normal: return Exclusive(inner, mine)
        case .high: return Exclusive(mine, inner)
        case .simultaneous: return Simultaneous(inner, mine)
        }
    }
}

/// A gesture that sees touches in the local coordinates of the view it is attached to.
struct LocatedGesture: PrimitiveGesture {
    let base: any PrimitiveGesture
    /// From screen points to the view's local coordinates.
    let toLocal: (CGPoint) -> CGPoint
    /// From screen points to the coordinates of a named space above the view, if any.
    let named: (AnyHashable) -> ((CGPoint) -> CGPoint)?

    func accepts(_ kind: TouchKind) -> Bool { base.accepts(kind) }

    func change(_ touch: TouchSample) -> Any? { base.change(localized(touch)) }

    func end(_ touch: TouchSample) -> Any? { base.end(localized(touch)) }

    private func localized(_ touch: TouchSample) -> TouchSample {
        var local = touch
        local.startLocation = toLocal(touch.globalStartLocation)
        local.location = toLocal(touch.globalLocation)
        local.namedSpace = named
        return local
    }
}
