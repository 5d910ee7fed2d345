/// Something the fingers do that a view responds to, as SwiftUI's `Gesture`: a tap, a drag,
/// a pinch, or gestures combined. Attach one with `View.gesture(_:)`; read what it reports
/// with `onChanged(_:)` and `onEnded(_:)`.
///
/// A gesture of your own composes others in its `body`, and reports its body's values.
@MainActor @preconcurrency public protocol Gesture<Value> {
    /// What the gesture reports: a drag's locations, a pinch's scale, nothing for a tap.
    associatedtype Value = Body.Value
    /// The type of the gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
    /// `Never` ends the chain of bodies of views and gestures: it has no body of its own.
    public var body: Never { fatalError("Never has no body") }
}

extension Gesture where Body == Never {
    /// Flipbook's own gestures have no body: the engine runs them itself.
    public var body: Never { fatalError("\(Self.self) is run by the engine and has no body") }
}

/// A gesture the engine runs: every gesture type of Flipbook is one. Values are passed on
/// untyped: each type produces its own `Value` and casts back what its parts produced.
@MainActor protocol PrimitiveGesture {
    /// Whether the gesture takes part in a touch of `kind`.
    func accepts(_ kind: TouchKind) -> Bool
    /// The touch changed: the gesture's value now, after its `onChanged` actions ran, or
    /// `nil` when it reports nothing yet.
    func change(_ touch: TouchSample) -> Any?
    /// The touch ended: the gesture's last value, after its `onEnded` actions ran, or `nil`
    /// when it never took the touch.
    func end(_ touch: TouchSample) -> Any?
}

extension Gesture {
    /// The gesture the engine runs for this one: itself, or what its body is made of.
    func resolved() -> any PrimitiveGesture {
        if let primitive = self as? any PrimitiveGesture { return primitive }
        return body.resolved()
    }
}
