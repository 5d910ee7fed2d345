/// Two gestures of which one takes a touch, as SwiftUI's `ExclusiveGesture`: the first when
/// it can, else the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// What the gesture that took the touch reports.
    public enum Value {
        /// The first gesture took the touch.
        case first(First.Value)
        /// The second gesture took the touch.
        case second(Second.Value)
    }

    public typealias Body = Never

    /// The gesture that takes a touch when it can.
    public var first: First
    /// The gesture that takes a touch the first cannot.
    public var second: Second

    /// Combines `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension ExclusiveGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool { untyped.accepts(kind) }

    func change(_ touch: TouchSample) -> Any? { typed(untyped.value(changing: touch)) }

    func end(_ touch: TouchSample) -> Any? { typed(untyped.value(ending: touch)) }

    private var untyped: Exclusive { Exclusive(first.resolved(), second.resolved()) }

    private func typed(_ value: (isFirst: Bool, value: Any)?) -> Value? {
        guard let value else { return nil }
        if value.isFirst { return (value.value as? First.Value).map(Value.first) }
        return (value.value as? Second.Value).map(Value.second)
    }
}
