/// A value a gesture sets while it is in flight and that returns to its initial value when the
/// gesture ends, as SwiftUI's `@GestureState`: the pattern for a drag's offset or a pinch's
/// zoom that is committed to the model only in `onEnded`.
///
/// Flipbook rebuilds views from state every frame, so the state lives in a long-lived object
/// (the scene's view model) rather than in the view struct:
///
///     let gestureZoom = GestureState(wrappedValue: 1.0)
///     …
///     .scaleEffect(model.zoom * gestureZoom.wrappedValue)
///     .gesture(MagnificationGesture()
///         .updating(gestureZoom) { latest, zoom in zoom = latest }
///         .onEnded { model.zoom *= $0 })
public final class GestureState<Value> {
    /// The value while no gesture runs.
    public let initialValue: Value
    /// The value now.
    public private(set) var wrappedValue: Value

    /// Creates the state at `wrappedValue`.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
        self.wrappedValue = wrappedValue
    }

    func update(_ change: (inout Value) -> Void) { change(&wrappedValue) }

    func reset() { wrappedValue = initialValue }
}
