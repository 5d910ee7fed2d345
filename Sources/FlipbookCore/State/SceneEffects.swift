/// Counts, on each thread, what building and laying out views did besides describing them:
/// dynamic properties connected to storage (`@State`, `@Environment` and the others), lifecycle
/// actions registered, the clock read, the presenter asked which screens rest. A subtree built
/// while the count stood still depends on nothing but its view and its environment, so an
/// ``EquatableView`` may keep it (see ``SubtreeMemo``).
enum SceneEffects {
    /// Counts one effect.
    static func note() {
        counter.value(makingIfMissing: Counter.init).count &+= 1
    }

    /// The effects counted on this thread so far (wrapping).
    static var count: Int { counter.value?.count ?? 0 }

    private final class Counter {
        var count = 0
    }

    private static let counter = PerThread<Counter>()
}
