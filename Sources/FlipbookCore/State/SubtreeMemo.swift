import Foundation
import Observation
import Synchronization

/// What an ``EquatableView`` made of its content in one build: the resolved subtree, the
/// sizes it took for the proposals it was offered and the layout it was last placed with,
/// kept for the builds after it while the view stays equal, the environment the same and
/// nothing it read changes.
///
/// Only a subtree built without effects is kept (see ``SceneEffects``): no state, no
/// lifecycle actions, no reading of the clock. Reading an `@Observable` model is allowed:
/// the memo watches what it read, and a change marks it stale (and every memo built around
/// it, whose subtree holds it) and tells the scene to build again.
final class SubtreeMemo: @unchecked Sendable {
    /// The view the subtree was built from, and the key of its place.
    let view: AnyViewBody
    private let key: String
    /// The environment its body was evaluated in.
    let environment: EnvironmentValues
    /// The resolved subtree, carrying this memo; set once resolved.
    var resolved: ViewNode?
    /// Called when something the subtree read changed.
    private let onInvalidate: (@Sendable () -> Void)?
    /// The memos of the scene, told when a subtree reused in this build turns out not to stand.
    private weak var owner: SubtreeMemos?
    /// Whether a build took the subtree as it was.
    private var wasReused = false
    /// The environment of the layouts kept, and the layouts: sizes by proposal, the placement.
    private var layoutEnvironment: EnvironmentValues?
    private var sizes: [(proposal: ProposedViewSize, stackAxis: Axis?, size: CGSize)] = []
    /// How many sizes are kept: the proposals a subtree meets in one layout, and a few more.
    private static let sizesKept = 8
    private var placed: (identity: String, frame: CGRect, placement: LayoutPlacement, node: LaidOutNode)?
    /// Whether laying the subtree out read where it sits (a `GeometryReader` in it): its
    /// layout is then kept for that placement only, not for any at the same size.
    private var readsPlacement = false
    /// Memos whose subtrees were built around this one's.
    private var containers: [WeakSubtreeMemo] = []
    /// The keys of the memos kept or used while the subtree was built: they stay while it does.
    private(set) var heldKeys: Set<String> = []
    private var stale = false
    /// Changes of observed models may be reported from any thread.
    private let lock = NSLock()

    init(view: AnyViewBody, key: String, environment: EnvironmentValues, owner: SubtreeMemos) {
        self.view = view
        self.key = key
        self.environment = environment
        self.owner = owner
        onInvalidate = owner.onInvalidate
    }

    /// Whether the subtree still stands for `view` in `environment`.
    func stands(for view: AnyViewBody, in environment: EnvironmentValues) -> Bool {
        !isStale && self.view.isEqual(to: view) && self.environment.isSame(as: environment)
    }

    private var isStale: Bool { lock.withLock { stale } }

    /// Something the subtree read changed: it, and the subtrees around it, must be built again.
    func invalidate() {
        let outer: [WeakSubtreeMemo]? = lock.withLock {
            guard !stale else { return nil }
            stale = true
            return containers
        }
        guard let outer else { return }
        onInvalidate?()
        outer.forEach { $0.memo?.invalidate() }
    }

    /// The size the subtree takes for `proposal` in `context`, measured by `measure` unless
    /// it was measured so before.
    func size(for proposal: ProposedViewSize, in context: LayoutContext, measure: () -> CGSize) -> CGSize {
        noteUse(layoutEnvironment: context.environment)
        if let known = sizes.first(where: { $0.proposal == proposal && $0.stackAxis == context.stackAxis }) { return known.size }
        let (size, isPure) = computing(measure)
        guard isPure else {
            becameImpure()
            return size
        }
        if sizes.count == Self.sizesKept { sizes.removeFirst() }
        sizes.append((proposal, context.stackAxis, size))
        return size
    }

    /// The subtree's root `node` laid out in `frame` with `identity` in `environment` at
    /// `placement`, by `place` unless it was laid out so last time (at the same size, with
    /// the same safe area, and at the same place when it read its place).
    func place(_ node: ViewNode, in frame: CGRect, identity: String, environment: EnvironmentValues,
               placement: LayoutPlacement, place: () -> LaidOutNode) -> LaidOutNode {
        noteUse(layoutEnvironment: environment)
        if let placed, placed.identity == identity, placed.frame.size == frame.size, placed.placement.safeArea == placement.safeArea,
           !readsPlacement || placed.placement == placement {
            var laidOut = placed.node
            // A node may have grown its frame into the safe area (a scroll view): it moves with the frame.
            let moved = laidOut.frame.offsetBy(dx: frame.minX - placed.frame.minX, dy: frame.minY - placed.frame.minY)
            (laidOut.frame, laidOut.attributes, laidOut.environment) = (moved, node.attributes, environment)
            return laidOut
        }
        var (laidOut, isPure) = computing(place)
        placed = nil
        guard isPure else {
            becameImpure()
            return laidOut
        }
        laidOut.keptLayout = Self.newLayoutNumber()
        placed = (identity, frame, placement, laidOut)
        return laidOut
    }

    /// A build took the subtree as it was.
    func noteReused() {
        wasReused = true
        noteUse(layoutEnvironment: nil)
    }

    /// Laying the subtree out had effects (a view in a `GeometryReader` or a modifier's body,
    /// built during layout, read the clock, say): it is never reused again. When a build
    /// reused it, that build's closures hold the environment of the build that made it, with
    /// its time: the scene is built again.
    private func becameImpure() {
        lock.withLock { stale = true }
        owner?.refuse(key, rebuilding: wasReused)
    }

    /// Runs `compute`, which builds or lays out the subtree, watching what it reads; returns
    /// whether it had no effects.
    func computing<Result>(_ compute: () -> Result) -> (result: Result, isPure: Bool) {
        noteUse(layoutEnvironment: nil)
        let effects = SceneEffects.count
        Self.stack.value(makingIfMissing: MemoStack.init).memos.append(self)
        defer { Self.stack.value?.memos.removeLast() }
        let result = withObservationTracking(compute) { [weak self] in self?.invalidate() }
        return (result, SceneEffects.count == effects)
    }

    /// The subtree is used within the building or layout of another memo's subtree, which
    /// then holds it; the layouts kept were made in another environment, they go.
    private func noteUse(layoutEnvironment environment: EnvironmentValues?) {
        if let outer = Self.stack.value?.memos.last, outer !== self, !containers.contains(where: { $0.memo === outer }) {
            lock.withLock {
                containers.removeAll { $0.memo == nil }
                containers.append(WeakSubtreeMemo(memo: outer))
            }
        }
        guard let environment else { return }
        let isSame = layoutEnvironment?.isSame(as: environment) ?? false
        // The same values in new storage: the next comparison finds the storage the same.
        layoutEnvironment = environment
        guard !isSame else { return }
        sizes.removeAll()
        placed = nil
    }

    /// Laying out the subtrees being laid out now read where they sit.
    static func notePlacementRead() {
        stack.value?.memos.forEach { $0.readsPlacement = true }
    }

    /// A number no layout kept had before, in any player on any thread.
    private static func newLayoutNumber() -> Int {
        layoutNumbers.withLock { number in
            number += 1
            return number
        }
    }

    private static let layoutNumbers = Mutex(0)

    /// The memo whose subtree is being built or laid out on this thread now, if any.
    static var innermost: SubtreeMemo? { stack.value?.memos.last }

    /// The memo at `key` was kept or used while this subtree was built.
    func hold(_ key: String) { heldKeys.insert(key) }

    /// The memos being built or laid out on this thread, innermost last.
    private static let stack = PerThread<MemoStack>()

    private final class MemoStack {
        var memos: [SubtreeMemo] = []
    }
}

/// A memo held without keeping it alive.
private struct WeakSubtreeMemo {
    weak var memo: SubtreeMemo?
}

/// The memos of a scene's ``EquatableView``s, by the key of each view's place.
final class SubtreeMemos {
    /// Whether equatable views reuse their subtrees; off, they are built as any other view
    /// (tests compare the two).
    var isEnabled = true
    /// Called when something a kept subtree read changed (the player builds again).
    var onInvalidate: (@Sendable () -> Void)?
    private var memos: [String: SubtreeMemo] = [:]
    /// The keys of the memos on screen in this pass (always keys of `memos`).
    private var visited: Set<String> = []
    private var rebuildRequested = false
    /// The keys of views whose layouts had effects, and those of them on screen in this pass.
    private var refused: Set<String> = []
    private var visitedRefused: Set<String> = []

    /// The memo at `key`, when its subtree still stands for `view` in `environment`.
    func reusable(at key: String, for view: AnyViewBody, environment: EnvironmentValues) -> SubtreeMemo? {
        guard let memo = memos[key], memo.stands(for: view, in: environment) else { return nil }
        SubtreeMemo.innermost?.hold(key)
        visit(key)
        memo.noteReused()
        return memo
    }

    /// Keeps `memo` for the view at `key`.
    func keep(_ memo: SubtreeMemo, at key: String) {
        SubtreeMemo.innermost?.hold(key)
        memos[key] = memo
        visited.insert(key)
    }

    /// Marks the memo at `key` as on screen, and the memos its subtree holds.
    private func visit(_ key: String) {
        guard let memo = memos[key], visited.insert(key).inserted else { return }
        memo.heldKeys.forEach(visit)
    }

    /// Whether a subtree reused in the build now ending turned out not to stand: the build
    /// must be made again (the request is taken).
    func takeRebuildRequest() -> Bool {
        defer { rebuildRequested = false }
        return rebuildRequested
    }

    /// Whether the view at `key` is built as any other, its layout having had effects once.
    func refuses(_ key: String) -> Bool {
        guard refused.contains(key) else { return false }
        visitedRefused.insert(key)
        return true
    }

    /// The view at `key` had effects when laid out: from now on it is built as any other, and
    /// when the build now running reused it, the build is made again.
    fileprivate func refuse(_ key: String, rebuilding: Bool) {
        refused.insert(key)
        visitedRefused.insert(key)
        memos[key] = nil
        if rebuilding { rebuildRequested = true }
    }

    /// Starts a pass over the views on screen.
    func beginPass() {
        visited.removeAll(keepingCapacity: true)
        visitedRefused.removeAll(keepingCapacity: true)
        rebuildRequested = false
    }

    /// Ends a pass: the memos of views not visited go.
    func endPass() {
        if memos.count != visited.count { memos = memos.filter { visited.contains($0.key) } }
        if refused.count != visitedRefused.count { refused = visitedRefused }
    }
}
