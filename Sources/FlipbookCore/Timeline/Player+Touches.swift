extension LaidOutNode {
    /// The point, in the parent's coordinates, where the centre of the frontmost node named
    /// `name` is drawn.
    func locate(_ name: TargetName) -> CGPoint? {
        // What takes no touches (a drag's lifted copy, `.allowsHitTesting(false)`) is aimed at by no script.
        guard attributes.gestures.allowsHitTesting else { return nil }
        // A view clipped away (a row scrolled out of its list) is not on screen.
        if let point = firstFromFront({ child in child.locate(name).flatMap { isUnclipped($0) ? $0 : nil } }) {
            return parentPoint(fromLocal: point)
        }
        guard attributes.target == name else { return nil }
        return parentPoint(fromLocal: CGPoint(x: frame.width / 2, y: frame.height / 2))
    }

    /// How many times ``targetNames`` lists `name`, found in one walk: the ambiguity check of
    /// a labelled script target asks this for one name, where listing every name on screen
    /// locates each again at every level of the tree.
    func count(of name: TargetName) -> Int { search(name).count }

    /// One walk for `name`: the point ``locate(_:)`` gives, and how many times ``targetNames``
    /// lists the name (a child's views count where the frontmost of them is unclipped here).
    private func search(_ name: TargetName) -> (point: CGPoint?, count: Int) {
        guard attributes.gestures.allowsHitTesting else { return (nil, 0) }
        var frontmost: CGPoint?, count = attributes.target == name ? 1 : 0
        forEachChildInDrawingOrder { child in
            let found = child.search(name)
            guard let point = found.point, isUnclipped(point) else { return }
            frontmost = point
            count += found.count
        }
        if let frontmost { return (parentPoint(fromLocal: frontmost), count) }
        guard attributes.target == name else { return (nil, count) }
        return (parentPoint(fromLocal: CGPoint(x: frame.width / 2, y: frame.height / 2)), count)
    }

    /// Every target name on screen, in drawing order.
    var targetNames: [TargetName] {
        guard attributes.gestures.allowsHitTesting else { return [] }
        return (attributes.target.map { [$0] } ?? []) + drawingOrder.flatMap { child in
            child.targetNames.filter { name in child.locate(name).map(isUnclipped) ?? false }
        }
    }

    /// Whether `point` (local) lies inside the node's clip, if it has one.
    private func isUnclipped(_ point: CGPoint) -> Bool {
        clip.map { $0.path(in: CGRect(origin: .zero, size: frame.size)).contains(point) } ?? true
    }

}

extension Player {
    /// Taps once at a screen point: the frontmost view drawn there, or its nearest ancestor
    /// with a tap gesture, takes it.
    ///
    /// - Returns: whether a gesture took the tap.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        guard let session = beginTouch(.tap(count: 1), at: point) else { return false }
        session.tapped()
        return true
    }

    /// Taps twice in quick succession at a screen point: a double-tap gesture
    /// (`onTapGesture(count: 2)`) of the view there or an ancestor takes it; without one, it
    /// is two taps.
    ///
    /// - Returns: whether a gesture took the taps.
    @discardableResult
    public func doubleTap(at point: CGPoint) -> Bool {
        if let session = beginTouch(.tap(count: 2), at: point) {
            session.tapped()
            return true
        }
        let first = tap(at: point)
        return tap(at: point) || first
    }

    /// The screen point at the centre of the view named `name`, if one is on screen.
    public func location(of name: TargetName) -> CGPoint? {
        sceneNow()?.locate(name)
    }

    /// How many views on screen are named `name` (the times ``targetNames`` lists it).
    package func count(of name: TargetName) -> Int {
        sceneNow()?.count(of: name) ?? 0
    }

    /// The names of the views on screen that scripts can aim at.
    public var targetNames: [TargetName] {
        sceneNow()?.targetNames ?? []
    }

    /// The views a touch at the screen point `point` reaches now, root first; `nil` when it
    /// reaches none.
    func hitPath(at point: CGPoint) -> HitPath? {
        sceneNow()?.hitPath(at: point).map(HitPath.init)
    }

    /// The scene touches meet: the view as its state is now, laid out with every value at its
    /// target. Intents due by now run first, and the scene is built afresh; within
    /// `holdingScene`, the scene held or the last pass's while it stands.
    ///
    /// As in SwiftUI, touches ignore animations in flight: a view that is moving, turning or
    /// fading takes touches where it is going (a view fading out takes none), and a view
    /// leaving by its transition takes none at all. The presented tree of the last pass will
    /// not do for another reason too: without frames (`play --no-frames`) it was the last
    /// intent's, frozen wherever the animations had taken the views by then.
    func sceneNow() -> LaidOutNode? {
        if let scene = sceneHold?.scene(passCount: passCount, time: clock.time), !hasScheduledIntent(dueBy: clock.time) {
            return scene
        }
        runScheduled(through: clock.time)
        if sceneHold != nil, laidOutStands {
            sceneHold?.hold(laidOut, passCount: passCount, time: clock.time)
            return laidOut
        }
        // A model that is not observed may have changed since the last frame (a test's
        // board, an unpublished property): touches meet the views built now.
        sceneValidity.invalidate()
        commit(Transaction())
        sceneHold?.hold(laidOut, passCount: passCount, time: clock.time)
        return laidOut
    }

    /// Runs `body`, in which the questions touches ask of the scene now (where a view is, which
    /// names are on screen, what a touch reaches) meet one scene until a pass runs or time
    /// moves. A script's event aims its touches and begins them at one moment, with no code of
    /// its own between: building the same views again for each question would find the same
    /// scene. The scene is the last pass's while it still stands (``laidOutStands``), as a
    /// frame would present it; else the first question builds it afresh. Within a script's run
    /// only intents change models, and they end the last pass's standing.
    package func holdingScene<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard shortcuts.holdsScenes else { return try body() }
        let outer = sceneHold
        sceneHold = SceneHold()
        defer { sceneHold = outer }
        return try body()
    }
}

/// The scene a player built for touches at one moment (see `Player.holdingScene`).
struct SceneHold {
    private var held: (scene: LaidOutNode?, passCount: Int, time: Double)?

    /// Keeps `scene`, built by pass `passCount` at `time`.
    mutating func hold(_ scene: LaidOutNode?, passCount: Int, time: Double) {
        held = (scene, passCount, time)
    }

    /// The kept scene, when it was built by the last pass (`passCount`) and the time is still
    /// `time`; `nil` when none is kept (an optional scene that is itself `nil` means no view).
    func scene(passCount: Int, time: Double) -> LaidOutNode?? {
        guard let held, held.passCount == passCount, held.time == time else { return nil }
        return .some(held.scene)
    }
}
