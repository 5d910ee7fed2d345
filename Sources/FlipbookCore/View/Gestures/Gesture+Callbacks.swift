extension Gesture {
    /// Calls `action` with the gesture's value each time it changes (after the actions added
    /// before this one).
    public func onChanged(_ action: @escaping (Value) -> Void) -> some Gesture<Value> {
        CallbackGesture(base: self, changed: action)
    }

    /// Calls `action` with the gesture's last value when it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> some Gesture<Value> {
        CallbackGesture(base: self, ended: action)
    }

    /// Updates `state` with `body` while the gesture changes; `body` may set the transaction's
    /// animation. `state` returns to its initial value when the gesture ends, as SwiftUI's
    /// `updating(_:body:)` for `@GestureState`.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> some Gesture<Value> {
        onChanged { value in state.update { body(value, &$0, &$1) } }
            .onEnded { _ in state.reset() }
    }
}

/// A gesture with an action run when it changes or ends.
struct CallbackGesture<Base: Gesture>: Gesture {
    typealias Value = Base.Value
    typealias Body = Never

    let base: Base
    var changed: ((Value) -> Void)?
    var ended: ((Value) -> Void)?
}

extension CallbackGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool { base.resolved().accepts(kind) }

    func change(_ touch: TouchSample) -> Any? {
        let value = base.resolved().change(touch)
        if let typed = value as? Value { changed?(typed) }
        return value
    }

    func end(_ touch: TouchSample) -> Any? {
        let value = base.resolved().end(touch)
        if let typed = value as? Value { ended?(typed) }
        return value
    }
}
