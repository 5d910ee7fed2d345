import Foundation

/// Runs a scene: builds its view from state, lays it out, animates changes and turns each
/// moment into a display list. Intents run inside `withAnimation` through the player.
@MainActor public final class Player {
    /// The virtual clock of the run.
    public let clock: VirtualClock
    /// The size of the screen, in points.
    public let size: CGSize
    /// The insets of the screen's safe area: a device's status bar and home indicator, none
    /// by default. Views are laid out inside it unless they ignore it (`.ignoresSafeArea()`);
    /// set it before the first frame.
    public var safeAreaInsets = EdgeInsets() {
        didSet {
            environment.screenSafeArea = safeAreaInsets
            sceneValidity.invalidate()
        }
    }
    let presenter = Presenter()
    /// The storage of the views' state and the bookkeeping of their lifecycle.
    let graph = ViewGraph()
    /// The environment at the root: the colour scheme the screen takes.
    private var environment = EnvironmentValues()
    private let build: () -> ViewNode
    private var pendingLifecycle: [() -> Void] = []
    private var isRunningLifecycle = false
    /// The presented tree of the last pass.
    private(set) var presented: LaidOutNode?
    /// The laid-out tree of the last pass, every value at its target, animations ignored:
    /// what touches meet.
    private(set) var laidOut: LaidOutNode?
    /// Intents waiting for their time, in the order they were scheduled.
    private var scheduled: [(time: Double, action: () -> Void)] = []
    /// Whether `laidOut` still stands for the state (see ``SceneValidity``).
    package let sceneValidity = SceneValidity()
    /// The work saved between passes that tests switch off to compare.
    var shortcuts = PassShortcuts()
    /// Whether an intent that changed nothing the views track, since they were last built in
    /// it, ends without building them again: SwiftUI's rule, which updates the views only for
    /// changes it is told of (`@State` and the other cells, an `@Observable` model they read,
    /// a `@Published` property). A tap's `withAnimation` builds the views once, not twice.
    ///
    /// Off (the default), every intent ends with a build, so a change to a model nobody
    /// observes (a test's plain class, changed in ``perform(_:)``) shows too. Turn it on for a
    /// scene whose state is all tracked, as the apps' is.
    public var updatesOnlyForTrackedChanges = false
    /// The display list of the last frame and the presented tree it was made from: a frame
    /// that draws the same shares its content.
    private var lastFrame: (list: DisplayList, version: Int)?
    /// Counts the passes that presented a tree (a frame of a scene at rest presents none).
    private var presentedVersion = 0
    /// How many passes built the views afresh (the others presented the last tree again).
    private(set) var scenesBuilt = 0
    /// The changes of `@Published` properties made outside intents when the last pass that
    /// built the views began (see ``PublishedWrites``).
    private var publishedAtBuild = 0
    /// How many intents are running now (they nest: lifecycle actions, `withAnimation`).
    private var intentDepth = 0
    /// The tracked state (observed models, the cells' values) when the running intent began
    /// on a scene that stood, or when a pass within it last built the views; `nil` when the
    /// scene did not stand then, or no intent runs.
    private var intentBase: TrackedState?
    /// Counts the passes, whether they built the views or presented the last ones again.
    private(set) var passCount = 0
    /// While a script's event aims its touches, the scene they meet (see `holdingScene`).
    var sceneHold: SceneHold?
    /// The ids its trace gives its views (see ``tracedViews()``).
    let traceNames = TraceNames()

    /// The player running handlers on this thread, which `withAnimation` reports to.
    nonisolated static var current: Player? { running.value?.player }

    nonisolated private static let running = PerThread<WeakPlayer>()

    /// Runs `body` with this player as the current one on this thread.
    func makingCurrent(_ body: () -> Void) {
        let previous = Self.running.value
        Self.running.set(WeakPlayer(player: self))
        let stood = intentDepth == 0 && laidOutStands
        intentDepth += 1
        sceneValidity.invalidate()
        if stood { intentBase = trackedState }
        defer {
            Self.running.set(previous)
            intentDepth -= 1
            if intentDepth == 0 { endIntent() } else { sceneValidity.invalidate() }
        }
        body()
    }

    /// Ends the outermost intent. With ``updatesOnlyForTrackedChanges``, when the views were
    /// built within it (or it began on a scene that stood) and nothing they track changed
    /// since, they still stand: the pass after it presents them again instead of building them
    /// (a tap's `withAnimation` built them already). Otherwise they are built afresh.
    private func endIntent() {
        if updatesOnlyForTrackedChanges, shortcuts.reusesScene, let intentBase, intentBase == trackedState {
            sceneValidity.validate(since: intentBase.generation)
        } else {
            sceneValidity.invalidate()
        }
        intentBase = nil
    }

    /// Creates a player for a screen of `size` points showing what `content` builds, on
    /// `clock`, measuring text with `textMeasurer` (which becomes every player's). The public
    /// initializer, in the player's layer, gives it the renderer's.
    package init(size: CGSize, clock: VirtualClock, colorScheme: ColorScheme, textMeasurer: any TextMeasuring,
                 content: @escaping () -> some View) {
        TextMeasurer.install(textMeasurer)
        self.size = size
        self.clock = clock
        self.build = { content().makeNode() }
        environment.colorScheme = colorScheme
        (environment.horizontalSizeClass, environment.verticalSizeClass) = UserInterfaceSizeClass.classes(of: size)
        environment.presentationRecords = graph.presentations
        environment.passNotes = graph.passNotes
        graph.memos.onInvalidate = { [sceneValidity] in sceneValidity.invalidate() }
    }

    /// Lays out the view as its state is now and presents it at the clock's time, with the
    /// changes made in `transaction`; then runs the lifecycle actions the pass made due.
    ///
    /// When nothing the views depend on changed since the last pass (see ``SceneValidity``),
    /// its laid-out tree is presented again as it is: only animations move.
    func commit(_ transaction: Transaction) {
        passCount += 1
        if presentsLastScene(transaction) { return }
        let generation = sceneValidity.currentGeneration, readings = clock.readings
        publishedAtBuild = PublishedWrites.outsideIntents
        scenesBuilt += 1
        FlattenedChildrenMemo.current.removeAll()
        graph.beginPass()
        presenter.forgetModifierBodies()
        environment.clockStamp = ClockStamp(time: clock.time, clock: clock)
        environment.restingSubtrees = shortcuts.leavesCoveredScreensOffstage ? presenter : nil
        let laidOut = presenter.numbered(withObservationTracking {
            buildSceneTakingNoStaleSubtree()
        } onChange: { [sceneValidity] in
            sceneValidity.invalidate()
        })
        self.laidOut = laidOut
        present(laidOut, transaction: transaction)
        if clock.readings == readings { sceneValidity.validate(since: generation) }
        // Within an intent, the views now stand for the tracked state: a `withAnimation` after
        // this one (the course's deal, one card after another) need not build them again,
        // unless the pass showed something as the pass before declared it.
        if intentDepth > 0 {
            intentBase = sceneValidity.isValid && !graph.passNotes.reliesOnPassBefore ? trackedState : nil
        }
        runLifecycle(graph.endPass())
    }

    /// Whether the last pass's laid-out tree still stands for the state, as far as the player
    /// can tell: no intent is running or ran since, no observed model changed, no view read the
    /// clock (a model nobody observes, changed by code outside the player, goes unseen).
    var laidOutStands: Bool {
        shortcuts.reusesScene && intentDepth == 0 && laidOut != nil && sceneValidity.isValid
            && PublishedWrites.outsideIntents == publishedAtBuild
    }

    /// Presents the last pass's laid-out tree at the clock's time when it still stands and
    /// `transaction` animates nothing; returns whether it did. A custom modifier's body that
    /// reads the clock while presented makes the pass build the views afresh after all.
    private func presentsLastScene(_ transaction: Transaction) -> Bool {
        guard laidOutStands, transaction.animation == nil else { return false }
        return presentsLaidOutAgain()
    }

    /// Presents the last pass's laid-out tree again at the clock's time, animating nothing;
    /// returns whether it did (not when a custom modifier's body read the clock).
    private func presentsLaidOutAgain() -> Bool {
        guard let laidOut else { return false }
        // Nothing moved last time: the same tree, presented later, is the same.
        if presenter.isAtRest { return true }
        let readings = clock.readings
        present(laidOut, transaction: Transaction())
        guard clock.readings == readings else {
            sceneValidity.invalidate()
            return false
        }
        return true
    }

    /// The pass `withAnimation` runs before its changes, so that the intent's changes made
    /// before it jump. When the intent began on a scene that stood, or its last pass built the
    /// views, and no observed model and no cell's value changed since, the last laid-out tree
    /// is presented again instead of built: a tap's `withAnimation { model.choose(card) }`
    /// builds the views once, not twice, and a deal of twelve `withAnimation`s twelve times.
    /// (A model nobody observes, changed before `withAnimation` in the same intent, animates
    /// with its changes, as it does in SwiftUI, where such a change shows with the next update.)
    func commitBeforeAnimating() {
        passCount += 1
        if shortcuts.reusesScene, let intentBase, intentBase == trackedState, presentsLaidOutAgain() { return }
        passCount -= 1
        commit(Transaction())
    }

    /// What tells whether tracked state changed: the validity's generation (an observed
    /// model changed, an intent began or ended) and the count of the cells' writes (and of
    /// `@Published` properties' changes in the player's intents).
    private var trackedState: TrackedState {
        TrackedState(generation: sceneValidity.currentGeneration, writes: graph.writes.count)
    }

    /// See ``trackedState``.
    private struct TrackedState: Equatable {
        var generation: Int
        var writes: Int
    }

    /// Presents `laidOut` at the clock's time.
    private func present(_ laidOut: LaidOutNode, transaction: Transaction) {
        presented = presenter.present(laidOut, at: clock.time, transaction: transaction)
        presentedVersion += 1
    }

    /// ``buildScene()``, twice when an equatable view's subtree reused in the first turned out
    /// not to stand (see ``SubtreeMemo``).
    private func buildSceneTakingNoStaleSubtree() -> LaidOutNode {
        let scene = buildScene()
        guard graph.memos.takeRebuildRequest() else { return scene }
        graph.beginPass()
        return buildScene()
    }

    /// Evaluates the views' bodies and lays them out on the screen, presentations on top.
    private func buildScene() -> LaidOutNode {
        ScreenOnThread.building(on: size) { buildSceneOnScreen() }
    }

    private func buildSceneOnScreen() -> LaidOutNode {
        let root = resolveRoot()
        let safe = CGRect(origin: .zero, size: size).inset(by: safeAreaInsets)
        let rootSize = presenter.layout.size(of: root, proposal: ProposedSize(safe.size), environment: environment)
        let frame = CGRect(origin: Alignment.center.origin(of: rootSize, in: safe), size: rootSize)
        let identity = LayoutEngine.identity(of: root, under: "root")
        let scene = presenter.layout.place(root, in: frame, identity: identity, environment: environment,
                                           placement: .root(in: frame, screen: size, insets: safeAreaInsets))
        return presentationLayer(over: scene, resolver: ViewResolver(graph: graph), environment: environment)
    }

    /// The size the view takes when offered `proposal` (a preview's `.sizeThatFits`): its
    /// bodies evaluated, laid out once, nothing presented.
    package func sizeThatFits(_ proposal: CGSize) -> CGSize {
        ScreenOnThread.building(on: size) {
            presenter.layout.size(of: resolveRoot(), proposal: ProposedSize(proposal), environment: environment)
        }
    }

    /// The colour scheme of the screen: the player's, or the one a view asked for with
    /// `.preferredColorScheme` in the last pass.
    package var colorScheme: ColorScheme { environment.colorScheme }

    /// The view tree with every body evaluated; a `.preferredColorScheme` anywhere sets the
    /// colour scheme of the whole screen.
    private func resolveRoot() -> ViewNode {
        let resolver = ViewResolver(graph: graph)
        let root = resolver.resolve(build(), key: "root", environment: environment)
        guard let preferred = root.preferredColorScheme, preferred != environment.colorScheme else { return root }
        environment.colorScheme = preferred
        graph.beginPass()
        return resolver.resolve(build(), key: "root", environment: environment)
    }

    /// Runs `onAppear`, `onDisappear` and `onChange` actions as intents, until none is due (at
    /// most 16 rounds, so views that keep changing each other cannot hang a run).
    private func runLifecycle(_ actions: [() -> Void]) {
        pendingLifecycle += actions
        guard !isRunningLifecycle, !pendingLifecycle.isEmpty else { return }
        isRunningLifecycle = true
        defer { isRunningLifecycle = false }
        for _ in 0..<16 where !pendingLifecycle.isEmpty {
            let batch = pendingLifecycle
            pendingLifecycle = []
            makingCurrent { batch.forEach { $0() } }
            commit(Transaction())
        }
        pendingLifecycle = []
    }

    /// The display list of the screen at `time`: changes since the last pass jump (views that
    /// read the clock are rebuilt), animations in flight go on. A frame that draws exactly what
    /// the last one drew is the last one's list, so a sequence can write the same bytes again.
    public func frame(at time: Double) -> DisplayList {
        runScheduled(through: time)
        clock.advance(to: time)
        commit(Transaction())
        if let last = lastFrame, last.version == presentedVersion { return last.list }
        let root = presented?.displayNode(memo: presenter)
        if let last = lastFrame, last.list.root == root {
            lastFrame?.version = presentedVersion
            return last.list
        }
        let frame = DisplayList(size: size, root: root)
        lastFrame = (frame, presentedVersion)
        return frame
    }

    /// Lets time pass to `time` without drawing: scheduled intents due by then run.
    public func advance(to time: Double) {
        runScheduled(through: time)
        clock.advance(to: time)
    }

    /// Runs `action` as an intent `seconds` from now on the virtual clock.
    func schedule(after seconds: Double, _ action: @escaping () -> Void) {
        scheduled.append((time: clock.time + max(0, seconds), action: action))
    }

    /// Whether an intent scheduled to run by `time` has not run yet.
    func hasScheduledIntent(dueBy time: Double) -> Bool {
        scheduled.contains { $0.time <= time }
    }

    /// Runs the scheduled intents due by `time`, each at its own time, earliest first.
    func runScheduled(through time: Double) {
        while let next = scheduled.indices.min(by: { scheduled[$0].time < scheduled[$1].time }), scheduled[next].time <= time {
            let due = scheduled.remove(at: next)
            clock.advance(to: due.time)
            perform(due.action)
        }
    }

    /// Runs `handler` as an intent, as a tap on a button would: changes it makes outside
    /// `withAnimation` jump, changes inside it animate.
    ///
    /// The views are built again after it, so a change to anything they read shows; with
    /// ``updatesOnlyForTrackedChanges``, only when something they track changed since its last
    /// `withAnimation` built them (a change nothing tracks then shows with the next build, as
    /// in SwiftUI with the next update).
    public func perform(_ handler: () -> Void) {
        if presented == nil { commit(Transaction()) }
        makingCurrent(handler)
        commit(Transaction())
    }
}

/// Runs `action` as an intent `seconds` from now on the timeline's virtual clock, as the
/// course's `DispatchQueue.main.asyncAfter(deadline: .now() + seconds)`; outside a running
/// player it runs at once.
public func after(_ seconds: Double, perform action: @escaping () -> Void) {
    guard let player = Player.current else { return action() }
    // A player is current only while it runs an intent, on the main actor.
    nonisolated(unsafe) let action = action
    MainActor.assumeIsolated { player.schedule(after: seconds, action) }
}

/// Animates the changes `body` makes with `animation`, as SwiftUI's `withAnimation`. Changes
/// made before it, in the same intent, to `@State` and the like, to an `@Observable` model the
/// views read or to a `@Published` property, jump.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    guard let player = Player.current else { return try body() }
    MainActor.assumeIsolated { player.commitBeforeAnimating() }
    let result = try body()
    MainActor.assumeIsolated { player.commit(Transaction(animation: animation)) }
    return result
}

/// Holds the current player without keeping it alive.
private final class WeakPlayer {
    weak var player: Player?
    init(player: Player) { self.player = player }
}
