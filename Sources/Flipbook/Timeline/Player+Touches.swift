extension LaidOutNode {
    /// The topmost node for which `accepts` holds and whose content shape (its frame by
    /// default) contains the screen point `point`; `parentToScreen` maps the parent's
    /// coordinates to the screen.
    func topmost(at point: Point, where accepts: (LaidOutNode) -> Bool, parentToScreen: Transform = .identity) -> LaidOutNode? {
        let toScreen = transformFromParent.concatenating(parentToScreen)
        guard opacity > 0 else { return nil }
        for child in drawingOrder.reversed() {
            if let hit = child.topmost(at: point, where: accepts, parentToScreen: toScreen) { return hit }
        }
        guard accepts(self), let inverse = toScreen.inverted() else { return nil }
        let local = point.applying(inverse)
        let bounds = Rect(origin: .zero, size: frame.size)
        let inside = attributes.gestures.contentShape.map { $0.path(in: bounds).contains(local) } ?? bounds.contains(local)
        return inside ? self : nil
    }

    /// The screen point at the centre of the first node named `name`, front to back.
    func locate(_ name: TargetName, parentToScreen: Transform = .identity) -> Point? {
        let toScreen = transformFromParent.concatenating(parentToScreen)
        for child in drawingOrder.reversed() {
            if let point = child.locate(name, parentToScreen: toScreen) { return point }
        }
        guard attributes.target == name else { return nil }
        return Point(x: frame.width / 2, y: frame.height / 2).applying(toScreen)
    }

    /// Every target name on screen, in drawing order.
    var targetNames: [TargetName] {
        (attributes.target.map { [$0] } ?? []) + drawingOrder.flatMap(\.targetNames)
    }

    /// The children back to front.
    var drawingOrder: [LaidOutNode] {
        children.enumerated().sorted { ($0.element.attributes.zIndex, $0.offset) < ($1.element.attributes.zIndex, $1.offset) }
            .map(\.element)
    }
}

extension Player {
    /// Taps at a screen point: the topmost view with a tap handler there runs it.
    /// Returns whether a view took the tap.
    @discardableResult
    public func tap(at point: Point) -> Bool {
        guard let action = sceneNow()?.topmost(at: point, where: { $0.attributes.gestures.tap != nil })?.attributes.gestures.tap else {
            return false
        }
        perform(action)
        return true
    }

    /// The screen point at the centre of the view named `name`, if one is on screen.
    public func location(of name: TargetName) -> Point? {
        sceneNow()?.locate(name)
    }

    /// The names of the views on screen that scripts can aim at.
    public var targetNames: [TargetName] {
        sceneNow()?.targetNames ?? []
    }

    /// The scene as it is on screen at the clock's time: intents due by now run, and the
    /// scene is presented afresh, so a touch meets every view where it is drawn now. The tree
    /// of the last pass will not do: without frames (`play --no-frames`) the last pass was the
    /// last intent's, its views frozen wherever their animations had taken them then.
    func sceneNow() -> LaidOutNode? {
        runScheduled(through: clock.now)
        commit(Transaction())
        return presented
    }
}
