import Foundation

/// Runs a scene: builds its view from state, lays it out, animates changes and turns each
/// moment into a display list. Intents run inside `withAnimation` through the player.
public final class Player {
    /// The virtual clock of the run.
    public let clock: VirtualClock
    /// The size of the screen, in points.
    public let size: Size
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

    /// The player running handlers on this thread, which `withAnimation` reports to.
    static var current: Player? {
        (Thread.current.threadDictionary[currentKey] as? WeakPlayer)?.player
    }

    private static let currentKey = "org.flipbook.current-player"

    /// Runs `body` with this player as the current one on this thread.
    func makingCurrent(_ body: () -> Void) {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Self.currentKey]
        dictionary[Self.currentKey] = WeakPlayer(player: self)
        defer { dictionary[Self.currentKey] = previous }
        body()
    }

    /// Creates a player for a screen of `size` points showing what `content` builds, on
    /// `clock` (a new one by default; pass one when the content reads the clock).
    public init(size: Size, clock: VirtualClock = VirtualClock(), colorScheme: ColorScheme = .light,
                content: @escaping () -> some View) {
        self.size = size
        self.clock = clock
        self.build = { content().makeNode() }
        environment.colorScheme = colorScheme
        environment.presentationRecords = graph.presentations
    }

    /// Lays out the view as its state is now and presents it at the clock's time, with the
    /// changes made in `transaction`; then runs the lifecycle actions the pass made due.
    func commit(_ transaction: Transaction) {
        graph.beginPass()
        environment.clockTime = clock.now
        let root = resolveRoot()
        let rootSize = presenter.layout.size(of: root, proposal: ProposedSize(size), environment: environment)
        let frame = Rect(origin: Alignment.center.origin(of: rootSize, in: Rect(origin: .zero, size: size)), size: rootSize)
        let identity = LayoutEngine.identity(of: root, under: "root")
        let scene = presenter.layout.place(root, in: frame, identity: identity, environment: environment)
        let laidOut = presentationLayer(over: scene, resolver: ViewResolver(graph: graph), environment: environment)
        self.laidOut = laidOut
        presented = presenter.present(laidOut, at: clock.now, transaction: transaction)
        runLifecycle(graph.endPass())
    }

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
    /// read the clock are rebuilt), animations in flight go on.
    public func frame(at time: Double) -> DisplayList {
        runScheduled(through: time)
        clock.advance(to: time)
        commit(Transaction())
        return DisplayList(size: size, root: presented?.displayNode())
    }

    /// Lets time pass to `time` without drawing: scheduled intents due by then run.
    public func advance(to time: Double) {
        runScheduled(through: time)
        clock.advance(to: time)
    }

    /// Runs `action` as an intent `seconds` from now on the virtual clock.
    func schedule(after seconds: Double, _ action: @escaping () -> Void) {
        scheduled.append((time: clock.now + max(0, seconds), action: action))
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
    player.schedule(after: seconds, action)
}

/// Animates the changes `body` makes with `animation`, as SwiftUI's `withAnimation`. Changes
/// made before it, in the same intent, jump.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    guard let player = Player.current else { return try body() }
    player.commit(Transaction())
    let result = try body()
    player.commit(Transaction(animation: animation))
    return result
}

/// Holds the current player without keeping it alive.
private final class WeakPlayer {
    weak var player: Player?
    init(player: Player) { self.player = player }
}
