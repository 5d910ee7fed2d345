/// A value a gesture sets while it is in flight and that returns to its initial value when the
/// gesture ends, as SwiftUI's `@GestureState`: the pattern for a drag's offset or a pinch's
/// zoom that is committed to the model only in `onEnded`.
///
///     @GestureState private var gestureZoom = 1.0
///     …
///     .scaleEffect(zoom * gestureZoom)
///     .gesture(MagnificationGesture()
///         .updating($gestureZoom) { latest, gestureZoom, _ in gestureZoom = latest }
///         .onEnded { zoom *= $0 })
///
/// Like `@State`, it is kept by the view's identity while the view is on screen.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let storage: StateStorage<Value>
    private let resetTransaction: Transaction

    /// Creates the state at `wrappedValue`; it returns there without animation.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }

    /// Creates the state at `initialValue`; it returns there without animation.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Creates the state at `wrappedValue`; it returns there in `resetTransaction` (with its
    /// animation, if any) when the gesture ends.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        storage = StateStorage(initial: wrappedValue)
        self.resetTransaction = resetTransaction
    }

    /// The value now: the gesture's, while one runs.
    public var wrappedValue: Value { storage.value }

    /// The state itself, for `updating($state)`.
    public var projectedValue: GestureState<Value> { self }

    /// Lets `body` change the value and the transaction it changes in.
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        var value = storage.value
        var transaction = Transaction()
        body(&value, &transaction)
        set(value, in: transaction)
    }

    /// Back to the initial value, in the reset transaction.
    func reset() { set(storage.initial, in: resetTransaction) }

    private func set(_ value: Value, in transaction: Transaction) {
        guard let animation = transaction.animation else { return storage.value = value }
        withAnimation(animation) { storage.value = value }
    }
}

extension GestureState: InstallableProperty {
    func install(key: String, in context: PropertyContext) {
        let initial = storage.initial
        storage.cell = context.graph.cell(at: key) { initial }
    }
}
